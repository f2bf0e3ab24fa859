/**
 * The living character's model (signals): its lasting state as the ruleset reads it (health,
 * conditions, down), and the four changes a player makes at the table: take a hit, next round,
 * heal, clear a condition. Each change is computed by the ruleset's pure state rules, shown at
 * once, and stored with its history event in one write; the last change can be undone. A
 * failed write puts the state back and says so. Source: the state contract (src/engine/state.ts).
 */
import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { Dice } from '../../engine/dice';
import type { CharacterStatus, Hit, HitReport, Ruleset, StateChange, StateInput } from '../../engine/ruleset';
import { validate, defaults, type Values } from '../../engine/schema';
import type { Note } from '../../engine/ruleset';
import { storageErrorText, type Character, type RolledRound, type StateEvent, type StateOrigin } from '../../storage';
import { announce } from '../common/announce';

const UNDONE_WORD: Record<StateEvent['event'], string> = { hit: 'hit taken', 'next-round': 'round passed', heal: 'healed', clear: 'condition cleared' };

/** The line shown and announced once an undo is stored: "Undone: hit taken." */
export function undoneText(e: StateEvent): string {
  return `Undone: ${UNDONE_WORD[e.event]}.`;
}

/** Where state changes are stored: the change and its history event in one write, and its undo. */
export interface StateStore {
  applyStateEvent(characterId: string, event: StateEvent, options?: { ends?: string; start?: Values | null; from?: StateOrigin }): Promise<{ id: string; event?: StateEvent }>;
  undoStateEvent(characterId: string, eventId: string, options?: { start?: Values | null }): Promise<unknown>;
}

/** The last change, shown under the strip with its Undo: what happened in the system's words. */
export interface LastChange {
  readonly event: StateEvent;
  /** The stored event's id once written; Undo waits for it. */
  readonly id: string | null;
}

/** What the living model reads from the character screen's model. */
export interface LivingContext {
  readonly ruleset: ReadonlySignal<Ruleset | null>;
  readonly character: ReadonlySignal<Character | null>;
  readonly options: ReadonlySignal<Values>;
  readonly state: Signal<Values | undefined>;
  /** Set to a sentence when a write fails (the screen shows it as an alert). */
  readonly writeFailed: Signal<string | null>;
  /** Called after a change or an undo was stored (the history shows it). */
  readonly stored?: () => Promise<void>;
  /** Called when the state changes by hand or by a hit (and back, on undo or a failed write), with the state before and after. */
  readonly changed?: (before: Values | null, after: Values | null) => void;
  /** Runs a write after the character's writes before it (the model's queue); at once when not given. */
  readonly enqueue?: <T>(task: () => Promise<T>) => Promise<T>;
  /**
   * Handles a failed write (`text` then the reason): the model says so and reads the screen back
   * from storage. Without it, the change is put back here and `writeFailed` says so.
   */
  readonly failed?: (err: unknown, text: string) => Promise<void>;
  /** The rolled round shown, after a change was carried into the state it was rolled from; null when none. */
  readonly rolled?: () => { roundId: string | null; start: Values | null } | null;
  /** Shows a rolled round again (undoing its end). */
  readonly showRound?: (r: RolledRound) => void;
}

/**
 * `base` with the change from `from` to `to` carried into it: a number field moves by the same
 * amount (3 damage is 3 less health), any other field that changed takes its value in `to`. A
 * hit taken while a rolled round is shown is carried this way into the state that round started
 * from, so rolling it again keeps the hit, does not spend its ammunition twice, and still counts
 * what the round itself did to the same field (damage taken in a reaction).
 */
export function carryChange(base: Values, from: Values | null, to: Values | null): Values {
  const out: Record<string, Values[string]> = { ...base };
  const a = from ?? {}, b = to ?? {};
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[k], y = b[k];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    const now = base[k];
    if (typeof x === 'number' && typeof y === 'number' && typeof now === 'number') out[k] = now + (y - x);
    else if (y === undefined) delete out[k];
    else out[k] = y;
  }
  return out;
}

