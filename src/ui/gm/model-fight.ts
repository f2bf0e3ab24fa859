/**
 * The GM model's fight: players' attacks applied to the GM's monsters, healing and clearing by
 * hand, undoing a change, and the end-of-round tick, each change logged.
 */
import type { StateChange } from '../../engine/state';
import { defaults, type Values } from '../../engine/schema';
import { memberNames } from './combatants';
import { canFight, entryOf, hitOnMember, isFighter, sameState, tickFighter, undoChange, withState, MAX_FIGHT_LOG, type FightEntry, type Fighter } from './fight';
import { rowKey } from './marks';
import { carryChange } from '../player/living';
import { characterKey, displayName, type GmRound, type RulesetInfo } from './round';
import type { GmCore, PlayerAttack } from './model-core';

/** The fighter with a change of member `i` (from `from` to `to`) carried into the state its round started from too, so rolling the round again keeps it. */
function carryToStart(c: Fighter, i: number, from: Values, to: Values): Fighter {
  const s = c.starts?.[i];
  return s ? { ...c, starts: c.starts!.map((x, j) => (j === i ? carryChange(s, from, to) : x)) } : c;
}

/** The table options the GM's monsters roll with: the ruleset's defaults. */
function defaultsOf(rs: RulesetInfo): Values {
  return rs.optionsSchema ? defaults(rs.optionsSchema.fields) : {};
}

/** The fight's actions on `core`; `tickAll` serves the next round. */
export function createFight(core: GmCore) {
  const { round, dice, clock, ruleset, say, commit } = core;

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

  return { playerAttack, previewHit, applyHit, healMember, clearMember, undoFight, tickAll };
}
