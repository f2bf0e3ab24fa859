/**
 * Fuzz: reading stored lasting states and state changes. Real records (a state change, a state
 * pref) mutated into hostile shapes, and raw hostile values, go through `readHistoryRecord`,
 * `readState` and `checkImportedState`: none throws or modifies its input; a change read back
 * has records as its states; a state read back has exactly the schema's keys and fits it; an
 * imported state is either refused with a sentence or fits the schema.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs, seedFor } from '../fuzz/budget';
import { validate } from '../../src/engine/schema';
import { readHistoryRecord } from '../../src/storage/history';
import { checkImportedState, readState } from '../../src/storage/state';
import { hostileValue, mutatedArb } from './hostile';
import { stateRuleset } from './fixtures';

const RUNS = runs(100_000);
const sheet = { name: 'Ann', hp: 30, weapons: [] };
const state = { hp: 12, stunned: true, arrows: [{ dex: 2 }] };
const event = { v: 2, rulesetId: 'state-rs', id: 'e1', characterId: 'c1', updatedAt: 5,
  data: { kind: 'state', event: 'hit', rulesetId: 'state-rs', character: 'Ann', at: 5, before: null, after: state,
    notes: [{ label: 'Hit', text: '5 damage' }], hits: [{ outcome: 'hit', label: 'Hit', damage: 5, taken: 5, text: '5 damage' }] } };
const rawArb = fc.oneof({ weight: 9, arbitrary: mutatedArb([event, state, event.data]) }, { weight: 1, arbitrary: hostileValue });
const fields = stateRuleset.state!.schema.fields;
const keys = fields.map((f) => f.key).sort();

describe('fuzz: reading lasting states and state changes', () => {
  it(`${RUNS} generated values: read or reported, never thrown on, never modified`, () => {
    const counts = { events: 0, refused: 0, imported: 0 };
    fc.assert(fc.property(rawArb, (raw) => {
      const snapshot = structuredClone(raw);
      const r = readHistoryRecord('k', raw);
      if (r.ok) {
        if (r.value.kind !== 'state') return true;
        counts.events++;
        const e = r.value.event;
        if (typeof e.after !== 'object' || e.after === null || Array.isArray(e.after)) return false;
        if (e.before !== null && (typeof e.before !== 'object' || Array.isArray(e.before))) return false;
      } else if (r.problem.message.length < 10 || !Object.is(r.problem.raw, raw)) return false;
      const data = typeof raw === 'object' && raw !== null && 'data' in raw ? (raw as { data: unknown }).data : raw;
      const read = readState(stateRuleset, sheet, {}, data);
      if (read.state !== undefined && (!isDeepStrictEqual(Object.keys(read.state).sort(), keys) || !validate(fields, read.state).ok)) return false;
      if (read.problems.some((p) => typeof p !== 'string' || p.length < 10)) return false;
      const imported = checkImportedState(stateRuleset, sheet, {}, data);
      if (imported.ok) {
        counts.imported++;
        if (imported.value !== null && !validate(fields, imported.value).ok) return false;
      } else {
        counts.refused++;
        if (!/^Expected /.test(imported.message)) return false;
      }
      return isDeepStrictEqual(raw, snapshot);
    }), { seed: seedFor(31), numRuns: RUNS });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(counts.events).toBeGreaterThan(RUNS / 20);
    expect(counts.refused).toBeGreaterThan(RUNS / 20);
    expect(counts.imported).toBeGreaterThan(RUNS / 50);
  }, 120_000);
});
