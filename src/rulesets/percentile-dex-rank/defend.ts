/**
 * Planning the defender's reaction to an attack that succeeded: a parry with a weapon (its
 * attack skill) or shield (its skill in melee; against low-velocity missiles a straight 15%,
 * 30%, 60%, or 90% kneeling behind a large shield), or a dodge (Dodge after armour; against
 * arrows and thrown weapons only if the GM allows, as Difficult); firearms can be neither
 * parried nor dodged. Each band of the roll says which cell of the Attack and Defense Matrix
 * follows.
 * @see 003 5.6 Parrying; 5.7 Dodging; 5.8 Attack and Defense Matrix; 5.11 Shields
 */
import type { Modifier, Note, PlannedAction } from '../../engine/ruleset';
import { armourPoints, skillAfterArmour } from './armour';
import { levelCheck, scaledChance } from './chance';
import { matrix, type DefenceLevel } from './matrix';
import type { CarriedState } from './state';
import { KNEELING_LARGE_SHIELD, shieldTable, SRC } from './tables';
import type { Declaration, IncomingKind, Options, Sheet } from './types';
import { weaponOf } from './weapons';

/** How the defender meets the attack: the chance (null when there is no roll) and what it is. */
export interface DefenceMeans {
  readonly label: string;
  readonly chance: number | null;
  readonly modifiers: readonly Modifier[];
  readonly parry: boolean;
  /** Where parry damage goes: a weapon index, 'shield', or none. */
  readonly gear: number | 'shield' | null;
  /** Why there is no roll, when `chance` is null. */
  readonly why?: Note;
}

const isMissile = (k: IncomingKind) => k !== 'melee';

/** The parry or dodge the declaration asks for, or why it is impossible against this attack. */
export function defenceMeans(sheet: Sheet, d: Declaration, o: Options, s: CarriedState): DefenceMeans {
  const k = d.incomingKind;
  const none = (label: string, text: string, source: string, parry = false): DefenceMeans =>
    ({ label, chance: null, modifiers: [], parry, gear: null, why: { label, text, source } });
  const gm = d.chanceMod ? [{ label: "GM's call", value: d.chanceMod }] : [];
  const withGm = (c: number) => Math.max(0, c + d.chanceMod);
  if (d.defence === 'none') return none('No parry or dodge', 'You take the attack without parrying or dodging.', SRC.matrix);
  if (d.defence === 'dodge') {
    if (k === 'firearm') return none('Cannot dodge', 'Firearms and energy weapons cannot be dodged.', SRC.dodging);
    const dodge = skillAfterArmour(sheet, sheet.dodge, 'physical');
    if (isMissile(k)) {
      if (o.dodgeMissiles === 'no') return none('Cannot dodge', 'This table does not allow dodging missiles.', SRC.dodging);
      const half = scaledChance(dodge.value, 0.5, o.chanceRounding);
      return { label: 'Dodge (Difficult)', chance: withGm(half), parry: false, gear: null,
        modifiers: [...dodge.modifiers, { label: `Difficult against a missile, rounded ${o.chanceRounding}`, value: half - dodge.value, source: SRC.dodging }, ...gm] };
    }
    return { label: 'Dodge', chance: withGm(dodge.value), modifiers: [...dodge.modifiers, ...gm], parry: false, gear: null };
  }
  if (d.defence === 'shield') {
    const row = shieldTable.find((r) => r.id === sheet.shield);
    if (!row) return none('No shield', 'The sheet has no shield.', SRC.shields, true);
    if (s.shieldDamage >= row.hp) return none('Shield broken', `The ${row.name} shield took ${s.shieldDamage} points: its ${row.hp} hit points are gone.`, SRC.shields, true);
    if (k === 'firearm') return none('Cannot parry', 'Firearms and energy weapons cannot be parried, even with a shield.', SRC.parrying, true);
    if (isMissile(k)) {
      const kneel = d.kneel === true && row.size === 'large';
      const c = kneel ? KNEELING_LARGE_SHIELD : row.missileParry;
      return { label: `${row.name} shield against a missile`, chance: withGm(c), parry: true, gear: 'shield',
        modifiers: [{ label: kneel ? 'Kneeling behind a large shield' : `${row.size[0]!.toUpperCase()}${row.size.slice(1)} shield against missiles`, value: c, source: SRC.shields }, ...gm] };
    }
    return { label: `${row.name} shield parry`, chance: withGm(sheet.shieldSkill), parry: true, gear: 'shield', modifiers: [{ label: 'Shield skill', value: sheet.shieldSkill, source: SRC.shields }, ...gm] };
  }
  const index = Number(d.defence.slice(1));
  const sw = sheet.weapons[index];
  if (!sw) return none('No such weapon', `The sheet has no weapon ${index + 1}.`, SRC.parrying, true);
  const w = weaponOf(sw);
  if (w.hp === null || w.class === 'missile') return none('Cannot parry', `${w.name} cannot parry.`, SRC.parrying, true);
  const g = s.gear[index];
  if (g && g.damage >= w.hp) return none(`${w.name} broken`, `It took ${g.damage} points: its ${w.hp} hit points are gone.`, SRC.parrying, true);
  if (k === 'firearm') return none('Cannot parry', 'Firearms and energy weapons cannot be parried.', SRC.parrying, true);
  if (isMissile(k)) return none('Cannot parry', 'Missiles need a shield to parry. If the GM allows a weapon parry, set "Attack with" to a melee weapon.', SRC.parrying, true);
  return { label: `Parry with ${w.name}`, chance: withGm(w.skillValue), parry: true, gear: index, modifiers: [{ label: `${w.name} skill`, value: w.skillValue, source: SRC.parrying }, ...gm] };
}

