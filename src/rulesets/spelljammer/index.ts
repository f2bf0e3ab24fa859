/**
 * The Spelljammer ruleset: d100 roll-under SC − DEF with critical and grievous bands, one
 * initiative roll per attack counted down in segments from 10 to -5.
 * @see shared/rules/000_abb45db44eb0a0ba.txt (Spelljammer, Combat)
 */
import type { Ruleset } from '../../engine/ruleset';
import { combatant } from './combatant';
import { glossary, help } from './help';
import { monsters } from './monsters';
import { phases } from './initiative';
import { plan } from './plan';
import { roll } from './roll';
import { declarationSchema, optionsSchema, sheetSchema } from './schemas';
import { stateRules } from './rules';
import { meta } from './meta';

/** The Spelljammer ruleset manifest. */
export const spelljammer: Ruleset = {
  id: 'spelljammer',
  name: 'Spelljammer (SC vs DEF)',
  // Raise by one with any change that gives other figures for the same inputs and dice (docs/verified.md).
  rulesVersion: 1,
  source: { file: '000_abb45db44eb0a0ba.txt', title: 'Spelljammer: Combat' },
  sheetSchema,
  declarationSchema,
  optionsSchema,
  // As first run stores them (each sheet complete), written from ./demos.ts by `npm run meta`:
  // the one copy the app carries.
  demos: meta.demos,
  order: 'countdown',
  phases,
  terms: { target: 'DEF', armour: 'PROT' },
  plan,
  roll,
  help,
  glossary,
  combatant,
  state: stateRules,
  monsters,
};
