import { describe, expect, it } from 'vitest';
import { defaults, derivedValue, settle, type Field } from '../../src/engine/schema';
import { rulesets } from '../../src/rulesets';

const byId = (id: string) => rulesets.find((r) => r.id === id)!;

describe('figures that follow or are derived from others', () => {
  it.each([
    { id: 'spelljammer', max: 'maxHp', current: 'currentHp', to: 42 },
    { id: 'percentile-dex-rank', max: 'maxHp', current: 'currentHp', to: 13 },
    { id: 'zones-factions', max: 'maxHp', current: 'health', to: 14 },
  ])('$id: a new character typing its maximum stays unhurt ($current follows $max)', ({ id, max, current, to }) => {
    const fields = byId(id).sheetSchema.fields;
    const fresh = defaults(fields);
    expect(fresh[current]).toBe(fresh[max]);
    // Typed digit by digit, through an empty box: the current figure moves with each step.
    let v = fresh;
    for (const step of ['', String(to).slice(0, 1), to]) v = settle(fields, v, { ...v, [max]: step });
    expect(v[current]).toBe(to);
    expect(v[max]).toBe(to);
  });

  it('a current figure the player set stays where it is when the maximum changes', () => {
    const fields = byId('spelljammer').sheetSchema.fields;
    let v = defaults(fields);
    v = settle(fields, v, { ...v, currentHp: 25 });
    v = settle(fields, v, { ...v, maxHp: 42 });
    expect(v).toMatchObject({ maxHp: 42, currentHp: 25 });
  });

  it('a held field (its tracked figure differs) does not follow', () => {
    const fields = byId('spelljammer').sheetSchema.fields;
    const v = defaults(fields);
    expect(settle(fields, v, { ...v, maxHp: 42 }, ['currentHp'])).toMatchObject({ maxHp: 42, currentHp: 30 });
  });

  it('percentile hit points are the average of CON and SIZ, a half rounded up (003 5.12)', () => {
    const fields = byId('percentile-dex-rank').sheetSchema.fields;
    const hp = fields.find((f) => f.key === 'maxHp')!;
    expect(derivedValue(hp, { con: 13, siz: 12 })).toBe(13);
    expect(derivedValue(hp, { con: 12, siz: 12 })).toBe(12);
    expect(derivedValue(hp, { con: 10, siz: 11 })).toBe(11);
    expect(derivedValue(hp, { con: 13, siz: null })).toBeNull();
    let v = defaults(fields);
    expect(v).toMatchObject({ con: null, siz: null, maxHp: 12, currentHp: 12 });
    v = settle(fields, v, { ...v, con: 15 });
    expect(v).toMatchObject({ maxHp: 12, currentHp: 12 });
    v = settle(fields, v, { ...v, siz: 10 });
    // 12.5 rounds up to 13, and the unhurt character's Current HP follows.
    expect(v).toMatchObject({ maxHp: 13, currentHp: 13 });
  });

  it('without CON and SIZ (an older character) the hit points are typed as before', () => {
    const fields = byId('percentile-dex-rank').sheetSchema.fields;
    const v = defaults(fields);
    expect(settle(fields, v, { ...v, maxHp: 9 })).toMatchObject({ maxHp: 9, currentHp: 9 });
  });

  it('derived values stay inside the field range', () => {
    const f: Field = { kind: 'number', key: 'x', label: 'X', min: 1, max: 5, default: 1, derived: { from: ['a', 'b'], op: 'average', round: 'down', note: '' } };
    expect(derivedValue(f, { a: 20, b: 30 })).toBe(5);
    expect(derivedValue(f, { a: 3, b: 4 })).toBe(3);
  });
});
