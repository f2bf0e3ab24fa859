/**
 * The character screen's model (signals): the character, its sheet draft, the round
 * declaration (remembered per character, so "attack again" is one tap on Roll), the table
 * options, the live plan, rolling, and the history. Models call the engine; the engine never
 * sees signals.
 */
import { batch, computed, effect, signal } from '@preact/signals';
import { cryptoDice, type Dice } from '../../engine/dice';
import type { Plan, Ruleset, RoundResult } from '../../engine/ruleset';
import { defaults as defaultsOf, validate, type FieldIssue, type FormSchema, type Values } from '../../engine/schema';
import { followDefaults } from '../forms/draft';
import { findRulesetAsync } from '../../rulesets/catalog';
import { keepValidFields, storageErrorText, type Character, type FindRuleset, type HistoryEntry, type HistoryItem, type RecordProblem } from '../../storage';
import { parseRoundCode } from '../../share/roundCode';
import { getEveningStore, type EveningStore } from '../verified/store';
import type { Repo } from './repo';
import { hpField } from './sheet';
import { carryChange, createLiving } from './living';

/** Where loading the character stands: still loading, ready, no such character, or a problem (in `problem`). */
export type LoadStatus = 'loading' | 'ready' | 'missing' | 'problem';

/** The live plan, or why there is none. */
export type PlanState = { ok: true; plan: Plan } | { ok: false; message: string };

/** What the model takes from outside; tests pass seeded dice and a fixed clock. */
export interface ModelDeps {
  /** Finds (and loads) a ruleset; the catalog when not given. */
  readonly find?: FindRuleset;
  readonly dice?: () => Dice;
  readonly now?: () => number;
  /** The phone's verified evening; the page's store when not given. */
  readonly verified?: EveningStore;
}

/**
 * Creates the model of one character's screen; call `load()` once. `load()` awaits the
 * ruleset's code; from then on `plan` is computed synchronously from the signals.
 */
