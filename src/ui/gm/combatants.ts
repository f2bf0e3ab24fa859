/**
 * The GM's own combatants (monsters, NPCs): name, side, a count for a group ("goblin x6") and
 * the ruleset's few initiative inputs (`combatant.schema`), rolled with `combatant.roll` and
 * the same dice as the players. Where a ruleset has no `combatant`, the GM enters a number.
 * A group rolls once and acts together in a countdown or rank order; on a turn board each of
 * its members takes its own turn. Pure: no signals, DOM or storage.
 */
import type { Dice } from '../../engine/dice';
import type { ResultEntry } from '../../engine/ruleset';
import { defaults, withDefaults, type Field, type Values } from '../../engine/schema';
import type { TurnBoard, TurnMember } from '../../engine/turns';
import type { RulesetInfo } from './info';

/** A monster, NPC or group of them, kept from round to round. */
export interface GmCombatant {
  /** Unique in the encounter: 'c1', 'c2'. */
  readonly id: string;
  readonly name: string;
  /** The side (faction) it fights on: 'Monsters', 'Bandits'. */
  readonly side: string;
  /** How many act as one group, 1..99. */
  readonly count: number;
  /** Inputs of the ruleset's `combatant.schema`, or `{ initiative }` where it has none (a combatant placed by initiative only). */
  readonly values: Values;
  /** A monster that fights: its sheet of the ruleset (the stat line and the rest), see fight.ts. */
  readonly sheet?: Values;
  /** The declaration it rolls each round with. */
  readonly declaration?: Values;
  /** One lasting state per member (health, conditions), `count` long. */
  readonly states?: readonly Values[];
  /**
   * The member states this round's roll started from, with the changes made since carried in:
   * rolling the round again starts from them, so a reload or ammunition is not spent twice.
   */
  readonly starts?: readonly Values[];
  /** The system its sheet is of (a sheet only fights in its own system). */
  readonly rulesetId?: string;
  /** A stat line of another system, put aside while the encounter plays this one (fight.ts `forSystem`); it comes back with its system. */
  readonly parked?: { readonly rulesetId: string; readonly sheet: Values; readonly declaration: Values; readonly states: readonly Values[] };
}

/** The side players are on, on a turn board. */
export const PLAYERS_SIDE = 'Players';
/** The side a new combatant gets. */
export const DEFAULT_SIDE = 'Monsters';
/** Most members of one group. */
export const MAX_COUNT = 99;

/** The plain-number field used where a ruleset has no `combatant` rules. */
export const PLAIN_FIELDS: readonly Field[] = [
  { kind: 'number', key: 'initiative', label: 'Initiative', min: -99, max: 999, default: 0, help: 'This system has no monster rules here: enter the number it acts on.' },
];

/** The initiative fields of a ruleset's combatants (its `combatant.schema`, or a plain number). */
export function combatantFields(rs: RulesetInfo | undefined): readonly Field[] {
  return rs?.combatant?.schema.fields ?? PLAIN_FIELDS;
}

/** "Goblin ×6", or the name alone for one. */
export function combatantName(c: GmCombatant): string {
  const name = c.name.trim() || 'Unnamed';
  return c.count > 1 ? `${name} ×${c.count}` : name;
}

/**
 * The combatants as the GM screen names them: a name met again (among the players' characters
 * and the combatants before it, trimmed, ignoring case) gets " (2)", " (3)", so two "Orc"s are
 * told apart in the order, the list, the marks and on the turn board. Same order and ids.
 */
export function distinctNames(cs: readonly GmCombatant[], players: readonly string[] = []): GmCombatant[] {
  const seen = new Set(players.map((p) => p.trim().toLocaleLowerCase()));
  return cs.map((c) => {
    const base = c.name.trim() || 'Unnamed';
    let name = base;
    for (let n = 2; seen.has(name.toLocaleLowerCase()); n++) name = `${base} (${n})`;
    seen.add(name.toLocaleLowerCase());
    return name === c.name ? c : { ...c, name };
  });
}

/** The members of a group one by one ("Goblin 1" .. "Goblin 6"), for a turn board. */
export function memberNames(c: GmCombatant): string[] {
  const name = c.name.trim() || 'Unnamed';
  return c.count > 1 ? Array.from({ length: c.count }, (_, i) => `${name} ${i + 1}`) : [name];
}

