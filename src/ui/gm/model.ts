/**
 * The GM screen's state as signals: the encounter (round, results, the GM's combatants and
 * their rolls, marks, "now acting", turn board, log), the order built from it, the last
 * message for the GM, and saving after each change. The rules are in pure modules (round.ts,
 * combatants.ts, marks.ts, log.ts, engine/turns.ts); storage and dice are passed in, so tests
 * run without IndexedDB or chance.
 */
import { computed, signal } from '@preact/signals';
import { cryptoDice, type Dice } from '../../engine/dice';
import type { RoundResult } from '../../engine/ruleset';
import { normalizeName } from '../../engine/names';
import { defaults, type Values } from '../../engine/schema';
import { chooseFirst, newTurnBoard, nextTurnRound, passTurn, react, setOut, settle, takeTurn, turnStatus, undoMove, TurnError, type TurnBoard, type TurnMember } from '../../engine/turns';
import { boardMembers, DEFAULT_SIDE, distinctNames, followNames, MAX_COUNT, memberNames, nextCombatantId, PLAYERS_SIDE, rollCombatant, type GmCombatant } from './combatants';
import { carriedFrom, logLines } from './log';
import { canFight, entryOf, fighterEntries, forSystem, healthLine, hitOnMember, initialStates, isFighter, memberStatus, withoutTheDown, resizeStates, rollFighter, sameState, tickFighter, undoChange, withState, MAX_FIGHT_LOG, type FightEntry, type Fighter } from './fight';
import type { ResultEntry } from '../../engine/result';
import type { StateChange } from '../../engine/state';
import { rowKey } from './marks';
import { withKept, type KeptMonster } from './kept';
import { carryChange } from '../player/living';
import { isEmptyMark, type EntryMark } from './marks';
import { buildOrderView, stepFrom } from './order-view';
import { accepted, canUndoNextRound, characterKey, displayName, emptyRound, holdReroll, ingestResult, nextRound, rerollOf, settleReroll, undoNextRound, withVerdict, type GmRound, type IngestOutcome, type RulesetInfo } from './round';
import { newRoundCode } from '../../share/roundCode';
import type { RoundVerdict } from '../../verify/verify';
import { joinPhone, nextCode, removePhone, setVerified, verdictMessage } from './verified';

/** A message shown to the GM: good news (a result taken) or a problem, one sentence each. */
export interface GmMessage {
  readonly tone: 'good' | 'bad' | 'info';
  readonly text: string;
  /** Increases with each message, so the same text twice is still announced. */
  readonly seq: number;
}

/** What the model needs from outside: the rulesets it knows, somewhere to save, dice and a clock. */
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
}

/** What the GM types for a combatant. */
export interface CombatantInput {
  readonly name: string;
  readonly side: string;
  readonly count: number;
  readonly values: Values;
  /** A monster that fights: its whole sheet and declaration (see fight.ts); absent for one placed by initiative only. */
  readonly sheet?: Values;
  readonly declaration?: Values;
}

/** A player's attack entry of the round, found by its order row key. */
export interface PlayerAttack {
  readonly result: RoundResult;
  readonly entry: ResultEntry;
}

/** The fighter with a change of member `i` (from `from` to `to`) carried into the state its round started from too, so rolling the round again keeps it. */
function carryToStart(c: Fighter, i: number, from: Values, to: Values): Fighter {
  const s = c.starts?.[i];
  return s ? { ...c, starts: c.starts!.map((x, j) => (j === i ? carryChange(s, from, to) : x)) } : c;
}

/** A record without one key (the same record when it has none). */
function withoutKey<T>(rec: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = rec;
  return rest;
}

/** The table options the GM's monsters roll with: the ruleset's defaults. */
function defaultsOf(rs: RulesetInfo): Values {
  return rs.optionsSchema ? defaults(rs.optionsSchema.fields) : {};
}

