/**
 * Where the player's screens keep their data: IndexedDB, or (when the browser refuses it) an
 * in-memory copy for this page, so the app still rolls and says that nothing is saved.
 */
import type { Ruleset, RoundResult } from '../../engine/ruleset';
import { defaults, validate, type Values } from '../../engine/schema';
import { compareNames } from '../../engine/names';
import { catalog, findRulesetAsync } from '../../rulesets/catalog';
// Straight from the modules, not the storage index, so the list's first load holds only these.
import { deleteCharacter, discardUntouched, getCharacter, listCharacters, listStoredCharacters, newId, saveCharacter } from '../../storage/characters';
import { DbUnavailableError, RECORD_VERSION } from '../../storage/db';
import { storageErrorText } from '../../storage/errors';
import { seedDemos, unseededRulesets } from '../../storage/seed';
import { saveSummary } from '../../storage/summary';
import type {
  Character, CharacterBundle, StateEvent, StateSummary, Seedable, FindRuleset, HistoryEntry, HistoryItem, PrefKind, Prefs, RecordProblem,
  RolledRound, RollToSave, SavedRoll, StateEventOptions,
} from '../../storage';
import type { Checked } from '../../engine/schema';

type Found = { ok: true; value: Character } | { ok: false; problem: RecordProblem } | undefined;

/** The character screen's storage (./screenStorage), loaded on its first use. */
const screen = () => import('./screenStorage');

/** The storage of the list's character actions (./listStorage), loaded on its first use. */
const listActions = () => import('./listStorage');

/** The storage operations the player's models use. */
export interface Repo {
  readonly kind: 'idb' | 'memory';
  seed(): Promise<void>;
  listCharacters(): Promise<{ characters: Character[]; problems: RecordProblem[] }>;
  /**
   * The characters as stored, for the list: without loading any ruleset's rules, so sheets are
   * not checked against them (opening a character does that); see `listStoredCharacters`.
   */
  listStored(): Promise<{ characters: Character[]; problems: RecordProblem[] }>;
  /** Deletes a character "New character" made that was left with nothing kept (see `discardUntouched`); whether it did. */
  discardUntouched(id: string): Promise<boolean>;
  getCharacter(id: string): Promise<Found>;
  saveCharacter(input: { id?: string; rulesetId: string; sheet: Values }): Promise<Checked<Character>>;
  deleteCharacter(id: string): Promise<void>;
  loadPrefs(id: string, rs: Ruleset, sheet: Values): Promise<Prefs>;
  /** The unsaved sheet draft kept by `savePref('draft', ...)`, possibly invalid; undefined when none. */
  loadDraft(id: string): Promise<Values | undefined>;
  savePref(kind: PrefKind, id: string, rulesetId: string, data: Values | null): Promise<void>;
  /** The history, newest first: `items` rounds and state changes, `rounds` only the rounds. */
  listRounds(id: string): Promise<{ items: HistoryEntry[]; rounds: HistoryItem[]; problems: RecordProblem[] }>;
  addRound(id: string, result: RoundResult): Promise<HistoryItem>;
  /**
   * Stores a change of the character's lasting state: the new state and its history event, in
   * one write; with `ends`, it is the end of that rolled round; with `start`, the rolled round
   * shown gets that state to be rolled again from (see storage/state.ts).
   */
  applyStateEvent(id: string, event: StateEvent, options?: StateEventOptions): Promise<{ id: string; event?: StateEvent }>;
  /** Stores a roll in one write: the round, the declaration, the state it leaves and the rolled round kept with the character. */
  saveRoll(id: string, roll: RollToSave): Promise<SavedRoll>;
  /** The rolled round not passed yet, shown again on opening the character. */
  loadRolled(id: string): Promise<{ rolled: RolledRound | undefined; problem?: string }>;
  /** Keeps the shared code made for the rolled round `roundId`. */
  keepRolledCode(id: string, roundId: string, code: string): Promise<boolean>;
  /** Ends the rolled round `roundId` without a change of state (rules that keep none). */
  dropRolled(id: string, roundId: string): Promise<void>;
  /** Keeps the line the character list shows of the lasting state (null: none). */
  saveSummary(id: string, summary: StateSummary | null): Promise<void>;
  /** Undoes a stored state change: its state before comes back and its event goes, in one write. */
  undoStateEvent(id: string, eventId: string, options?: { start?: Values | null }): Promise<unknown>;
  /** Archives (true) or unarchives a character; its sheet is unchanged. */
  setArchived(id: string, archived: boolean): Promise<void>;
  /** Saves a copy named "<name> (copy)"; a sentence when it cannot be copied. */
  duplicateCharacter(id: string): Promise<{ ok: true; value: Character } | { ok: false; message: string }>;
  /** Deletes a character with everything stored about it and returns it, for undo. */
  takeCharacter(id: string): Promise<CharacterBundle | undefined>;
  /** Puts back what {@link Repo.takeCharacter} returned (undo). */
  restoreBundle(b: CharacterBundle): Promise<void>;
}

