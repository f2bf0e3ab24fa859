/**
 * "Compare choices" (src/engine/compare.ts) in every ruleset: the properties the list keeps
 * whatever the round: odds that are odds, the declared round marked once, best first, each
 * choice's figures those of the round it leads to, numbers found at the value where the round
 * changes, and the limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, roundFigures, type Choice } from '../../src/engine/compare';
import type { Ruleset } from '../../src/engine/ruleset';
import { defaults, type Values } from '../../src/engine/schema';
import { rulesets } from '../../src/rulesets';
import { bcbD20 } from '../../src/rulesets/bcb-d20';

const value = (f: { num: number; den: number }) => f.num / f.den;
const inputOf = (rs: Ruleset, i: number, more: Values = {}) => {
  const d = rs.demos[i]!;
  return { sheet: d.sheet, declaration: { ...defaults(rs.declarationSchema(d.sheet).fields), ...d.declaration, ...more }, options: defaults(rs.optionsSchema.fields) };
};
const demos = rulesets.flatMap((rs) => rs.demos.map((_, i) => [rs, i] as const));

describe('compare choices in every ruleset', () => {
  it.each(demos.map(([rs, i]) => [`${rs.id} ${rs.demos[i]!.name}`, rs, i] as const))('%s: odds in 0..1, damage >= 0, one declared round, best first, at most 40', (_, rs, i) => {
    const c = compare(rs, inputOf(rs, i));
    expect(c.choices.length).toBeGreaterThan(0);
    expect(c.choices.length).toBeLessThanOrEqual(40);
    expect(c.choices.filter((x) => x.current)).toHaveLength(1);
    for (const x of c.choices) {
      expect(value(x.pAnyHit)).toBeGreaterThanOrEqual(0);
      expect(value(x.pAnyHit)).toBeLessThanOrEqual(1);
      expect(value(x.expectedDamage)).toBeGreaterThanOrEqual(0);
      // A round with damage expected has some chance to hit, and the other way round.
      expect(x.expectedDamage.num > 0).toBe(x.pAnyHit.num > 0);
    }
    for (let k = 1; k < c.choices.length; k++) expect(value(c.choices[k - 1]!.expectedDamage)).toBeGreaterThanOrEqual(value(c.choices[k]!.expectedDamage));
  });

  it('each choice, taken, is a round whose own comparison shows the same figures as declared', () => {
    const cases = demos.flatMap(([rs, i]) => compare(rs, inputOf(rs, i)).choices.filter((x) => !x.current).map((x) => [rs, i, x] as const));
    fc.assert(fc.property(fc.constantFrom(...cases), ([rs, i, choice]: readonly [Ruleset, number, Choice]) => {
      const taken = compare(rs, inputOf(rs, i, choice.changes));
      const now = taken.choices.find((x) => x.current)!;
      expect([now.expectedDamage, now.pAnyHit, now.defence]).toEqual([choice.expectedDamage, choice.pAnyHit, choice.defence]);
    }), { numRuns: 40 });
  });

  it('a BCB of any size is split at every value that changes the odds, as trying each value by hand finds', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 5, max: 30 }), (bcb, split, ac) => {
      const toHit = Math.min(bcb, split);
      const demo = bcbD20.demos[0]!;
      const sheet = { ...demo.sheet, bcb };
      const input = { sheet, declaration: { ...defaults(bcbD20.declarationSchema(sheet).fields), ...demo.declaration, bcbToHit: toHit, targetAc: ac }, options: defaults(bcbD20.optionsSchema.fields) };
      const listed = compare(bcbD20, input, 100).choices.filter((x) => 'bcbToHit' in x.changes).map((x) => x.changes['bcbToHit'] as number).sort((a, b) => a - b);
      // By hand: every value 0..BCB, keeping the one nearest the declared split of each set of equal figures.
      const key = (n: number) => { const p = bcbD20.plan({ ...input, declaration: { ...input.declaration, bcbToHit: n } }); const f = roundFigures(p); return `${f.expectedDamage.num}/${f.expectedDamage.den} ${f.pAnyHit.num}/${f.pAnyHit.den} ${p.defence[0]!.value}`; };
      const mine = key(toHit);
      const byKey = new Map<string, number>();
      for (let n = 0; n <= bcb; n++) {
        const k = key(n);
        if (k === mine) continue;
        const was = byKey.get(k);
        if (was === undefined || Math.abs(n - toHit) < Math.abs(was - toHit)) byKey.set(k, n);
      }
      expect(listed).toEqual([...byKey.values()].sort((a, b) => a - b));
    }), { numRuns: 30 });
  });

  it('a limit keeps the best choices and always the declared round', () => {
    const rs = bcbD20;
    const all = compare(rs, inputOf(rs, 0, { bcbToHit: 0 }));
    const three = compare(rs, inputOf(rs, 0, { bcbToHit: 0 }), 3);
    expect(three.choices).toHaveLength(3);
    expect(three.choices.slice(0, 2)).toEqual(all.choices.slice(0, 2));
    expect(three.choices[2]!.current).toBe(true);
  });
});
