import { describe, expect, it } from 'vitest';
import { describeOptions } from '../../src/ui/help/options';
import { hrefOf, parseRoute } from '../../src/ui/common/route';
import { rulesets } from '../../src/rulesets';
import { getRuleset } from '../../src/rulesets';

describe('the help pages', () => {
  it.each([
    ['#/help', { name: 'help' }],
    ['#help', { name: 'help' }],
    ['#help/spelljammer', { name: 'help', rulesetId: 'spelljammer' }],
    ['#/help/bcb-d20', { name: 'help', rulesetId: 'bcb-d20' }],
  ])('%s opens %j', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('links round-trip through the route', () => {
    expect(parseRoute(hrefOf({ name: 'help', rulesetId: 'zones-factions' }))).toEqual({ name: 'help', rulesetId: 'zones-factions' });
    expect(parseRoute(hrefOf({ name: 'help' }))).toEqual({ name: 'help' });
  });

  it('describes each Spelljammer table option with its choices and marks the default', () => {
    const rs = getRuleset('spelljammer');
    const described = describeOptions(rs.optionsSchema);
    const natural = described.find((o) => o.key === 'natural01');
    expect(natural?.label).toBe('A roll of 01 with no grievous band');
    expect(natural?.choices).toEqual([
      { label: 'Always a grievous hit', isDefault: true },
      { label: 'A critical hit; the GM may upgrade it', isDefault: false },
    ]);
    expect(natural?.help).toMatch(/grievous/);
  });

  it.each(rulesets.map((r) => [r.id, r] as const))('%s: every table option is described with exactly one default or a range', (_id, rs) => {
    for (const o of describeOptions(rs.optionsSchema)) {
      expect(o.label.length).toBeGreaterThan(0);
      if (o.choices.length) expect(o.choices.filter((c) => c.isDefault)).toHaveLength(1);
      else expect(o.range).toBeTruthy();
    }
  });

  it('describes yes/no and number options in words', () => {
    const described = describeOptions({ fields: [
      { kind: 'boolean', key: 'flank', label: 'Flanking bonus', default: false },
      { kind: 'number', key: 'cap', label: 'Armour cap', min: 0, max: 5, default: 3 },
    ] });
    expect(described[0]!.choices).toEqual([{ label: 'On', isDefault: false }, { label: 'Off', isDefault: true }]);
    expect(described[1]!.range).toBe('0 to 5 (default 3)');
  });
});
