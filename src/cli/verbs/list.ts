/** `engine list`: the rule systems with their rule texts and demo characters. */
import { rulesets } from '../../rulesets';
import type { Verb } from '../verb';

/** Lists every ruleset: id, name, rule text, demo characters' names. */
export const list: Verb = {
  name: 'list',
  summary: 'the rule systems and their demo characters',
  flags: {},
  run: () => rulesets.map((r) => ({ id: r.id, name: r.name, source: r.source, demos: r.demos.map((d) => d.name) })),
};
