import { describe, expect, it } from 'vitest';
import { validate } from '../../src/engine/schema';
import { rulesets } from '../../src/rulesets';
import { catalog } from '../../src/rulesets/catalog';
import { hpText, hpTextOf } from '../../src/ui/player/sheet';
import { demosOf, metaOf } from '../../scripts/ruleset-meta';

describe('ruleset meta (what the list, the demos and the GM\'s choice use before any rules load)', () => {
  it.each(rulesets.map((rs) => ({ id: rs.id, rs })))('$id: meta.ts is in step with the ruleset and its demos.ts (else run `npm run meta`)', async ({ id, rs }) => {
    const entry = catalog.find((e) => e.id === id)!;
    const { load: _load, ...meta } = entry;
    expect(meta).toEqual(metaOf(rs, await demosOf(id)));
  });

  it.each(rulesets.map((rs) => ({ id: rs.id, rs })))('$id: every demo sheet as seeded fits the sheet and shows the same HP as with the rules', ({ id, rs }) => {
    const entry = catalog.find((e) => e.id === id)!;
    expect(entry.demos.map((d) => d.name)).toEqual(rs.demos.map((d) => d.name));
    for (const d of entry.demos) {
      const checked = validate(rs.sheetSchema.fields, d.sheet);
      expect(checked.ok && checked.value).toEqual(d.sheet);
      expect(hpTextOf(entry.hp, d.sheet)).toBe(hpText(rs.sheetSchema, d.sheet));
    }
  });

  it('shows HP from the meta\'s keys, and nothing when the sheet has no number there', () => {
    expect(hpTextOf({ current: 'hp', max: 'maxHp' }, { hp: 7, maxHp: 12 })).toBe('HP 7 / 12');
    expect(hpTextOf({ current: 'hp' }, { hp: 7 })).toBe('HP 7');
    expect(hpTextOf({ current: 'hp', max: 'maxHp' }, { hp: 'seven' })).toBeNull();
    expect(hpTextOf(undefined, { hp: 7 })).toBeNull();
  });
});