/** Creates the GM model, starting from `initial` (a loaded encounter) or an empty first round. */
export function createGmModel(deps: GmModelDeps, initial: GmRound = emptyRound()) {
  const round = signal<GmRound>(initial);
  const message = signal<GmMessage | null>(null);
  /** The results taken in this session, newest last: the ticks shown while scanning. */
  const taken = signal<readonly string[]>([]);
  let seq = 0;
  const dice = deps.dice ?? cryptoDice();
  const clock = deps.now ?? Date.now;
  const newCode = deps.newCode ?? (() => newRoundCode());

  const ruleset = computed(() => (round.value.rulesetId ? deps.lookup(round.value.rulesetId) : undefined));
  const kept = signal<readonly KeptMonster[]>(deps.kept ?? []);
  /** The monsters the GM kept for this encounter's system. */
  const keptMonsters = computed(() => kept.value.filter((m) => m.rulesetId === round.value.rulesetId));
  const players = computed(() => round.value.results.map((r) => displayName(r.character)));
  /** The GM's combatants as shown: same order and ids, a repeated name told apart ("Orc (2)"). */
  const named = computed(() => distinctNames(round.value.combatants ?? [], players.value));
  const order = computed(() => {
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
  });
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

  async function persist(next: GmRound): Promise<void> {
    if (!deps.save) return;
    try {
      await deps.save(next);
    } catch (err) {
      say('bad', `The round could not be saved on this device: ${err instanceof Error ? err.message : String(err)}.`);
    }
  }

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

  /**
   * Offers a decoded result to the round; shows and returns what happened. `verdict`: its
   * check in verified mode, kept with the character's round (see `take`).
   */
  function ingest(result: RoundResult, verdict?: RoundVerdict): IngestOutcome {
    const before = round.value;
    // A second roll of a round taken (same link and code, other figures) waits for the GM.
    const first = verdict ? rerollOf(before, result) : undefined;
    if (first && verdict) {
      const held = holdReroll(before, first, result, verdict);
      say('bad', held.outcome.message);
      commit(held.state);
      return held.outcome;
    }
    let { state, outcome } = ingestResult(before, result, deps.lookup);
    if (verdict) {
      const results = state.results;
      state = withVerdict(state, result, outcome, verdict);
      // A second scan that differs from the code taken with its time stamp went in instead (see withVerdict).
      if (outcome.kind === 'duplicate' && state.results !== results) {
        outcome = { kind: 'replaced', character: outcome.character, message: `Took ${outcome.character}'s round in place of a code with the same time stamp that said otherwise.` };
      }
    }
    const ok = accepted(outcome);
    const v = verdict?.round.status;
    const tone = v === 'not-verified' || (!ok && outcome.kind !== 'duplicate') ? 'bad' : ok && v !== 'unverified' ? 'good' : 'info';
    say(tone, verdict ? verdictMessage(outcome, verdict.round) : outcome.message);
    if (ok) taken.value = [...taken.value, outcome.character];
    if (state !== before) commit(state);
    return outcome;
  }

  /** Offers a result, checked first when verified mode is on (src/verify loads then). */
  async function take(result: RoundResult): Promise<IngestOutcome> {
    for (;;) {
      const t = round.value.verified;
      if (!t?.on) return ingest(result);
      const { verifyRound } = await import('../../verify/verify');
      const verdict = await verifyRound(result, { code: t.code, earlier: t.earlier, phones: t.phones });
      // The table changed while the check ran (Next round, another scan of the same phone):
      // check again against what the result now joins.
      if (round.value.verified === t) return ingest(result, verdict);
    }
  }

  /** Takes a phone's join code (`RCJ1:`); a damaged one is refused with one sentence. */
  async function join(text: string): Promise<IngestOutcome | null> {
    const { decodeJoinCode } = await import('../../verify/join');
    const j = decodeJoinCode(text);
    if (!j.ok) { say('bad', j.message); return null; }
    const r = round.value;
    // Ids are public (every proof carries one) and a new evening draws a new one: the same id
    // with another chain is a code made to take over that phone's record.
    const old = r.verified?.phones[j.value.id];
    if (old && old.commitment !== j.value.commitment) {
      say('bad', `This join code has the id of ${old.label}'s phone (${old.id}) but commits to another chain: a new evening gets a new id, so this code was not made by Rollcall and is not taken.`);
      return null;
    }
    commit({ ...r, verified: joinPhone(r.verified, j.value) });
    const message = `Joined: ${j.value.label}.${r.verified?.on ? '' : ' Turn on "Verified rolls" to check their dice.'}`;
    say('good', message);
    taken.value = [...taken.value, `Joined: ${j.value.label}`];
    return { kind: 'joined', character: j.value.label, message };
  }

  /**
   * Settles a re-roll waiting for a character (by `characterKey`): `accept` takes the second
   * roll in place of the first, else the second is dropped and the first stays.
   */
  function settleRerollOf(key: string, accept: boolean): void {
    const r = round.value;
    const pending = r.rerolls?.[key];
    if (!pending) return;
    commit(settleReroll(r, key, accept));
    const who = displayName(pending.result.character);
    say('info', accept ? `Took ${who}'s re-roll in place of the first roll.` : `Kept ${who}'s first roll; the re-roll is dropped.`);
  }

  /** Verified table mode on (a code for this round, unless it has one) or off. */
  function setVerifiedMode(on: boolean): void {
    const r = round.value;
    commit({ ...r, verified: setVerified(r.verified, on, newCode()) });
    say('info', on ? 'Verified rolls are on: show the players this round\'s code.' : 'Verified rolls are off.');
  }

  /** Forgets a joined phone (its results are then "not joined" until it joins again). */
  function forgetPhone(id: string): void {
    const r = round.value;
    const p = r.verified?.phones[id];
    if (!r.verified || !p) return;
    commit({ ...r, verified: removePhone(r.verified, id) });
    say('info', `Removed ${p.label}'s phone.`);
  }

  /** The encounter's system; refused (with a message) while the round holds players' results of another. */
  function setSystem(id: string): void {
    const r = round.value;
    if (r.rulesetId === id) return;
    if (r.results.length) {
      say('bad', 'This round already holds players\' results: start the next round before changing the system.');
      return;
    }
    const rs = deps.lookup(id);
    // A monster's stat line fights only in its own system: another system's is put aside until it comes back.
    const cs = (r.combatants ?? []).map((c) => forSystem(c, id));
    commit({ ...r, rulesetId: id, ...(r.combatants ? { combatants: cs } : {}), ...(rs ? rollAll(cs, rs) : { rolls: {}, rounds: {} }), marks: {}, now: null });
    sayRolled('info', `This encounter plays ${rs?.name ?? id}.`);
  }

  /**
   * Rolls every combatant: a fighting monster's members roll whole rounds (their states take
   * what the rounds used up), the others their initiative. Returns the parts of the round to set.
   */
  function rollAll(cs: readonly GmCombatant[], rs: RulesetInfo, again = false): Pick<GmRound, 'rolls' | 'rounds' | 'combatants'> {
    rollProblems = [];
    const rolls: Record<string, readonly ResultEntry[]> = {};
    const rounds: Record<string, readonly RoundResult[]> = {};
    const at = clock();
    const next = cs.map((c0) => {
      // The same round rolled again starts where the round started, not where its first roll left the monster.
      const c = again && isFighter(c0) && c0.starts?.length === c0.states.length ? { ...c0, states: c0.starts } : c0;
      if (isFighter(c) && canFight(rs)) {
        try {
          const r = rollFighter(rs, c, dice, at);
          rounds[c.id] = r.rounds;
          rolls[c.id] = fighterEntries(c, r.rounds);
          return { ...c, starts: c.states, states: r.states };
        } catch (err) {
          // A stat line the rules refuse (stored by another version) rolls nothing until it is edited; the rest of the round goes on.
          rolls[c.id] = [];
          rollProblems.push(`${c.name} could not roll: ${err instanceof Error ? err.message : String(err)}. Edit it to fix its stat line.`);
          return c;
        }
      }
      rolls[c.id] = rollCombatant(c, rs, dice);
      return c;
    });
    return { rolls, rounds, ...(cs.length ? { combatants: next } : {}) };
  }

  /** What the last roll of the combatants could not roll, one sentence each (said after the action's own message). */
  let rollProblems: string[] = [];
  /** Says `text`, or what the last roll could not roll when something failed. */
  function sayRolled(tone: GmMessage['tone'], text: string): void {
    if (rollProblems.length) say('bad', rollProblems.join(' '));
    else say(tone, text);
  }

  /** The round with one combatant rolled (added, or changed: then `again`), the others as they are. */
  function rollOne(r: GmRound, c: GmCombatant, rs: RulesetInfo | undefined, again = false): GmRound {
    const cs = (r.combatants ?? []).map((x) => (x.id === c.id ? c : x));
    if (!cs.some((x) => x.id === c.id)) cs.push(c);
    if (!rs) return { ...r, combatants: cs };
    const one = rollAll([c], rs, again);
    return {
      ...r,
      combatants: cs.map((x) => (x.id === c.id ? one.combatants![0]! : x)),
      rolls: { ...(r.rolls ?? {}), ...one.rolls },
      rounds: { ...withoutKey(r.rounds ?? {}, c.id), ...one.rounds },
    };
  }

  function clean(input: CombatantInput): Omit<GmCombatant, 'id'> {
    const count = Math.max(1, Math.min(MAX_COUNT, Math.trunc(Number.isFinite(input.count) ? input.count : 1)));
    const name = normalizeName(input.name) || 'Monster';
    return {
      name, side: normalizeName(input.side) || DEFAULT_SIDE, count, values: input.values,
      ...(input.sheet && input.declaration ? { sheet: { ...input.sheet, name }, declaration: input.declaration } : {}),
    };
  }

  /** Adds a combatant and rolls it at once (when the system is known); a fighting monster's members start unhurt. Returns its id. */
  function addCombatant(input: CombatantInput): string {
    const r = round.value;
    const cs = r.combatants ?? [];
    const rs = ruleset.value;
    const base = clean(input);
    const c: GmCombatant = { id: nextCombatantId(cs), ...base, ...(base.sheet && rs && canFight(rs) ? { states: initialStates(rs, base.sheet, base.count), rulesetId: rs.id } : {}) };
    commit(rollOne(r, c, rs));
    sayRolled('good', `Added ${c.count > 1 ? `${c.name} ×${c.count}` : c.name}${rs && (rs.order !== 'turns' || isFighter(c)) ? ': rolled' : ''}.`);
    return c.id;
  }

  /** Changes a combatant and rolls it again; a fighting monster's members keep their wounds (new members start unhurt). */
  function updateCombatant(id: string, input: CombatantInput): void {
    const r = round.value;
    const old = r.combatants?.find((c) => c.id === id);
    if (!old) return;
    const rs = ruleset.value;
    const base: GmCombatant = { id, ...clean(input) };
    const c: GmCombatant = base.sheet && rs && canFight(rs)
      ? {
        ...base, rulesetId: rs.id, states: isFighter(old) ? resizeStates(rs, { ...old, sheet: base.sheet } as Fighter, base.count) : initialStates(rs, base.sheet, base.count),
        ...(isFighter(old) && old.starts?.length === base.count ? { starts: old.starts } : {}),
        ...(old.parked && old.parked.rulesetId !== rs.id ? { parked: old.parked } : {}),
      }
      : { ...base, ...(old.parked ? { parked: old.parked } : {}) };
    commit(rollOne(r, c, rs, true));
    sayRolled('info', `Saved ${c.name}${rs && (rs.order !== 'turns' || isFighter(c)) ? ' and rolled again' : ''}.`);
  }

  /** Removes a combatant with its rolls and marks (its changes stay in the log). */
  function removeCombatant(id: string): void {
    const r = round.value;
    const gone = r.combatants?.find((c) => c.id === id);
    if (!gone) return;
    const marks = Object.fromEntries(Object.entries(r.marks ?? {}).filter(([k]) => !k.startsWith(`gm:${id}/`)));
    commit({ ...r, combatants: (r.combatants ?? []).filter((c) => c.id !== id), rolls: withoutKey(r.rolls ?? {}, id), rounds: withoutKey(r.rounds ?? {}, id), marks });
    say('info', `Removed ${gone.name}.`);
  }

  /** Rolls every combatant again (a new round's initiative, or a changed table). */
  function rollCombatants(): void {
    const rs = ruleset.value;
    if (!rs) { say('bad', 'Choose the system first: the monsters roll by its rules.'); return; }
    commit({ ...round.value, ...rollAll(round.value.combatants ?? [], rs, true) });
    sayRolled('info', (round.value.combatants ?? []).some(isFighter) ? 'Rolled the monsters\' rounds again.' : 'Rolled the monsters\' initiative.');
  }

  /** Keeps a monster's stat line for later encounters of this system (one of the same name is replaced). */
  async function keepMonster(m: { name: string; sheet: Values; declaration: Values }): Promise<void> {
    const id = round.value.rulesetId;
    if (!id) return;
    const list = withKept(kept.value, { rulesetId: id, ...m });
    try {
      await deps.saveKept?.(list);
      kept.value = list;
      say('good', `Kept ${m.name}: it is under "Start from" when you add a monster.`);
    } catch (err) {
      say('bad', `${m.name} could not be kept on this device: ${err instanceof Error ? err.message : String(err)}.`);
    }
  }

  /** A player's attack entry of this round by its order row key (`p:<name key>/<entry id>`), or undefined. */
  function playerAttack(key: string): PlayerAttack | undefined {
    for (const result of round.value.results) {
      const owner = `p:${characterKey(result.character)}`;
      const entry = result.entries.find((e) => rowKey(owner, e.id) === key);
      if (entry) return entry.kind === 'attack' && !entry.skipped ? { result, entry } : undefined;
    }
    return undefined;
  }

  /** The fighting monster with this id, or undefined. */
  function fighter(cid: string): Fighter | undefined {
    const c = round.value.combatants?.find((x) => x.id === cid);
    return c && isFighter(c) ? c : undefined;
  }

  /**
   * What the player's attack of order row `key` would do to member `member` of monster `cid`,
   * as the monster's rules take it (its defence resolves a secret roll, its armour comes off):
   * the change to apply, or a sentence saying why it cannot.
   */
  function previewHit(key: string, cid: string, member: number): { ok: true; change: StateChange } | { ok: false; message: string } {
    const rs = ruleset.value;
    const a = playerAttack(key);
    const c = fighter(cid);
    if (!rs || !canFight(rs) || !a || !c || member < 0 || member >= c.count) return { ok: false, message: 'That attack or monster is no longer in the round.' };
    try {
      return { ok: true, change: hitOnMember(rs, c, member, a.entry, a.result, dice) };
    } catch (err) {
      return { ok: false, message: err instanceof Error ? err.message : String(err) };
    }
  }

  function logChange(r: GmRound, c: Fighter, i: number, kind: FightEntry['kind'], change: StateChange, extra: { from?: string; row?: string } = {}): GmRound {
    const log = r.fight ?? [];
    const id = log.reduce((n, f) => Math.max(n, f.id), 0) + 1;
    const entry = entryOf(id, r.round, clock(), kind, c, i, change, extra);
    const combatants = (r.combatants ?? []).map((x) => (x.id === c.id ? carryToStart(withState(c, i, change.state), i, c.states[i]!, change.state) : x));
    return { ...r, combatants, fight: [...log, entry].slice(-MAX_FIGHT_LOG) };
  }

  /**
   * Applies a player's attack (order row `key`) to one member of a monster: `change` is what
   * {@link previewHit} showed, applied as shown unless the member's state moved since (then it is
   * worked out again). Logged with undo.
   */
  function applyHit(key: string, cid: string, member: number, change?: StateChange): boolean {
    const c = fighter(cid);
    const a = playerAttack(key);
    if (!c || !a) { say('bad', 'That attack or monster is no longer in the round.'); return false; }
    let ch = change;
    if (!ch) {
      const p = previewHit(key, cid, member);
      if (!p.ok) { say('bad', p.message); return false; }
      ch = p.change;
    }
    const next = logChange(round.value, c, member, 'hit', ch, { from: `${displayName(a.result.character)}: ${a.entry.label}`, row: key });
    commit(next);
    const e = next.fight![next.fight!.length - 1]!;
    say('good', `${e.who}: ${e.text}.`);
    return true;
  }

  /** Heals member `member` of monster `cid` by hand (logged with undo). */
  function healMember(cid: string, member: number, amount: number): void {
    const rs = ruleset.value;
    const c = fighter(cid);
    if (!rs || !canFight(rs) || !c || !Number.isInteger(amount) || amount < 1) return;
    const o = rs.optionsSchema ? defaultsOf(rs) : {};
    const change = rs.state.heal({ sheet: c.sheet, options: o, state: c.states[member] }, amount);
    commit(logChange(round.value, c, member, 'heal', change));
    say('info', `${memberNames(c)[member]}: healed ${amount}.`);
  }

  /** Clears a condition of member `member` of monster `cid` by hand (logged with undo). */
  function clearMember(cid: string, member: number, conditionId: string): void {
    const rs = ruleset.value;
    const c = fighter(cid);
    if (!rs || !canFight(rs) || !c) return;
    const change = rs.state.clear({ sheet: c.sheet, options: defaultsOf(rs), state: c.states[member] }, conditionId);
    commit(logChange(round.value, c, member, 'clear', change));
    say('info', `${memberNames(c)[member]}: cleared.`);
  }

  /**
   * Undoes one change of the log: what it changed in the member's state goes back (see
   * `undoChange`). Only the latest change to that member can be undone (a later hit was worked
   * out from the state this one left); the message says which to undo first.
   */
  function undoFight(id: number): void {
    const r = round.value;
    const e = r.fight?.find((f) => f.id === id);
    if (!e) return;
    const c = fighter(e.cid);
    if (!c) { say('bad', `${e.who} is no longer in the encounter: nothing to undo.`); return; }
    const later = [...(r.fight ?? [])].reverse().find((f) => f.cid === e.cid && f.member === e.member && f.id > e.id);
    if (later) { say('bad', `Undo the later change to ${e.who} first ("${later.text}").`); return; }
    if (!c.states[e.member]) { say('bad', `${e.who} is no longer in the group: nothing to undo.`); return; }
    const back = undoChange(c.states[e.member]!, e.before, e.after);
    commit({ ...r, combatants: (r.combatants ?? []).map((x) => (x.id === c.id ? carryToStart(withState(c, e.member, back), e.member, e.after, e.before) : x)), fight: (r.fight ?? []).filter((f) => f.id !== id) });
    say('info', `Undone: ${e.who}, ${e.text}.`);
  }

  /** The end of the round for the fighting monsters: their effects tick and the group rules apply; each change is logged. */
  function tickAll(r: GmRound, rs: RulesetInfo): { round: GmRound; lines: string[] } {
    if (!canFight(rs)) return { round: r, lines: [] };
    let next = r;
    const lines: string[] = [];
    for (const c0 of r.combatants ?? []) {
      if (!isFighter(c0)) continue;
      const t = tickFighter(rs, c0, dice);
      const names = memberNames(c0);
      t.states.forEach((state, i) => {
        const c = (next.combatants ?? []).find((x) => x.id === c0.id) as Fighter;
        // The member's own tick, and the group's rule (a morale check) where it changed this member.
        const own = [...(t.changes[i]?.notes ?? []), ...(t.changes[i] && !sameState(state, t.changes[i]!.state) ? t.group : [])];
        // A round passing that no rule spoke of (this round's DEF forgotten) changes the state quietly.
        if (!own.length) { next = { ...next, combatants: (next.combatants ?? []).map((x) => (x.id === c.id ? withState(c, i, state) : x)) }; return; }
        const change: StateChange = { state, notes: own, hits: [] };
        next = logChange(next, c, i, 'tick', change);
        lines.push(`${names[i]}: ${next.fight![next.fight!.length - 1]!.text}`);
      });
      for (const n of t.group) lines.push(`${c0.name}: ${n.label}: ${n.text}`);
    }
    return { round: next, lines };
  }

  /** Sets (merges) the GM's mark on an entry; an empty mark is dropped. */
  function mark(key: string, patch: Partial<EntryMark>): void {
    const r = round.value;
    const merged: EntryMark = { ...(r.marks?.[key] ?? {}), ...patch };
    const clean = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== false && v !== '')) as EntryMark;
    const { [key]: _old, ...rest } = r.marks ?? {};
    commit({ ...r, marks: isEmptyMark(clean) ? rest : { ...rest, [key]: clean } });
  }

  /** Puts the "now acting" marker on a group (or clears it with null). */
  function setNow(key: string | null): void {
    commit({ ...round.value, now: key });
  }

  /** Moves the "now acting" marker one group down (`+1`) or up (`-1`) the order. */
  function step(by: 1 | -1): void {
    const steps = order.value.steps;
    if (!steps.length) return;
    const next = stepFrom(steps, round.value.now ?? null, by);
    if (next === null) { commit({ ...round.value, now: null }); say('info', 'Everyone in the order has acted.'); return; }
    setNow(next);
  }

  function boardMove(f: (b: TurnBoard, m: readonly TurnMember[]) => TurnBoard): void {
    try {
      const next = f(board.value, members.value);
      commit({ ...round.value, board: next });
      if (turnStatus(next, members.value).ended) say('info', 'Every side passed in a row: the round is over.');
    } catch (err) {
      if (err instanceof TurnError) say('bad', err.message);
      else throw err;
    }
  }

  const boardActions = {
    setInitiative: (faction: string) => commit({ ...round.value, board: { ...board.value, initiative: faction } }),
    chooseFirst: (faction: string) => boardMove((b, m) => chooseFirst(b, faction, m)),
    take: (who: string) => boardMove((b, m) => takeTurn(b, who, m)),
    pass: () => boardMove((b, m) => passTurn(b, m)),
    react: (who: string) => boardMove((b, m) => react(b, who, m)),
    undo: () => boardMove((b) => undoMove(b)),
    /** Takes a character out of the fight (down, fled) or brings them back in; kept for the next rounds. */
    out: (who: string, out: boolean) => { say('info', out ? `${who} is out of the fight.` : `${who} is back in the fight.`); boardMove((b, m) => setOut(b, who, out, m)); },
  };

  /** Clears the results and moves to the next round: combatants roll again, the log and reminders are kept. */
  function startNextRound(): void {
    const ended = round.value;
    const view = order.value;
    const boardLines = ruleset.value?.order === 'turns'
      ? board.value.moves.map((m) => (m.kind === 'pass' ? `${m.faction} pass${m.forced ? ' (nobody left)' : ''}` : `${m.faction}: ${m.who}${m.kind === 'reaction' ? ' (reaction)' : ''}`))
      : [];
    const summary = { lines: logLines(ruleset.value?.order === 'turns' ? { ...view, sections: [] } : view, boardLines), carried: carriedFrom(ended.round, view, ended.results) };
    const rs = ruleset.value;
    // The round's end ticks the monsters (logged under the round that ended), then the new round rolls.
    const ticked = rs ? tickAll(ended, rs) : { round: ended, lines: [] };
    let next = nextRound(ticked.round, clock(), summary);
    next = { ...next, previous: { ...next.previous!, ...(ended.combatants?.some(isFighter) ? { states: Object.fromEntries(ended.combatants.filter(isFighter).map((c) => [c.id, c.states])) } : {}) } };
    if (next.verified) next = { ...next, verified: nextCode(next.verified, ended.round, newCode()) };
    if (rs && next.combatants?.length) next = { ...next, ...rollAll(next.combatants, rs) };
    if (ended.board) next = { ...next, board: nextTurnRound(ended.board) };
    commit(next);
    taken.value = [];
    sayRolled('info', `Round ${ended.round} cleared (${ended.results.length} ${ended.results.length === 1 ? 'character' : 'characters'}).${ticked.lines.length ? ` End of the round: ${ticked.lines.join('; ')}.` : ''}`);
  }

  /** Whether "Next round" can be undone now. */
  const canUndo = computed(() => canUndoNextRound(round.value));

  /** Undoes "Next round": the previous round's results come back. */
  function undoNextRoundNow(): void {
    const back = undoNextRound(round.value);
    if (back === round.value) return;
    commit(back);
    say('info', `Round ${back.round} is back.`);
  }

  /** Drops the carried reminder at `index`. */
  function dismissCarried(index: number): void {
    const r = round.value;
    commit({ ...r, carried: (r.carried ?? []).filter((_, i) => i !== index) });
  }

  /** Ends the encounter: a new first round of the same system, no combatants, no log. */
  function newEncounter(): void {
    const r = round.value;
    // Phones join once an evening: the verified table outlives the encounter, with a new code.
    commit({ ...emptyRound(), rulesetId: r.rulesetId, ...(r.verified ? { verified: nextCode(r.verified, r.round, newCode()) } : {}) });
    taken.value = [];
    say('info', 'A new encounter started.');
  }

  return {
    round, ruleset, order, message, taken, canUndo, members, board, turns, named,
    ingest, take, join, setVerifiedMode, forgetPhone, setSystem, addCombatant, updateCombatant, removeCombatant, rollCombatants, mark, setNow, step, boardActions,
    playerAttack, previewHit, applyHit, healMember, clearMember, undoFight, keptMonsters, keepMonster,
    startNextRound, undoNextRound: undoNextRoundNow, dismissCarried, newEncounter, say, settleReroll: settleRerollOf,
  };
}

/** The GM model's type. */
export type GmModel = ReturnType<typeof createGmModel>;
