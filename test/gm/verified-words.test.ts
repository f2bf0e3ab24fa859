import { describe, expect, it } from 'vitest';
import { verdictWord } from '../../src/ui/gm/verified';
import type { Reason } from '../../src/verify/verify';

describe("the GM's badge words for verified rolls", () => {
  it.each<[Reason, string]>([
    ['not-joined', 'Not verified: phone not joined'],
    ['commitment', 'Not verified: secret does not match'],
    ['wrong-code', 'Not verified: wrong code'],
    ['replayed', 'Not verified: replayed'],
    ['skipped', 'Not verified: skipped round'],
    ['faces', 'Not verified: faces'],
    ['typed', 'Not verified: face typed in'],
    ['altered', 'Not verified: code altered'],
    ['damaged', 'Not verified: damaged proof'],
  ])('%s reads "%s"', (reason, word) => {
    expect(verdictWord({ status: 'not-verified', reason, message: 'x' })).toBe(word);
  });

  it('verified and unverified', () => {
    expect(verdictWord({ status: 'verified', message: '' })).toBe('Verified');
    expect(verdictWord({ status: 'unverified', message: '' })).toBe('Unverified');
  });
});

it('a round rolled under another version of the rules is never "altered" in its word', () => {
  expect(verdictWord({ status: 'not-verified', reason: 'rules-version', message: 'x' })).toBe('Not verified: other rules version');
});
