/**
 * The GM model's core: the encounter signal and what is computed from it (the system, the
 * order, the turn board), the message for the GM, and saving after each change. The actions
 * in model-*.ts work on it; model.ts puts them together.
 */
import { computed, signal } from '@preact/signals';
import { cryptoDice, type Dice } from '../../engine/dice';
import type { RoundResult } from '../../engine/ruleset';
import { newTurnBoard, settle, turnStatus, type TurnBoard, type TurnMember } from '../../engine/turns';
import type { Values } from '../../engine/schema';
import type { ResultEntry } from '../../engine/result';
import { boardMembers, distinctNames, followNames, memberNames, PLAYERS_SIDE, type GmCombatant } from './combatants';
import { canFight, healthLine, isFighter, memberStatus, withoutTheDown } from './fight';
import type { KeptMonster } from './kept';
import { buildOrderView, type OrderView } from './order-view';
import { keepSameRows } from './order-keep';
import { displayName, type GmRound, type RulesetInfo } from './round';
import { newRoundCode } from '../../share/roundCode';
import { storageErrorText } from '../../storage/errors';

/** A message shown to the GM: good news (a result taken) or a problem, one sentence each. */
export interface GmMessage {
  readonly tone: 'good' | 'bad' | 'info';
  readonly text: string;
  /** Increases with each message, so the same text twice is still announced. */
  readonly seq: number;
}

/** What the model needs from outside: the rulesets it knows, somewhere to save, dice and a clock. */
import type { CheckRound } from './check';

export interface GmModelDeps {
  readonly lookup: (id: string) => RulesetInfo | undefined;
  readonly save?: (round: GmRound) => Promise<void>;
  readonly dice?: Dice;
  readonly now?: () => number;
  /** New round codes for verified mode (tests pass a fixed sequence); default: random. */
  readonly newCode?: () => string;
  /** The monsters the GM kept (kept.ts), and where to save the list. */
  readonly kept?: readonly KeptMonster[];
  readonly saveKept?: (list: readonly KeptMonster[]) => Promise<void>;
  /** The check of a verified round (check.ts): in a worker with a time limit by default; tests pass their own. */
  readonly check?: CheckRound;
}

/**
 * What the GM types for a combatant: a kept combatant's own fields (combatants.ts); `sheet` and
 * `declaration` only for a monster that fights (see fight.ts).
 */
export type CombatantInput = Pick<GmCombatant, 'name' | 'side' | 'count' | 'values' | 'sheet' | 'declaration'>;

/** A player's attack entry of the round, found by its order row key. */
export interface PlayerAttack {
  readonly result: RoundResult;
  readonly entry: ResultEntry;
}

/** A record without one key (the same record when it has none). */
export function withoutKey<T>(rec: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = rec;
  return rest;
}

