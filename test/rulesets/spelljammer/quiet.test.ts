/**
 * Quiet hits in Spelljammer (the fight simulation's): the same states and figures as the spoken
 * ones, only without their words, over every outcome, a stun and a stuck missile. Rounds of every
 * demo and ready monster landed on every demo, both ways. (Quiet rolls, and hits in every system:
 * test/engine/quiet.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { landBothWays } from '../../engine/quiet-hits';

describe('quiet: the fight simulation\'s hits leave out only the words', () => {
  it('a quiet hit leaves the same state, outcome, damage and taken, with no notes and no text', () => {
    let landed = 0;
    const seen = new Set<string>();
    landBothWays(spelljammer, 100, (loud, quiet, quietResolution) => {
      if (quietResolution) expect(quietResolution.text).toBe('');
      expect(quiet.notes).toEqual([]);
      if (loud.hits[0]!.taken > 0) landed++;
      seen.add(loud.hits[0]!.outcome);
      if (loud.state['stunned']) seen.add('stunned');
      if ((loud.state['stuck'] as unknown[]).length) seen.add('stuck');
    });
    // Enough landed hits to have met every outcome, stuns and stuck missiles.
    expect(landed).toBeGreaterThan(500);
    expect([...seen].sort()).toEqual(['critical', 'grievous', 'hit', 'miss', 'stuck', 'stunned']);
  });
});
