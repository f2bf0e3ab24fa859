/**
 * The character's turn in a round, tracked from roll to roll (no initiative roll: the GM's turn
 * board alternates the factions). A turn is a full move, or a half move with a main action and
 * a bonus action (or two bonus actions), split freely over several declarations before the next
 * faction acts; or a reaction takes the whole turn instead. Skills may grant extra reactions.
 * @see 004 Combat procedure; Taking a turn; Reacting to an attack; Non-lethal attacks (Grapple)
 */
import type { Note, Stat } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { RULES, SRC } from './tables';
import type { Declaration, Sheet, TurnState } from './types';

/** The state of a round nobody has acted in yet. */
export const freshTurn = (round: number, moraleSteady = false): TurnState =>
  ({ round, turnTaken: false, tookByReaction: false, reactions: 0, zones: 0, sprinted: false, mainUsed: 0, bonusUsed: 0, reactedTo: '', moraleSteady });

/** Reads a previous `nextState` for this round; another round (or none) starts fresh, keeping a passed morale check. */
export function turnStateFor(state: Values | undefined, round: number): TurnState {
  const s = state as Partial<TurnState> | undefined;
  const steady = s?.moraleSteady === true;
  if (!s || s.round !== round) return freshTurn(round, steady);
  // Object.assign rather than a spread of both: the same object, but Node's V8 (11.3) takes
  // ~100 µs to spread a wide record over a literal with the same keys, and the simulation does it
  // thousands of times a second.
  return Object.assign(freshTurn(round, steady), s) as TurnState;
}

/** What a declaration uses of the turn, what it cannot do (with why) and the state after it. */
export interface TurnUse {
  readonly after: TurnState;
  readonly zones: number;
  readonly main: boolean;
  readonly bonus: number;
  readonly lost: Note[];
}

const WHOLE_TURN = new Set(['break-free', 'surrender']);

/** Zones of a move: half or full speed, doubled when sprinting. */
export const zonesFor = (move: Declaration['move'], sprint: boolean): number =>
  (move === 'none' ? 0 : move === 'half' ? RULES.speed / 2 : RULES.speed) * (sprint ? 2 : 1);

/**
 * Applies a turn declaration to the round's state: the movement (capped at half speed once
 * any action is used), the main action slot (a main action or a second bonus action) and the
 * bonus slot. Whole-turn actions (breaking free, surrendering) need an untouched turn.
 */
export function useTurn(s: TurnState, d: Declaration): TurnUse {
  const lost: Note[] = [];
  const none = (why: string, label = 'Turn'): TurnUse => ({ after: s, zones: 0, main: false, bonus: 0, lost: [{ label, text: why, source: SRC.turn }] });
  if (s.tookByReaction) return none('You reacted this round instead of taking a turn.');
  if (d.mounted && d.mountFullSpeed) return none('While your mount or vehicle goes at full speed you can do nothing, not even react.');
  if (d.grabbed && d.main !== 'break-free') return none('You are grabbed: your turn can only be spent trying to break free.', 'Grabbed');
  if (WHOLE_TURN.has(d.main)) {
    if (s.turnTaken) return none('Breaking free or surrendering takes a whole turn, and yours has begun.');
    const after: TurnState = { ...s, turnTaken: true, mainUsed: 1, bonusUsed: 1, zones: 0 };
    if (d.move !== 'none' || d.bonus) lost.push({ label: 'Whole turn', text: 'It takes the whole turn: no movement or bonus action.', source: SRC.turn });
    return { after, zones: 0, main: true, bonus: 0, lost };
  }
  let mainFree = 1 - s.mainUsed, bonusFree = 1 - s.bonusUsed;
  const wantsMain = d.main !== 'none' && d.main !== 'bonus';
  let bonusWanted = (d.bonus ? 1 : 0) + (d.main === 'bonus' ? 1 : 0);
  // Sprinting is a property of the turn's movement: once sprinted, the turn's speeds stay doubled.
  const sprint = s.sprinted === true || d.sprint ? 2 : 1;
  // Actions come only with at most half speed, counted over the whole turn: an earlier
  // declaration that moved further (at the speed it declared) was a full move, which leaves no actions.
  const movedFull = s.zones > (RULES.speed / 2) * (s.sprinted === true ? 2 : 1);
  const fullMove = d.move === 'full' || movedFull;
  const noActions = movedFull
    ? `You already moved ${s.zones} zones this turn: a full move leaves no actions.`
    : 'A full move leaves no actions: move half speed to act.';
  let main = false;
  if (wantsMain) {
    if (fullMove) lost.push({ label: 'Main action', text: noActions, source: SRC.turn });
    else if (mainFree) { main = true; mainFree = 0; }
    else lost.push({ label: 'Main action', text: 'Your main action (or second bonus action) is already used this turn.', source: SRC.turn });
  }
  let bonus = 0;
  if (bonusWanted && fullMove) { lost.push({ label: 'Bonus action', text: noActions, source: SRC.turn }); bonusWanted = 0; }
  while (bonusWanted > 0) {
    if (bonusFree) { bonusFree = 0; bonus++; }
    else if (mainFree) { mainFree = 0; bonus++; }
    else { lost.push({ label: 'Bonus action', text: 'No bonus action left this turn.', source: SRC.turn }); break; }
    bonusWanted--;
  }
  const acting = main || bonus > 0 || s.mainUsed > 0 || s.bonusUsed > 0;
  const cap = (acting ? RULES.speed / 2 : RULES.speed) * sprint;
  const wanted = d.grabbed ? 0 : zonesFor(d.move, d.sprint);
  const zones = Math.max(0, Math.min(wanted, cap - s.zones));
  if (zones < wanted) lost.push({ label: 'Movement', text: `Only ${zones} of ${wanted} zones: ${acting ? 'acting leaves half your speed' : 'that is your full speed'} (${cap} zones this turn).`, source: SRC.turn });
  // Doing nothing keeps the turn open (held for a reaction, or for later in the round).
  if (!main && bonus === 0 && zones === 0) return { after: s, zones, main, bonus, lost };
  const after: TurnState = { ...s, turnTaken: true, zones: s.zones + zones, sprinted: s.sprinted === true || (d.sprint && zones > 0), mainUsed: 1 - mainFree, bonusUsed: 1 - bonusFree };
  return { after, zones, main, bonus, lost };
}

