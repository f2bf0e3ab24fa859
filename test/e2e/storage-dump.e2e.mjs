/**
 * The helper the storage tests use to prove "the database is byte-identical" (dumpIdb) sees
 * every value, not only the keys: changing one nested value of one stored character, or
 * putting it back, changes the dump accordingly.
 */
import assert from 'node:assert/strict';
import { openCharacter, spelljammerDemos } from './lib/app.mjs';
import { dumpIdb } from './lib/storage.mjs';

/** Sets `change.key` of the first stored character's sheet to `change.value`; resolves its old value. */
function rewriteFirstCharacter(page, change) {
  return page.evaluate((change) => new Promise((ok, fail) => {
    const req = indexedDB.open('rollcall');
    req.onerror = () => fail(req.error);
    req.onsuccess = () => {
      const db = req.result;
      const tx = db.transaction('characters', 'readwrite');
      const store = tx.objectStore('characters');
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c) return;
        const rec = structuredClone(c.value);
        old = rec.data[change.key];
        rec.data[change.key] = change.value;
        c.update(rec);
      };
      let old;
      tx.oncomplete = () => { db.close(); ok(old); };
      tx.onerror = () => fail(tx.error);
    };
  }), change);
}

export default async function storageDump({ page, baseURL }) {
  const { fighter } = await spelljammerDemos();
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  const before = await dumpIdb(page);
  assert.ok(before.includes(JSON.stringify(fighter.name)), 'The dump should hold the stored values (a demo character\'s name), not only keys');

  const old = await rewriteFirstCharacter(page, { key: 'name', value: 'Someone else' });
  const changed = await dumpIdb(page);
  assert.notEqual(changed, before, 'A changed value of one record must change the dump');

  await rewriteFirstCharacter(page, { key: 'name', value: old });
  assert.equal(await dumpIdb(page), before, 'With the value put back, the dump must be the same again');
}
