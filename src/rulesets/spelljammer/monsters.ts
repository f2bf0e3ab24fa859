/**
 * The GM's side of Spelljammer: a monster is a character sheet (SC and damage per weapon, DEF,
 * PROT, HP, CON and size for the stun), so it rolls its round, takes hits and ticks through the
 * same `plan`, `roll` and state rules as a player's character. The text names creatures (an
 * ogre, a purple worm, a demon, a roper) but gives no stat blocks, so the ready monsters are
 * plain ones of ours, with numbers beside the text's own fighter (Derrick: SC 112, DEF 30).
 * Its attacks leave the target's DEF unknown: the victim's phone resolves them against its own
 * DEF. A player's attack against a secret DEF is resolved here against the DEF the GM types,
 * by the same function the victim's `takeHit` uses (secretDef.ts). The text has no morale or
 * other end-of-round rule for a group, so there is no `endOfRound`.
 * @see 000 Hitting; Critical and Grievous Hits; Taking Damage; Automatic Hits and Misses
 */
import { onFirstRead, type MonsterRules, type ReadyMonster, type Resolution } from '../../engine/monster';
import type { ResultEntry } from '../../engine/result';
import { defaults, type Values } from '../../engine/schema';
import { declarationSchema, readOptions } from './schemas';
import { landedDamage, secretStrikeOf, strikeAgainst } from './secretDef';
import { strikeStyles } from './strike';

/** A weapon row of the sheet, every field given. */
function weapon(name: string, kind: string, sc: number, damage: string, rank: number, penetrating = 'none'): Values {
  return { name, kind, sc, damage, rank, spec: 'none', penetrating, offhand: false };
}

/** A ready monster: its complete sheet, attacking with its first weapon, the target's DEF and PROT left unknown. */
function monster(sheet: Values): ReadyMonster {
  const full: Values = { masterBowmanRank: 0, ambidextrous: false, defMagicAlwaysOn: 0, spells: [], ...sheet, currentHp: sheet['maxHp']! };
  const declaration = { ...defaults(declarationSchema(full).fields), action: 'attack', weapon: '0', movement: 'free', targetDef: null, targetProt: null };
  return { name: String(full['name']), sheet: full, declaration };
}

/**
 * Plain monsters of ours: SC, DEF and HP around the text's examples (SC 112 against DEF 40). Made
 * at the first read (only the GM side reads them).
 */
const ready = onFirstRead((): readonly ReadyMonster[] => [
  monster({ name: 'Goblin', im: 1, attacksPerRound: 1, def: 15, defDexSkill: 5, defShield: 5, prot: 1, con: 8, size: 'medium', maxHp: 8,
    weapons: [weapon('Short sword', 'melee', 60, '1d6', 1)] }),
  monster({ name: 'Orc', im: 0, attacksPerRound: 1, def: 20, defDexSkill: 5, defShield: 5, prot: 3, con: 12, size: 'medium', maxHp: 16,
    weapons: [weapon('Battle axe', 'melee', 75, '1d8+1', 2)] }),
  monster({ name: 'Wolf', im: 3, attacksPerRound: 1, def: 25, defDexSkill: 20, defShield: 0, prot: 1, con: 11, size: 'medium', maxHp: 14,
    weapons: [weapon('Bite', 'melee', 70, '1d6+1', 2)] }),
  monster({ name: 'Bandit archer', im: 2, attacksPerRound: 2, def: 20, defDexSkill: 10, defShield: 0, prot: 2, con: 11, size: 'medium', maxHp: 18,
    weapons: [weapon('Shortbow', 'bow', 75, '1d6', 2, 'arrow'), weapon('Short sword', 'melee', 60, '1d6', 1)] }),
  monster({ name: 'Ogre', im: -1, attacksPerRound: 1, def: 15, defDexSkill: 0, defShield: 0, prot: 3, con: 18, size: 'large', maxHp: 45,
    weapons: [weapon('Great club', 'melee', 90, '2d6+4', 3)] }),
]);

/** How an entry that cannot be resolved is named in the error. */
function described(entry: ResultEntry): string {
  if (entry.kind !== 'attack') return `a ${entry.kind} entry ("${entry.label}")`;
  if (!entry.check) return `"${entry.label}" without a strike roll`;
  return `"${entry.label}" rolled ${entry.summary ? `as "${entry.summary}"` : 'without its SC'}`;
}

/**
 * A player's attack rolled against a secret DEF, resolved against the DEF the GM types (the
 * always-on magical DEF when the attacker's summary names it): need = SC − DEF on the Modified
 * Strike Chance table, the automatic faces holding; a critical or grievous hit doubles the single
 * damage rolled and PROT does not count.
 * @throws Error "Expected an attack rolled against a secret DEF ... but received ..." for an entry without that roll.
 * @see 000 Critical and Grievous Hits; Automatic Hits and Misses
 */
export function resolve(entry: ResultEntry, defence: number, options: Values, quiet = false): Resolution {
  const strike = entry.kind === 'attack' ? secretStrikeOf(entry) : undefined;
  if (!strike) throw new Error(`Expected an attack rolled against a secret DEF (its d100 face and "need <SC> − target DEF") but received ${described(entry)}`);
  const o = readOptions(options);
  const { need, outcome, automatic } = strikeAgainst(strike, defence, o.natural01);
  const { damage, armour } = landedDamage(outcome, entry.damage?.total ?? 0, entry.damage?.armour ?? 'yes');
  const label = strikeStyles[outcome]!.label;
  if (quiet) return { outcome, label, damage, armour, text: '' };
  const what = outcome === 'miss' ? 'miss' : outcome === 'hit' ? `hit, ${damage} damage less PROT` : `${label.toLowerCase()}, double damage ${damage}, PROT does not count`;
  const fixed = automatic ? ` (${String(strike.face).padStart(2, '0')} ${strike.face >= 96 ? 'always misses' : 'is a fixed result'})` : '';
  const def = strike.halfDef ? `half DEF ${Math.floor(defence / 2)} (surprised in combat)` : `${strike.magic ? 'always-on magical DEF' : 'DEF'} ${defence}`;
  return { outcome, label, damage, armour, text: `Rolled ${String(strike.face).padStart(2, '0')} against SC ${strike.sc} − ${def} = ${need}: ${what}${fixed}` };
}

/** The Spelljammer GM side: stat line, ready monsters, the secret DEF resolved. */
export const monsters: MonsterRules = {
  statLine: ['def', 'prot', 'weapons', 'attacksPerRound', 'im', 'maxHp', 'currentHp', 'con', 'size'],
  get ready() { return ready(); },
  resolve,
};
