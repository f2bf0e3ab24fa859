/**
 * The crit-table-d20 ruleset: d20 + attack bonus against AC, with a special d20 after a natural
 * 20 (regular, maximum or critical damage, or critical damage and a condition) and a
 * critical-miss d20 after a natural 1; one 1d6 + DEX initiative per round, counted down.
 * @see shared/rules/002_531e683ac1309b4e.txt (17 Combat)
 */
import type { Ruleset } from '../../engine/ruleset';
import { combatant } from './combatant';
import { glossary, help } from './help';
import { monsters } from './monsters';
import { stateRules } from './lasting';
import { plan } from './plan';
import { roll } from './roll';
import { declarationSchema, optionsSchema, sheetSchema } from './schemas';
import { meta } from './meta';

/** The crit-table-d20 ruleset manifest. */
export const critTableD20: Ruleset = {
  id: 'crit-table-d20',
  name: 'd20 with critical tables',
  // Raise by one with any change that gives other figures for the same inputs and dice (docs/verified.md).
  rulesVersion: 1,
  source: { file: '002_531e683ac1309b4e.txt', title: '17 Combat (d20 with critical tables)' },
  sheetSchema,
  declarationSchema,
  optionsSchema,
  // As first run stores them (each sheet complete), written from ./demos.ts by `npm run meta`:
  // the one copy the app carries.
  demos: meta.demos,
  order: 'countdown',
  phases: [],
  terms: { target: 'AC', armour: 'armour' },
  plan,
  roll,
  combatant,
  state: stateRules,
  monsters,
  help,
  glossary,
};