/** The encounter's signals and computed views, starting from `initial`, with `say` and `commit` (which saves). */
export function createGmCore(deps: GmModelDeps, initial: GmRound) {
  const round = signal<GmRound>(initial);
  const message = signal<GmMessage | null>(null);
  /** The results taken in this session, newest last: the ticks shown while scanning. */
  const taken = signal<readonly string[]>([]);
  let seq = 0;
  const dice = deps.dice ?? cryptoDice();
  const clock = deps.now ?? Date.now;
  const newCode = deps.newCode ?? (() => newRoundCode());

  /**
   * Each part of the round on its own: a part of the screen reads only the parts it shows, so a
   * new player's code (a change of `results`) does not redraw the monsters, the log or the set-up.
   * Each is the round's own field, which a change elsewhere in the round leaves the same object.
   */
  const parts = {
    number: computed(() => round.value.round),
    rulesetId: computed(() => round.value.rulesetId),
    results: computed(() => round.value.results),
    combatants: computed(() => round.value.combatants),
    rolls: computed(() => round.value.rolls),
    rounds: computed(() => round.value.rounds),
    now: computed(() => round.value.now ?? null),
    carried: computed(() => round.value.carried),
    log: computed(() => round.value.log),
    fight: computed(() => round.value.fight),
    verified: computed(() => round.value.verified),
    verdicts: computed(() => round.value.verdicts),
    rerolls: computed(() => round.value.rerolls),
    previous: computed(() => round.value.previous),
  };
  const ruleset = computed(() => (parts.rulesetId.value ? deps.lookup(parts.rulesetId.value) : undefined));
  const kept = signal<readonly KeptMonster[]>(deps.kept ?? []);
  /** The monsters the GM kept for this encounter's system. */
  const keptMonsters = computed(() => kept.value.filter((m) => m.rulesetId === parts.rulesetId.value));
  let lastPlayers: readonly string[] = [];
  /** The players' names as shown, in the order taken: the same array while they stay the same (a newer code of one of them). */
  const players = computed(() => {
    const now = parts.results.value.map((r) => displayName(r.character));
    if (now.length !== lastPlayers.length || now.some((n, i) => n !== lastPlayers[i])) lastPlayers = now;
    return lastPlayers;
  });
  /** The GM's combatants as shown: same order and ids, a repeated name told apart ("Orc (2)"). */
  const named = computed(() => distinctNames(parts.combatants.value ?? [], players.value));
  let lastOrder: OrderView | undefined;
  /** The order of the round (order-view.ts); a row that shows the same as before stays the same object (see keepSameRows). */
  const order = computed(() => {
    lastOrder = keepSameRows(lastOrder, buildOrder());
    return lastOrder;
  });
  function buildOrder(): OrderView {
    const r = round.value;
    const rs = ruleset.value;
    const fighters = canFight(rs) && (r.combatants ?? []).some(isFighter);
    const fight = (r.fight ?? []).filter((f) => f.round === r.round && f.kind === 'hit');
    // Each fighting member's health for its rows; the entries of a member now down leave the order.
    const health = new Map<string, string>();
    let rolls = r.rolls ?? {};
    for (const c of fighters ? named.value : []) {
      if (!isFighter(c)) continue;
      const names = memberNames(c);
      const down = new Map<number, string>();
      c.states.forEach((_, i) => {
        const st = memberStatus(rs, c, i);
        if (!st) return;
        health.set(`${c.id}#${i}`, healthLine(st));
        if (st.down) down.set(i, `${names[i]} is ${st.down.word}: no action.`);
      });
      if (down.size && rolls[c.id]) rolls = { ...rolls, [c.id]: withoutTheDown(rolls[c.id]!, down) };
    }
    return buildOrderView(r.results, rs, { combatants: named.value, rolls, marks: r.marks ?? {}, ...(r.verified?.on ? { verdicts: r.verdicts ?? {} } : {}), fighters, fight, health });
  }
  /** Everyone on the turn board: players' characters (side "Players"), then the GM's combatants one by one. */
  const members = computed<TurnMember[]>(() => boardMembers(players.value, named.value));
  /**
   * The board with the passes the rules force added: a side can run out of characters without
   * a move on the board (the GM removed its last one, or undid a move), and it must then pass
   * by itself rather than wait for the GM to tap its Pass.
   */
  const board = computed<TurnBoard>(() => settle(round.value.board ?? newTurnBoard(round.value.combatants?.[0]?.side.trim() || PLAYERS_SIDE), members.value));
  const turns = computed(() => turnStatus(board.value, members.value));

  function say(tone: GmMessage['tone'], text: string): void {
    message.value = { tone, text, seq: ++seq };
  }

  /** Why the round shown is not saved on this device (the last save failed), or null when it is saved. Retry with {@link retrySave}. */
  const unsaved = signal<string | null>(null);
  let saves = 0;
  /** Saves the round; the latest save's outcome says whether the round shown is kept (saves land in order, persist.ts). */
  async function persist(next: GmRound): Promise<void> {
    if (!deps.save) return;
    const mine = ++saves;
    try {
      await deps.save(next);
      if (mine === saves && unsaved.value !== null) { unsaved.value = null; say('good', 'The round is saved on this device.'); }
    } catch (err) {
      if (mine !== saves) return;
      const why = storageErrorText(err);
      unsaved.value = why;
      say('bad', `The round is not saved on this device, so a reload would lose it: ${why}`);
    }
  }
  /** Saves the round shown again after a failed save. */
  const retrySave = () => persist(round.value);

  /** Who is on the board in `r`, with keys that outlive a change of name. */
  function rosterOf(r: GmRound) {
    const ps = r.results.map((x) => displayName(x.character));
    return boardMembers(ps, distinctNames(r.combatants ?? [], ps));
  }

  function commit(next: GmRound): void {
    // A move on the board stays with the character who made it when names shift (see followNames).
    if (next.board) {
      const b = followNames(next.board, rosterOf(round.value), rosterOf(next));
      if (b !== next.board) next = { ...next, board: b };
    }
    round.value = next;
    void persist(next);
  }

  return { deps, round, parts, message, taken, dice, clock, newCode, ruleset, kept, keptMonsters, named, order, members, board, turns, say, commit, unsaved, retrySave };
}

/** The GM model's core, shared by its parts. */
export type GmCore = ReturnType<typeof createGmCore>;
