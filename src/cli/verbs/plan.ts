/** `engine plan`: a character's round before the dice. */
import { planInputOf, roundFlags, rulesetOf } from '../input';
import type { Verb } from '../verb';

/** Prints the ruleset's Plan for the sheet, declaration, options and state given. */
export const plan: Verb = {
  name: 'plan',
  summary: 'the round before the dice: initiative, needs, bands with exact odds, damage',
  flags: roundFlags,
  details: 'Prints the Plan (src/engine/ruleset.ts) as JSON; its fields: docs/engine-cli.md.',
  run(flags) {
    const rs = rulesetOf(flags, 'plan');
    return rs.plan(planInputOf(rs, flags, 'plan'));
  },
};
