/**
 * The character screen model's sheet: saving or undoing the sheet draft, current HP changed by
 * a tap, and the declaration following a changed sheet.
 */
import { batch } from '@preact/signals';
import type { FormSchema } from '../../engine/schema';
import { followDefaults } from '../forms/draft';
import { keepValidFields, storageErrorText } from '../../storage';
import { hpField } from './sheet';
import type { CharacterCore } from './model-core';
import type { createWrites } from './model-writes';

/** The sheet's actions on `core`, the declaration set through the writes' `setDeclaration`. */
export function createSheet(core: CharacterCore, { setDeclaration }: Pick<ReturnType<typeof createWrites>, 'setDeclaration'>) {
  const { repo, ruleset, character, sheetDraft, declaration, sheetIssues, sheetMessage, notice, writeFailed, declarationSchema } = core;

  /** Drops the unsaved sheet edits: the draft goes back to the saved sheet. */
  function undoSheet(): void {
    const c = character.value;
    if (!c) return;
    batch(() => { sheetDraft.value = c.sheet; sheetMessage.value = { ok: true, text: 'Changes undone.' }; });
  }

  /** Validates and saves the sheet draft; an invalid draft stays as it is with its messages. */
  async function saveSheet(): Promise<boolean> {
    const c = character.value, rs = ruleset.value;
    if (!c || !rs) return false;
    if (sheetIssues.value.length) {
      sheetMessage.value = { ok: false, text: `Not saved: ${sheetIssues.value.length === 1 ? 'one field needs' : `${sheetIssues.value.length} fields need`} fixing (marked below). Your changes are kept.` };
      return false;
    }
    try {
      const r = await repo.saveCharacter({ id: c.id, rulesetId: c.rulesetId, sheet: sheetDraft.value });
      if (!r.ok) { sheetMessage.value = { ok: false, text: `Not saved: ${r.issues.map((i) => i.message).join('; ')}` }; return false; }
      const before = declarationSchema.value;
      batch(() => { character.value = r.value; sheetDraft.value = r.value.sheet; sheetMessage.value = { ok: true, text: 'Saved.' }; });
      followSheet(before);
      return true;
    } catch (err) {
      sheetMessage.value = { ok: false, text: `${storageErrorText(err)} Your changes are kept here.` };
      return false;
    }
  }

  /**
   * After the saved sheet changed: a declaration value still at the default the old sheet gave
   * it (the BCB on the attack defaults to the whole BCB) moves to the new sheet's default, so a
   * round is never rolled at an old figure the player did not choose; then what no longer fits
   * (a weapon taken off the sheet) is reset, with a notice. A value the player set stays.
   */
  function followSheet(before: FormSchema | null): void {
    const s = declarationSchema.value;
    if (!s) return;
    const followed = before ? followDefaults(before.fields, s.fields, declaration.value) : declaration.value;
    const { values, reset } = keepValidFields(s.fields, followed);
    if (values !== declaration.value) setDeclaration(values);
    if (reset.length) notice(`The round declaration changed with the sheet: ${reset.join('; ')}.`);
  }

  /** Changes current HP by `delta` on the saved sheet (taking damage or healing) and saves it. */
  async function adjustHp(delta: number): Promise<void> {
    const c = character.value, rs = ruleset.value;
    if (!c || !rs) return;
    const f = hpField(rs.sheetSchema);
    if (!f) return;
    const now = typeof c.sheet[f.key] === 'number' ? (c.sheet[f.key] as number) : f.default;
    const next = Math.max(f.min, Math.min(f.max, now + delta));
    const sheet = { ...c.sheet, [f.key]: next };
    const before = declarationSchema.value;
    const declared = declaration.value;
    const shown = { ...c, sheet };
    batch(() => {
      character.value = shown;
      // A current HP typed in the form but not saved is the player's: it is not overwritten.
      const d = sheetDraft.value[f.key];
      if (d === undefined || d === now) sheetDraft.value = { ...sheetDraft.value, [f.key]: next };
    });
    followSheet(before);
    const followed = declaration.value;
    let failure: string | null = null;
    try {
      const r = await repo.saveCharacter({ id: c.id, rulesetId: c.rulesetId, sheet });
      if (!r.ok) failure = r.issues.map((i) => i.message).join('; ');
    } catch (err) { failure = storageErrorText(err); }
    if (failure === null) { if (writeFailed.value?.startsWith('Current HP')) writeFailed.value = null; return; }
    // The screen shows what is stored: every change made ahead of the write goes back (unless
    // something newer replaced it meanwhile), and the failure is announced.
    batch(() => {
      if (character.value === shown) character.value = c;
      if (sheetDraft.value[f.key] === next) sheetDraft.value = { ...sheetDraft.value, [f.key]: now };
      if (declaration.value === followed && followed !== declared) declaration.value = declared;
      writeFailed.value = `Current HP not saved, so it stays at ${now}: ${failure}`;
    });
  }

  return { undoSheet, saveSheet, adjustHp };
}
