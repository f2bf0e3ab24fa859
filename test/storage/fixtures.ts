/** A tiny ruleset for storage tests: the sheet has a name, HP and a weapon list. */
import type { Ruleset, RoundResult } from '../../src/engine/ruleset';

let n = 0;
/** A database name no other test uses. */
export function freshDb(): string {
  return `rollcall-test-${++n}-${Date.now()}`;
}

export const testRuleset: Ruleset = {
  id: 'test-rs',
  name: 'Test rules',
  source: { file: 'none', title: 'none' },
  sheetSchema: {
    fields: [
      { kind: 'text', key: 'name', label: 'Name', maxLength: 40, default: '' },
      { kind: 'number', key: 'hp', label: 'HP', min: 0, max: 200, default: 10 },
      { kind: 'list', key: 'weapons', label: 'Weapons', itemLabel: 'weapon', minItems: 0, maxItems: 5, default: [],
        item: [
          { kind: 'text', key: 'name', label: 'Name', maxLength: 40, default: 'Sword' },
          { kind: 'dice', key: 'damage', label: 'Damage', default: '1d8' },
        ] },
    ],
  },
  declarationSchema: (sheet) => ({
    fields: [
      { kind: 'select', key: 'weapon', label: 'Weapon', default: '0',
        options: ((sheet['weapons'] as { name: string }[]) ?? []).map((w, i) => ({ value: String(i), label: w.name })).concat([{ value: 'none', label: 'None' }]) },
      { kind: 'boolean', key: 'charge', label: 'Charge', default: false },
    ],
  }),
  optionsSchema: { fields: [{ kind: 'boolean', key: 'houseRule', label: 'House rule', default: false }] },
  demos: [
    { name: 'Ann', sheet: { name: 'Ann', hp: 30, weapons: [{ name: 'Bow', damage: '1d6' }] }, declaration: { weapon: '0', charge: true } },
    { name: 'Bob', sheet: { name: 'Bob', hp: 20, weapons: [] } },
  ],
  order: 'countdown',
  phases: [],
  plan: ({ sheet }) => ({ rulesetId: 'test-rs', character: String(sheet['name']), actions: [], defence: [], status: [], lost: [], notes: [] }),
  roll: (plan, _dice, at) => ({ rulesetId: plan.rulesetId, character: plan.character, at, entries: [], defence: [], status: [], lost: [], notes: [] }),
  help: '',
};

export const find = (id: string) => (id === testRuleset.id ? testRuleset : undefined);

/** A minimal rolled round at time `at`. */
export function round(at: number, character = 'Ann'): RoundResult {
  return { rulesetId: 'test-rs', character, at, entries: [{ id: 'a1', kind: 'attack', label: 'Bow' }], defence: [], status: [], lost: [], notes: [] };
}

/**
 * A ruleset with lasting state rules, for the state storage tests: HP from the sheet, a
 * `stunned` flag and a list of arrows stuck. Its rules are simple on purpose (a hit takes its
 * damage off HP; a round ends the stun); the real rulesets' rules are tested in test/rulesets.
 */
export const stateRuleset: Ruleset = {
  ...testRuleset,
  id: 'state-rs',
  name: 'State rules',
  state: {
    schema: {
      fields: [
        { kind: 'number', key: 'hp', label: 'HP', min: -50, max: 200, default: 10 },
        { kind: 'boolean', key: 'stunned', label: 'Stunned', default: false },
        { kind: 'list', key: 'arrows', label: 'Arrows stuck', itemLabel: 'arrow', minItems: 0, maxItems: 10, default: [],
          item: [{ kind: 'number', key: 'dex', label: 'DEX penalty', min: 0, max: 10, default: 1 }] },
      ],
    },
    initial: (sheet) => ({ hp: Number(sheet['hp'] ?? 10), stunned: false, arrows: [] }),
    status: ({ sheet, state }) => ({ health: { label: 'HP', value: Number((state ?? { hp: sheet['hp'] })['hp']) }, stats: [], conditions: [] }),
    takeHit: ({ sheet, state }, hit) => {
      const s = state ?? { hp: Number(sheet['hp']), stunned: false, arrows: [] };
      const taken = hit.outcome === 'miss' ? 0 : hit.damage;
      return { state: { ...s, hp: Number(s['hp']) - taken }, notes: [], hits: [{ outcome: hit.outcome, label: hit.outcome, damage: hit.damage, taken, text: `${taken} damage` }] };
    },
    nextRound: ({ state }) => ({ state: { ...state!, stunned: false }, notes: [], hits: [] }),
    heal: ({ state }, amount) => ({ state: { ...state!, hp: Number(state!['hp']) + amount }, notes: [], hits: [] }),
    clear: ({ state }, id) => ({ state: id === 'stunned' ? { ...state!, stunned: false } : state!, notes: [], hits: [] }),
  },
};

/** Finds the test rulesets (with and without state rules). */
export const findBoth = (id: string) => (id === testRuleset.id ? testRuleset : id === stateRuleset.id ? stateRuleset : undefined);
