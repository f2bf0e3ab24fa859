/**
 * First-run demo characters: every ruleset's `demos` are added once, so the app is useful at
 * once. The `meta` key 'seeded' lists the rulesets already seeded, so a demo the player
 * deleted does not come back, and a ruleset added by a later app version still gets its demos.
 */
import type { Ruleset, RulesetMeta } from '../engine/ruleset';
import { validate } from '../engine/schema';
import { newId, prefKey, type StorageDeps } from './characters';
import { openRollcallDb, RECORD_VERSION, type CharacterRecord, type StoredRecord } from './db';
import { guardWrite } from './errors';

/** The `meta` key of the seeding flag. */
export const SEEDED_KEY = 'seeded';

/** The `meta` 'seeded' record: the ruleset ids whose demos were added (or that need none). */
export interface SeededFlag { readonly v: number; readonly rulesets: readonly string[] }

/** The seeding flag read from `meta`: undefined when there is none, 'unreadable' when it is not one. */
export function readFlag(raw: unknown): SeededFlag | 'unreadable' | undefined {
  if (raw === undefined) return undefined;
  const r = raw as Partial<SeededFlag> | null;
  if (r && typeof r === 'object' && Array.isArray(r.rulesets) && r.rulesets.every((x) => typeof x === 'string')) return r as SeededFlag;
  return 'unreadable';
}

/**
 * Which of these ruleset ids still need their demos, so the app loads only those rulesets'
 * code before {@link seedDemos} (after the first run, usually none). An unreadable flag gives
 * none, as {@link seedDemos} would add nothing then.
 */
export async function unseededRulesets(ids: readonly string[], deps: StorageDeps = {}): Promise<string[]> {
  const db = await openRollcallDb(deps.dbName);
  const flag = readFlag(await db.get('meta', SEEDED_KEY));
  if (flag === 'unreadable') return [];
  const done = new Set(flag?.rulesets ?? []);
  return ids.filter((id) => !done.has(id));
}

/**
 * What seeding needs of a ruleset: its meta (the catalog's entry, whose demo sheets are complete
 * and checked by test/rulesets/meta.test.ts), or the ruleset itself, whose sheet schema then
 * checks and completes each demo sheet.
 */
export type Seedable = Pick<RulesetMeta, 'id' | 'name' | 'demos'> & { readonly sheetSchema?: Ruleset['sheetSchema'] };

/**
 * Adds the demos of rulesets not seeded before, in one transaction. With a sheet schema, demos
 * that do not fit it are skipped (a ruleset bug, reported in the result).
 * @returns the names added and the demos skipped with why
 */
export async function seedDemos(rulesets: readonly Seedable[], deps: StorageDeps = {}): Promise<{ added: string[]; skipped: string[] }> {
  const added: string[] = [];
  const skipped: string[] = [];
  await guardWrite('the demo characters', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction(['characters', 'meta'], 'readwrite'));
    const meta = tx.objectStore('meta');
    const flag = readFlag(await meta.get(SEEDED_KEY));
    // An unreadable flag is left as it is, and nothing is seeded: better no demos than duplicates.
    if (flag === 'unreadable') { await tx.done; return; }
    const done = new Set(flag?.rulesets ?? []);
    const now = Date.now();
    for (const rs of rulesets) {
      if (done.has(rs.id) || rs.demos.length === 0) continue;
      for (const demo of rs.demos) {
        const sheet = rs.sheetSchema ? validate(rs.sheetSchema.fields, demo.sheet) : { ok: true as const, value: demo.sheet };
        if (!sheet.ok) { skipped.push(`${rs.name} demo "${String(demo.sheet['name'] ?? '?')}": ${sheet.issues.map((i) => i.message).join('; ')}`); continue; }
        const id = newId();
        const rec: CharacterRecord = { v: RECORD_VERSION, rulesetId: rs.id, id, data: sheet.value, updatedAt: now, createdAt: now, archived: false };
        await tx.objectStore('characters').put(rec);
        if (demo.declaration) {
          const decl: StoredRecord = { v: RECORD_VERSION, rulesetId: rs.id, id, data: demo.declaration, updatedAt: now };
          await meta.put(decl, prefKey('declaration', id));
        }
        added.push(String(sheet.value['name'] ?? ''));
      }
      done.add(rs.id);
    }
    const next: SeededFlag = { v: 1, rulesets: [...done] };
    await meta.put(next, SEEDED_KEY);
    await tx.done;
  });
  return { added, skipped };
}
