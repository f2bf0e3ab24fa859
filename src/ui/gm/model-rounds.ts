/**
 * The GM model's rounds: the next round (the monsters tick, then roll again), undoing it,
 * carried reminders, and a new encounter.
 */
import { computed } from '@preact/signals';
import { nextTurnRound } from '../../engine/turns';
import { isFighter } from './fight';
import { carriedFrom, logLines, sheetsFrom } from './log';
import { canUndoNextRound, emptyRound, nextRound, undoNextRound } from './round';
import { nextCode } from './verified';
import type { GmCore } from './model-core';
import type { createCombatants } from './model-combatants';
import type { createFight } from './model-fight';

/** The rounds' actions on `core`, rolling with the combatants' `rollAll` and ticking with the fight's `tickAll`. */
export function createRounds(core: GmCore, { rollAll, sayRolled }: Pick<ReturnType<typeof createCombatants>, 'rollAll' | 'sayRolled'>, { tickAll }: Pick<ReturnType<typeof createFight>, 'tickAll'>) {
  const { round, taken, clock, newCode, ruleset, order, board, say, commit } = core;

  /** Clears the results and moves to the next round: combatants roll again, the log and reminders are kept. */
  function startNextRound(): void {
    const ended = round.value;
    const view = order.value;
    const boardLines = ruleset.value?.order === 'turns'
      ? board.value.moves.map((m) => (m.kind === 'pass' ? `${m.faction} pass${m.forced ? ' (nobody left)' : ''}` : `${m.faction}: ${m.who}${m.kind === 'reaction' ? ' (reaction)' : ''}`))
      : [];
    const summary = {
      lines: logLines(ruleset.value?.order === 'turns' ? { ...view, sections: [] } : view, boardLines),
      carried: carriedFrom(ended.round, view, ended.results),
      // The sheets the round's verified codes carried, so a past round's sheet can still be opened.
      sheets: ended.verified?.on ? sheetsFrom(ended.results, ended.verdicts) : [],
    };
    const rs = ruleset.value;
    // The round's end ticks the monsters (logged under the round that ended), then the new round rolls.
    const ticked = rs ? tickAll(ended, rs) : { round: ended, lines: [] };
    let next = nextRound(ticked.round, clock(), summary);
    next = { ...next, previous: { ...next.previous!, ...(ended.combatants?.some(isFighter) ? { states: Object.fromEntries(ended.combatants.filter(isFighter).map((c) => [c.id, c.states])) } : {}) } };
    if (next.verified) next = { ...next, verified: nextCode(next.verified, ended.round, newCode()) };
    if (rs && next.combatants?.length) next = { ...next, ...rollAll(next.combatants, rs) };
    if (ended.board) next = { ...next, board: nextTurnRound(ended.board) };
    commit(next);
    taken.value = [];
    sayRolled('info', `Round ${ended.round} cleared (${ended.results.length} ${ended.results.length === 1 ? 'character' : 'characters'}).${ticked.lines.length ? ` End of the round: ${ticked.lines.join('; ')}.` : ''}`);
  }

  /** Whether "Next round" can be undone now. */
  const canUndo = computed(() => canUndoNextRound(round.value));

  /** Undoes "Next round": the previous round's results come back. */
  function undoNextRoundNow(): void {
    const back = undoNextRound(round.value);
    if (back === round.value) return;
    commit(back);
    say('info', `Round ${back.round} is back.`);
  }

  /** Drops the carried reminder at `index`. */
  function dismissCarried(index: number): void {
    const r = round.value;
    commit({ ...r, carried: (r.carried ?? []).filter((_, i) => i !== index) });
  }

  /** Ends the encounter: a new first round of the same system, no combatants, no log. */
  function newEncounter(): void {
    const r = round.value;
    // Phones join once an evening: the verified table outlives the encounter, with a new code.
    commit({ ...emptyRound(), rulesetId: r.rulesetId, ...(r.verified ? { verified: nextCode(r.verified, r.round, newCode()) } : {}) });
    taken.value = [];
    say('info', 'A new encounter started.');
  }

  return { startNextRound, canUndo, undoNextRoundNow, dismissCarried, newEncounter };
}
