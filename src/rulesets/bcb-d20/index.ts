/**
 * The d20 with Base Combat Bonus ruleset: d20 + BCB + modifiers against AC, natural 20 and
 * Mighty Blows, natural 1 fumbles; one initiative roll per action on a die set by DEX score,
 * counted down from 10 to 1.
 * @see shared/rules/001_9b33af6f46041b76.txt (Combat)
 */
import type { Ruleset } from '../../engine/ruleset';
import { combatant } from './combatant';
import { glossary, help } from './help';
import { monsters } from './monsters';
import { phases } from './initiative';
import { plan } from './plan';
import { state } from './lasting';
import { roll } from './roll';
import { declarationSchema, optionsSchema, sheetSchema } from './schemas';
import { meta } from './meta';

/** The bcb-d20 ruleset manifest. */
export const bcbD20: Ruleset = {
  id: 'bcb-d20',
  name: 'd20 with Base Combat Bonus',
  // Raise by one with any change that gives other figures for the same inputs and dice (docs/verified.md).
  rulesVersion: 1,
  source: { file: '001_9b33af6f46041b76.txt', title: 'Combat (d20 with Base Combat Bonus)' },
  sheetSchema,
  declarationSchema,
  optionsSchema,
  // As first run stores them (each sheet complete), written from ./demos.ts by `npm run meta`:
  // the one copy the app carries.
  demos: meta.demos,
  order: 'countdown',
  phases,
  terms: { target: 'AC', armour: 'armour' },
  plan,
  roll,
  state,
  combatant,
  help,
  glossary,
  monsters,
};