const LEVEL_WORDS = { special: 'a special success', success: 'a success', failure: 'a failure' } as const;

/** What each defence level leads to, in words, with damage after armour when the incoming damage is known. */
export function outcomeNotes(d: Declaration, means: DefenceMeans, ap: number): Note[] {
  const levels: DefenceLevel[] = means.chance === null ? ['none'] : ['special', 'success', 'failure'];
  return levels.map((lvl) => {
    const cell = matrix(d.incomingLevel, lvl, means.parry, d.incomingKind === 'melee');
    const dmg = cell.result === 'special' ? d.incomingDamage : cell.result === 'normal' ? (d.incomingLevel === 'special' ? d.incomingNormal : d.incomingDamage) : 0;
    const taken = cell.result === 'normal' || cell.result === 'special' ? (dmg === null ? ` You take that damage less ${ap} armour points.` : ` You take ${Math.max(0, dmg - ap)} (${dmg} less ${ap} armour points).`) : '';
    const label = lvl === 'none' ? 'Outcome' : `If you roll ${LEVEL_WORDS[lvl]}`;
    return { label, text: cell.text + taken, source: SRC.matrix };
  });
}

/**
 * What the GM decides before a parry or dodge counts: the defender must know of the attack and
 * see it coming (both sections say so), and dodging an arrow or a thrown weapon is something the
 * GM may allow, not a right (the `dodgeMissiles` option only says whether this table does).
 * @see 003 5.6 Parrying; 5.7 Dodging
 */
export function gmConditions(d: Declaration, means: DefenceMeans): Note[] {
  const out: Note[] = [{ label: 'Seen coming', text: 'Only if you know of the attack and can see it coming: the GM decides.', gm: true, source: means.parry ? SRC.parrying : SRC.dodging }];
  if (!means.parry && isMissile(d.incomingKind)) out.push({ label: 'Dodging a missile', text: 'Only if the GM allows it, as Difficult (a table option).', gm: true, source: SRC.dodging });
  return out;
}

/** The reaction action for a "defend against an attack" declaration. */
export function planDefence(sheet: Sheet, d: Declaration, o: Options, s: CarriedState): PlannedAction {
  const ap = armourPoints(sheet, d.incomingKind, o.riotGear);
  const timing = d.incomingRank === null
    ? { kind: 'turn' as const, note: 'On the attack\'s DEX rank (ask the GM)' }
    : { kind: 'fixed' as const, value: d.incomingRank, modifiers: [{ label: 'The attack\'s DEX rank', value: d.incomingRank, source: SRC.actions }], note: `On the attack's DEX rank, ${d.incomingRank}` };
  // The attack answered, named when known, so the GM's order shows whose attack this parries.
  const from = d.incomingFrom.trim();
  const against = from ? `against ${from} (${LEVEL_WORDS[d.incomingLevel]})` : `against ${LEVEL_WORDS[d.incomingLevel]}`;
  if (d.incomingLevel === 'failure') {
    return { id: 'r1', kind: 'reaction', label: `No defence needed ${against}`, timing, notes: [{ label: 'Outcome', text: matrix('failure', 'none', false, true).text, source: SRC.matrix }] };
  }
  const means = defenceMeans(sheet, d, o, s);
  const notes = outcomeNotes(d, means, ap);
  if (d.incomingLevel === 'special') notes.push({ label: 'Special', text: 'Only a special parry or dodge fully stops a special success.', source: SRC.attacking });
  if (means.chance !== null) notes.push(...gmConditions(d, means));
  return {
    id: 'r1', kind: 'reaction', label: `${means.label} ${against}`, timing,
    ...(means.chance !== null ? { check: levelCheck(means.chance, means.modifiers, o.special) } : {}),
    notes: means.why ? [means.why, ...notes] : notes,
  };
}
