/** `engine decode`: the round a result code carries. */
import { strings } from '../args';
import type { Verb } from '../verb';
import { decodeCommand } from '../verify';

/** Prints the round a player's code carries, its proof included. */
export const decode: Verb = {
  name: 'decode',
  summary: 'the round a player\'s result code (RC1: to RC6:) carries, as JSON',
  flags: {
    code: { type: 'string', value: 'TEXT', help: 'the code as text, "RC6:..." (or --code-file)' },
    'code-file': { type: 'string', value: 'FILE', help: 'a file holding the code' },
  },
  run: (flags) => decodeCommand(strings(flags)),
};
