/** `engine dice`: dice of a verified round re-derived by hand. */
import { strings } from '../args';
import type { Verb } from '../verb';
import { diceCommand } from '../verify';

/** Prints the faces a round's secret, the round code and a name give for dice of the given sizes. */
export const dice: Verb = {
  name: 'dice',
  summary: 'faces of a verified round re-derived from its secret, the round code and the name',
  flags: {
    secret: { type: 'string', value: 'HEX', required: true, help: 'the round\'s link of the chain, 32 hex digits ("proof.secret" of the decoded code)' },
    code: { type: 'string', value: 'ROUNDCODE', required: true, help: 'the GM\'s five-character round code' },
    name: { type: 'string', value: 'NAME', required: true, help: 'the character\'s name as the code shows it' },
    sides: { type: 'string', value: 'N,N,...', required: true, help: 'the die sizes in the order drawn, e.g. 10,100,8' },
  },
  run: (flags) => diceCommand(strings(flags)),
};
