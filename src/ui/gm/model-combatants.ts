/**
 * The GM model's combatants: the encounter's system, adding, changing, removing and rolling
 * the GM's monsters, and the monsters kept for later encounters.
 */
import type { RoundResult } from '../../engine/ruleset';
import { normalizeName } from '../../engine/names';
import type { Values } from '../../engine/schema';
import type { ResultEntry } from '../../engine/result';
import { DEFAULT_SIDE, MAX_COUNT, nextCombatantId, rollCombatant, type GmCombatant } from './combatants';
import { canFight, fighterEntries, forSystem, initialStates, isFighter, resizeStates, rollFighter, type Fighter } from './fight';
import { withKept } from './kept';
import type { GmRound, RulesetInfo } from './round';
import { withoutKey, type CombatantInput, type GmCore, type GmMessage } from './model-core';

/** The combatants' actions on `core`; `rollAll` and `sayRolled` serve the next round too. */
export function createCombatants(core: GmCore) {
  const { deps, round, dice, clock, ruleset, kept, say, commit } = core;

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

  return { setSystem, rollAll, sayRolled, addCombatant, updateCombatant, removeCombatant, rollCombatants, keepMonster };
}
