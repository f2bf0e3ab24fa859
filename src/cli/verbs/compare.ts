/** `engine compare`: the round as declared beside the rounds one per-round choice away, best first. */
import { compare as compareChoices } from '../../engine/compare';
import type { Fraction } from '../../engine/dist';
import { planInputOf, roundFlags, rulesetOf } from '../input';
import type { Verb } from '../verb';

const num = (f: Fraction): number => f.num / f.den;

/**
 * Prints `{ choices: [{ changes, label, expectedDamage, pAnyHit, defence, current? }] }`, best
 * first (src/engine/compare.ts), the odds as numbers (expected damage in hit points, the chance
 * of a hit from 0 to 1), and `against: { label, value }` only when the target's defence was
 * left empty and every choice was read against the middle of its range.
 */
export const compare: Verb = {
  name: 'compare',
  summary: 'the declared round beside the choices one per-round field away: expected damage, chance of a hit, own defence',
  flags: roundFlags,
  details: [
    'Prints { "choices": [ { "changes", "label", "expectedDamage", "pAnyHit", "defence", "current"? } ] }, best first;',
    '"against" says the target value assumed when the declaration leaves it empty. Fields: docs/engine-cli.md.',
  ].join('\n'),
  run(flags) {
    const rs = rulesetOf(flags, 'compare');
    const c = compareChoices(rs, planInputOf(rs, flags, 'compare'));
    const choices = c.choices.map((x) => ({
      changes: x.changes, label: x.label, expectedDamage: num(x.expectedDamage), pAnyHit: num(x.pAnyHit), defence: x.defence, ...(x.current ? { current: true } : {}),
    }));
    return c.against ? { choices, against: c.against } : { choices };
  },
};
