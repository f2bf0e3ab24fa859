/**
 * The GM model's order and board: marks on entries, the "now acting" marker, and the moves of
 * the turn board.
 */
import { chooseFirst, passTurn, react, setOut, takeTurn, turnStatus, undoMove, TurnError, type TurnBoard, type TurnMember } from '../../engine/turns';
import { isEmptyMark, type EntryMark } from './marks';
import { stepFrom } from './order-view';
import type { GmCore } from './model-core';

/** The order's and the board's actions on `core`. */
export function createBoard(core: GmCore) {
  const { round, order, members, board, say, commit } = core;

  /** Sets (merges) the GM's mark on an entry; an empty mark is dropped. */
  function mark(key: string, patch: Partial<EntryMark>): void {
    const r = round.value;
    const merged: EntryMark = { ...(r.marks?.[key] ?? {}), ...patch };
    const clean = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== false && v !== '')) as EntryMark;
    const { [key]: _old, ...rest } = r.marks ?? {};
    commit({ ...r, marks: isEmptyMark(clean) ? rest : { ...rest, [key]: clean } });
  }

  /** Puts the "now acting" marker on a group (or clears it with null). */
  function setNow(key: string | null): void {
    commit({ ...round.value, now: key });
  }

  /** Moves the "now acting" marker one group down (`+1`) or up (`-1`) the order. */
  function step(by: 1 | -1): void {
    const steps = order.value.steps;
    if (!steps.length) return;
    const next = stepFrom(steps, round.value.now ?? null, by);
    if (next === null) { commit({ ...round.value, now: null }); say('info', 'Everyone in the order has acted.'); return; }
    setNow(next);
  }

  function boardMove(f: (b: TurnBoard, m: readonly TurnMember[]) => TurnBoard): void {
    try {
      const next = f(board.value, members.value);
      commit({ ...round.value, board: next });
      if (turnStatus(next, members.value).ended) say('info', 'Every side passed in a row: the round is over.');
    } catch (err) {
      if (err instanceof TurnError) say('bad', err.message);
      else throw err;
    }
  }

  const boardActions = {
    setInitiative: (faction: string) => commit({ ...round.value, board: { ...board.value, initiative: faction } }),
    chooseFirst: (faction: string) => boardMove((b, m) => chooseFirst(b, faction, m)),
    take: (who: string) => boardMove((b, m) => takeTurn(b, who, m)),
    pass: () => boardMove((b, m) => passTurn(b, m)),
    react: (who: string) => boardMove((b, m) => react(b, who, m)),
    undo: () => boardMove((b) => undoMove(b)),
    /** Takes a character out of the fight (down, fled) or brings them back in; kept for the next rounds. */
    out: (who: string, out: boolean) => { say('info', out ? `${who} is out of the fight.` : `${who} is back in the fight.`); boardMove((b, m) => setOut(b, who, out, m)); },
  };

  return { mark, setNow, step, boardActions };
}
