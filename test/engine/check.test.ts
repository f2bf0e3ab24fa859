import { describe, expect, it } from 'vitest';
import { bandsFromFaces, resolveCheck } from '../../src/engine/check';
import type { CheckPlan } from '../../src/engine/ruleset';

const styles = {
  critical: { label: 'Critical', tone: 2 },
  hit: { label: 'Hit', tone: 1 },
  miss: { label: 'Miss', tone: 0 },
} as const;

describe('check bands', () => {
  const bands = bandsFromFaces(100, (f) => (f >= 96 ? { outcome: 'miss', automatic: true } : f <= 11 ? { outcome: 'critical' } : f <= 72 ? { outcome: 'hit' } : { outcome: 'miss' }), styles);

  it('partition the faces with exact odds', () => {
    expect(bands.map((b) => [b.outcome, b.faces, b.p.num / b.p.den, !!b.automatic])).toEqual([
      ['critical', [[1, 11]], 0.11, false],
      ['hit', [[12, 72]], 0.61, false],
      ['miss', [[73, 95]], 0.23, false],
      ['miss', [[96, 100]], 0.05, true],
    ]);
  });

  it('resolve a face to its outcome word, or leave it to the GM when the need is unknown', () => {
    const plan: CheckPlan = { die: 100, mode: 'under', need: 72, bonus: 0, modifiers: [], bands, summary: '' };
    expect(resolveCheck(plan, 11)).toMatchObject({ outcome: 'critical', label: 'Critical' });
    expect(resolveCheck(plan, 97)).toMatchObject({ outcome: 'miss', automatic: true });
    expect(resolveCheck({ ...plan, need: null, bands: [] }, 50).outcome).toBe('unknown');
  });

  it('refuse an outcome without a style', () => {
    expect(() => bandsFromFaces(20, () => ({ outcome: 'nope' }), styles)).toThrow(/no style/);
  });
});
