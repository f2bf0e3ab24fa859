/** `engine roll`: a character's round rolled, with fair or seeded dice. */
import { encodeResult } from '../../share/round/encode';
import { InputError, MAX_AT, stringFlag } from '../args';
import { planInputOf, roundFlags, rulesetOf } from '../input';
import { diceOf } from '../state';
import type { Verb } from '../verb';

/** A whole number from a flag. @throws InputError naming the flag and the value received. */
function wholeNumber(text: string, flag: string): number {
  if (!/^\d+$/.test(text) || Number(text) > MAX_AT) throw new InputError(`Expected ${flag} to be a whole number of ms from 0 to ${MAX_AT}, but received "${text}"`);
  return Number(text);
}

/** Plans and rolls the round: seeded dice with --seed (the same seed, the same faces), else fair dice; adds the round's code. */
export const roll: Verb = {
  name: 'roll',
  summary: 'the round rolled: fair dice, or seeded with --seed N',
  flags: {
    ...roundFlags,
    seed: { type: 'string', value: 'N', help: 'seeded dice: the same seed gives the same faces; fair dice (crypto) when left out' },
    at: { type: 'string', value: 'MS', help: 'the time of the roll, in ms since 1970; now when left out' },
  },
  details: [
    'Prints the RoundResult as JSON, with "code": the text its QR code carries (what `hit --code`',
    'and the GM screen read). Pass its "nextState" as --state next round.',
  ].join('\n'),
  run(flags) {
    const rs = rulesetOf(flags, 'roll');
    const input = planInputOf(rs, flags, 'roll');
    const dice = diceOf(flags);
    const atText = stringFlag(flags, 'at');
    const at = atText !== undefined ? wholeNumber(atText, '--at') : Date.now();
    const result = rs.roll(rs.plan(input), dice, at, input);
    return encodeResult(result).then((code) => ({ ...result, code }));
  },
};
