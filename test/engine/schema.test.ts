import { describe, expect, it } from 'vitest';
import { defaults, isVisible, validate, withDefaults, type Field } from '../../src/engine/schema';

const fields: readonly Field[] = [
  { kind: 'text', key: 'name', label: 'Name', maxLength: 40, default: 'Hero' },
  { kind: 'number', key: 'sc', label: 'SC', min: 0, max: 300, default: 100 },
  { kind: 'optional-number', key: 'def', label: 'Target DEF', min: -100, max: 300, default: null },
  { kind: 'select', key: 'move', label: 'Movement', options: [{ value: 'none', label: 'None' }, { value: 'run', label: 'Run' }], default: 'none' },
  { kind: 'boolean', key: 'aim', label: 'Careful aim', default: false, visibleIf: { key: 'move', in: ['none'] } },
  { kind: 'list', key: 'weapons', label: 'Weapons', itemLabel: 'weapon', minItems: 1, maxItems: 3,
    item: [{ kind: 'text', key: 'name', label: 'Weapon', maxLength: 30, default: 'Sword' }, { kind: 'dice', key: 'damage', label: 'Damage', default: '1d8' }],
    default: [{ name: 'Longsword', damage: '1d8+4' }] },
];

describe('form schemas validate the values they describe', () => {
  it('defaults are valid', () => {
    const d = defaults(fields);
    expect(d).toEqual({ name: 'Hero', sc: 100, def: null, move: 'none', aim: false, weapons: [{ name: 'Longsword', damage: '1d8+4' }] });
    expect(validate(fields, d).ok).toBe(true);
  });

  it('says which field is wrong, what was expected', () => {
    const r = validate(fields, { ...defaults(fields), sc: 400, weapons: [{ name: 'Axe', damage: '1d' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues).toContainEqual({ path: 'sc', message: 'SC: expected at most 300' });
      expect(r.issues).toContainEqual({ path: 'weapons.0.damage', message: 'Damage: expected dice like 1d8+4, at most 6 dice of at most 20 sides' });
    }
  });

  it('rejects NaN, non-integers and unknown choices', () => {
    expect(validate(fields, { ...defaults(fields), sc: Number.NaN }).ok).toBe(false);
    expect(validate(fields, { ...defaults(fields), sc: 1.5 }).ok).toBe(false);
    expect(validate(fields, { ...defaults(fields), move: 'teleport' }).ok).toBe(false);
  });

  it('fills fields an older record lacks, without touching the rest', () => {
    const r = withDefaults(fields, { name: 'Old', weapons: [{ name: 'Bow' }] });
    expect(r.ok && r.value).toEqual({ name: 'Old', sc: 100, def: null, move: 'none', aim: false, weapons: [{ name: 'Bow', damage: '1d8' }] });
    expect(withDefaults(fields, null).ok).toBe(false);
  });

  it('does not let __proto__ keys pollute objects', () => {
    const hostile = JSON.parse('{"name":"x","__proto__":{"polluted":1},"weapons":[{"name":"a","damage":"1d4","__proto__":{"p":2}}]}');
    const r = withDefaults(fields, hostile);
    expect(r.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  it('hides fields whose condition is not met', () => {
    expect(isVisible(fields[4]!, { move: 'none' })).toBe(true);
    expect(isVisible(fields[4]!, { move: 'run' })).toBe(false);
  });
});
