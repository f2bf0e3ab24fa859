/**
 * An invalid sheet draft is kept as a draft, never thrown away: leaving the screen (or closing
 * the tab) keeps what was typed, and reopening the character brings it back unsaved, with its
 * messages; saving a valid sheet clears it. Taking damage does not overwrite a typed HP.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { createCharacterModel } from '../../src/ui/player/model';
import { idbRepo } from '../../src/ui/data/repo';
import { openRollcallDb } from '../../src/storage/db';
import { freshDb } from './fixtures';

const find = (id: string) => (id === spelljammer.id ? spelljammer : undefined);

async function opened() {
  const dbName = freshDb();
  const repo = idbRepo({ dbName, findRuleset: find, rulesets: [spelljammer] });
  await repo.seed();
  const c = (await repo.listCharacters()).characters.find((x) => x.sheet['name'] === spelljammer.demos[0]!.name)!;
  const open = async () => { const m = createCharacterModel(c.id, repo, { find }); await m.load(); return m; };
  return { dbName, repo, c, open };
}

describe('the sheet draft', () => {
  it('an invalid edit survives leaving the screen and comes back unsaved, with its messages', async () => {
    const { c, open } = await opened();
    const m = await open();
    m.sheetDraft.value = { ...m.sheetDraft.value, name: 'Derrick the Bold', currentHp: '4o' };
    expect(await m.saveSheet()).toBe(false);
    await m.flush(); // leaving the screen
    const again = await open();
    expect(again.sheetDraft.value['currentHp']).toBe('4o');
    expect(again.sheetDraft.value['name']).toBe('Derrick the Bold');
    expect(again.character.value!.sheet['currentHp']).toBe(c.sheet['currentHp']);
    expect(again.sheetIssues.value.map((i) => i.path)).toEqual(['currentHp']);
    expect(again.notices.value.join(' ')).toMatch(/unsaved sheet changes from last time are back/);
  });

  it('saving a valid sheet clears the kept draft', async () => {
    const { dbName, c, open } = await opened();
    const m = await open();
    m.sheetDraft.value = { ...m.sheetDraft.value, name: 'Derrick the Bold' };
    await m.flush();
    expect((await (await openRollcallDb(dbName)).get('meta', `draft:${c.id}`)).data).toMatchObject({ name: 'Derrick the Bold' });
    expect(await m.saveSheet()).toBe(true);
    await m.flush();
    expect((await (await openRollcallDb(dbName)).get('meta', `draft:${c.id}`)).data).toBeNull();
    const again = await open();
    expect(again.notices.value).toEqual([]);
    expect(again.sheetDirty.value).toBe(false);
  });

  it('taking damage keeps a current HP typed but not saved', async () => {
    const { open } = await opened();
    const m = await open();
    const saved = m.character.value!.sheet['currentHp'] as number;
    m.sheetDraft.value = { ...m.sheetDraft.value, currentHp: saved - 20 };
    await m.adjustHp(-1);
    expect(m.character.value!.sheet['currentHp']).toBe(saved - 1);
    expect(m.sheetDraft.value['currentHp']).toBe(saved - 20);
  });
});
