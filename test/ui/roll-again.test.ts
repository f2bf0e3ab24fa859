import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { findRuleset, rulesets } from '../../src/rulesets';
import { createCharacterModel } from '../../src/ui/player/model';
import { idbRepo } from '../../src/ui/data/repo';

let n = 0;

describe('Roll again re-rolls the same round', () => {
  it.each(rulesets.map((rs) => ({ id: rs.id })))('$id: from the state the round started with, so the same dice give the same round', async ({ id }) => {
    const rs = findRuleset(id)!;
    const repo = idbRepo({ dbName: `again-${++n}`, findRuleset: findRuleset, rulesets: [rs] });
    await repo.seed();
    for (const c of (await repo.listCharacters()).characters) {
      const m = createCharacterModel(c.id, repo, { find: findRuleset, dice: () => seededDice(5), now: () => 1_700_000_000_000 });
      await m.load();
      const first = m.roll();
      expect(first, `${c.sheet['name']} rolls`).not.toBeNull();
      await m.saved();
      const again = m.roll();
      await m.saved();
      expect(again!.entries, `${c.sheet['name']}: the same dice give the same round`).toEqual(first!.entries);
      expect(again!.nextState).toEqual(first!.nextState);
      expect(m.state.value).toEqual(first!.nextState);
    }
  });
});

describe('a hit taken while a rolled round is shown', () => {
  it.each(rulesets.map((rs) => ({ id: rs.id })))('$id: stays when the round is rolled again', async ({ id }) => {
    const rs = findRuleset(id)!;
    const repo = idbRepo({ dbName: `again-hit-${++n}`, findRuleset: findRuleset, rulesets: [rs] });
    await repo.seed();
    const c = (await repo.listCharacters()).characters[0]!;
    const m = createCharacterModel(c.id, repo, { find: findRuleset, dice: () => seededDice(5), now: () => 1_700_000_000_000 });
    await m.load();
    const first = m.roll();
    await m.saved();
    const full = rs.state!.status({ sheet: c.sheet, options: {}, state: m.state.value }).health.value;
    const taken = await m.living.takeHits([{ damage: 3, outcome: rs.state!.hitOutcomes![0]!.id, tags: [], armour: 'no' }]);
    expect('error' in taken ? taken.error : null).toBeNull();
    const hurt = rs.state!.status({ sheet: c.sheet, options: {}, state: m.state.value }).health;
    expect(hurt.value).not.toBe(full);
    const again = m.roll();
    await m.saved();
    expect(again).not.toBeNull();
    expect(first).not.toBeNull();
    expect(rs.state!.status({ sheet: c.sheet, options: {}, state: m.state.value }).health.value).toBe(hurt.value);
  });
});
