/**
 * `plan`: the round before the dice. Surprise and a Mighty Blow's save come first (they are not
 * part of the count); then the attacks, a spell, a wand or closing in, each with its own
 * initiative roll; the BCB split, the AC for the round and the round's notes.
 * @see 001 Order of Battle; The Attack Roll; Base Combat Bonuses; Magic Use in Combat
 */
import type { Note, Plan, PlanInput, PlannedAction, Stat } from '../../engine/ruleset';
import { overDefaults } from '../../engine/schema';
import { attackActions } from './attacks';
import { splitBcb } from './bcb';
import { armourForbids } from './casting';
import { scrollProgress } from './scroll';
import { ownDefence } from './defence';
import { initiativeDie, initiativeTiming } from './initiative';
import { readState } from './state';
import { attackPenalties, conditionsOf, downOf } from './status';
import { declarationSchema, optionsSchema } from './schemas';
import { surpriseCheck, surpriseSides } from './surprise';
import { RULES, SRC } from './tables';
import { weaponOf } from './weapons';
import { asDeclaration, asOptions, asSheet, type Declaration, type Options, type Sheet } from './types';

/** Labels of the plan's rules reminders, shown with the odds but not sent with the rolled round. */
export const REMINDERS: readonly string[] = ['Natural 20', 'Natural 1'];
/** Id of the surprise roll. */
export const SURPRISE_ID = 'surprise';

function surpriseAction(sheet: Sheet): PlannedAction {
  return { id: SURPRISE_ID, kind: 'check', label: `Surprise (d${surpriseSides(sheet.surpriseDie)})`, timing: { kind: 'turn', note: 'Before the first initiative' },
    check: surpriseCheck(surpriseSides(sheet.surpriseDie), sheet.surpriseMod),
    notes: [{ label: 'Surprise', text: 'Surprised: foes attack freely for as many segments as the number rolled, each a full round of attacks (spells keep their real time).', source: SRC.surprise }] };
}

function spellAction(sheet: Sheet, d: Declaration, o: Options, lost: Note[]): PlannedAction | undefined {
  const spell = sheet.spells[Number(d.spell)];
  if (!spell) return undefined;
  const label = `${spell.name} (level ${spell.level})`;
  const forbids = armourForbids(sheet, spell);
  if (forbids) { lost.push({ label: `${label}: cannot cast`, text: forbids, source: SRC.spellArmour }); return undefined; }
  if (d.movement === 'half') { lost.push({ label: `${label}: cannot cast`, text: 'No spells while walking or doing anything else.', source: SRC.spells }); return undefined; }
  return { id: 'spell', kind: 'spell', label, timing: initiativeTiming(sheet.dex, o, d.hold), tags: ['spell'],
    notes: [{ label: 'Declared', text: 'Declared before initiative; casting starts with the round and the spell goes off on your initiative.', source: SRC.spells },
      { label: 'Disrupted', text: 'Any successful attack on you before then, even one doing no damage, spoils the spell as if cast (a harmless sting may not).', gm: true, source: SRC.spells }] };
}

/** Why this caster cannot cast now (armour, walking), or undefined. */
function castingForbids(sheet: Sheet, d: Declaration, level: number): string | undefined {
  return armourForbids(sheet, { name: '', level }) ?? (d.movement === 'half' ? 'No spells while walking or doing anything else.' : undefined);
}

function scrollAction(sheet: Sheet, d: Declaration, o: Options, lost: Note[], state: PlanInput['state']): PlannedAction | undefined {
  const p = scrollProgress(d, state);
  const label = `Scroll (level ${p.level})`;
  const forbids = castingForbids(sheet, d, p.level);
  if (forbids) { lost.push({ label: `${label}: cannot read`, text: forbids, source: SRC.spells }); return undefined; }
  const round = p.level - p.roundsLeft + 1;
  const disrupted: Note = { label: 'Disrupted', text: 'A successful attack on you while you read spoils the scroll\'s spell.', gm: true, source: SRC.spells };
  if (p.roundsLeft > 1) {
    return { id: 'spell', kind: 'spell', label: `${label}: reading, round ${round} of ${p.level}`, timing: { kind: 'turn', note: `${p.roundsLeft - 1} more round${p.roundsLeft > 2 ? 's' : ''} after this one` }, tags: ['spell'],
      notes: [{ label: 'Scroll', text: 'A round per spell level; the phone carries the count to the next round.', source: SRC.spells }, disrupted] };
  }
  return { id: 'spell', kind: 'spell', label: p.level > 1 ? `${label}: last round, the spell goes off` : `${label}: the spell goes off`, timing: initiativeTiming(sheet.dex, o, d.hold), tags: ['spell'],
    notes: [{ label: 'Scroll', text: 'The spell goes off on your initiative this round.', source: SRC.spells }, disrupted] };
}