/** Creates the living model over a character model's signals; `dice` and `now` are injected for tests. */
export function createLiving(ctx: LivingContext, store: StateStore, deps: { dice: () => Dice; now: () => number }) {
  const last = signal<LastChange | null>(null);
  /** The change last undone, once its undo was written (the screen says so). */
  const undone = signal<StateEvent | null>(null);
  /** A change is being written: the buttons wait so changes never cross. */
  const busy = signal(false);

  /** The state input for the ruleset's rules: validated options (defaults where they are not valid). */
  const input = computed<StateInput | null>(() => {
    const rs = ctx.ruleset.value, c = ctx.character.value;
    if (!rs?.state || !c) return null;
    const o = validate(rs.optionsSchema.fields, ctx.options.value);
    return { sheet: c.sheet, options: o.ok ? o.value : defaults(rs.optionsSchema.fields), ...(ctx.state.value ? { state: ctx.state.value } : {}) };
  });

  /** Health, conditions and whether the character is down; null when the ruleset keeps no state. */
  const status = computed<{ ok: true; value: CharacterStatus } | { ok: false; message: string } | null>(() => {
    const rs = ctx.ruleset.value, inp = input.value;
    if (!rs?.state || !inp) return null;
    try { return { ok: true, value: rs.state.status(inp) }; } catch (err) {
      return { ok: false, message: `The character's state could not be read: ${err instanceof Error ? err.message : String(err)}` };
    }
  });

  /** Writes in flight; the buttons show it. */
  let inFlight = 0;
  const run = <T>(task: () => Promise<T>): Promise<T> => {
    inFlight++;
    busy.value = true;
    const p = ctx.enqueue ? ctx.enqueue(task) : task();
    const done = () => { if (--inFlight === 0) busy.value = false; };
    p.then(done, done);
    return p;
  };
  /** The change last asked for: only its confirmation is shown once it lands. */
  let latest: StateEvent | null = null;

  /**
   * Applies a change computed by the rules: the state shows it at once, and its write goes after
   * the character's writes before it (so it is computed from the state they leave and never
   * overwrites a later one); the line saying what happened, with Undo, shows once the write has
   * landed. A failed write is put back and said. `ends`: the rolled round this change ends
   * (read when its write starts: the roll's own write may still be in flight at the tap).
   */
  function commit(kind: StateEvent['event'], compute: (rs: Ruleset, inp: StateInput) => StateChange, ends?: () => string | null | undefined): Promise<LastChange | { error: string }> {
    const rs = ctx.ruleset.value, inp = input.value, c = ctx.character.value;
    if (!rs?.state || !inp || !c) return Promise.resolve({ error: 'This character keeps no state.' });
    let change: StateChange;
    try { change = compute(rs, inp); } catch (err) { return Promise.resolve({ error: err instanceof Error ? err.message : String(err) }); }
    const before = ctx.state.value ?? null;
    const event: StateEvent = {
      kind: 'state', event: kind, rulesetId: rs.id, character: String(c.sheet['name'] ?? ''), at: deps.now(),
      before, after: change.state, notes: [...change.notes], hits: [...change.hits],
    };
    latest = event;
    batch(() => { ctx.state.value = change.state; last.value = null; undone.value = null; });
    ctx.changed?.(before, change.state);
    const shown = ctx.rolled?.() ?? null;
    return run(async () => {
      const endsId = ends?.() ?? undefined;
      // Refused when another tab or window has changed the state since this screen read it.
      const from = { ruleset: rs, sheet: c.sheet, options: ctx.options.value, state: before };
      const options = endsId ? { ends: endsId, from } : shown?.roundId ? { start: shown.start, from } : { from };
      const stored = await store.applyStateEvent(c.id, event, options);
      return { event: stored.event ?? event, id: stored.id };
    }).then(async (saved) => {
      if (latest === event) last.value = saved;
      if (ctx.writeFailed.value?.startsWith('Not saved:')) ctx.writeFailed.value = null;
      await ctx.stored?.();
      return saved;
    }, async (err: unknown) => {
      if (latest === event) latest = null;
      if (ctx.failed) await ctx.failed(err, `Not saved: ${WHAT[kind]} was put back. `);
      else {
        batch(() => {
          if (ctx.state.value === change.state) { ctx.state.value = before ?? undefined; ctx.changed?.(change.state, before); }
          ctx.writeFailed.value = `Not saved: ${WHAT[kind]} was put back. ${storageErrorText(err)}`;
        });
      }
      return { error: storageErrorText(err) };
    });
  }

  /** Applies hits in order, each on the state the one before left: one history event. */
  function takeHits(hits: readonly Hit[]) {
    return commit('hit', (rs, inp) => {
      let state = inp.state;
      const notes: Note[] = [];
      const reports: HitReport[] = [];
      const dice = deps.dice();
      for (const hit of hits) {
        const r = rs.state!.takeHit({ ...inp, ...(state ? { state } : {}) }, hit, dice);
        state = r.state;
        notes.push(...r.notes);
        reports.push(...r.hits);
      }
      return { state: state ?? rs.state!.initial(inp.sheet, inp.options), notes, hits: reports };
    });
  }

  /** One round passes: bleeding, recovery, counts going down. `ends`: the rolled round it ends (its id, read when the write starts). */
  const nextRound = (ends?: () => string | null | undefined) => commit('next-round', (rs, inp) => rs.state!.nextRound(inp, deps.dice()), ends);
  /** Heals `amount` by hand. */
  const heal = (amount: number) => commit('heal', (rs, inp) => rs.state!.heal(inp, amount));
  /** Clears one condition by hand. */
  const clear = (conditionId: string) => commit('clear', (rs, inp) => rs.state!.clear(inp, conditionId));

  /**
   * Undoes the last change (or `change`, the newest in the History after leaving): its state
   * before comes back at once, its history event goes once the undo is written; undoing a
   * round's end shows that round again. Refused by storage when anything came after it.
   */
  function undo(change: LastChange | null = last.value): Promise<boolean> {
    const l = change, c = ctx.character.value;
    if (!l || !l.id || !c) return Promise.resolve(false);
    const eventId = l.id;
    latest = null;
    batch(() => { ctx.state.value = l.event.before ?? undefined; last.value = null; });
    if (l.event.ended) ctx.showRound?.(l.event.ended);
    else ctx.changed?.(l.event.after, l.event.before);
    const shown = ctx.rolled?.() ?? null;
    return run(() => store.undoStateEvent(c.id, eventId, !l.event.ended && shown?.roundId ? { start: shown.start } : {})).then(async () => {
      await ctx.stored?.();
      undone.value = l.event;
      // Through the app's one live region: the line saying it may be new on the page (the round
      // shown again, the History tab), where a live region added with its text is often not read.
      announce(undoneText(l.event));
      return true;
    }, async (err: unknown) => {
      if (ctx.failed) await ctx.failed(err, 'Not undone: ');
      else {
        batch(() => { ctx.state.value = l.event.after; last.value = l; });
        ctx.writeFailed.value = `Not undone: ${storageErrorText(err)}`;
      }
      return false;
    });
  }

  /** Forgets the last change's Undo (a round was rolled after it). */
  const settle = () => { last.value = null; latest = null; undone.value = null; };

  return { status, last, undone, busy, takeHits, nextRound, heal, clear, undo, settle };
}

const WHAT: Record<StateEvent['event'], string> = { hit: 'the hit', 'next-round': 'the next round', heal: 'the healing', clear: 'the cleared condition' };

/** The living model's type. */
export type Living = ReturnType<typeof createLiving>;