/** Turn-board members of the GM's combatants, group members one by one. */
export function combatantMembers(cs: readonly GmCombatant[]): TurnMember[] {
  return cs.flatMap((c) => memberNames(c).map((who) => ({ who, faction: c.side.trim() || DEFAULT_SIDE })));
}

/** A character on the turn board with a key that outlives a change of name: 'p:<name>' or 'gm:<id>#<n>'. */
export interface BoardMember extends TurnMember {
  readonly key: string;
}

/**
 * Everyone on a turn board: the players' characters (side "Players"), then the GM's combatants
 * one by one. The board knows a character by name, so a name met again (two "Orc"s, a player
 * called "Goblin 1" beside a goblin group) gets " (2)", " (3)": otherwise one's turn would
 * use up the other's. Names compare trimmed and ignoring case, as players' results do.
 */
export function boardMembers(players: readonly string[], cs: readonly GmCombatant[]): BoardMember[] {
  const seen = new Set<string>();
  const unique = (name: string): string => {
    let who = name;
    for (let n = 2; seen.has(who.trim().toLocaleLowerCase()); n++) who = `${name} (${n})`;
    seen.add(who.trim().toLocaleLowerCase());
    return who;
  };
  const side = (c: GmCombatant) => c.side.trim() || DEFAULT_SIDE;
  return [
    ...players.map((who) => ({ key: `p:${who.trim().toLocaleLowerCase()}`, who, faction: PLAYERS_SIDE })),
    ...cs.flatMap((c) => memberNames(c).map((who, i) => ({ key: `gm:${c.id}#${i}`, who, faction: side(c) }))),
  ].map((m) => ({ ...m, who: unique(m.who) }));
}

/**
 * The board with its moves and "out of the fight" list following the characters when their
 * names change (a combatant renamed, a same-named one removed or a player of that name
 * arriving shifts the " (2)"): a move stays with the character who made it. A name left by
 * someone no longer on the board, now worn by another, becomes "<name> (removed)".
 */
export function followNames(board: TurnBoard, before: readonly BoardMember[], after: readonly BoardMember[]): TurnBoard {
  const nameOf = new Map(after.map((m) => [m.key, m.who]));
  const worn = new Set(after.map((m) => m.who));
  const to = new Map<string, string>();
  for (const m of before) {
    const now = nameOf.get(m.key);
    if (now !== undefined) { if (now !== m.who) to.set(m.who, now); }
    else if (worn.has(m.who)) to.set(m.who, `${m.who} (removed)`);
  }
  if (!to.size) return board;
  const r = (who: string) => to.get(who) ?? who;
  return {
    ...board,
    moves: board.moves.map((m) => (m.kind === 'pass' ? m : { ...m, who: r(m.who) })),
    ...(board.out ? { out: board.out.map(r) } : {}),
  };
}

/** The next free id: one more than the highest 'c<n>'. */
export function nextCombatantId(cs: readonly GmCombatant[]): string {
  return `c${cs.reduce((n, c) => Math.max(n, Number(/^c(\d+)$/.exec(c.id)?.[1] ?? 0)), 0) + 1}`;
}

/**
 * One combatant's entries for the round. With `combatant` rules: its `roll` on values checked
 * against its schema (missing or stale values fall back to the defaults, so a combatant made
 * under another system still rolls). Without: one entry on the GM's number; for a turn board
 * (`order: 'turns'`) entries carry no timing.
 */
export function rollCombatant(c: GmCombatant, rs: RulesetInfo, dice: Dice): ResultEntry[] {
  const fields = combatantFields(rs);
  const checked = withDefaults(fields, c.values);
  const values = checked.ok ? checked.value : defaults(fields);
  if (rs.combatant) {
    const options = rs.optionsSchema ? defaults(rs.optionsSchema.fields) : {};
    return rs.combatant.roll(values, options, dice);
  }
  if (rs.order === 'turns') return [{ id: 'a1', kind: 'attack', label: 'Turn' }];
  const n = typeof values['initiative'] === 'number' ? values['initiative'] : 0;
  const phase = rs.phases.find((p) => n <= p.from && n >= p.to);
  return [{ id: 'a1', kind: 'attack', label: 'Acts', timing: { faces: [], total: n, order: [n], ...(phase ? { phase: phase.id } : {}), text: 'The GM\'s number' } }];
}
