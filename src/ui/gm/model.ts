/**
 * The GM screen's state as signals: the round (one result per character), the order built
 * from it, the last message for the GM, and saving after each change. The rules of the round
 * are in round.ts (pure); storage is passed in, so tests run without IndexedDB.
 */
import { computed, signal } from '@preact/signals';
import type { RoundResult } from '../../engine/ruleset';
import { buildOrderView } from './order-view';
import { accepted, canUndoNextRound, emptyRound, ingestResult, nextRound, undoNextRound, type GmRound, type IngestOutcome, type RulesetInfo } from './round';

/** A message shown to the GM: good news (a result taken) or a problem, one sentence each. */
export interface GmMessage {
  readonly tone: 'good' | 'bad' | 'info';
  readonly text: string;
  /** Increases with each message, so the same text twice is still announced. */
  readonly seq: number;
}

/** What the model needs from outside: the rulesets it knows and somewhere to save. */
export interface GmModelDeps {
  readonly lookup: (id: string) => RulesetInfo | undefined;
  readonly save?: (round: GmRound) => Promise<void>;
}

/** Creates the GM model, starting from `initial` (a loaded round) or an empty first round. */
export function createGmModel(deps: GmModelDeps, initial: GmRound = emptyRound()) {
  const round = signal<GmRound>(initial);
  const message = signal<GmMessage | null>(null);
  /** The results taken in this session, newest last: the ticks shown while scanning. */
  const taken = signal<readonly string[]>([]);
  let seq = 0;

  const ruleset = computed(() => (round.value.rulesetId ? deps.lookup(round.value.rulesetId) : undefined));
  const order = computed(() => buildOrderView(round.value.results, ruleset.value));

  function say(tone: GmMessage['tone'], text: string): void {
    message.value = { tone, text, seq: ++seq };
  }

  async function persist(next: GmRound): Promise<void> {
    if (!deps.save) return;
    try {
      await deps.save(next);
    } catch (err) {
      say('bad', `The round could not be saved on this device: ${err instanceof Error ? err.message : String(err)}.`);
    }
  }

  /** Offers a decoded result to the round; shows and returns what happened. */
  function ingest(result: RoundResult): IngestOutcome {
    const before = round.value;
    const { state, outcome } = ingestResult(before, result, deps.lookup);
    const ok = accepted(outcome);
    say(ok ? 'good' : outcome.kind === 'duplicate' ? 'info' : 'bad', outcome.message);
    if (ok) taken.value = [...taken.value, outcome.character];
    if (state !== before) {
      round.value = state;
      void persist(state);
    }
    return outcome;
  }

  /** Clears the results and moves to the next round; the round just ended can be brought back. */
  function startNextRound(): void {
    const ended = round.value;
    const next = nextRound(ended);
    round.value = next;
    taken.value = [];
    say('info', `Round ${ended.round} cleared (${ended.results.length} ${ended.results.length === 1 ? 'character' : 'characters'}).`);
    void persist(next);
  }

  /** Whether "Next round" can be undone now. */
  const canUndo = computed(() => canUndoNextRound(round.value));

  /** Undoes "Next round": the previous round's results come back. */
  function undoNextRoundNow(): void {
    const back = undoNextRound(round.value);
    if (back === round.value) return;
    round.value = back;
    say('info', `Round ${back.round} is back.`);
    void persist(back);
  }

  return { round, ruleset, order, message, taken, canUndo, ingest, startNextRound, undoNextRound: undoNextRoundNow, say };
}

/** The GM model's type. */
export type GmModel = ReturnType<typeof createGmModel>;
