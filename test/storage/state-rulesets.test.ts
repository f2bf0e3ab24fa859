/**
 * The real rulesets' lasting states through storage: a state a ruleset returns is read back
 * exactly; a state written before its fields existed (an older app's `nextState`, holding a
 * reload or a spell being cast) reads with the missing fields from `initial` and no problem;
 * a hit stored with `applyStateEvent` and undone gives back the exact state. Runs for every
 * ruleset that has state rules, so each is covered as it lands.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededDice } from '../../src/engine/dice';
import { defaults, type Values } from '../../src/engine/schema';
import { rulesets } from '../../src/rulesets';
import { saveCharacter } from '../../src/storage/characters';
import { loadPrefs, savePref } from '../../src/storage/prefs';
import { applyStateEvent, readState, undoStateEvent } from '../../src/storage/state';
import { freshDb } from './fixtures';

const withState = rulesets.filter((r) => r.state);

describe.each(withState.map((r) => [r.id, r] as const))('the lasting state of %s in storage', (_id, rs) => {
  const rules = rs.state!;
  const options = defaults(rs.optionsSchema.fields);
  const outcome = rules.hitOutcomes?.[0]?.id ?? 'hit';

  it('a state its rules return reads back exactly, with no problem', () => {
    fc.assert(fc.property(fc.constantFrom(...rs.demos), fc.integer({ min: 0, max: 60 }), fc.nat(), (demo, damage, seed) => {
      const input = { sheet: demo.sheet, options };
      const hit = rules.takeHit({ ...input, state: rules.initial(demo.sheet, options) }, { damage, outcome, tags: [], armour: 'yes' }, seededDice(seed));
      for (const state of [rules.initial(demo.sheet, options), hit.state, rules.nextRound({ ...input, state: hit.state }, seededDice(seed)).state]) {
        expect(readState(rs, demo.sheet, options, structuredClone(state))).toEqual({ state, problems: [] });
      }
    }), { numRuns: 15 });
  });

  it('a state written before some of its fields existed reads them from initial, with no problem', () => {
    const arb = fc.constantFrom(...rs.demos).chain((demo) => fc.tuple(fc.constant(demo), fc.subarray(Object.keys(rules.initial(demo.sheet, options)))));
    fc.assert(fc.property(arb, ([demo, kept]) => {
      const initial = rules.initial(demo.sheet, options);
      const old = Object.fromEntries(kept.map((k) => [k, initial[k]]));
      expect(readState(rs, demo.sheet, options, old)).toEqual({ state: initial, problems: [] });
    }), { numRuns: 20 });
  });

  it('stored through IndexedDB: a hit and its undo give back the exact state', async () => {
    const deps = { dbName: freshDb(), findRuleset: (id: string) => (id === rs.id ? rs : undefined) };
    const demo = rs.demos[0]!;
    const saved = await saveCharacter({ rulesetId: rs.id, sheet: demo.sheet }, deps);
    if (!saved.ok) throw new Error(JSON.stringify(saved.issues));
    const id = saved.value.id;
    const before = rules.initial(saved.value.sheet, options);
    await savePref('state', id, rs.id, before, deps);
    const change = rules.takeHit({ sheet: saved.value.sheet, options, state: before }, { damage: 7, outcome, tags: [], armour: 'yes' }, seededDice(3));
    const ev = await applyStateEvent(id, { kind: 'state', event: 'hit', rulesetId: rs.id, character: demo.name, at: 10, before, after: change.state, notes: change.notes, hits: change.hits }, deps);
    expect((await loadPrefs(id, rs, saved.value.sheet, deps)).state).toEqual(change.state);
    await undoStateEvent(id, ev.id, deps);
    const back = await loadPrefs(id, rs, saved.value.sheet, deps);
    expect(back.state).toEqual(before);
    expect(back.problems).toEqual([]);
  });
});

describe('states written by the app before the lasting state', () => {
  const sj = rulesets.find((r) => r.id === 'spelljammer' && r.state);
  if (sj) {
    it('spelljammer: a spell being cast, carried as the only nextState, is kept, with full HP from the sheet', () => {
      const demo = sj.demos.find((d) => Array.isArray(d.sheet['spells']) && (d.sheet['spells'] as Values[]).length) ?? sj.demos[0]!;
      const options = defaults(sj.optionsSchema.fields);
      const r = readState(sj, demo.sheet, options, { pendingSpell: 'Fireball', pendingCastingTime: 3 });
      expect(r.problems).toEqual([]);
      expect(r.state).toEqual({ ...sj.state!.initial(demo.sheet, options), pendingSpell: 'Fireball', pendingCastingTime: 3 });
      expect(sj.state!.status({ sheet: demo.sheet, options, state: r.state }).health.value).toBe(demo.sheet['currentHp']);
    });
  }
});
