/**
 * Lands every attack of a system's demos and ready monsters on every demo, spoken and quiet,
 * settling an attack rolled against a secret defence first with `monsters.resolve` (as the fight
 * simulation does, against the target's planned defence), and checks that the quiet resolution
 * and hit give the same outcome, damage, taken and state as the spoken ones. Each landing is
 * handed to `each` for a test's own checks, with the quiet resolution when there was one.
 */
import { expect } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import type { Resolution } from '../../src/engine/monster';
import type { Ruleset } from '../../src/engine/ruleset';
import { defaults, type Values } from '../../src/engine/schema';
import { hitOfEntry, type StateChange } from '../../src/engine/state';

/** A fighter's sheet and its declaration with every missing field at its default. */
function declared(rs: Ruleset, d: { sheet: Values; declaration?: Values }): { sheet: Values; declaration: Values } {
  return { sheet: d.sheet, declaration: { ...defaults(rs.declarationSchema(d.sheet).fields), ...d.declaration } };
}

/** The demos and ready monsters of `rs`, declared. */
export function fightersOf(rs: Ruleset): { sheet: Values; declaration: Values }[] {
  return [...rs.demos, ...(rs.monsters?.ready ?? [])].map((d) => declared(rs, d));
}

/** Lands the rounds of seeds 1..`seeds` both ways; `each` gets the spoken and the quiet change. */
export function landBothWays(rs: Ruleset, seeds: number, each: (loud: StateChange, quiet: StateChange, quietResolution: Resolution | undefined) => void): void {
  const rules = rs.state!;
  const options = defaults(rs.optionsSchema.fields);
  for (const f of fightersOf(rs)) {
    const input = { ...f, options };
    const plan = rs.plan(input);
    for (let seed = 1; seed <= seeds; seed++) {
      const round = rs.roll(plan, seededDice(seed), 0, input);
      for (const entry of round.entries) {
        if (entry.kind !== 'attack' || !entry.check || entry.skipped) continue;
        for (const target of rs.demos) {
          let hit = hitOfEntry(entry, round);
          let quietResolution: Resolution | undefined;
          const state = rules.initial(target.sheet, options);
          const defence = rs.plan({ ...declared(rs, target), options, state }).defence[0]?.value;
          if (hit.outcome === 'unknown' && rs.monsters?.resolve && typeof defence === 'number') {
            const loudR = rs.monsters.resolve(entry, defence, options), quietR = rs.monsters.resolve(entry, defence, options, true);
            expect({ ...quietR, text: '' }).toEqual({ ...loudR, text: '' });
            hit = { ...hit, outcome: loudR.outcome, damage: loudR.damage, armour: loudR.armour };
            quietResolution = quietR;
          }
          const loud = rules.takeHit({ sheet: target.sheet, options, state }, hit, seededDice(seed));
          const quiet = rules.takeHit({ sheet: target.sheet, options, state, quiet: true }, hit, seededDice(seed));
          expect(quiet.state).toEqual(loud.state);
          expect(quiet.hits.map((h) => ({ ...h, text: '' }))).toEqual(loud.hits.map((h) => ({ ...h, text: '' })));
          each(loud, quiet, quietResolution);
        }
      }
    }
  }
}