/** The round's plan. Inputs are validated; missing declaration or option fields take their defaults. */
export function plan(input: PlanInput): Plan {
  const sheet = asSheet(input.sheet);
  const d = asDeclaration(overDefaults(declarationSchema(input.sheet).fields, input.declaration));
  const o = asOptions(overDefaults(optionsSchema.fields, input.options));
  const actions: PlannedAction[] = [];
  const lost: Note[] = [];
  const notes: Note[] = [];

  // The lasting state: a character who is down does nothing; a stunned one (by default) only defends.
  // A flesh wound switched on in an older app's declaration counts like the state's (they do not add up).
  const st0 = readState(sheet, input.state);
  const st = d.fleshWound && !st0.fleshWound ? { ...st0, fleshWound: true } : st0;
  const down = downOf(sheet, st);
  const stunned = !down && st.stunned > 0;
  const canAct = !down && !(stunned && o.stunnedActs === 'none');
  if (down) lost.push({ label: down.word[0]!.toUpperCase() + down.word.slice(1), text: `${down.text} No actions this round.`, ...(down.source ? { source: down.source } : {}) });
  if (down && !st.dead) notes.push({ label: 'Helpless', text: 'An attack on a helpless victim may be an assassination attack: damage to CON unless you save.', gm: true, source: SRC.assassination });
  else if (stunned && !canAct) lost.push({ label: 'Stunned', text: `${st.stunned} round${st.stunned === 1 ? '' : 's'} left, this one included: no attacks, spells or moves.`, source: SRC.mightyBlows });
  else if (stunned) notes.push({ label: 'Stunned', text: `${st.stunned} round${st.stunned === 1 ? '' : 's'} left: the GM rules what a stunned character may do (table option).`, gm: true, source: SRC.mightyBlows });
  for (const c of conditionsOf(st)) {
    if (['dead', 'out-of-the-fight', 'unconscious', 'knocked-out', 'stunned'].includes(c.id)) continue;
    notes.push({ label: c.label, text: c.text, ...(c.source ? { source: c.source } : {}) });
  }

  if (d.rollSurprise && !down) actions.push(surpriseAction(sheet));

  const wantsAttack = canAct && (d.action === 'attack' || d.action === 'charge');
  const unseen = wantsAttack && d.invisible === 'undetected';
  if (unseen) lost.push({ label: 'Undetected invisible foe', text: 'A foe only suspected cannot be hit except by area spells or weapons.', source: SRC.invisible });
  const attacking = wantsAttack && !unseen;
  // A spell the armour or walking forbids is lost, and then the caster is not casting this round.
  // A spell a hit already disrupted this round is lost (001 Magic Use in Combat): the plan says so instead of casting it.
  if (canAct && d.action === 'cast' && st.spell && st.spellLost) lost.push({ label: 'Spell lost', text: `${st.spell}: disrupted by a hit before it went off, lost as if cast.`, source: SRC.spells });
  const spell = !canAct ? undefined : d.action === 'cast' ? (st.spellLost ? undefined : spellAction(sheet, d, o, lost)) : d.action === 'scroll' ? scrollAction(sheet, d, o, lost, input.state) : undefined;
  const casting = spell !== undefined;
  const split = splitBcb(sheet.bcb, d.bcbToHit, attacking, !casting && d.action !== 'charge');
  if (split.capped) notes.push({ label: 'BCB', text: `Only +${sheet.bcb} BCB to split: +${split.toHit} goes on the attack.`, source: SRC.bcb });

  let attacks = 0;
  let twoWeapons: Declaration['twoWeapons'] = 'no';
  if (attacking) {
    const r = attackActions(sheet, d, o, split.toHit, attackPenalties(st));
    actions.push(...r.actions);
    lost.push(...r.lost);
    notes.push(...r.notes);
    attacks = r.count;
    twoWeapons = r.twoWeapons;
    // The form hides 'into a melee' unless a missile weapon is chosen, but keeps its value.
    const missile = weaponOf(sheet, d.weapon).missile;
    notes.push({ label: 'Natural 20', text: 'Always hits and does damage; if the total would have hit anyway it is a Mighty Blow. Creatures hurt only by special weapons still need one.', source: SRC.critical });
    notes.push({ label: 'Natural 1', text: 'A fumble: a miss, every foe in reach gets a free attack, and the GM may add a mishap (dropped weapon, a friend hit...).', gm: true, source: SRC.fumble });
    if (d.action === 'charge') notes.push({ label: 'Charge', text: 'Declared before initiative, in a straight line; spears and polearms may fend you off.', gm: true, source: SRC.charge });
    if (d.helpless) notes.push({ label: 'Assassination', text: 'Against a helpless or unaware victim the damage goes to its CON; a successful save turns it into hit-point damage. Only where you know the anatomy: not against blobs or most undead.', gm: true, source: SRC.assassination });
    if (d.intoMelee && missile) notes.push({ label: 'Into a melee', text: 'You usually cannot choose which foe, or friend, the missile hits.', gm: true, source: SRC.missile });
  }
  if (canAct && d.action === 'close') {
    actions.push({ id: 'close', kind: 'move', label: 'Closing into combat', timing: initiativeTiming(sheet.dex, o, d.hold),
      notes: [{ label: 'Closing', text: 'Up to a full move, stopping next to a foe; neither of you gets a melee attack this round, but missiles and spells still can.', source: SRC.closing }] });
  }
  if (spell) actions.push(spell);
  if (canAct && d.action === 'wand') {
    actions.push({ id: 'wand', kind: 'other', label: 'Wand or magic item', timing: initiativeTiming(sheet.dex, o, d.hold),
      notes: [{ label: 'Wand', text: 'One command word: only an attack on the same initiative can interrupt it, and then no charge is used.', gm: true, source: SRC.wands }] });
  }
  if (canAct && d.action === 'other') notes.push({ label: 'Other action', text: 'Acts on the count like anything else; the GM places it.', gm: true, source: SRC.round });

  const { stats: defence, notes: defNotes } = ownDefence(sheet, { split, attacking, casting, charging: d.action === 'charge',
    twoWeaponDefensive: twoWeapons === 'defensive', chooseTarget: d.chooseTarget && attacking, defending: d.action === 'defend', retreat: d.retreat, shieldWall: d.shieldWall });
  notes.push(...defNotes);
  const status: Stat[] = [
    { label: 'BCB on the attack', value: split.toHit, text: `+${split.toHit} to hit, +${split.toAc} to AC, of +${sheet.bcb}` },
    { label: 'Attacks this round', value: attacks, text: `${sheet.attacksPerRound} normally` },
  ];
  return { rulesetId: 'bcb-d20', character: sheet.name, actions, defence, status, lost, notes };
}
