/**
 * The turn board of a round without initiative rolls (`order: 'turns'`): the factions take
 * turns one after another, each turn one character of the faction acting or the faction
 * passing; each character acts once a round; a reaction uses up the reacting character's turn
 * outside the sequence; when every faction has passed in a row, the round ends. The faction
 * holding the initiative chooses which faction starts each round. Pure data and functions:
 * the GM screen stores a board and asks these functions what it allows.
 * @see shared/rules/004_2715924881334fee.txt, Combat: rounds, initiative, taking a turn, reactions
 */

/** A character on the board and the faction (side) it belongs to. Names are unique on the board. */
export interface TurnMember {
  readonly who: string;
  readonly faction: string;
}

/** One step of the round: a character's turn, a faction passing (`forced` when nobody was left), or a reaction. */
export type TurnMove =
  | { readonly kind: 'turn'; readonly faction: string; readonly who: string }
  | { readonly kind: 'pass'; readonly faction: string; readonly forced?: boolean }
  | { readonly kind: 'reaction'; readonly faction: string; readonly who: string };

/** The round on the board: who holds the initiative, which faction was chosen to start, the moves so far. */
export interface TurnBoard {
  /** The faction holding the initiative (it started the fight, or was drawn at random). */
  readonly initiative: string;
  /** The faction that acts first this round, chosen by the initiative holder; null until chosen. */
  readonly first: string | null;
  readonly moves: readonly TurnMove[];
  /** Characters out of the fight (down, fled, surrendered): they take no turn and no reaction; kept from round to round. */
  readonly out?: readonly string[];
}

/** What the board allows now. */
export interface TurnStatus {
  /** The factions in their turn order this round (the first one, then the others in the order given). */
  readonly factions: readonly string[];
  /** The faction to act now; null before the first faction is chosen or after the round ended. */
  readonly toAct: string | null;
  /** Characters who acted this round (a turn or a reaction). */
  readonly used: readonly string[];
  /** Characters of `toAct` who may still take their turn. */
  readonly ready: readonly string[];
  /** Passes since the last turn (reactions do not break the run). */
  readonly passesInRow: number;
  readonly ended: boolean;
}

/** A move the board does not allow, with what was expected and what was asked. */
export class TurnError extends Error {
  override name = 'TurnError';
}

/** A fresh board: `initiative` holds it, nobody chosen to start yet. */
export function newTurnBoard(initiative: string): TurnBoard {
  return { initiative, first: null, moves: [] };
}

/** The factions of `members`, in order of first appearance. */
export function factionsOf(members: readonly TurnMember[]): string[] {
  return [...new Set(members.map((m) => m.faction))];
}

/** Where the board stands for `members`. */
export function turnStatus(board: TurnBoard, members: readonly TurnMember[]): TurnStatus {
  const all = factionsOf(members);
  if (board.first && !all.includes(board.first)) all.unshift(board.first);
  const factions = board.first ? [board.first, ...all.filter((f) => f !== board.first)] : all;
  const used = board.moves.flatMap((m) => (m.kind === 'pass' ? [] : [m.who]));
  let passesInRow = 0;
  let last: string | null = null;
  for (const m of board.moves) {
    if (m.kind === 'reaction') continue;
    passesInRow = m.kind === 'pass' ? passesInRow + 1 : 0;
    last = m.faction;
  }
  const ended = factions.length > 0 && passesInRow >= factions.length;
  let toAct: string | null = null;
  if (board.first && !ended) toAct = last === null ? board.first : factions[(factions.indexOf(last) + 1) % factions.length]!;
  const ready = toAct ? members.filter((m) => m.faction === toAct && !used.includes(m.who) && !board.out?.includes(m.who)).map((m) => m.who) : [];
  return { factions, toAct, used, ready, passesInRow, ended };
}

/**
 * Adds the passes the rules force: while the faction to act has nobody left to act, it passes
 * (and so on, until someone can act or the round ends).
 */
export function settle(board: TurnBoard, members: readonly TurnMember[]): TurnBoard {
  let b = board;
  for (let guard = 0; guard < 1000; guard++) {
    const s = turnStatus(b, members);
    if (!s.toAct || s.ready.length > 0) return b;
    b = { ...b, moves: [...b.moves, { kind: 'pass', faction: s.toAct, forced: true }] };
  }
  return b;
}

