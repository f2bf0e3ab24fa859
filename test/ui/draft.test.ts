import { describe, expect, it } from 'vitest';
import type { Field, FormSchema, ListField, NumberField } from '../../src/engine/schema';
import { validate } from '../../src/engine/schema';
import { UNREADABLE_NUMBER, changedCount, followDefaults, fieldMessage, groupFields, issuesUnder, itemHeading, moveItem, parseNumberDraft, stepNumber } from '../../src/ui/forms/draft';
import { isSegmented } from '../../src/ui/forms/controls';

const hp: NumberField = { kind: 'number', key: 'hp', label: 'HP', min: 0, max: 200, default: 10 };

describe('number drafts', () => {
  it.each([
    { text: '42', optional: false, out: 42 },
    { text: ' -5 ', optional: false, out: -5 },
    { text: '\u22125', optional: false, out: -5 },
    { text: '', optional: true, out: null },
    { text: '', optional: false, out: '' },
    { text: '12a', optional: false, out: '12a' },
    { text: '1e5', optional: false, out: '1e5' },
  ])('"$text" reads as $out', ({ text, optional, out }) => {
    expect(parseNumberDraft(text, optional)).toEqual(out);
  });

  it('a mistyped number is kept as text and validate names the field, so the last saved value is not lost', () => {
    const draft = { hp: parseNumberDraft('12a', false) };
    const r = validate([hp], draft);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues[0]!.path).toBe('hp');
    expect(fieldMessage(hp, draft.hp, r.issues[0]!)).toBe('HP: expected a whole number from 0 to 200, but received "12a"');
  });

  it('input the browser cannot read is reported as not a number', () => {
    expect(fieldMessage(hp, UNREADABLE_NUMBER, { path: 'hp', message: 'x' })).toBe('HP: expected a whole number from 0 to 200, but what was typed is not a number');
  });

  it('steppers move by the step and stay within min and max, starting from the default on a bad draft', () => {
    expect(stepNumber(10, 1, hp)).toBe(11);
    expect(stepNumber(200, 1, hp)).toBe(200);
    expect(stepNumber(0, -5, hp)).toBe(0);
    expect(stepNumber('abc', 1, hp)).toBe(11);
    expect(stepNumber(null, 1, { min: -100, max: 300, default: null })).toBe(1);
    expect(stepNumber(null, -1, { min: 5, max: 300, default: null })).toBe(5);
  });
});

describe('lists and sections', () => {
  it('a closed section counts the fields set away from their defaults', () => {
    expect(changedCount([hp, { kind: 'boolean', key: 'b', label: 'B', default: false }], { hp: 10, b: true })).toBe(1);
  });

  it('moving an item keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['b', 'a']);
  });

  it('issues of a list item are found by path', () => {
    const issues = [{ path: 'weapons.1.damage', message: 'bad' }, { path: 'hp', message: 'x' }];
    expect(issuesUnder(issues, 'weapons.1')).toEqual([{ path: 'damage', message: 'bad' }]);
  });

  it('item headings use the item name', () => {
    expect(itemHeading('weapon', 1, { name: 'Longbow' })).toBe('Weapon 2: Longbow');
    expect(itemHeading('spell', 0, { name: '  ' })).toBe('Spell 1');
  });

  it('fields without a section come first, then sections in the schema order', () => {
    const weapons: ListField = { kind: 'list', key: 'w', label: 'W', itemLabel: 'weapon', item: [], minItems: 0, maxItems: 3, default: [], section: 'gear' };
    const schema: FormSchema = {
      fields: [weapons, { ...hp, section: 'health' }, { kind: 'text', key: 'name', label: 'Name', maxLength: 9, default: '' }],
      sections: [{ id: 'health', label: 'Health' }, { id: 'gear', label: 'Gear' }],
    };
    expect(groupFields(schema).map((g) => g.label)).toEqual(['', 'Health', 'Gear']);
  });

  it('few short options are segmented buttons; long labels use a native select', () => {
    const opts = (labels: string[]) => labels.map((l) => ({ value: l, label: l }));
    expect(isSegmented({ kind: 'select', key: 's', label: 'S', default: 'a', options: opts(['Longsword', 'Longbow']) })).toBe(true);
    expect(isSegmented({ kind: 'select', key: 's', label: 'S', default: 'a', options: opts(['No', 'Yes, give up half my attacks']) })).toBe(false);
    expect(isSegmented({ kind: 'select', key: 's', label: 'S', default: 'a', options: opts(['a', 'b', 'c', 'd', 'e']) })).toBe(false);
  });
});

describe('defaults that follow other data', () => {
  const split = (bcb: number): Field[] => [{ kind: 'number', key: 'bcbToHit', label: 'BCB on the attack', min: 0, max: bcb, default: bcb }, { kind: 'boolean', key: 'hold', label: 'Hold', default: false }];
  it('a value still at its old default moves to the new default', () => {
    expect(followDefaults(split(2), split(4), { bcbToHit: 2, hold: true })).toEqual({ bcbToHit: 4, hold: true });
  });
  it('a value the player set stays, and nothing moving gives the same record back', () => {
    const values = { bcbToHit: 1, hold: false };
    expect(followDefaults(split(2), split(4), values)).toBe(values);
  });
});
