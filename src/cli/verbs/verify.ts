/** `engine verify`: the GM's check of a verified round, spelled out. */
import { strings } from '../args';
import type { Verb } from '../verb';
import { verifyCommand } from '../verify';

/** Prints the chain, every die re-derived, and the verdict for the round and each entry. */
export const verify: Verb = {
  name: 'verify',
  summary: 'check a verified round as the GM\'s phone does, every step spelled out',
  flags: {
    code: { type: 'string', value: 'TEXT', help: 'the player\'s result code, "RC6:..." (or --code-file)' },
    'code-file': { type: 'string', value: 'FILE', help: 'a file holding the result code' },
    join: { type: 'string', value: 'TEXT', help: 'the player\'s join code, "RCJ1:..." (or --join-file)' },
    'join-file': { type: 'string', value: 'FILE', help: 'a file holding the join code' },
    'round-code': { type: 'string', value: 'ROUNDCODE', required: true, help: 'the round code the GM showed' },
    earlier: { type: 'string', value: 'R:CODE,...', help: 'earlier rounds\' codes, to tell a replayed result from a mistyped code' },
    'last-link': { type: 'string', value: 'N', help: 'the link of the chain the GM saw last; the one before this code\'s when left out' },
    'last-code': { type: 'string', value: 'CODE', help: 'the round code of that last link' },
  },
  details: 'The verdict says "verified", "not-verified" with the reason, or "unverified".',
  run: (flags) => verifyCommand(strings(flags)),
};
