/**
 * `engine hit`: an attack landing on a character, from another phone's code or typed by hand,
 * through the ruleset's lasting state rules (`state.takeHit`, src/engine/state.ts).
 */
import { ATTACK_TAGS } from '../../engine/result';
import type { RoundResult } from '../../engine/result';
import { checkHit, hitOfEntry, hitsOfRound, MAX_HIT_DAMAGE, type Hit, type StateChange, type StateRules } from '../../engine/state';
import { decodePayload } from '../../share/round/decode';
import { rulesets } from '../../rulesets';
import { InputError, stringFlag, UsageError, type Flags } from '../args';
import { rulesetOf } from '../input';
import { applyRule, diceOf, outputOf, stateFlags, stateInputOf, stateRulesOf, type StateOutput } from '../state';
import type { Verb } from '../verb';
import { readFileSync } from 'node:fs';

/** A tag typed by hand: a short kebab-case word. */
const TAG = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Outcomes any system's hit may be typed with besides its own bands: a miss or fail applies nothing; unknown is resolved by the defender's rules. */
const ALWAYS_OUTCOMES = ['miss', 'fail', 'unknown'];

/** The code text from --code or --code-file, or undefined when neither is given. */
function codeText(flags: Flags): string | undefined {
  const path = stringFlag(flags, 'code-file');
  if (path !== undefined) {
    try { return readFileSync(path, 'utf8').trim(); } catch (e) { throw new InputError(`Could not read the --code-file file "${path}": ${(e as Error).message}`); }
  }
  return stringFlag(flags, 'code');
}

/** A whole number from a flag's text. @throws InputError naming the flag, what it takes and what came. */
function wholeNumber(text: string, flag: string, what: string): number {
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(Number(text))) throw new InputError(`Expected ${flag} as ${what}, but received "${text}"`);
  return Number(text);
}

/** The hits a decoded round carries for this character: every attack entry, or the one --entry names. */
function hitsOfCode(round: RoundResult, rulesetId: string, entryText: string | undefined): Hit[] {
  if (round.rulesetId !== rulesetId) {
    throw new InputError(`Expected an attack from ${rulesetId} but received one from ${round.rulesetId} (a code of another rule system: ${round.character}'s round)`);
  }
  const attacks = hitsOfRound(round);
  const list = attacks.map((a) => a.index).join(', ');
  if (entryText === undefined) {
    if (!attacks.length) throw new InputError(`Expected a code with an attack entry but received ${round.character}'s round of ${round.entries.length} entries, none of them a rolled attack (${round.entries.map((e) => `${e.kind} "${e.label}"`).join(', ') || 'no entries'})`);
    return attacks.map((a) => a.hit);
  }
  const n = wholeNumber(entryText, '--entry', `an entry number from 1 to ${round.entries.length}`);
  const entry = round.entries[n - 1];
  if (!entry) throw new InputError(`Expected --entry as an entry number from 1 to ${round.entries.length}, but received ${n}`);
  if (entry.kind !== 'attack' || entry.skipped) {
    throw new InputError(`Expected --entry to name an attack entry (${list ? `the attacks are entries ${list}` : 'this code has none'}), but received entry ${n}, ${entry.skipped ? 'a follow-up roll that did not happen' : `a ${entry.kind}`} ("${entry.label}")`);
  }
  return [hitOfEntry(entry, round)];
}

/** A hit typed by hand from --damage, --outcome, --tags and --armour, checked. */
function typedHit(flags: Flags, rules: StateRules): Hit {
  const damage = wholeNumber(stringFlag(flags, 'damage')!, '--damage', `the damage as a whole number from 0 to ${MAX_HIT_DAMAGE}`);
  // The system's outcomes when it lists them (a plain hit first), and those any system takes.
  const outcomes = rules.hitOutcomes ? [...rules.hitOutcomes.map((o) => o.id), ...ALWAYS_OUTCOMES.filter((o) => !rules.hitOutcomes!.some((h) => h.id === o))] : undefined;
  const outcome = stringFlag(flags, 'outcome') ?? outcomes?.[0] ?? 'hit';
  if (outcomes && !outcomes.includes(outcome)) throw new InputError(`Expected --outcome as one of ${outcomes.join(', ')}, but received "${outcome}"`);
  const tagText = stringFlag(flags, 'tags');
  const tags = tagText === undefined || tagText === '' ? [] : tagText.split(',').map((t) => t.trim());
  // The shared attack tags, or a word the system reads (its help names them: weapon-2, shield).
  const bad = tags.find((t) => !TAG.test(t));
  if (bad !== undefined) throw new InputError(`Expected --tags as words separated by commas (${[...new Set([...(rules.hitTags ?? []), ...ATTACK_TAGS])].join(', ')}, or one the system's help names), but received "${bad}"`);
  const armour = stringFlag(flags, 'armour') ?? 'yes';
  if (armour !== 'yes' && armour !== 'no') throw new InputError(`Expected --armour as yes or no, but received "${armour}"`);
  try {
    return checkHit({ damage, outcome, tags, armour });
  } catch (e) {
    throw new InputError((e as Error).message.replace(/^Expected the damage/, 'Expected --damage'));
  }
}

