/**
 * The character screen model's core: the signals (the character, its sheet draft, the
 * declaration, the table options, the lasting state, the result, the history), the live plan
 * computed from them, and the lasting state's model (living.ts). The actions in model-*.ts work
 * on it; model.ts puts them together.
 */
import { batch, computed, signal } from '@preact/signals';
import { cryptoDice, type Dice } from '../../engine/dice';
import type { Plan, Ruleset, RoundResult } from '../../engine/ruleset';
import { validate, type FieldIssue, type Values } from '../../engine/schema';
import { findRulesetAsync } from '../../rulesets/catalog';
import { storageErrorText, type Character, type FindRuleset, type HistoryEntry, type HistoryItem, type RecordProblem, type RolledRound } from '../../storage';
import { inOrder } from '../../storage/queue';
import { parseRoundCode } from '../../share/roundCode';
import { getEveningStore, type EveningStore } from '../verified/store';
import type { Repo } from '../data/repo';
import { carryChange, createLiving } from './living';

/** Where loading the character stands: still loading, ready, no such character, or a problem (in `problem`). */
export type LoadStatus = 'loading' | 'ready' | 'missing' | 'problem';

/** The round shown on the Round tab: see `start` in {@link createCharacterCore}. */
export interface ShownRound {
  state: Values | undefined;
  roundId: string | null;
  code?: string;
}

/** A write not made because one queued before it failed (the screen is read back instead). */
export class SkippedWrite extends Error {
  override name = 'SkippedWrite';
}

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

/** The screen's signals and live plan for character `id`; `start.round` is the lasting state the shown round was rolled from. */
export function createCharacterCore(id: string, repo: Repo, deps: ModelDeps) {
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
  /** How many of the character's writes are queued or in flight (0 once every tap's change has landed). */
  const saving = signal(0);
  /** The last write that failed (a full disk, a closed database), announced at once (role="alert"); null when none since. */
  const writeFailed = signal<string | null>(null);

  /**
   * The round shown: the lasting state it was rolled from (Roll again starts there), the id of
   * its history record once stored (null until its write lands, or when it could not be
   * stored), and its shared code once made; null when no round is shown.
   */
  const start: { round: ShownRound | null } = { round: null };
  /** The declaration from before a reaction, which comes back with the next round. */
  const reaction: { before: Values | null } = { before: null };

  /**
   * The character's writes one after another (storage/queue.ts): each is written once the one
   * before it has landed, so none overwrites a later tap's. What a tap changes is shown at once;
   * when a write fails, the writes queued after it are not made (they were computed from what
   * failed) and the screen is read back from storage ({@link failed}).
   */
  let epoch = 0;
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const mine = epoch;
    saving.value++;
    return inOrder(id, async () => {
      if (mine !== epoch) throw new SkippedWrite();
      try { return await task(); } catch (err) { epoch++; throw err; }
    }).finally(() => { saving.value--; });
  }
  /** After a failed write: says so (`text`, then the reason) and shows what is stored again. */
  function failed(err: unknown, text: string, keep?: RoundResult): Promise<void> {
    if (err instanceof SkippedWrite) return Promise.resolve();
    writeFailed.value = `${text}${storageErrorText(err)}`;
    return enqueue(() => resync(keep)).catch(() => undefined);
  }
  /** The rolled round kept with the character, shown (or none). */
  function showRolled(r: RolledRound | undefined): void {
    batch(() => {
      result.value = r?.result ?? null;
      start.round = r ? { state: r.start ?? undefined, roundId: r.roundId, ...(r.code ? { code: r.code } : {}) } : null;
      reaction.before = r?.beforeReaction ?? null;
      if (r?.roundCode) roundCode.value = r.roundCode;
    });
  }
  /**
   * Reads the lasting state, the rolled round and the history back from storage (after a failed
   * write). `keep`: a round whose write failed stays on screen while nothing newer is stored,
   * for the player to show the GM (it is not kept: Next round just clears it).
   */
  async function resync(keep?: RoundResult): Promise<void> {
    const rs = ruleset.value, c = character.value;
    if (!rs || !c) return;
    const [prefs, kept] = await Promise.all([repo.loadPrefs(id, rs, c.sheet), repo.loadRolled(id)]);
    const shown = start.round;
    batch(() => {
      state.value = prefs.state;
      if (!kept.rolled && keep && result.value === keep && shown) start.round = { state: shown.state, roundId: null };
      else showRolled(kept.rolled);
      living.settle();
    });
    await loadHistory();
  }

  /** The lasting state: health, conditions, hits taken, with undo (rulesets with state rules). */
  // A hit or change by hand while a rolled round is shown also goes into the state that round started from (see fromRoundStart).
  const changed = (before: Values | null, after: Values | null) => {
    const rs = ruleset.value, c = character.value;
    if (!start.round || !rs?.state || !c) return;
    const base = start.round.state ?? rs.state.initial(c.sheet, options.value);
    // Changed in place: a roll's write still in flight sets its id on this same record.
    start.round.state = carryChange(base, before ?? rs.state.initial(c.sheet, options.value), after);
  };
  const living = createLiving({
    ruleset, character, options, state, writeFailed, stored: () => loadHistory(), changed, enqueue, failed,
    rolled: () => (start.round ? { roundId: start.round.roundId, start: start.round.state ?? null } : null),
    // Undoing a round's end shows that round again, as it was.
    showRound: (r) => showRolled(r),
  }, repo, { dice: deps.dice ?? cryptoDice, now: deps.now ?? Date.now });

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

  async function loadHistory(): Promise<void> {
    try {
      const r = await repo.listRounds(id);
      batch(() => { rounds.value = r.rounds; history.value = r.items; roundProblems.value = r.problems; });
    } catch (err) { notice(storageErrorText(err)); }
  }

  return {
    id, repo, deps, find, status, problem, character, ruleset, sheetDraft, declaration, options, state, result, rounds, history, roundProblems,
    notices, sheetMessage, evenings, verified, roundCode, parsedCode, codeTried, rolling, verifiedProblem, sheetDirty, rollBlocked, notice, writeFailed, saving,
    start, reaction, living, declarationSchema, sheetIssues, declarationIssues, optionsIssues, input, plan, loadHistory, enqueue, failed, showRolled,
  };
}

/** The character screen model's core, shared by its parts. */
export type CharacterCore = ReturnType<typeof createCharacterCore>;
