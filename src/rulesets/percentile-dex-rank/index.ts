/**
 * The percentile-dex-rank ruleset: d100 at or under the skill, special successes below a
 * fifth of it, actions on the DEX rank, and the defender's parry or dodge through the Attack
 * and Defense Matrix.
 * @see shared/rules/003_7e214eea39f41b04.txt (5. Combat)
 */
import type { Ruleset } from '../../engine/ruleset';
import { combatant } from './combatant';
import { glossary, help } from './help';
import { monsters } from './monsters';
import { plan } from './plan';
import { reactTo } from './react';
import { roll } from './roll';
import { declarationSchema, optionsSchema, sheetSchema } from './schemas';
import { stateRules } from './lasting';
import { meta } from './meta';

/** The percentile-dex-rank ruleset manifest. */
export const percentileDexRank: Ruleset = {
  id: 'percentile-dex-rank',
  name: 'Percentile with DEX rank',
  // Raise by one with any change that gives other figures for the same inputs and dice (docs/verified.md).
  rulesVersion: 1,
  source: { file: '003_7e214eea39f41b04.txt', title: '5. Combat' },
  sheetSchema,
  declarationSchema,
  optionsSchema,
  // As first run stores them (each sheet complete), written from ./demos.ts by `npm run meta`:
  // the one copy the app carries.
  demos: meta.demos,
  order: 'rank',
  phases: [],
  terms: { target: 'parry', armour: 'armour points' },
  plan,
  roll,
  reactTo,
  combatant,
  state: stateRules,
  monsters,
  help,
  glossary,
};
