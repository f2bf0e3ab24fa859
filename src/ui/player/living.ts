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
import { storageErrorText, type Character, type StateEvent } from '../../storage';

/** Where state changes are stored: the change and its history event in one write, and its undo. */
export interface StateStore {
  applyStateEvent(characterId: string, event: StateEvent): Promise<{ id: string }>;
  undoStateEvent(characterId: string, eventId: string): Promise<unknown>;
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

  /** Applies a change computed by the rules: shown at once, stored with its event; a failed write puts it back. */
  async function commit(kind: StateEvent['event'], compute: (rs: Ruleset, inp: StateInput) => StateChange): Promise<LastChange | { error: string }> {
    const rs = ctx.ruleset.value, inp = input.value, c = ctx.character.value;
    if (!rs?.state || !inp || !c) return { error: 'This character keeps no state.' };
    if (busy.value) return { error: 'Still saving the last change.' };
    let change: StateChange;
    try { change = compute(rs, inp); } catch (err) { return { error: err instanceof Error ? err.message : String(err) }; }
    const before = ctx.state.value ?? null;
    const event: StateEvent = {
      kind: 'state', event: kind, rulesetId: rs.id, character: String(c.sheet['name'] ?? ''), at: deps.now(),
      before, after: change.state, notes: [...change.notes], hits: [...change.hits],
    };
    const shown: LastChange = { event, id: null };
    batch(() => { ctx.state.value = change.state; last.value = shown; });
    ctx.changed?.(before, change.state);
    busy.value = true;
    try {
      const { id } = await store.applyStateEvent(c.id, event);
      const saved = { event, id };
      if (last.value === shown) last.value = saved;
      if (ctx.writeFailed.value?.startsWith('Not saved:')) ctx.writeFailed.value = null;
      await ctx.stored?.();
      return saved;
    } catch (err) {
      batch(() => {
        if (ctx.state.value === change.state) { ctx.state.value = before ?? undefined; ctx.changed?.(change.state, before); }
        if (last.value === shown) last.value = null;
        ctx.writeFailed.value = `Not saved: ${WHAT[kind]} was put back. ${storageErrorText(err)}`;
      });
      return { error: storageErrorText(err) };
    } finally {
      busy.value = false;
    }
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

  /** One round passes: bleeding, recovery, counts going down. */
  const nextRound = () => commit('next-round', (rs, inp) => rs.state!.nextRound(inp, deps.dice()));
  /** Heals `amount` by hand. */
  const heal = (amount: number) => commit('heal', (rs, inp) => rs.state!.heal(inp, amount));
  /** Clears one condition by hand. */
  const clear = (conditionId: string) => commit('clear', (rs, inp) => rs.state!.clear(inp, conditionId));

  /** Undoes the last change: its state before comes back and its history event goes. */
  async function undo(): Promise<boolean> {
    const l = last.value, c = ctx.character.value;
    if (!l || !l.id || !c || busy.value) return false;
    busy.value = true;
    try {
      await store.undoStateEvent(c.id, l.id);
      batch(() => { ctx.state.value = l.event.before ?? undefined; last.value = null; });
      ctx.changed?.(l.event.after, l.event.before);
      await ctx.stored?.();
      return true;
    } catch (err) {
      ctx.writeFailed.value = `Not undone: ${storageErrorText(err)}`;
      return false;
    } finally {
      busy.value = false;
    }
  }

  /** Forgets the last change's Undo (a round was rolled after it). */
  const settle = () => { last.value = null; };

  return { status, last, busy, takeHits, nextRound, heal, clear, undo, settle };
}

const WHAT: Record<StateEvent['event'], string> = { hit: 'the hit', 'next-round': 'the next round', heal: 'the healing', clear: 'the cleared condition' };

/** The living model's type. */
export type Living = ReturnType<typeof createLiving>;