/**
 * The rulesets to seed: the given ones (tests), or the catalog's entries, whose demos come
 * with them (no ruleset's code is loaded to seed); only those `wanted` names.
 */
async function seedRulesets(given: readonly Ruleset[] | undefined, wanted: (ids: string[]) => Promise<string[]>): Promise<Seedable[]> {
  const all: readonly Seedable[] = given ?? catalog;
  const need = new Set(await wanted(all.map((r) => r.id)));
  return all.filter((r) => need.has(r.id));
}

/** The IndexedDB repo. Without `findRuleset` and `rulesets`, the catalog's rulesets (loaded when first needed). */
export function idbRepo(deps: { dbName?: string; findRuleset?: FindRuleset; rulesets?: readonly Ruleset[] } = {}): Repo {
  return {
    kind: 'idb',
    seed: async () => {
      // Only the rulesets not seeded before are loaded: after the first run, none.
      const todo = await seedRulesets(deps.rulesets, (ids) => unseededRulesets(ids, deps));
      if (todo.length) await seedDemos(todo, deps);
    },
    listCharacters: () => listCharacters(deps),
    listStored: () => listStoredCharacters(deps),
    discardUntouched: (id) => discardUntouched(id, deps),
    getCharacter: (id) => getCharacter(id, deps),
    saveCharacter: (input) => saveCharacter(input, deps),
    deleteCharacter: (id) => deleteCharacter(id, deps),
    loadPrefs: async (id, rs, sheet) => (await screen()).loadPrefs(id, rs, sheet, deps),
    loadDraft: async (id) => (await screen()).loadDraft(id, deps),
    savePref: async (kind, id, rsId, data) => (await screen()).savePref(kind, id, rsId, data, deps),
    listRounds: async (id) => (await screen()).listRounds(id, deps),
    addRound: async (id, result) => (await screen()).addRound(id, result, deps),
    applyStateEvent: async (id, event, options) => (await screen()).applyStateEvent(id, event, { ...deps, ...options }),
    undoStateEvent: async (id, eventId, options) => (await screen()).undoStateEvent(id, eventId, { ...deps, ...options }),
    saveRoll: async (id, roll) => (await screen()).saveRoll(id, roll, deps),
    loadRolled: async (id) => (await screen()).loadRolled(id, deps),
    keepRolledCode: async (id, roundId, code) => (await screen()).keepRolledCode(id, roundId, code, deps),
    dropRolled: async (id, roundId) => (await screen()).dropRolled(id, roundId, deps),
    saveSummary: (id, summary) => saveSummary(id, summary, deps),
    setArchived: async (id, archived) => (await listActions()).setArchived(id, archived, deps),
    duplicateCharacter: async (id) => (await listActions()).duplicateCharacter(id, deps),
    takeCharacter: async (id) => (await listActions()).takeCharacter(id, deps),
    restoreBundle: async (b) => (await listActions()).restoreBundle(b, deps),
  };
}

/**
 * A repo held in memory for this page only, seeded with the demos (of every ruleset: there is
 * no flag to remember which were seeded). Without arguments, the catalog's rulesets.
 */
