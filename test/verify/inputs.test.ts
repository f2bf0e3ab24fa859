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

describe('verified inputs: the carried state', () => {
  const rs = getRuleset('spelljammer');
  const input = demoInput(rs);
  const state = { ...rs.state!.initial(input.sheet, input.options), hp: 31, stuck: [{ n: 1, kind: 'arrow', grievous: false, pending: false }] };

  it('a state that fits the state schema goes field by field: a few bytes, read back exactly', () => {
    const bytes = encodeInputs(rs, { ...input, state });
    const tagged = encodeInputs({ ...rs, state: undefined }, { ...input, state });
    expect(bytes.length).toBeLessThan(tagged.length / 3);
    expect(decodeInputs(rs, bytes).state).toEqual(state);
  });

  it('a state outside the schema, and codes written before state schemas, go and read as tagged values', () => {
    const odd = { ...state, note: 'kept' };
    expect(decodeInputs(rs, encodeInputs(rs, { ...input, state: odd })).state).toEqual(odd);
    const old = encodeInputs({ ...rs, state: undefined }, { ...input, state });
    expect(decodeInputs(rs, old).state).toEqual(state);
  });

  it('an empty state reads back empty', () => {
    expect(decodeInputs(rs, encodeInputs(rs, { ...input, state: {} })).state).toEqual({});
    expect(decodeInputs(rs, encodeInputs({ ...rs, state: undefined }, { ...input, state: {} })).state).toEqual({});
  });
});
