/**
 * Quiet rolls, resolutions and hits (what the fight simulation asks for) in every ruleset: the
 * same dice drawn, the same entries, figures and states as the spoken ones, only without their
 * words (notes, timing, damage and report texts). Each demo and ready monster rolls with the
 * same seeds both ways; each rolled attack lands on each demo both ways.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import type { ResultEntry, RoundResult } from '../../src/engine/ruleset';
import { defaults } from '../../src/engine/schema';
import { rulesets } from '../../src/rulesets';
import { fightersOf, landBothWays } from './quiet-hits';

/** An entry without its words. */
function figures(e: ResultEntry): unknown {
  const { notes: _n, timing, damage, ...rest } = e;
  return { ...rest, timing: timing && { ...timing, text: undefined }, damage: damage && { ...damage, text: undefined } };
}
const roundFigures = (r: RoundResult): unknown => ({ ...r, notes: undefined, entries: r.entries.map(figures) });

describe.each(rulesets.map((rs) => [rs.id, rs] as const))('quiet: %s', (_, rs) => {
  const options = defaults(rs.optionsSchema.fields);
  const fighters = fightersOf(rs);

  it('a quiet roll draws the same dice and gives the same entries, figures and next state', () => {
    for (const f of fighters) {
      const input = { sheet: f.sheet, declaration: f.declaration, options };
      const plan = rs.plan(input);
      for (let seed = 1; seed <= 60; seed++) {
        const d1 = seededDice(seed), d2 = seededDice(seed);
        const loud = rs.roll(plan, d1, 0, input), quiet = rs.roll(plan, d2, 0, input, true);
        expect(roundFigures(quiet)).toEqual(roundFigures(loud));
        expect(d2.roll(1000)).toBe(d1.roll(1000));
      }
    }
  });

  it('a quiet resolution and a quiet hit give the same outcome, damage, taken and state', () => {
    let landed = 0;
    landBothWays(rs, 30, (loud) => { if (loud.hits[0]?.taken) landed++; });
    expect(landed).toBeGreaterThan(50);
  });
});