export function memoryRepo(all?: readonly Ruleset[], find: FindRuleset = findRulesetAsync): Repo {
  const characters = new Map<string, Character>();
  const prefs = new Map<string, Values | null>();
  const rounds = new Map<string, HistoryItem[]>();
  /** State changes by event id, for the history and undo. */
  const events = new Map<string, { characterId: string; event: StateEvent }>();
  /** The rolled round not passed yet, by character. */
  const rolled = new Map<string, RolledRound>();
  /** Characters made by "New character" and not saved since. */
  const fresh = new Set<string>();
  let seeding: Promise<void> | undefined;
  const list = async () => {
    const sorted = [...characters.values()].sort((a, b) => compareNames(String(a.sheet['name']), String(b.sheet['name'])));
    return { characters: sorted, problems: [] };
  };
  return {
    kind: 'memory',
    seed() {
      // One shared promise: a second caller waits for the demos instead of listing before them.
      seeding ??= (async () => {
        for (const rs of await seedRulesets(all, async (ids) => ids)) for (const demo of rs.demos) {
          const sheet = rs.sheetSchema ? validate(rs.sheetSchema.fields, demo.sheet) : { ok: true as const, value: demo.sheet };
          if (!sheet.ok) continue;
          const id = newId();
          characters.set(id, { id, rulesetId: rs.id, sheet: sheet.value, updatedAt: Date.now() });
          if (demo.declaration) prefs.set(`declaration:${id}`, demo.declaration);
        }
      })().catch((err: unknown) => { seeding = undefined; throw err; });
      return seeding;
    },
    listCharacters: list,
    listStored: list,
    async discardUntouched(id) {
      if (!fresh.has(id) || rounds.get(id)?.length || prefs.has(`draft:${id}`)) return false;
      fresh.delete(id); characters.delete(id); rounds.delete(id);
      for (const k of ['declaration', 'options', 'state', 'draft']) prefs.delete(`${k}:${id}`);
      return true;
    },
    async getCharacter(id) {
      const c = characters.get(id);
      return c ? { ok: true, value: c } : undefined;
    },
    async saveCharacter(input) {
      const rs = await find(input.rulesetId);
      if (!rs) return { ok: false, issues: [{ path: '', message: `Unknown rule system "${input.rulesetId}"` }] };
      const checked = validate(rs.sheetSchema.fields, input.sheet);
      if (!checked.ok) return checked;
      const c: Character = { id: input.id ?? newId(), rulesetId: rs.id, sheet: checked.value, updatedAt: Date.now() };
      if (input.id === undefined) fresh.add(c.id); else fresh.delete(c.id);
      characters.set(c.id, c);
      return { ok: true, value: c };
    },
    async deleteCharacter(id) { characters.delete(id); rounds.delete(id); rolled.delete(id); },
    async loadPrefs(id, rs, sheet) {
      const pick = (kind: PrefKind, fields: Parameters<typeof defaults>[0]) => {
        const v = prefs.get(`${kind}:${id}`);
        const r = v ? validate(fields, v) : undefined;
        return r?.ok ? r.value : defaults(fields);
      };
      const options = pick('options', rs.optionsSchema.fields);
      // The same check as IndexedDB's: the ruleset's state schema, fields it lacks from `initial`.
      const { state, problems } = (await screen()).readState(rs, sheet, options, prefs.get(`state:${id}`));
      return { declaration: pick('declaration', rs.declarationSchema(sheet).fields), options, state, problems };
    },
    async savePref(kind, id, _rs, data) { prefs.set(`${kind}:${id}`, data); },
    async loadDraft(id) { return prefs.get(`draft:${id}`) ?? undefined; },
    async listRounds(id) {
      const r = rounds.get(id) ?? [];
      const changes: HistoryEntry[] = [...events].filter(([, e]) => e.characterId === id).map(([eid, e]) => ({ kind: 'state', id: eid, characterId: id, event: e.event }));
      const { entryAt } = await screen();
      return { items: [...r, ...changes].sort((a, b) => entryAt(b) - entryAt(a)), rounds: r, problems: [] };
    },
    async addRound(id, result) {
      const { HISTORY_KEEP } = await screen();
      const item: HistoryItem = { kind: 'round', id: newId(), characterId: id, result };
      rounds.set(id, [item, ...(rounds.get(id) ?? [])].slice(0, HISTORY_KEEP));
      return item;
    },
    async applyStateEvent(id, event, options = {}) {
      const shown = rolled.get(id);
      if (options.ends !== undefined && shown?.roundId !== options.ends) {
        const { RoundMovedOnError } = await screen();
        throw new RoundMovedOnError('This round was passed already, so it was not passed twice.');
      }
      // As in IndexedDB: a round passing while a rolled round is kept is that round's end.
      const ending = event.event === 'next-round' && shown !== undefined;
      const stored: StateEvent = ending ? { ...event, ended: shown, by: 'next-round' } : event;
      const eventId = newId();
      prefs.set(`state:${id}`, event.after);
      events.set(eventId, { characterId: id, event: stored });
      if (ending) rolled.delete(id);
      else if (options.start !== undefined && shown) rolled.set(id, { ...shown, start: options.start });
      return { id: eventId, event: stored };
    },
    async saveRoll(id, roll) {
      const { HISTORY_KEEP, RoundMovedOnError } = await screen();
      const shown = rolled.get(id);
      if (roll.again !== undefined ? shown?.roundId !== roll.again : Boolean(shown) !== Boolean(roll.passed)) {
        throw new RoundMovedOnError('The round shown was passed or rolled again meanwhile, so this roll was not stored.');
      }
      let passed: { kind: 'state'; id: string; characterId: string; event: StateEvent } | undefined;
      if (roll.passed && shown) {
        const event: StateEvent = { ...roll.passed, at: Math.min(roll.passed.at, roll.result.at - 1), ended: shown, by: 'roll' };
        passed = { kind: 'state', id: newId(), characterId: id, event };
        events.set(passed.id, { characterId: id, event });
      }
      const item: HistoryItem = { kind: 'round', id: newId(), characterId: id, result: roll.result };
      rounds.set(id, [item, ...(rounds.get(id) ?? [])].slice(0, HISTORY_KEEP));
      prefs.set(`declaration:${id}`, roll.declaration);
      prefs.set(`state:${id}`, roll.result.nextState ?? null);
      const kept: RolledRound = { roundId: item.id, result: roll.result, start: roll.start, ...(roll.roundCode !== undefined ? { roundCode: roll.roundCode } : {}), ...(roll.beforeReaction !== undefined ? { beforeReaction: roll.beforeReaction } : {}) };
      rolled.set(id, kept);
      return { round: item, rolled: kept, ...(passed ? { passed } : {}) };
    },
    async loadRolled(id) { return { rolled: rolled.get(id) }; },
    async keepRolledCode(id, roundId, code) {
      const r = rolled.get(id);
      if (!r || r.roundId !== roundId || r.code !== undefined) return false;
      rolled.set(id, { ...r, code });
      return true;
    },
    async dropRolled(id, roundId) { if (rolled.get(id)?.roundId === roundId) rolled.delete(id); },
    async saveSummary(id, summary) {
      const c = characters.get(id);
      if (!c) return;
      const { summary: _old, ...rest } = c;
      characters.set(id, summary ? { ...rest, summary } : rest);
    },
    async undoStateEvent(id, eventId, options = {}) {
      const { StateUndoError } = await screen();
      const e = events.get(eventId);
      if (!e || e.characterId !== id) throw new StateUndoError('Expected a stored change of this character to undo, but it is no longer there. Nothing was changed.');
      // As in IndexedDB: only the latest change is undone, never one a round or a change came after.
      const newer = [...events].some(([k, x]) => k !== eventId && x.characterId === id && x.event.at >= e.event.at)
        || (rounds.get(id) ?? []).some((r) => r.result.at >= e.event.at);
      if (newer) throw new StateUndoError('Expected the latest change to undo, but something came after this one. Nothing was changed.');
      prefs.set(`state:${id}`, e.event.before);
      events.delete(eventId);
      const shown = rolled.get(id);
      if (e.event.ended) rolled.set(id, e.event.ended);
      else if (options.start !== undefined && shown) rolled.set(id, { ...shown, start: options.start });
    },
    async setArchived(id, archived) {
      const c = characters.get(id);
      if (c) characters.set(id, { ...c, archived });
    },
    async duplicateCharacter(id) {
      const c = characters.get(id);
      if (!c) return { ok: false, message: 'This character is no longer here.' };
      const copy: Character = { ...c, archived: false, id: newId(), sheet: { ...c.sheet, ...(typeof c.sheet['name'] === 'string' ? { name: `${c.sheet['name']} (copy)` } : {}) }, updatedAt: Date.now() };
      characters.set(copy.id, copy);
      return { ok: true, value: copy };
    },
    async takeCharacter(id) {
      const c = characters.get(id);
      if (!c) return undefined;
      const b: CharacterBundle = {
        character: { v: RECORD_VERSION, rulesetId: c.rulesetId, id, data: c.sheet, updatedAt: c.updatedAt, createdAt: c.updatedAt, archived: c.archived === true },
        history: rounds.get(id) ?? [],
        prefs: Object.fromEntries((['declaration', 'options', 'state'] as const).flatMap((k) => (prefs.has(`${k}:${id}`) ? [[k, prefs.get(`${k}:${id}`)]] : []))),
      };
      characters.delete(id); rounds.delete(id); rolled.delete(id);
      for (const k of ['declaration', 'options', 'state', 'draft']) prefs.delete(`${k}:${id}`);
      return b;
    },
    async restoreBundle(b) {
      const r = b.character as { id: string; rulesetId: string; data: Values; updatedAt: number; archived: boolean };
      characters.set(r.id, { id: r.id, rulesetId: r.rulesetId, sheet: r.data, updatedAt: r.updatedAt, archived: r.archived });
      if (b.history.length) rounds.set(r.id, b.history as HistoryItem[]);
      for (const [k, v] of Object.entries(b.prefs)) prefs.set(`${k}:${r.id}`, v as Values | null);
    },
  };
}

