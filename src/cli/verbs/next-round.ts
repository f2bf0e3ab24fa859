/** `engine next-round`: a character's lasting state one round later (`state.nextRound`, src/engine/state.ts). */
import { rulesetOf } from '../input';
import { applyRule, diceOf, outputOf, stateFlags, stateInputOf, stateRulesOf } from '../state';
import type { Verb } from '../verb';

/** Prints the state one round later (bleeding, recovery, stun ending, counts going down), its status and the rules that applied. */
export const nextRound: Verb = {
  name: 'next-round',
  summary: 'a character\'s lasting state one round later: bleeding, recovery, effects counting down',
  flags: { ...stateFlags, state: { ...stateFlags['state']!, required: true, help: 'the lasting state (JSON): what `hit` or `next-round` printed, or a roll\'s "nextState"' } },
  details: 'Prints { "state", "status", "notes", "hits" } as JSON, as `hit` does ("hits" is empty).',
  run(flags) {
    const rs = rulesetOf(flags, 'next-round');
    const rules = stateRulesOf(rs);
    const input = stateInputOf(rs, rules, flags, 'next-round', true);
    const dice = diceOf(flags);
    return outputOf(rules, input, applyRule(() => rules.nextRound(input, dice)));
  },
};
