import { describeRuleset } from '../contract';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { describe, expect, it } from 'vitest';
import { findRuleset, getRuleset, rulesets } from '../../../src/rulesets';

describeRuleset(spelljammer);

describe('ruleset registry', () => {
  it('lists spelljammer and finds it by id', () => {
    expect(rulesets.map((r) => r.id)).toContain('spelljammer');
    expect(getRuleset('spelljammer')).toBe(spelljammer);
    expect(findRuleset('spelljammer')).toBe(spelljammer);
  });
  it('returns undefined from findRuleset and throws a clear error from getRuleset for an unknown id', () => {
    expect(findRuleset('nope')).toBeUndefined();
    expect(() => getRuleset('nope')).toThrow(/Unknown ruleset "nope": expected one of "spelljammer"/);
  });
});
