/**
 * `engine simulate`: the GM's "How might this go?" from the command line: the party's sheets
 * against ready monsters, many seeded fights played by the system's own rules
 * (src/engine/simulate.ts), and how often each side wins. A long run is split across the
 * machine's cores (../simulate-parts.ts), with the same report.
 */
import { DEFAULT_ROUNDS, MAX_FIGHTS, startSimulation, TACTICS, type SimCombatant } from '../../engine/simulate';
import { simulateInParts } from '../simulate-parts';
import type { Ruleset } from '../../engine/ruleset';
import { InputError, requireFlag, stringFlag, type Flags } from '../args';
import { checkInput, kindOf, readJson, type InputKind } from '../files';
import { rulesetFlag, rulesetOf } from '../input';
import type { Verb } from '../verb';

/** The most files or monsters one list flag takes. */
const MAX_LIST = 20;

/** A whole number flag in range, its default when left out. @throws InputError naming the flag, the range and what came. */
function numberFlag(flags: Flags, name: string, lo: number, hi: number, fallback: number): number {
  const text = stringFlag(flags, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < lo || Number(text) > hi) throw new InputError(`Expected --${name} to be a whole number from ${lo} to ${hi}, but received "${text}"`);
  return Number(text);
}

/** The items of a comma-separated list flag. @throws InputError for an empty item or a list too long. */
function listFlag(text: string, name: string, what: string): string[] {
  const items = text.split(',').map((s) => s.trim());
  if (items.length > MAX_LIST) throw new InputError(`Expected --${name} as at most ${MAX_LIST} ${what} separated by commas, but received ${items.length}`);
  const empty = items.findIndex((s) => s === '');
  if (empty >= 0) throw new InputError(`Expected --${name} as ${what} separated by commas, but item ${empty + 1} of "${text.slice(0, 60)}" is empty`);
  return items;
}

/**
 * One party file: a bare sheet, the record the app stores (`{ v, rulesetId, data }`), or what
 * `engine demo` prints (`{ sheet, declaration }`, whose declaration is then the character's round).
 * @throws InputError naming the file and what is wrong with it.
 */
export function partyMemberOf(rs: Ruleset, path: string): SimCombatant {
  const value = readJson(path, '--party');
  const sheetKind: InputKind = { flag: '--party', name: `${rs.id} sheet`, fields: rs.sheetSchema.fields };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError(`The --party file "${path}" holds ${kindOf(value)}; expected an object, a ${rs.id} sheet`);
  const v = value as Record<string, unknown>;
  if ('sheet' in v && 'declaration' in v) {
    const sheet = checkInput(sheetKind, path, v['sheet'], rs.id);
    const declKind: InputKind = { flag: '--party', name: `${rs.id} declaration`, fields: rs.declarationSchema(sheet).fields };
    return { sheet, declaration: checkInput(declKind, path, v['declaration'], rs.id) };
  }
  if ('data' in v && 'rulesetId' in v && !('characterId' in v)) {
    if (v['rulesetId'] !== rs.id) throw new InputError(`The --party file "${path}" is a character of ruleset "${String(v['rulesetId'])}", but --ruleset is "${rs.id}"`);
    return { sheet: checkInput(sheetKind, path, v['data'], rs.id) };
  }
  return { sheet: checkInput(sheetKind, path, value, rs.id) };
}

/** The monsters of --monsters: ready monsters counted from 1; the same number twice makes a group of two. */
function monstersOf(rs: Ruleset, text: string): SimCombatant[] {
  const ready = rs.monsters?.ready ?? [];
  if (!ready.length) throw new InputError(`Expected a ruleset with ready monsters, but received "${rs.id}", which has none yet`);
  const counts = new Map<number, number>();
  for (const item of listFlag(text, 'monsters', 'ready monster numbers')) {
    const i = /^\d+$/.test(item) ? Number(item) : NaN;
    if (!(i >= 1 && i <= ready.length)) throw new InputError(`Expected --monsters as numbers from 1 to ${ready.length} (${rs.id} has ${ready.map((m, j) => `${j + 1} ${m.name}`).join(', ')}), but received "${item}"`);
    counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  return [...counts].map(([i, count]) => {
    const m = ready[i - 1]!;
    return { name: m.name, sheet: m.sheet, declaration: m.declaration, count };
  });
}

/** Prints the simulation's report: `{ fights, seed, party: { wins, down }, monsters: { wins }, unfinished, rounds: { median, p90 } }`. */
export const simulate: Verb = {
  name: 'simulate',
  summary: 'many seeded fights of the party against ready monsters, by the system\'s rules: who wins, how long, who goes down',
  flags: {
    ruleset: rulesetFlag,
    party: { type: 'string', value: 'FILE[,FILE...]', required: true, help: 'the party: sheet files (the bare sheet, the record the app stores, or what `engine demo` prints, whose declaration is then the round), separated by commas' },
    monsters: { type: 'string', value: 'N[,N...]', required: true, help: 'ready monsters by number, counted from 1 as `engine monster --index` does; the same number twice makes a group of two' },
    fights: { type: 'string', value: 'N', help: `how many fights, 1 to ${MAX_FIGHTS}; 1000 when left out` },
    seed: { type: 'string', value: 'N', help: 'the seed of the dice, 0 to 4294967295: the same seed, the same result; 1 when left out' },
    rounds: { type: 'string', value: 'N', help: `rounds after which a fight is unfinished, 1 to 1000; ${DEFAULT_ROUNDS} when left out` },
  },
  details: [
    'Prints { "fights", "seed", "party": { "wins", "down": { name: share } }, "monsters": { "wins" },',
    '"unfinished", "rounds": { "median", "p90" } } as JSON, every share a fraction of all fights:',
    'how often the party wins, the monsters win, or neither side is down after --rounds rounds (or both',
    'fell at once); each character\'s share of fights in which it went down; the rounds of the fights',
    'one side won (median and 90th percentile; null when none did).',
    `Tactics: ${TACTICS} Each character declares its round from the file (the sheet's default`,
    'round for a bare sheet); the target\'s figures it names (DEF, AC, PROT, armour) are left for the',
    'real target. It is a simulation with simple tactics, not a forecast.',
    'Example:',
    '  engine demo --ruleset spelljammer > derrick.json',
    '  engine simulate --ruleset spelljammer --party derrick.json --monsters 1,1,2 --fights 2000 --seed 7',
  ].join('\n'),
  run(flags) {
    const rs = rulesetOf(flags, 'simulate');
    const partyText = requireFlag(flags, 'party', 'simulate', 'FILE[,FILE...] (the party\'s sheets, JSON)');
    const monstersText = requireFlag(flags, 'monsters', 'simulate', 'N[,N...] (ready monsters by number, from 1)');
    const fights = numberFlag(flags, 'fights', 1, MAX_FIGHTS, 1000);
    const seed = numberFlag(flags, 'seed', 0, 0xffffffff, 1);
    const rounds = numberFlag(flags, 'rounds', 1, 1000, DEFAULT_ROUNDS);
    const party = listFlag(partyText, 'party', 'file names').map((p) => partyMemberOf(rs, p));
    const monsters = monstersOf(rs, monstersText);
    try {
      // Checked here first, so a bad request fails with its message before any worker starts.
      startSimulation(rs, { party, monsters }, { fights, seed, rounds });
    } catch (e) {
      if (e instanceof Error && /^Expected\b/.test(e.message)) throw new InputError(e.message);
      throw e;
    }
    return simulateInParts(rs, { party, monsters }, { fights, seed, rounds });
  },
};
