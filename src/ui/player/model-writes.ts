/**
 * The character screen model's storage: loading the character with what was remembered,
 * keeping the sheet draft, the declaration, the table options and the list's line of the
 * lasting state, and a rolled round's writes.
 */
import { batch, effect } from '@preact/signals';
import type { Ruleset, RoundResult } from '../../engine/ruleset';
import { defaults as defaultsOf, validate, type Values } from '../../engine/schema';
import { storageErrorText } from '../../storage';
import { settled } from '../../storage/queue';
import type { CharacterCore } from './model-core';

/** Loading and the writes, on `core`. */
export function createWrites(core: CharacterCore) {
  const { id, repo, find, status, problem, character, ruleset, sheetDraft, declaration, options, state, result, rounds, history, evenings, sheetDirty, notice, writeFailed, start, reaction, living, declarationSchema, loadHistory, enqueue, failed, showRolled, roundCode } = core;

  async function load(): Promise<void> {
    try {
      // The unsaved draft and the evening need neither the character nor its rules: read alongside.
      // A write of this character still in flight (left and reopened at once) lands before anything is read.
      await settled(id);
      const draftRead = repo.loadDraft(id).catch(() => undefined);
      const rolledRead = repo.loadRolled(id).catch((err: unknown) => { notice(storageErrorText(err)); return undefined; });
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
      const [prefs, draft, kept] = await Promise.all([
        repo.loadPrefs(id, rs, found.value.sheet).catch((err: unknown) => {
          notice(storageErrorText(err));
          return undefined;
        }),
        draftRead,
        rolledRead,
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
        // The round rolled and not passed yet shows again, result, QR code and all.
        if (kept?.rolled) showRolled(kept.rolled);
        if (kept?.problem) notice(kept.problem);
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

  /**
   * Shows a rolled round at once, then stores it in ONE write after the character's writes
   * before it (storage/rolled.ts `saveRoll`): the round in the history, the declaration, the
   * state it leaves and the round kept with the character, so leaving or reloading shows it
   * again. Rolling the shown round again replaces it (from the state it was rolled from).
   * `stored`: the state stored as Roll was tapped; the write is refused (and the screen reads
   * storage back) when another tab or window has stored another since.
   */
  function finish(rs: Ruleset, declared: Values, r: RoundResult, stored: Values | null): void {
    const before = start.round;
    const shown = before ?? { state: state.value, roundId: null };
    // Refused if another tab or window has changed the stored state since the player rolled.
    const c = character.value;
    const from = c ? { ruleset: rs, sheet: c.sheet, options: options.value, state: stored } : undefined;
    batch(() => { result.value = r; state.value = r.nextState; });
    // A rolled round stands on the state before it: an earlier change is no longer undone from here.
    living.settle();
    clearTimeout(declTimer);
    pendingDecl = undefined;
    const code = roundCode.value.trim();
    const beforeReaction = reaction.before;
    // A new record for the new round: a write still in flight for the one before sets its own id.
    const now = { state: shown.state, roundId: null as string | null };
    start.round = now;
    saving = enqueue(async () => {
      // Read when the write starts: the shown round's own write may have been in flight at the tap.
      const again = before?.roundId ?? undefined;
      const saved = await repo.saveRoll(id, {
        declaration: declared, result: r, start: shown.state ?? null, ...(from ? { from } : {}),
        ...(again ? { again } : {}), ...(code ? { roundCode: code } : {}), ...(beforeReaction ? { beforeReaction } : {}),
      });
      now.roundId = saved.round.id;
      return saved;
    }).then((saved) => {
      rounds.value = [saved.round, ...rounds.value.filter((x) => x.id !== saved.round.id)];
      history.value = [saved.round, ...history.value.filter((x) => x.id !== saved.round.id)];
      if (writeFailed.value?.startsWith('This round was not stored')) writeFailed.value = null;
    }, (err: unknown) => {
      // The result stays on screen to show the GM; what is stored is read back.
      return failed(err, 'This round was not stored (show it to the GM now: it will not come back). ', r);
    });
  }

  /** Keeps the shared code made for the round shown, so it shows again exactly (once per round). */
  function keepCode(code: string): void {
    const shown = start.round;
    if (!shown || shown.code !== undefined) return;
    shown.code = code;
    void enqueue(async () => { if (shown.roundId) await repo.keepRolledCode(id, shown.roundId, code); }).catch(() => undefined);
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

  return { load, finish, keepCode, setDeclaration, setOptions, flush, saved };
}

const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