/**
 * Applies the hits in order, each to the state the one before left; notes and hit reports
 * gathered in that order. One dice stream for all, so a seed gives the same result.
 */
export async function hitCommand(flags: Flags): Promise<StateOutput> {
  const rs = rulesetOf(flags, 'hit');
  const code = codeText(flags);
  const damage = stringFlag(flags, 'damage');
  if ((code === undefined) === (damage === undefined)) {
    throw new UsageError(code === undefined ? 'Expected --code "RC3:..." (the attacker\'s code) or --damage N (typed by hand)' : 'Expected --code or --damage, not both', 'hit');
  }
  for (const f of ['outcome', 'tags', 'armour']) {
    if (code !== undefined && stringFlag(flags, f) !== undefined) throw new UsageError(`Expected --${f} only with --damage (a code carries its own)`, 'hit');
  }
  if (damage !== undefined && stringFlag(flags, 'entry') !== undefined) throw new UsageError('Expected --entry only with --code', 'hit');
  const rules = stateRulesOf(rs);
  const input = stateInputOf(rs, rules, flags, 'hit');
  let hits: Hit[];
  if (code !== undefined) {
    const d = await decodePayload(code, { knownRulesets: rulesets.map((r) => r.id) });
    if (!d.ok) throw new InputError(`Expected an attacker's code ("RC3:..." to "RC6:...") but received one that cannot be read: ${d.message}`);
    hits = hitsOfCode(d.value, rs.id, stringFlag(flags, 'entry'));
  } else {
    hits = [typedHit(flags, rules)];
  }
  const dice = diceOf(flags);
  let state = input.state!;
  const notes: StateChange['notes'][number][] = [];
  const reports: StateChange['hits'][number][] = [];
  for (const hit of hits) {
    const change = applyRule(() => rules.takeHit({ ...input, state }, hit, dice));
    state = change.state;
    notes.push(...change.notes);
    reports.push(...change.hits);
  }
  return outputOf(rules, input, { state, notes, hits: reports });
}

/** Prints the state after the hit (or every attack of a code), its status, the rules that applied and a report per hit. */
export const hit: Verb = {
  name: 'hit',
  summary: 'an attack landing on a character (from a code or typed by hand): the next lasting state',
  flags: {
    ...stateFlags,
    code: { type: 'string', value: 'TEXT', help: 'the attacker\'s result code, "RC3:..." to "RC6:..." (or a share text or link holding it); or --code-file' },
    'code-file': { type: 'string', value: 'FILE', help: 'a file holding the attacker\'s code' },
    entry: { type: 'string', value: 'N', help: 'with --code: only this entry of the code, counted from 1; every attack entry in order when left out' },
    damage: { type: 'string', value: 'N', help: `typed by hand: the damage before armour, 0 to ${MAX_HIT_DAMAGE}` },
    outcome: { type: 'string', value: 'OUTCOME', help: 'with --damage: the attack\'s outcome as the system names it (hit, critical, grievous, special...; miss); its plain hit when left out' },
    tags: { type: 'string', value: 'a,b', help: `with --damage: what kind of attack (${ATTACK_TAGS.join(', ')}), or a word the system's help names` },
    armour: { type: 'string', value: 'yes|no', help: 'with --damage: whether the defender\'s armour applies; yes when left out' },
  },
  details: [
    'Prints { "state", "status", "notes", "hits" } as JSON: the next lasting state (pass it as --state',
    'next time), its status (health in the system\'s word, conditions, "down" when the character',
    'cannot act), the rules that applied, and one report per attack applied with its outcome and',
    'its damage after armour.',
    'Examples:',
    '  engine hit --ruleset percentile-dex-rank --sheet sheet.json --damage 7 --outcome special',
    '  engine hit --ruleset percentile-dex-rank --sheet sheet.json --state state.json --code "RC6:..." --entry 2',
  ].join('\n'),
  run: (flags) => hitCommand(flags),
};
