/**
 * The Zones and factions ruleset: no initiative roll (factions alternate turns on the GM's turn
 * board), attacks that hit automatically unless a d20 WIT save is needed, damage scaled by size
 * and reduced by armour (at most 3), and reactions on the defender's phone.
 * @see shared/rules/004_2715924881334fee.txt (Combat Rules)
 */
import type { Ruleset } from '../../engine/ruleset';
import { combatant } from './combatant';
import { glossary, help } from './help';
import { monsters } from './monsters';
import { plan } from './plan';
import { reactTo } from './react';
import { roll } from './roll';
import { declarationSchema, optionsSchema, sheetSchema } from './schemas';
import { stateRules } from './stateRules';
import { meta } from './meta';

/** The Zones and factions ruleset manifest. */
export const zonesFactions: Ruleset = {
  id: 'zones-factions',
  name: 'Zones and factions',
  // Raise by one with any change that gives other figures for the same inputs and dice (docs/verified.md).
  rulesVersion: 1,
  source: { file: '004_2715924881334fee.txt', title: 'Zones and factions: Combat Rules' },
  sheetSchema,
  declarationSchema,
  optionsSchema,
  // As first run stores them (each sheet complete), written from ./demos.ts by `npm run meta`:
  // the one copy the app carries.
  demos: meta.demos,
  order: 'turns',
  phases: [],
  terms: { target: 'armour', armour: 'armour' },
  plan,
  roll,
  reactTo,
  combatant,
  state: stateRules,
  monsters,
  help,
  glossary,
};
