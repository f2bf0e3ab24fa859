/** The words of a "Compare choices" row: damage to two decimals at most, the chance, the own defence. */
import { describe, expect, it } from 'vitest';
import { damageText, figuresText } from '../../src/ui/player/ComparePanel';

describe('compare choices: a row in words', () => {
  it('rounds the expected damage to two decimals, drops trailing zeros, and never shows a small chance of damage as 0', () => {
    expect(damageText({ num: 209, den: 20 })).toBe('10.45');
    expect(damageText({ num: 143, den: 40 })).toBe('3.58');
    expect(damageText({ num: 7, den: 2 })).toBe('3.5');
    expect(damageText({ num: 0, den: 1 })).toBe('0');
    expect(damageText({ num: 1, den: 1000 })).toBe('<0.01');
  });

  it('says damage, chance of any hit and the own defence by its label, and leaves out a defence the plan lacks', () => {
    const row = { changes: {}, label: 'x', expectedDamage: { num: 39, den: 10 }, pAnyHit: { num: 3, den: 5 } };
    expect(figuresText({ ...row, defence: { label: 'AC this round', value: 16 } })).toBe('3.9 damage · 60% any hit · AC this round 16');
    expect(figuresText({ ...row, defence: null })).toBe('3.9 damage · 60% any hit');
  });
});
