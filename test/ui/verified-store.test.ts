// No fake-indexeddb here: Node has no IndexedDB, like a browser that refuses storage.
/** Verified mode when the browser refuses storage: the evening lives in the page, and the player is told. */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { createCharacterModel } from '../../src/ui/player/model';
import { memoryRepo } from '../../src/ui/data/repo';
import { eveningStore } from '../../src/ui/verified/store';
import { startEvening } from '../../src/verify/evening';
import { newRoundCode } from '../../src/share/roundCode';

describe('verified evening without storage', () => {
  it('is kept in the page: started, advanced by rolls, ended; the notice says a reload needs a new join code', async () => {
    const store = eveningStore();
    expect(await store.load()).toBeNull();
    expect(store.notice.value).toMatch(/kept on this page only.*new join code/);
    const e = await startEvening('Ada', 1, { seed: new Uint8Array(16).fill(1), id: new Uint8Array(4), length: 10 });
    await store.save(e);
    expect(await store.load()).toEqual(e);

    const find = (id: string) => (id === spelljammer.id ? spelljammer : undefined);
    const repo = memoryRepo([spelljammer], async (id) => find(id));
    await repo.seed();
    const c = (await repo.listCharacters()).characters[0]!;
    const m = createCharacterModel(c.id, repo, { find, dice: () => seededDice(1), verified: store });
    await m.load();
    expect(m.verified.value).toBe(true);
    m.roundCode.value = newRoundCode([3, 1, 4, 1]);
    expect((await m.rollWithCode())?.proof?.link).toBe(1);
    m.roundCode.value = newRoundCode([2, 7, 1, 8]);
    expect((await m.rollWithCode())?.proof?.link).toBe(2);
    expect((await store.load())?.link).toBe(2);

    await store.clear();
    expect(await store.load()).toBeNull();
    expect(m.verified.value).toBe(false);
  });
});
