/**
 * Attack then move: after the last attack, movement (1/20 TMR per segment, at most half TMR)
 * can start on 10 if the last attack was before 10; after an attack on 2..10 it starts as
 * many segments later as the DEX roll multiple made (1x..4x; 5x or worse: no movement);
 * no movement happens after segment 1.
 * @see 000 Attack and Move
 */
import { attackThenMoveTable, RULES } from './tables';

/** The DEX roll multiple made, 1..4, or 5 for "5x or worse". */
export type DexMultiple = 1 | 2 | 3 | 4 | 5;

/**
 * The segment movement starts on, or null when the character cannot move this round.
 * `multiple` is needed only when the last attack was on 2..10 (otherwise it is ignored).
 */
export function moveStart(lastAttack: number, multiple: DexMultiple | null): number | null {
  if (lastAttack > RULES.movementFrom) return RULES.movementFrom;
  if (lastAttack < 2 || multiple === null) return null;
  const row = attackThenMoveTable.find((r) => r.multiple === multiple);
  if (!row) return null;
  const start = lastAttack - row.after;
  return start >= RULES.movementTo ? start : null;
}

/** One line per DEX multiple, for when the roll is not known yet: "1x: from 6; 2x: from 5; ...". */
export function moveStartTable(lastAttack: number): string {
  if (lastAttack > RULES.movementFrom) return `Last attack before 10: move from segment 10 without a DEX roll.`;
  if (lastAttack < 2) return `Last attack on ${lastAttack}: no movement this round.`;
  const parts = ([1, 2, 3, 4] as const).map((m) => {
    const s = moveStart(lastAttack, m);
    return `${m}x: ${s === null ? 'none' : `from ${s}`}`;
  });
  return `DEX roll after the last attack on ${lastAttack}: ${parts.join('; ')}; 5x or worse: none.`;
}
