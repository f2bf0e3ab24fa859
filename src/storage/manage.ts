/**
 * Managing characters beyond saving a sheet: archiving (kept, but listed apart) and
 * duplicating. Deleting with undo is bundle.ts (takeCharacter / restoreBundle).
 */
import * as v from 'valibot';
import { validate, type Values } from '../engine/schema';
import { characterName, getCharacter, newId, prefKey, type Character, type StorageDeps } from './characters';
import { openRollcallDb, RECORD_VERSION, type CharacterRecord } from './db';
import { guardWrite, StorageWriteError } from './errors';
import { migrateRecord } from './migrate';
import { issuesText } from './records';
import { defaultFindRuleset } from './rulesets';
import { CharacterRecordSchema, firstIssueText } from './schemas';

/**
 * Archives or unarchives a character (its sheet and `updatedAt` are not changed), in one transaction.
 * @throws StorageWriteError when there is no such character, or its record is unreadable or from a newer version (left untouched)
 */
export async function setArchived(id: string, archived: boolean, deps: StorageDeps = {}): Promise<void> {
  await guardWrite(archived ? 'the archiving' : 'the unarchiving', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction('characters', 'readwrite'));
    const refuse = async (why: string): Promise<never> => {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new StorageWriteError(why);
    };
    const raw: unknown = await tx.store.get(id);
    if (raw === undefined) return refuse('This character is no longer stored on this phone.');
    const m = migrateRecord('characters', raw);
    if (!m.ok) return refuse(m.kind === 'newer' ? 'This character was saved by a newer version of Rollcall; it was left untouched.' : `This character's record cannot be read (${m.message}); it was left untouched.`);
    const r = v.safeParse(CharacterRecordSchema, m.value);
    if (!r.success) return refuse(`This character's record cannot be read (${firstIssueText(r.issues)}); it was left untouched.`);
    await tx.store.put({ ...r.output, v: RECORD_VERSION, archived });
    await tx.done;
  });
}

/** "Ann (copy)", cut to fit a name of at most `max` characters. */
export function copyName(name: string, max: number): string {
  const suffix = ' (copy)';
  return name.length + suffix.length <= max ? name + suffix : name.slice(0, Math.max(0, max - suffix.length)) + suffix;
}

/**
 * Saves a copy of a character under a new id, named "<name> (copy)", with its remembered
 * declaration and table options (not its history), in one transaction: a failed write leaves
 * no copy without its remembered inputs.
 * @returns the copy, or a sentence saying why there is none
 * @throws DbUnavailableError, StorageWriteError
 */
export async function duplicateCharacter(id: string, deps: StorageDeps = {}): Promise<{ ok: true; value: Character } | { ok: false; message: string }> {
  const found = await getCharacter(id, deps);
  if (!found) return { ok: false, message: 'This character is no longer stored on this phone.' };
  if (!found.ok) return { ok: false, message: `It cannot be copied: ${found.problem.message}` };
  const c = found.value;
  const rs = await (deps.findRuleset ?? defaultFindRuleset)(c.rulesetId);
  if (!rs) return { ok: false, message: `It cannot be copied: this version of Rollcall does not have the rule system "${c.rulesetId}".` };
  const nameField = rs.sheetSchema.fields.find((f) => f.key === 'name');
  const sheet: Values = { ...c.sheet };
  if (nameField?.kind === 'text' && typeof sheet['name'] === 'string') sheet['name'] = copyName(sheet['name'], nameField.maxLength);
  const checked = validate(rs.sheetSchema.fields, sheet);
  if (!checked.ok) return { ok: false, message: `It cannot be copied: ${issuesText(checked.issues)}` };
  const now = Date.now();
  const rec: CharacterRecord<Values> = { v: RECORD_VERSION, rulesetId: rs.id, id: newId(), data: checked.value, updatedAt: now, createdAt: now, archived: false };
  await guardWrite(`the copy "${characterName(rec.data)}"`, async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction(['characters', 'meta'], 'readwrite'));
    await tx.objectStore('characters').put(rec);
    for (const kind of ['declaration', 'options'] as const) {
      const raw: unknown = await tx.objectStore('meta').get(prefKey(kind, id));
      const m = raw === undefined ? undefined : migrateRecord('meta', raw);
      if (m?.ok) await tx.objectStore('meta').put({ ...m.value, v: RECORD_VERSION, id: rec.id, updatedAt: now }, prefKey(kind, rec.id));
    }
    await tx.done;
  });
  return { ok: true, value: { id: rec.id, rulesetId: rec.rulesetId, sheet: rec.data, updatedAt: now, archived: false } };
}