/**
 * The initiative holder's choice of the faction that starts the round.
 * @throws TurnError when the round has already started or `faction` is not on the board
 */
export function chooseFirst(board: TurnBoard, faction: string, members: readonly TurnMember[]): TurnBoard {
  if (board.moves.length) throw new TurnError(`The starting faction is chosen before the first turn, but this round already has ${board.moves.length} moves.`);
  const factions = factionsOf(members);
  if (!factions.includes(faction)) throw new TurnError(`Expected one of the factions ${factions.join(', ') || '(none)'}, but received "${faction}".`);
  return settle({ ...board, first: faction }, members);
}

/**
 * `who` takes the current turn.
 * @throws TurnError when the round has not started or has ended, `who` is not of the faction to act, or has acted already
 */
export function takeTurn(board: TurnBoard, who: string, members: readonly TurnMember[]): TurnBoard {
  const s = turnStatus(board, members);
  if (!s.toAct) throw new TurnError(s.ended ? 'The round has ended: every faction passed in a row.' : 'Choose the faction that starts before the first turn.');
  const m = members.find((x) => x.who === who);
  if (!m) throw new TurnError(`Expected a character on the board, but received "${who}".`);
  if (m.faction !== s.toAct) throw new TurnError(`It is the turn of ${s.toAct}, but ${who} is of ${m.faction}.`);
  if (s.used.includes(who)) throw new TurnError(`${who} has already acted this round.`);
  if (board.out?.includes(who)) throw new TurnError(`${who} is out of the fight: bring them back in first.`);
  return settle({ ...board, moves: [...board.moves, { kind: 'turn', faction: m.faction, who }] }, members);
}

/**
 * The faction to act passes.
 * @throws TurnError when the round has not started or has ended
 */
export function passTurn(board: TurnBoard, members: readonly TurnMember[]): TurnBoard {
  const s = turnStatus(board, members);
  if (!s.toAct) throw new TurnError(s.ended ? 'The round has ended: every faction passed in a row.' : 'Choose the faction that starts before the first pass.');
  return settle({ ...board, moves: [...board.moves, { kind: 'pass', faction: s.toAct }] }, members);
}

/**
 * `who` reacts outside the sequence (a dodge, a counter, an opportunity attack): it uses up
 * their turn for the round but does not change whose turn it is.
 * @throws TurnError when `who` is unknown or has already acted this round
 */
export function react(board: TurnBoard, who: string, members: readonly TurnMember[]): TurnBoard {
  const m = members.find((x) => x.who === who);
  if (!m) throw new TurnError(`Expected a character on the board, but received "${who}".`);
  if (turnStatus(board, members).used.includes(who)) throw new TurnError(`${who} has already acted this round and cannot react.`);
  if (board.out?.includes(who)) throw new TurnError(`${who} is out of the fight and cannot react.`);
  return settle({ ...board, moves: [...board.moves, { kind: 'reaction', faction: m.faction, who }] }, members);
}

/**
 * Takes back the last move the GM made and the forced passes that followed it; before any
 * move, the choice of the first faction. Forced passes made before that move stay: they were
 * already due (the side had nobody left) when the move was made.
 */
export function undoMove(board: TurnBoard): TurnBoard {
  const moves = board.moves.slice();
  const forcedLast = () => { const m = moves[moves.length - 1]; return m?.kind === 'pass' && !!m.forced; };
  while (forcedLast()) moves.pop();
  if (!moves.length) return { ...board, first: null, moves: [] };
  moves.pop();
  return { ...board, moves };
}

/**
 * Takes `who` out of the fight (`out` true) or brings them back. A side whose characters are
 * all out or have acted passes by itself, as the rules force.
 */
export function setOut(board: TurnBoard, who: string, out: boolean, members: readonly TurnMember[]): TurnBoard {
  const rest = (board.out ?? []).filter((x) => x !== who);
  const { out: _old, ...b } = board;
  const list = out ? [...rest, who] : rest;
  return settle(list.length ? { ...b, out: list } : b, members);
}

/** The board for the next round: the same initiative holder and characters out of the fight, no starting faction chosen, no moves. */
export function nextTurnRound(board: TurnBoard): TurnBoard {
  return { ...newTurnBoard(board.initiative), ...(board.out?.length ? { out: board.out } : {}) };
}
