/**
 * The Spelljammer ruleset (shared/rules/000_abb45db44eb0a0ba.txt). Work in progress: the
 * manifest compiles so the registry can import it; the rules are filled in below.
 */
import type { Plan, Ruleset } from '../../engine/ruleset';

const SOURCE_FILE = '000_abb45db44eb0a0ba.txt';

/** The Spelljammer ruleset manifest. */
export const spelljammer: Ruleset = {
  id: 'spelljammer',
  name: 'Spelljammer',
  source: { file: SOURCE_FILE, title: 'Spelljammer combat rules' },
  sheetSchema: { fields: [{ kind: 'text', key: 'name', label: 'Name', maxLength: 60, default: '' }] },
  declarationSchema: () => ({ fields: [] }),
  optionsSchema: { fields: [] },
  demos: [],
  order: 'countdown',
  phases: [
    { id: 'pre-movement', label: 'Before movement', from: 99, to: 11 },
    { id: 'movement', label: 'Movement', from: 10, to: 1 },
    { id: 'post-movement', label: 'After movement', from: 0, to: -5 },
    { id: 'lost', label: 'Lost', from: -6, to: -99 },
  ],
  plan: ({ sheet }): Plan => ({ rulesetId: 'spelljammer', character: String(sheet['name'] ?? ''), actions: [], defence: [], status: [], lost: [], notes: [] }),
  roll: (plan, _dice, at) => ({ rulesetId: plan.rulesetId, character: plan.character, at, entries: [], defence: [], status: [], lost: [], notes: [] }),
  help: 'Spelljammer combat: work in progress.',
};
