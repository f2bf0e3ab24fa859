/**
 * Browser-test helpers for storage and backups: the whole IndexedDB content as one JSON text
 * (to check an action left it byte-identical), clearing the site's data, and a character's
 * "More" actions in the list.
 */

/**
 * Every store of the "rollcall" database as one JSON text: per store (by name), each key with
 * its whole value, object keys sorted, so two dumps are equal exactly when every key and every
 * value is (test/e2e/storage-dump.e2e.mjs checks that a changed value changes the dump).
 */
export async function dumpIdb(page) {
  return page.evaluate(() => new Promise((ok, fail) => {
    const req = indexedDB.open('rollcall');
    req.onerror = () => fail(req.error);
    req.onsuccess = () => {
      const db = req.result;
      const names = [...db.objectStoreNames].sort();
      const out = {};
      const tx = db.transaction(names, 'readonly');
      for (const n of names) {
        const keys = tx.objectStore(n).getAllKeys();
        const values = tx.objectStore(n).getAll();
        tx.addEventListener('complete', () => { out[n] = keys.result.map((k, i) => [k, values.result[i]]); });
      }
      // A function replacer, not a key list: a key list would apply at every depth and empty the records.
      const sorted = (_k, v) => (v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v);
      tx.oncomplete = () => { db.close(); ok(JSON.stringify(out, sorted)); };
      tx.onerror = () => fail(tx.error);
    };
  }));
}

/** Clears the site's data (IndexedDB, caches, service worker), as "Clear site data" does. */
export async function clearSiteData(page, baseURL) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'all' });
  await cdp.detach();
}

/** Opens the "More" actions of the character `name` in the list. */
export async function moreFor(page, name) {
  await page.getByRole('button', { name: `More for ${name}`, exact: true }).click();
}

/** Waits for the list to show a character link whose name is `name`. */
export async function listed(page, name, message) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('link', { name: new RegExp(`^${escaped}(\\s|$)`) }).first()
    .waitFor({ state: 'visible' }).catch(() => { throw new Error(message ?? `Expected "${name}" in the character list`); });
}

/** Records Content-Security-Policy violations into window.__csp (add with context.addInitScript). */
export function recordCspViolations() {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || ''}:${e.lineNumber || ''})`);
  });
}

/** The CSP violations recorded on the page so far. */
export async function cspViolations(page) {
  return page.evaluate(() => window.__csp ?? ['the recorder was not installed']);
}
