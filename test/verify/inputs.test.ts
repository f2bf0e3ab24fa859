import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/engine/ruleset';
import { FIELD_GENERATIONS, type Field, type Values } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { decodeInputs, encodeInputs, InputsError } from '../../src/verify/inputs';
import { demoInput } from './rounds';

/** The ruleset as it was before its fields marked `added` existed. */
function before(rs: Ruleset): Ruleset {
  return { ...rs, optionsSchema: { ...rs.optionsSchema, fields: rs.optionsSchema.fields.filter((f) => !f.added) },
    declarationSchema: (s) => ({ ...rs.declarationSchema(s), fields: rs.declarationSchema(s).fields.filter((f) => !f.added) }) };
}

describe('verified inputs: fields added after codes were shown', () => {
  const rs = getRuleset('spelljammer');
  const input = demoInput(rs);

  it('a code written before the added options reads them as their defaults', () => {
    const old = before(rs);
    const bytes = encodeInputs(old, { ...input, options: Object.fromEntries(old.optionsSchema.fields.map((f) => [f.key, input.options[f.key]!])),
      declaration: Object.fromEntries(old.declarationSchema(input.sheet).fields.map((f) => [f.key, input.declaration[f.key]!])) });
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

  it('a state outside the schema is refused; codes written before state schemas go and read as tagged values', () => {
    const odd = { ...state, note: 'kept' };
    expect(() => decodeInputs(rs, encodeInputs(rs, { ...input, state: odd }))).toThrow(/state: expected only the fields .*, but received "note"/);
    const old = encodeInputs({ ...rs, state: undefined }, { ...input, state });
    expect(decodeInputs(rs, old).state).toEqual(state);
  });

  it('an empty state reads back empty', () => {
    expect(decodeInputs(rs, encodeInputs(rs, { ...input, state: {} })).state).toEqual({});
    expect(decodeInputs(rs, encodeInputs({ ...rs, state: undefined }, { ...input, state: {} })).state).toEqual({});
  });
});

describe('verified inputs: each generation of added fields', () => {
  /** The ruleset as a build before generation `g` (and every later one) had it: those fields left out of every schema. */
  function upTo(rs: Ruleset, g: (typeof FIELD_GENERATIONS)[number]): Ruleset {
    const later = new Set<string>(FIELD_GENERATIONS.slice(FIELD_GENERATIONS.indexOf(g)));
    const keep = (fields: readonly Field[]): Field[] => fields.filter((f) => !(f.added && later.has(f.added))).map((f) => (f.kind === 'list' ? { ...f, item: keep(f.item) } : f));
    return { ...rs, optionsSchema: { fields: keep(rs.optionsSchema.fields) }, declarationSchema: (s) => ({ ...rs.declarationSchema(s), fields: keep(rs.declarationSchema(s).fields) }),
      ...(rs.state ? { state: { ...rs.state, schema: { ...rs.state.schema, fields: keep(rs.state.schema.fields) } } } : {}) };
  }
  const only = (fields: readonly Field[], v: Values): Values => Object.fromEntries(fields.map((f) => [f.key, v[f.key]!]));

  it.each(['crit-table-d20', 'bcb-d20', 'spelljammer'])('%s: a code from the build before the round\'s defence fields reads them as their defaults', (id) => {
    const rs = getRuleset(id);
    const input = demoInput(rs);
    const state = rs.state!.initial(input.sheet, input.options);
    const old = upTo(rs, 'defence');
    const oldInput = { sheet: input.sheet, declaration: only(old.declarationSchema(input.sheet).fields, input.declaration), options: only(old.optionsSchema.fields, input.options), state: only(old.state!.schema.fields, state) };
    const read = decodeInputs(rs, encodeInputs(old, oldInput));
    expect(read.options).toEqual(input.options);
    expect(read.declaration).toEqual(input.declaration);
    expect(read.state).toEqual(state);
  });
});
