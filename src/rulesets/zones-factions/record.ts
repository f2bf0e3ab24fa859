/**
 * The one state record: the round's turn state (turn.ts) and the lasting state (lasting.ts),
 * written whole every time so it always validates against the state schema.
 */
import type { Values } from '../../engine/schema';
import { writeLasting, type Lasting } from './lasting';
import { freshTurn, turnStateFor } from './turn';
import type { Sheet, TurnState } from './types';

/** The turn state's own keys, picked from a turn state (which may carry other keys of the record). */
export function turnValues(t: TurnState): Values {
  const f = freshTurn(t.round, t.moraleSteady);
  return {
    round: f.round, turnTaken: t.turnTaken === true, tookByReaction: t.tookByReaction === true, reactions: t.reactions ?? 0, zones: t.zones ?? 0,
    sprinted: t.sprinted === true, mainUsed: t.mainUsed ?? 0, bonusUsed: t.bonusUsed ?? 0, reactedTo: t.reactedTo ?? '', moraleSteady: t.moraleSteady === true,
  };
}

/** The turn state a record holds (its own round; round 1 for none). */
export const turnOf = (state: Values | undefined): TurnState => turnStateFor(state, typeof state?.['round'] === 'number' ? state['round'] : 1);

/** The whole record: `turn` and `lasting`. */
// Object.assign rather than a spread of both halves: the same record, without Node's V8 (11.3)
// slow path for spreading two wide objects into one (~80 µs each time).
export const writeRecord = (turn: TurnState, lasting: Lasting, sheet: Sheet): Values => Object.assign(turnValues(turn), writeLasting(lasting, sheet));
