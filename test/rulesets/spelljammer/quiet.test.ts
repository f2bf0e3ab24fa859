/**
 * Quiet hits in Spelljammer (the fight simulation's): the same states and figures as the spoken
 * ones, only without their words, over every outcome, a stun and a stuck missile. Rounds of every
 * demo and ready monster landed on every demo, both ways. (Quiet rolls, and hits in every system:
 * test/engine/quiet.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice';
import { defaults } from '../../../src/engine/schema';
import { hitOfEntry } from '../../../src/engine/state';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { resolve } from '../../../src/rulesets/spelljammer/monsters';

const rs = spelljammer;
const rules = rs.state!;
const options = {};
const fighters = [...rs.demos, ...rs.monsters!.ready].map((d) => ({ sheet: d.sheet, declaration: { ...defaults(rs.declarationSchema(d.sheet).fields), ...d.declaration } }));

describe('quiet: the fight simulation\'s hits leave out only the words', () => {
  it('a quiet hit leaves the same state, outcome, damage and taken, with no notes and no text', () => {
    let landed = 0;
    const seen = new Set<string>();
    for (const f of fighters) {
      const input = { sheet: f.sheet, declaration: f.declaration, options };
      const plan = rs.plan(input);
      for (let seed = 1; seed <= 100; seed++) {
        const round = rs.roll(plan, seededDice(seed), 0, input);
        for (const entry of round.entries) {
          if (entry.kind !== 'attack' || !entry.check) continue;
          for (const target of rs.demos) {
            let hit = hitOfEntry(entry, round);
            if (hit.outcome === 'unknown') {
              // As the simulation does: the GM's side settles it against the target's DEF first.
              const loudR = resolve(entry, Number(target.sheet['def']), options), quietR = resolve(entry, Number(target.sheet['def']), options, true);
              expect({ ...quietR, text: '' }).toEqual({ ...loudR, text: '' });
              expect(quietR.text).toBe('');
              hit = { ...hit, outcome: loudR.outcome, damage: loudR.damage, armour: loudR.armour };
            }
            const state = rules.initial(target.sheet, options);
            const loud = rules.takeHit({ sheet: target.sheet, options, state }, hit, seededDice(1));
            const quiet = rules.takeHit({ sheet: target.sheet, options, state, quiet: true }, hit, seededDice(1));
            expect(quiet.state).toEqual(loud.state);
            expect(quiet.hits.map((h) => ({ ...h, text: '' }))).toEqual(loud.hits.map((h) => ({ ...h, text: '' })));
            expect(quiet.notes).toEqual([]);
            if (loud.hits[0]!.taken > 0) landed++;
            seen.add(loud.hits[0]!.outcome);
            if (loud.state['stunned']) seen.add('stunned');
            if ((loud.state['stuck'] as unknown[]).length) seen.add('stuck');
          }
        }
      }
    }
    // Enough landed hits to have met every outcome, stuns and stuck missiles.
    expect(landed).toBeGreaterThan(500);
    expect([...seen].sort()).toEqual(['critical', 'grievous', 'hit', 'miss', 'stuck', 'stunned']);
  });
});
