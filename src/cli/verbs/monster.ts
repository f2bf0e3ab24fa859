/**
 * `engine monster`: a ready monster of a ruleset (`ruleset.monsters.ready`, src/engine/monster.ts)
 * and its round: the complete sheet (usable as `--sheet` of `hit`), the round rolled through the
 * ruleset's own `plan` and `roll` with its ready declaration, and the round's code (what a
 * player's `hit --code` applies).
 */
import type { ReadyMonster } from '../../engine/monster';
import type { Ruleset } from '../../engine/ruleset';
import { defaults } from '../../engine/schema';
import { encodeResult } from '../../share/round/encode';
import { rulesets } from '../../rulesets';
import { InputError, MAX_AT, stringFlag } from '../args';
import { rulesetFlag, rulesetOf } from '../input';
import { diceOf } from '../state';
import type { Verb } from '../verb';

/** The ready monster --index names, counted from 1 (1 when left out). @throws InputError for a ruleset without monsters or an index out of range. */
export function readyMonsterOf(rs: Ruleset, indexText: string | undefined): ReadyMonster {
  const ready = rs.monsters?.ready ?? [];
  if (!ready.length) {
    const have = rulesets.filter((r) => r.monsters?.ready.length).map((r) => r.id);
    throw new InputError(`Expected a ruleset with ready monsters (${have.join(', ') || 'none yet'}), but received "${rs.id}", which has none yet`);
  }
  const text = indexText ?? '1';
  const i = /^\d+$/.test(text) ? Number(text) : NaN;
  const m = ready[i - 1];
  if (!m || i < 1) throw new InputError(`Expected --index to be a whole number from 1 to ${ready.length} (${rs.id} has ${ready.length} ready monsters: ${ready.map((r) => r.name).join(', ')}), but received "${text}"`);
  return m;
}

/** Prints `{ sheet, round, code }` for a ready monster: its sheet, its round rolled (seeded with --seed) and the round's code. */
export const monster: Verb = {
  name: 'monster',
  summary: 'a ready monster\'s sheet, its round rolled, and the code a player\'s `hit` applies',
  flags: {
    ruleset: rulesetFlag,
    index: { type: 'string', value: 'N', help: 'which ready monster, counted from 1; 1 when left out' },
    seed: { type: 'string', value: 'N', help: 'seeded dice: the same seed gives the same faces; fair dice (crypto) when left out' },
    at: { type: 'string', value: 'MS', help: 'the time of the roll, in ms since 1970; now when left out' },
  },
  details: [
    'Prints { "sheet", "round", "code" } as JSON: the monster\'s complete sheet (pass it as --sheet',
    'of `hit` to apply a player\'s code to the monster), its round rolled with its ready declaration',
    '(a RoundResult, as `roll` prints it; its "nextState" is the monster\'s state after the round),',
    'and "code", the text of that round\'s QR code, which a player\'s `hit --code` applies.',
    'Example:',
    '  engine monster --ruleset zones-factions --index 3 --seed 5',
  ].join('\n'),
  async run(flags) {
    const rs = rulesetOf(flags, 'monster');
    const m = readyMonsterOf(rs, stringFlag(flags, 'index'));
    const atText = stringFlag(flags, 'at');
    if (atText !== undefined && (!/^\d+$/.test(atText) || Number(atText) > MAX_AT)) throw new InputError(`Expected --at to be a whole number of ms from 0 to ${MAX_AT}, but received "${atText}"`);
    const dice = diceOf(flags);
    const input = { sheet: m.sheet, declaration: m.declaration, options: defaults(rs.optionsSchema.fields) };
    const round = rs.roll(rs.plan(input), dice, atText !== undefined ? Number(atText) : Date.now(), input);
    return { sheet: m.sheet, round, code: await encodeResult(round) };
  },
};
