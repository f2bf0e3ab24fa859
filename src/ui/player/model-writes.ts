/**
 * The character screen model's storage: loading the character with what was remembered,
 * keeping the sheet draft, the declaration, the table options and the list's line of the
 * lasting state, and a rolled round's writes.
 */
import { batch, effect } from '@preact/signals';
import type { Ruleset, RoundResult } from '../../engine/ruleset';
import { defaults as defaultsOf, validate, type Values } from '../../engine/schema';
import { storageErrorText } from '../../storage';
import type { CharacterCore } from './model-core';

/** Loading and the writes, on `core`. */
export function createWrites(core: CharacterCore) {
  const { id, repo, find, status, problem, character, ruleset, sheetDraft, declaration, options, state, result, rounds, history, evenings, sheetDirty, notice, writeFailed, start, living, declarationSchema, loadHistory } = core;

  async function load(): Promise<void> {
    try {
      // The unsaved draft and the evening need neither the character nor its rules: read alongside.
      const draftRead = repo.loadDraft(id).catch(() => undefined);
      const eveningRead = evenings.load().catch((err: unknown) => notice(storageErrorText(err)));
      const found = await repo.getCharacter(id);
      if (!found) { status.value = 'missing'; return; }
      if (!found.ok) { problem.value = found.problem; status.value = 'problem'; return; }
      const rsId = found.value.rulesetId;
      let rs: Ruleset | undefined;
      try { rs = await find(rsId); } catch (err) {
        problem.value = `The rules "${rsId}" could not be loaded (${err instanceof Error ? err.message : String(err)}). Reload to try again.`;
        status.value = 'problem';
        return;
      }
      if (!rs) { problem.value = `Unknown rule system "${found.value.rulesetId}"`; status.value = 'problem'; return; }
      // Sheet edits not saved last time (left the screen, closed the tab) come back as the draft.
      // The evening is known before the Round tab shows, so Roll never makes an ordinary roll in verified mode.
      const [prefs, draft] = await Promise.all([
        repo.loadPrefs(id, rs, found.value.sheet).catch((err: unknown) => {
          notice(storageErrorText(err));
          return undefined;
        }),
        draftRead,
        eveningRead,
      ]);
      const draftBack = draft !== undefined && JSON.stringify(draft) !== JSON.stringify(found.value.sheet);
      batch(() => {
        ruleset.value = rs;
        character.value = found.value;
        sheetDraft.value = draftBack ? draft : found.value.sheet;
        if (draftBack) notice('Your unsaved sheet changes from last time are back on the Sheet tab (not saved yet).');
        if (prefs) {
          declaration.value = prefs.declaration;
          options.value = prefs.options;
          state.value = prefs.state;
          for (const p of prefs.problems) notice(p);
        }
        status.value = 'ready';
      });
      if (!prefs) {
        // Remembered inputs could not be read: start from the schema defaults.
        const s = declarationSchema.value;
        batch(() => {
          declaration.value = s ? defaultsOf(s.fields) : {};
          options.value = defaultsOf(rs.optionsSchema.fields);
        });
      }
      keepDraft(rs.id, draft !== undefined);
      if (rs.state) keepSummary();
      await loadHistory();
    } catch (err) {
      problem.value = storageErrorText(err);
      status.value = 'problem';
    }
  }

  let pendingDraft: (() => Promise<void>) | undefined;
  /**
   * Keeps the sheet draft in storage while it differs from the saved sheet (valid or not), so
   * nothing typed is lost by leaving the screen or closing the tab; clears it once saved.
   */
  function keepDraft(rulesetId: string, stored: boolean): void {
    effect(() => {
      const d = sheetDraft.value, dirty = sheetDirty.value;
      if (!dirty && !stored) return;
      pendingDraft = () => repo.savePref('draft', id, rulesetId, dirty ? d : null)
        .then(() => { stored = dirty; }, (err: unknown) => notice(storageErrorText(err)));
      // Written at once (after this task's other changes), not after a pause: a tab closed
      // or reloaded right after typing must still find the draft.
      queueMicrotask(() => void flush());
    });
  }

  let summaryShown: string | undefined;
  /**
   * Keeps the list's line of the lasting state in step with what this screen shows (after a
   * hit, a roll, an undo, or a sheet edit): written when it changes. A failed write only
   * leaves the list showing the sheet's figure, so it is not announced.
   */
  function keepSummary(): void {
    effect(() => {
      const st = living.status.value;
      if (!st?.ok) return;
      const s = st.value;
      const summary = { text: capitalised(`${s.health.label} ${s.health.value}${s.health.max !== undefined ? ` / ${s.health.max}` : ''}`), ...(s.down ? { down: s.down.word } : {}) };
      const key = JSON.stringify(summary);
      if (key === summaryShown) return;
      summaryShown = key;
      repo.saveSummary(id, summary).catch(() => { summaryShown = undefined; });
    });
  }

  /** Shows a rolled round, then remembers the declaration and state and adds it to the history. */
  function finish(rs: Ruleset, declared: Values, r: RoundResult): void {
    if (start.round === null) start.round = { state: state.value };
    batch(() => { result.value = r; state.value = r.nextState; });
    // A rolled round stands on the state before it: an earlier change is no longer undone from here.
    living.settle();
    clearTimeout(declTimer);
    pendingDecl = undefined;
    saving = (async () => {
      try {
        await repo.savePref('declaration', id, rs.id, declared);
        await repo.savePref('state', id, rs.id, r.nextState ?? null);
        const item = await repo.addRound(id, r);
        rounds.value = [item, ...rounds.value.filter((x) => x.id !== item.id)];
        history.value = [item, ...history.value.filter((x) => x.id !== item.id)];
      } catch (err) { writeFailed.value = `This round was not added to the history: ${storageErrorText(err)}`; }
    })();
  }

  let declTimer: ReturnType<typeof setTimeout> | undefined;
  /** Sets the declaration draft; a valid one is remembered shortly after the last change. */
  function setDeclaration(values: Values): void {
    declaration.value = values;
    const rs = ruleset.value, s = declarationSchema.value;
    if (!rs || !s) return;
    const checked = validate(s.fields, values);
    if (!checked.ok) return;
    clearTimeout(declTimer);
    pendingDecl = () => repo.savePref('declaration', id, rs.id, checked.value).catch((err: unknown) => notice(storageErrorText(err)));
    declTimer = setTimeout(() => void flush(), 400);
  }
  let pendingDecl: (() => Promise<void>) | undefined;
  let saving: Promise<void> = Promise.resolve();
  /** Resolves when the last roll's writes (declaration, state, history) are done. */
  const saved = (): Promise<void> => saving;

  /** The writes of a declaration or a draft that {@link flush} started and that may still run. */
  let writing: Promise<unknown> = Promise.resolve();
  /**
   * Saves a declaration change and the sheet draft still waiting for their timers (leaving the
   * screen, tests), and waits for those an earlier flush started too.
   */
  async function flush(): Promise<void> {
    clearTimeout(declTimer);
    const save = pendingDecl, draft = pendingDraft;
    pendingDecl = undefined;
    pendingDraft = undefined;
    const now = Promise.all([writing, save?.(), draft?.()]);
    writing = now.catch(() => undefined);
    await now;
  }

  /** Sets the table options; remembered when valid. */
  function setOptions(values: Values): void {
    options.value = values;
    const rs = ruleset.value;
    if (!rs || !validate(rs.optionsSchema.fields, values).ok) return;
    repo.savePref('options', id, rs.id, values).catch((err: unknown) => { writeFailed.value = `The table options were not remembered: ${storageErrorText(err)}`; });
  }

  return { load, finish, setDeclaration, setOptions, flush, saved };
}

const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