/** Whether a reaction is possible, and the state after it; `why` says why not. */
export function useReaction(s: TurnState, d: Declaration, sheet: Sheet): { after: TurnState; why?: string } {
  if (d.grabbed) return { after: s, why: 'Grabbed characters cannot react.' };
  if (d.unaware) return { after: s, why: 'A target unaware of its attacker, or attacked from concealment, cannot react.' };
  if (d.mounted && d.mountFullSpeed) return { after: s, why: 'While your mount or vehicle goes at full speed you can do nothing, not even react.' };
  const key = d.attackId.trim();
  if (key && s.reactedTo.split('\n').includes(key)) return { after: s, why: `You already reacted to this attack (${key}): no attack can be reacted to twice.` };
  const reactedTo = key ? (s.reactedTo ? `${s.reactedTo}\n${key}` : key) : s.reactedTo;
  if (!s.turnTaken) {
    return { after: { ...s, turnTaken: true, tookByReaction: true, reactions: s.reactions + 1, mainUsed: 1, bonusUsed: 1, reactedTo } };
  }
  const extraUsed = s.reactions - (s.tookByReaction ? 1 : 0);
  if (extraUsed < sheet.extraReactions) return { after: { ...s, reactions: s.reactions + 1, reactedTo } };
  return { after: s, why: sheet.extraReactions ? 'Your turn is taken and your extra reactions are spent this round.' : 'Your turn is taken this round: no reaction is left.' };
}

/**
 * The turn state as the phone shows it, after the declaration (`s`): turn, reactions, zones
 * moved, main and bonus actions left. `before` (the state the declaration started from) lets
 * the turn line say when it is this declaration that takes the turn.
 */
export function turnStats(s: TurnState, sheet: Sheet, before: TurnState = s): Stat[] {
  const now = before.turnTaken ? '' : ' by this declaration';
  const turnText = !s.turnTaken ? 'not taken yet' : s.tookByReaction ? `spent on a reaction${now}` : `taken${now} (finish it before the next faction acts)`;
  const acting = s.mainUsed > 0 || s.bonusUsed > 0;
  const sprint = s.sprinted === true ? 2 : 1;
  // A full move (more than half speed) has spent the actions, though their slots are unused.
  const movedFull = s.zones > (RULES.speed / 2) * sprint;
  const reactionsLeft = Math.max(0, (s.turnTaken ? 0 : 1) + sheet.extraReactions - (s.reactions - (s.tookByReaction ? 1 : 0)));
  return [
    { label: 'Round', value: s.round },
    { label: 'Turn', value: s.turnTaken ? 1 : 0, text: turnText },
    { label: 'Reactions spent', value: s.reactions, text: `${reactionsLeft} left this round` },
    { label: 'Zones moved', value: s.zones, text: s.tookByReaction ? 'no movement after a reaction' : movedFull ? 'a full move: no actions this turn' : `of ${acting ? RULES.speed / 2 : RULES.speed} (${acting ? RULES.speed : 2 * RULES.speed} sprinting)` },
    { label: 'Main actions left', value: movedFull ? 0 : 1 - s.mainUsed },
    { label: 'Bonus actions left', value: movedFull ? 0 : 1 - s.bonusUsed, ...(s.mainUsed || movedFull ? {} : { text: 'one more in place of the main action' }) },
  ];
}

/** What a turn allows, in our words. */
export const turnAllowance: Note = {
  label: 'A turn',
  text: `Move up to ${RULES.speed} zones (${2 * RULES.speed} sprinting), or up to ${RULES.speed / 2} (${RULES.speed} sprinting) plus a main action and a bonus action (or two bonus actions), in any order; or keep the turn for a reaction, which takes all of it.`,
  source: SRC.turn,
};