export function createCharacterModel(id: string, repo: Repo, deps: ModelDeps = {}) {
  const find = deps.find ?? findRulesetAsync;
  const status = signal<LoadStatus>('loading');
  const problem = signal<RecordProblem | string | null>(null);
  const character = signal<Character | null>(null);
  /** Set by `load()` with the character (its ruleset never changes afterwards). */
  const ruleset = signal<Ruleset | null>(null);
  const sheetDraft = signal<Values>({});
  const declaration = signal<Values>({});
  const options = signal<Values>({});
  const state = signal<Values | undefined>(undefined);
  const result = signal<RoundResult | null>(null);
  const rounds = signal<HistoryItem[]>([]);
  /** The whole history, newest first: rolled rounds and changes of the lasting state. */
  const history = signal<HistoryEntry[]>([]);
  const roundProblems = signal<RecordProblem[]>([]);
  /** Sentences about remembered inputs or storage, shown above the screen. */
  const notices = signal<string[]>([]);
  const sheetMessage = signal<{ ok: boolean; text: string } | null>(null);
  const evenings = deps.verified ?? getEveningStore();
  /** Verified table mode: on while the phone has an evening. */
  const verified = computed(() => Boolean(evenings.evening.value));
  /** The GM's round code as typed or scanned, and what it reads as. */
  const roundCode = signal('');
  const parsedCode = computed(() => parseRoundCode(roundCode.value));
  /** Set when Roll was pressed with no valid code, so the field shows why. */
  const codeTried = signal(false);
  /** A verified roll is being derived (Web Crypto is asynchronous). */
  const rolling = signal(false);
  /** Why the last verified roll was not made (chain used up, no Web Crypto), or null. */
  const verifiedProblem = signal<string | null>(null);
  /** Whether the sheet draft differs from the saved sheet. */
  const sheetDirty = computed(() => JSON.stringify(sheetDraft.value) !== JSON.stringify(character.value?.sheet ?? {}));
  /** Why Roll is refused now (unsaved sheet edits; in verified mode, no good round code), shown beside it; null when it may roll. */
  const rollBlocked = computed<string | null>(() => {
    // The round is planned from the saved sheet: rolling past unsaved edits would use stale values.
    if (sheetDirty.value) return 'The sheet has unsaved changes: save or undo them to roll.';
    if (!verified.value) return null;
    if (rolling.value) return 'Deriving the dice…';
    const c = parsedCode.value;
    if (c.ok) return null;
    // Short, for the bar by Roll: the full message sits beside the field.
    return roundCode.value.trim() ? 'Fix the round code above to roll.' : 'Verified mode: type or scan the GM\'s round code to roll.';
  });

  const notice = (text: string) => { if (!notices.value.includes(text)) notices.value = [...notices.value, text]; };
  /** The last write that failed (a full disk, a closed database), announced at once (role="alert"); null when none since. */
  const writeFailed = signal<string | null>(null);

  /** The lasting state: health, conditions, hits taken, with undo (rulesets with state rules). */
  // A hit or change by hand while a rolled round is shown also goes into the state that round started from (see fromRoundStart).
  const changed = (before: Values | null, after: Values | null) => {
    const rs = ruleset.value, c = character.value;
    if (!roundStart || !rs?.state || !c) return;
    const base = roundStart.state ?? rs.state.initial(c.sheet, options.value);
    roundStart = { state: carryChange(base, before ?? rs.state.initial(c.sheet, options.value), after) };
  };
  const living = createLiving({ ruleset, character, options, state, writeFailed, stored: () => loadHistory(), changed }, repo, { dice: deps.dice ?? cryptoDice, now: deps.now ?? Date.now });

  const declarationSchema = computed(() => {
    const rs = ruleset.value, c = character.value;
    if (!rs || !c) return null;
    try { return rs.declarationSchema(c.sheet); } catch (err) { notice(`The round form could not be built: ${String(err)}`); return null; }
  });
  const sheetIssues = computed<FieldIssue[]>(() => {
    const rs = ruleset.value;
    if (!rs) return [];
    const r = validate(rs.sheetSchema.fields, sheetDraft.value);
    return r.ok ? [] : r.issues;
  });
  const declarationIssues = computed<FieldIssue[]>(() => {
    const s = declarationSchema.value;
    if (!s) return [];
    const r = validate(s.fields, declaration.value);
    return r.ok ? [] : r.issues;
  });
  const optionsIssues = computed<FieldIssue[]>(() => {
    const rs = ruleset.value;
    if (!rs) return [];
    const r = validate(rs.optionsSchema.fields, options.value);
    return r.ok ? [] : r.issues;
  });

  /** The validated inputs of `plan`, or why they are not valid. */
  const input = computed(() => {
    const rs = ruleset.value, c = character.value, s = declarationSchema.value;
    if (!rs || !c || !s) return { ok: false as const, message: 'Loading…' };
    const d = validate(s.fields, declaration.value);
    if (!d.ok) return { ok: false as const, message: 'Fix the marked fields of the round to see the odds.' };
    const o = validate(rs.optionsSchema.fields, options.value);
    if (!o.ok) return { ok: false as const, message: 'Fix the marked table options to see the odds.' };
    return { ok: true as const, value: { sheet: c.sheet, declaration: d.value, options: o.value, ...(state.value ? { state: state.value } : {}) } };
  });

  const plan = computed<PlanState>(() => {
    const rs = ruleset.value, inp = input.value;
    if (!rs || !inp.ok) return { ok: false, message: inp.ok ? 'Loading…' : inp.message };
    try {
      return { ok: true, plan: rs.plan(inp.value) };
    } catch (err) {
      return { ok: false, message: `The odds could not be computed: ${err instanceof Error ? err.message : String(err)}` };
    }
  });

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

  async function loadHistory(): Promise<void> {
    try {
      const r = await repo.listRounds(id);
      batch(() => { rounds.value = r.rounds; history.value = r.items; roundProblems.value = r.problems; });
    } catch (err) { notice(storageErrorText(err)); }
  }

  /** The lasting state the shown round was rolled from; null until a round is rolled, and again after Next round. */
  let roundStart: { state: Values | undefined } | null = null;
  /**
   * Rolling again re-rolls the same round: from the state it started with, not the one the
   * first roll left (ammunition spent twice, a parried hit taken twice), so verified dice
   * with the same code come out the same.
   */
  function fromRoundStart(): () => void {
    const now = state.value;
    if (result.value && roundStart) state.value = roundStart.state;
    // When the roll is not made after all, the state the shown round left comes back.
    return () => { state.value = now; };
  }

  /**
   * Rolls the current plan with fair dice, shows the result at once, then remembers the
   * declaration, carries `nextState` into the next plan and adds the round to the history.
   * @returns the result, or null when there is no valid plan
   */
  function roll(): RoundResult | null {
    if (verified.value) { void rollWithCode(); return null; }
    const back = fromRoundStart();
    const r = rollNow();
    if (!r) back();
    return r;
  }

  /** {@link roll} from the state as it stands. */
  function rollNow(): RoundResult | null {
    const rs = ruleset.value, p = plan.value, inp = input.value, c = character.value;
    if (!rs || !p.ok || !inp.ok || !c || sheetDirty.value) return null;
    let r: RoundResult;
    try {
      r = rs.roll(p.plan, (deps.dice ?? cryptoDice)(), (deps.now ?? Date.now)(), inp.value);
    } catch (err) {
      notice(`The roll failed: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    }
    finish(rs, inp.value.declaration, r);
    return r;
  }

  /** Shows a rolled round, then remembers the declaration and state and adds it to the history. */
  function finish(rs: Ruleset, declared: Values, r: RoundResult): void {
    if (roundStart === null) roundStart = { state: state.value };
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

  /**
   * Rolls in verified mode: the dice come from this round's link of the evening's
   * chain and the GM's round code (src/verify/evening.ts `rollVerifiedRound`), so rolling again with
   * the same code gives the same faces and a new code takes the next link. The advanced
   * evening is stored before the result is shown (a roll whose evening cannot be stored is
   * not shown); then it goes on as an ordinary roll.
   * @returns the result, or null when there is no valid plan or code, or the roll could not be made (`verifiedProblem` says why)
   */
  async function rollWithCode(): Promise<RoundResult | null> {
    if (rolling.value) return null;
    const back = fromRoundStart();
    const r = await rollWithCodeNow();
    if (!r) back();
    return r;
  }

  /** {@link rollWithCode} from the state as it stands. */
  async function rollWithCodeNow(): Promise<RoundResult | null> {
    const rs = ruleset.value, p = plan.value, inp = input.value, c = parsedCode.value;
    if (!rs || !p.ok || !inp.ok || rolling.value || sheetDirty.value) return null;
    if (!c.ok) { codeTried.value = true; return null; }
    rolling.value = true;
    try {
      const e = await evenings.load();
      // The card is gone with the mode, so the screen's notices say it.
      if (!e) { notice('Verified mode was ended (on the verified table page or in another tab), so nothing was rolled. Roll again for an ordinary roll.'); return null; }
      const { rollVerifiedRound } = await import('../../verify/evening');
      const at = (deps.now ?? Date.now)();
      // Rolled from the inputs as the code carries them, so the GM's phone can roll it again.
      const { evening, result: r } = await rollVerifiedRound(e, c.code, rs, inp.value, at);
      try { await evenings.save(evening); } catch (err) {
        // Shown, the round's secret would be out while storage still holds the link before it:
        // after a reload the phone would use it again (a replay to the GM, dice it could foresee).
        // Rolling again reads the stored evening and gives the same link and dice.
        verifiedProblem.value = `The verified roll was not shown, as the phone could not store which round of its chain it used: ${storageErrorText(err)}`;
        return null;
      }
      verifiedProblem.value = null;
      finish(rs, inp.value.declaration, r);
      return r;
    } catch (err) {
      verifiedProblem.value = `The verified roll was not made: ${err instanceof Error ? err.message : String(err)}`;
      return null;
    } finally {
      rolling.value = false;
    }
  }

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

  let beforeReaction: Values | null = null;
  /**
   * Reacts to an attack (values from the ruleset's `reactTo`, merged over the declaration).
   * The declaration from before the first reaction is kept for {@link newRound} to restore.
   */
  function reactWith(values: Values): void {
    beforeReaction ??= declaration.value;
    setDeclaration({ ...declaration.value, ...values });
  }

  /**
   * "New round": clears the result card and, where the declaration has a `round` number field
   * (a system whose round spans several rolls, e.g. zones-factions turns), raises it by one so
   * the ruleset starts a fresh round from its carried state; after a reaction, the declaration
   * from before it comes back. Convention: docs/contract.md.
   */
  function newRound(): void {
    result.value = null;
    roundStart = null;
    // The round is over: effects tick (bleeding, recovery, counts going down).
    if (ruleset.value?.state) void living.nextRound();
    // A new round has a new round code from the GM.
    batch(() => { roundCode.value = ''; codeTried.value = false; });
    // A reaction answers one attack: the next round goes back to what was declared before it.
    const before = beforeReaction;
    beforeReaction = null;
    if (before) setDeclaration(before);
    const f = declarationSchema.value?.fields.find((x) => x.key === 'round');
    if (!f || f.kind !== 'number') return;
    const now = declaration.value['round'];
    const current = typeof now === 'number' && Number.isFinite(now) ? now : f.default;
    setDeclaration({ ...declaration.value, round: Math.min(f.max, current + 1) });
  }

  /** Sets the table options; remembered when valid. */
  function setOptions(values: Values): void {
    options.value = values;
    const rs = ruleset.value;
    if (!rs || !validate(rs.optionsSchema.fields, values).ok) return;
    repo.savePref('options', id, rs.id, values).catch((err: unknown) => { writeFailed.value = `The table options were not remembered: ${storageErrorText(err)}`; });
  }

  return {
    writeFailed,
    id, status, problem, character, ruleset, sheetDraft, sheetIssues, sheetDirty, sheetMessage,
    declaration, declarationSchema, declarationIssues, options, optionsIssues, state, plan, result,
    rounds, history, roundProblems, notices, living, load, loadHistory, roll, newRound,
    verified, evening: evenings.evening, roundCode, parsedCode, codeTried, rolling, verifiedProblem, rollBlocked, rollWithCode, reactWith, saveSheet, undoSheet, adjustHp, setOptions, setDeclaration, flush, saved,
  };
}

const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** The model's type. */
export type CharacterModel = ReturnType<typeof createCharacterModel>;
