/**
 * The GM's side uses the same rules as the defender's phone: a monster's round defence and
 * conditions, kept in its state by its own rolled round, count when a player's attack on it is
 * settled on the GM's phone.
 * @see shared/rules 002 17.0.1.4 Parry and Dodge; 000 Target Stunned
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../src/engine/dice';
import type { MonsterRules } from '../../src/engine/monster';
import type { RoundResult } from '../../src/engine/result';
import { critTableD20 } from '../../src/rulesets/crit-table-d20';
import { createGmModel } from '../../src/ui/gm/model';
import type { RulesetInfo } from '../../src/ui/gm/round';

const brannoc = critTableD20.demos.find((d) => d.name === 'Brannoc')!;
/** A guard from Brannoc's sheet (AC 16) who declares parry and dodge for the round. */
const guard = { name: 'Guard', sheet: { ...brannoc.sheet, name: 'Guard' }, declaration: { ...brannoc.declaration!, action: 'parry-dodge', surprise: 'no', targetAc: null } };
const monsters: MonsterRules = { ...critTableD20.monsters!, ready: [guard] };
const rs: RulesetInfo = { ...critTableD20, monsters };

function model() {
  const m = createGmModel({ lookup: (id) => (id === rs.id ? rs : undefined), save: async () => {}, dice: seededDice(5), now: () => 1_000_000 });
  m.setSystem(rs.id);
  return m;
}

/** A player's spear attack (+5) rolled against a secret AC: d20 `face`. */
function playerRound(face: number): RoundResult {
  const input = { sheet: { ...brannoc.sheet, name: 'Arn' }, declaration: { ...brannoc.declaration!, action: 'attack', weapon: '0', surprise: 'no', targetAc: null }, options: {} };
  return critTableD20.roll(critTableD20.plan(input), scriptedDice([4, face, 3]), 1_000_100, input);
}

describe('the GM\'s phone settles a player\'s attack with the monster\'s round defence', () => {
  it('a 17 against the guard\'s AC 16 would hit; in the round it declared parry and dodge (AC 18) it misses, and the log says why', () => {
    const m = model();
    const id = m.addCombatant({ name: 'Guard', side: 'Monsters', count: 1, values: {}, sheet: guard.sheet, declaration: guard.declaration });
    expect(m.round.value.combatants![0]!.states![0]).toMatchObject({ roundDefence: 'parry-dodge' });
    m.ingest(playerRound(12)); // 12 + 5 = 17
    const p = m.previewHit('p:arn/a1', id, 0);
    expect(p.ok && p.change.hits[0]!.outcome).toBe('miss');
    expect(m.applyHit('p:arn/a1', id, 0)).toBe(true);
    expect(m.round.value.fight![0]!.notes.join(' ')).toMatch(/17 against your AC 18: a miss \(your AC 16 \+2 parry and dodge = 18 this round\)/);
    const other = m.addCombatant({ name: 'Sentry', side: 'Monsters', count: 1, values: {}, sheet: { ...guard.sheet, name: 'Sentry' }, declaration: { ...guard.declaration, action: 'attack', weapon: '0' } });
    const q = m.previewHit('p:arn/a1', other, 0);
    expect(q.ok && q.change.hits[0]!.outcome).toBe('hit');
  });
});
