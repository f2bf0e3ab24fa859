import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { getRuleset } from '../../src/rulesets';
import { StorageWriteError } from '../../src/storage';
import { createCharacterModel } from '../../src/ui/player/model';
import { idbRepo, memoryRepo, type Repo } from '../../src/ui/data/repo';

const bcb = getRuleset('bcb-d20');
const find = (id: string) => (id === bcb.id ? bcb : undefined);
let n = 0;
let clock = 1_700_000_000_000;
const deps = { find, dice: () => seededDice(11), now: () => (clock += 1000) };

async function fighter(wrap: (r: Repo) => Repo = (r) => r) {
  const base = idbRepo({ dbName: `living-${++n}`, findRuleset: find, rulesets: [bcb] });
  const repo = wrap(base);
  await repo.seed();
  const c = (await repo.listCharacters()).characters.find((x) => x.sheet['name'] === 'Sigrun')!;
  const m = createCharacterModel(c.id, repo, deps);
  await m.load();
  return { repo, m, c };
}

const health = (m: Awaited<ReturnType<typeof fighter>>['m']) => {
  const s = m.living.status.value;
  if (!s?.ok) throw new Error('no state');
  return s.value.health.value;
};

describe('the living character on the player\'s phone', () => {
  it('a hit typed by hand lowers the hit points, says what happened, and survives a reload', async () => {
    const { repo, m, c } = await fighter();
    const full = health(m);
    const r = await m.living.takeHits([{ damage: 7, outcome: 'hit', tags: [], armour: 'yes' }]);
    expect('error' in r).toBe(false);
    expect(health(m)).toBe(full - 7);
    expect(m.living.last.value?.event.hits[0]?.text).toMatch(/7 damage/);
    expect(m.history.value[0]).toMatchObject({ kind: 'state', event: { event: 'hit' } });
    const again = createCharacterModel(c.id, repo, deps);
    await again.load();
    expect(health(again)).toBe(full - 7);
  });

  it('Undo puts back exactly the state before the hit, in storage too', async () => {
    const { repo, m, c } = await fighter();
    const before = m.state.value;
    await m.living.takeHits([{ damage: 12, outcome: 'hit', tags: [], armour: 'yes' }]);
    expect(await m.living.undo()).toBe(true);
    expect(m.state.value).toEqual(before);
    expect(m.history.value.filter((h) => h.kind === 'state')).toHaveLength(0);
    const again = createCharacterModel(c.id, repo, deps);
    await again.load();
    expect(again.state.value).toEqual(before);
  });

  it('a character taken below 0 hit points is down, and the round offers no attack', async () => {
    const { m } = await fighter();
    expect(m.plan.value.ok && m.plan.value.plan.actions.some((a) => a.kind === 'attack')).toBe(true);
    await m.living.takeHits([{ damage: 999, outcome: 'hit', tags: [], armour: 'yes' }]);
    const s = m.living.status.value;
    expect(s?.ok && s.value.down?.word).toBeTruthy();
    expect(m.plan.value.ok && m.plan.value.plan.actions.filter((a) => a.kind === 'attack')).toEqual([]);
  });

  it('a failed write puts the state back and says so, and nothing is stored', async () => {
    const { m, c, repo } = await fighter((r) => ({ ...r, applyStateEvent: async () => { throw new StorageWriteError('The phone\'s storage is full.'); } }));
    const before = m.state.value;
    const r = await m.living.takeHits([{ damage: 5, outcome: 'hit', tags: [], armour: 'yes' }]);
    expect('error' in r).toBe(true);
    expect(m.state.value).toEqual(before);
    expect(m.writeFailed.value).toMatch(/^Not saved: the hit was put back/);
    expect((await repo.listRounds(c.id)).items).toHaveLength(0);
  });

  it('Next round after a roll ticks the state as a stored "round passed" change', async () => {
    const { m } = await fighter();
    expect(m.roll()).not.toBeNull();
    await m.saved();
    m.newRound();
    // The round's end is written after the tap returns: wait for it (a busy machine takes longer than a moment).
    await vi.waitFor(() => expect(m.history.value[0]).toMatchObject({ kind: 'state', event: { event: 'next-round' } }), { timeout: 10_000 });
    expect(m.history.value[1]).toMatchObject({ kind: 'round' });
  });

  it('healing by hand never goes past the maximum, and an unknown condition clears nothing', async () => {
    const { m } = await fighter();
    const full = health(m);
    await m.living.takeHits([{ damage: 4, outcome: 'hit', tags: [], armour: 'yes' }]);
    await m.living.heal(10);
    expect(health(m)).toBe(full);
    const st = m.state.value;
    await m.living.clear('no-such-condition');
    expect(m.state.value).toEqual(st);
  });

  it('the character list shows the state as the screen last showed it, and the word for being down', async () => {
    const { repo, m, c } = await fighter();
    const full = health(m);
    await m.living.takeHits([{ damage: 7, outcome: 'hit', tags: [], armour: 'yes' }]);
    await vi.waitFor(async () => expect((await repo.listStored()).characters.find((x) => x.id === c.id)?.summary).toEqual({ text: `HP ${full - 7} / ${full}` }), { timeout: 10_000 });
    await m.living.takeHits([{ damage: 999, outcome: 'hit', tags: [], armour: 'yes' }]);
    const word = m.living.status.value?.ok && m.living.status.value.value.down?.word;
    expect(word).toBeTruthy();
    await vi.waitFor(async () => expect((await repo.listStored()).characters.find((x) => x.id === c.id)?.summary?.down).toBe(word), { timeout: 10_000 });
    await repo.deleteCharacter(c.id);
    expect((await repo.listStored()).characters.find((x) => x.id === c.id)).toBeUndefined();
  });

  it('without IndexedDB, the memory copy keeps the state the same way: checked on load, and only the latest change undone', async () => {
    const repo = memoryRepo([bcb], find);
    await repo.seed();
    const c = (await repo.listCharacters()).characters.find((x) => x.sheet['name'] === 'Sigrun')!;
    const m = createCharacterModel(c.id, repo, deps);
    await m.load();
    const full = health(m);
    await m.living.takeHits([{ damage: 5, outcome: 'hit', tags: [], armour: 'yes' }]);
    const first = m.living.last.value!.id!;
    await m.living.takeHits([{ damage: 3, outcome: 'hit', tags: [], armour: 'yes' }]);
    await expect(repo.undoStateEvent(c.id, first)).rejects.toThrow(/latest change/);
    expect(await m.living.undo()).toBe(true);
    expect(health(m)).toBe(full - 5);
    await repo.savePref('state', c.id, bcb.id, { hp: 'lots', bogus: 1 });
    const again = createCharacterModel(c.id, repo, deps);
    await again.load();
    expect(health(again)).toBe(full);
    expect(again.notices.value.join(' ')).toMatch(/state/i);
  });
});
