/**
 * First-run demos still exactly as seeding made them. After "Clear site data" the app seeds
 * its demos again (with new ids) before the player imports a backup that holds the same demos:
 * an import takes the place of such an untouched copy instead of listing the demo twice.
 */
import type { Ruleset } from '../engine/ruleset';
import { validate, type Values } from '../engine/schema';
import { characterName, prefKey, readCharacter } from './characters';
import type { RollcallDb } from './db';
import { migrateRecord } from './migrate';

/** The same JSON values, whatever the key order. */
function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k)
    && sameValues((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The key that pairs a file's character with a stored demo: its rules and name. */
export function demoKey(rulesetId: string, sheet: Values): string {
  return `${rulesetId}\u0000${characterName(sheet)}`;
}

/**
 * Stored characters of these rulesets that are an untouched demo: the sheet equals one of the
 * ruleset's demos, never saved since it was made (`updatedAt` = `createdAt`), not archived, never rolled (no
 * rounds), and nothing remembered but the demo's own declaration. Keyed by {@link demoKey},
 * each with the ids of such copies. Reads only.
 */
export async function untouchedDemos(db: RollcallDb, find: (id: string) => Ruleset | undefined, rulesetIds: ReadonlySet<string>): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (rulesetIds.size === 0) return out;
  const tx = db.transaction(['characters', 'history', 'meta'], 'readonly');
  const raws: unknown[] = await tx.objectStore('characters').getAll();
  for (const raw of raws) {
    const m = migrateRecord('characters', raw);
    if (!m.ok || typeof m.value['rulesetId'] !== 'string' || !rulesetIds.has(m.value['rulesetId'])) continue;
    // Saved since it was made, or archived (a choice the player made): not untouched.
    if (m.value['createdAt'] !== m.value['updatedAt'] || m.value['archived'] === true) continue;
    const rs = find(m.value['rulesetId']);
    const c = rs ? readCharacter(String(m.value['id']), raw, find) : undefined;
    if (!rs || !c?.ok) continue;
    const isDemo = rs.demos.some((d) => { const s = validate(rs.sheetSchema.fields, d.sheet); return s.ok && sameValues(s.value, c.value.sheet); });
    if (!isDemo) continue;
    if ((await tx.objectStore('history').index('byCharacter').count(c.value.id)) > 0) continue;
    const remembered = await Promise.all((['options', 'state', 'draft'] as const).map((k) => tx.objectStore('meta').getKey(prefKey(k, c.value.id))));
    if (remembered.some((k) => k !== undefined)) continue;
    const key = demoKey(c.value.rulesetId, c.value.sheet);
    out.set(key, [...(out.get(key) ?? []), c.value.id]);
  }
  await tx.done;
  return out;
}

/** Whether the stored raw record `raw` is still unsaved since made (checked again when the import writes). */
export function stillUntouched(raw: unknown): boolean {
  const m = migrateRecord('characters', raw);
  return m.ok && typeof m.value['createdAt'] === 'number' && m.value['createdAt'] === m.value['updatedAt'];
}