/**
 * IndexedDB while it works; after the first {@link DbUnavailableError}, the memory repo for
 * the rest of the page, with `onFallback` told once (the UI shows the sentence).
 */
export function resilientRepo(primary: Repo, fallback: Repo, onFallback: (message: string) => void): Repo {
  let current = primary;
  const call = <A extends unknown[], R>(pick: (r: Repo) => (...a: A) => Promise<R>) => async (...a: A): Promise<R> => {
    try {
      return await pick(current)(...a);
    } catch (err) {
      if (!(err instanceof DbUnavailableError) || current === fallback) throw err;
      current = fallback;
      onFallback(storageErrorText(err));
      await fallback.seed();
      return pick(current)(...a);
    }
  };
  return {
    get kind() { return current.kind; },
    seed: call((r) => r.seed),
    listCharacters: call((r) => r.listCharacters),
    listStored: call((r) => r.listStored),
    discardUntouched: call((r) => r.discardUntouched),
    getCharacter: call((r) => r.getCharacter),
    saveCharacter: call((r) => r.saveCharacter),
    deleteCharacter: call((r) => r.deleteCharacter),
    loadPrefs: call((r) => r.loadPrefs),
    loadDraft: call((r) => r.loadDraft),
    savePref: call((r) => r.savePref),
    listRounds: call((r) => r.listRounds),
    addRound: call((r) => r.addRound),
    applyStateEvent: call((r) => r.applyStateEvent),
    saveRoll: call((r) => r.saveRoll),
    loadRolled: call((r) => r.loadRolled),
    keepRolledCode: call((r) => r.keepRolledCode),
    dropRolled: call((r) => r.dropRolled),
    undoStateEvent: call((r) => r.undoStateEvent),
    saveSummary: call((r) => r.saveSummary),
    setArchived: call((r) => r.setArchived),
    duplicateCharacter: call((r) => r.duplicateCharacter),
    takeCharacter: call((r) => r.takeCharacter),
    restoreBundle: call((r) => r.restoreBundle),
  };
}
