import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/engine/ruleset';
import { getRuleset } from '../../src/rulesets';
import { decodeInputs, encodeInputs, InputsError } from '../../src/verify/inputs';
import { demoInput } from './rounds';

/** The ruleset as it was before its fields marked `added` existed. */
function before(rs: Ruleset): Ruleset {
  return { ...rs, optionsSchema: { ...rs.optionsSchema, fields: rs.optionsSchema.fields.filter((f) => !f.added) } };
}

describe('verified inputs: fields added after codes were shown', () => {
  const rs = getRuleset('spelljammer');
  const input = demoInput(rs);

  it('a code written before the added options reads them as their defaults', () => {
    const old = before(rs);
    const bytes = encodeInputs(old, { ...input, options: Object.fromEntries(old.optionsSchema.fields.map((f) => [f.key, input.options[f.key]!])) });
    expect(rs.optionsSchema.fields.some((f) => f.added)).toBe(true);
    expect(decodeInputs(rs, bytes)).toEqual(input);
  });

  it('a code of today reads in today\'s layout, added options included', () => {
    const options = { ...input.options, downAt: 'gm' };
    expect(decodeInputs(rs, encodeInputs(rs, { ...input, options })).options).toEqual(options);
  });

  it('bytes that fit neither layout are refused with the first layout\'s message', () => {
    expect(() => decodeInputs(rs, new Uint8Array([0x00]))).toThrow(InputsError);
  });
});
