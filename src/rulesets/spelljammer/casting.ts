/**
 * Spell casting times and when a spell goes off.
 * @see 000 Casting Mage Spells (rank / GK / SK table); Casting Cleric Spells; The Initiative Round
 */
import { LOST_AT, MAX_SPELL_RANK, mageCastingTable, RULES } from './tables';
import type { Spell } from './types';

/**
 * Casting time in segments: mage spells from the rank and GK/SK table, cleric spells their own.
 * @throws RangeError for a mage spell rank outside 1..22 (the table's range).
 */
export function castingTime(spell: Pick<Spell, 'type' | 'rank' | 'castingTime'>): number {
  if (spell.type === 'cleric') return spell.castingTime;
  const row = mageCastingTable.find((r) => spell.rank >= r.from && spell.rank <= r.to);
  if (!row) throw new RangeError(`Mage spell rank must be 1 to ${MAX_SPELL_RANK}, but received ${spell.rank}`);
  return spell.type === 'gk' ? row.gk : row.sk;
}

/** When a spell cast from an initiative goes off, or that it must start on 10 next round instead. */
export type SpellTiming =
  | { readonly inRound: true; readonly startsAt: number; readonly goesOff: number }
  | { readonly inRound: false; readonly startsAt: number; readonly wouldGoOff: number; readonly nextRoundGoesOff: number };

/**
 * Casting starts on the initiative and takes `ct` segments. A spell that would go off on -6 or
 * later starts on 10 of the next round instead. A one-round spell (10 segments) must start
 * on 10: an initiative of 10 or more starts it on 10, anything lower waits for next round.
 */
export function spellTiming(initiative: number, ct: number): SpellTiming {
  const start = RULES.movementFrom;
  if (ct >= RULES.oneRoundSpell) {
    if (initiative >= start) return { inRound: true, startsAt: start, goesOff: start - ct };
    return { inRound: false, startsAt: initiative, wouldGoOff: initiative - ct, nextRoundGoesOff: start - ct };
  }
  const goesOff = initiative - ct;
  if (goesOff <= LOST_AT) return { inRound: false, startsAt: initiative, wouldGoOff: goesOff, nextRoundGoesOff: start - ct };
  return { inRound: true, startsAt: initiative, goesOff };
}
