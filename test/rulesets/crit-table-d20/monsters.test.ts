import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import type { ReadyMonster, ResultEntry, RoundResult } from '../../../src/engine/ruleset';
import { defaults, validate, type Values } from '../../../src/engine/schema';
import { hitsOfRound } from '../../../src/engine/state';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { inputFor, rollWith } from './helpers';

const monsters = critTableD20.monsters!;
const rules = critTableD20.state!;
const options = defaults(critTableD20.optionsSchema.fields);
const byName = (name: string) => monsters.ready.find((m) => m.name === name)!;

/** A ready monster's round, rolled with these dice. */
function monsterRound(m: ReadyMonster, dice: Parameters<typeof critTableD20.roll>[1], state?: Values): RoundResult {
  const input = { sheet: m.sheet, declaration: m.declaration, options, ...(state ? { state } : {}) };
  return critTableD20.roll(critTableD20.plan(input), dice, 0, input);
}

/** A player's plain attack with the first weapon, the target's AC left secret (no surprise roll). */
const secretAttack = (name: 'Brannoc' | 'Sylwen', declaration: Values = {}, opts: Values = {}) =>
  inputFor(name, {}, { action: 'attack', weapon: '0', targetAc: null, surprise: 'no', range: 'medium', ...declaration }, opts);

/** The first attack entry of a round. */
const attackOf = (round: RoundResult): ResultEntry => round.entries.find((e) => e.kind === 'attack')!;

describe('ready monsters: plain ones of ours (17 Combat describes no creatures)', () => {
  it('offers 3 to 6, each a complete sheet that validates unchanged, named as its sheet', () => {
    expect(monsters.ready.length).toBeGreaterThanOrEqual(3);
    expect(monsters.ready.length).toBeLessThanOrEqual(6);
    for (const m of monsters.ready) {
      const fields = critTableD20.sheetSchema.fields;
      expect(Object.keys(m.sheet).sort(), m.name).toEqual(fields.map((f) => f.key).sort());
      const checked = validate(fields, m.sheet);
      expect(checked.ok && checked.value, m.name).toEqual(m.sheet);
      expect(m.sheet['name']).toBe(m.name);
      expect(m.source, `${m.name} is ours, not the text's`).toBeUndefined();
    }
  });

  it('declares an attack with the target\'s AC left unknown, valid against its own declaration form', () => {
    for (const m of monsters.ready) {
      const checked = validate(critTableD20.declarationSchema(m.sheet).fields, m.declaration);
      expect(checked.ok && checked.value, m.name).toEqual(m.declaration);
      expect(m.declaration['targetAc'], m.name).toBeNull();
      const attacks = critTableD20.plan({ sheet: m.sheet, declaration: m.declaration, options }).actions.filter((a) => a.kind === 'attack');
      expect(attacks.length, m.name).toBeGreaterThan(0);
      for (const a of attacks) expect(a.check, m.name).toMatchObject({ die: 20, mode: 'over', need: null });
    }
  });

  it('names a stat line of sheet fields a GM reads off a stat block: AC, hit points, to hit, weapons, DEX for initiative', () => {
    const keys = critTableD20.sheetSchema.fields.map((f) => f.key);
    expect(monsters.statLine).toEqual(['ac', 'maxHp', 'attackBonus', 'strBonus', 'dexBonus', 'weapons']);
    for (const k of monsters.statLine) expect(keys).toContain(k);
    expect(monsters.statLine).not.toContain('name');
  });

  it('rolls whole rounds like a player: 1d6 + DEX initiative, a d20 the victim settles, damage rolled "if it hits"', () => {
    for (const m of monsters.ready) for (let seed = 1; seed <= 25; seed++) {
      const round = monsterRound(m, seededDice(seed));
      const attack = attackOf(round);
      expect(attack.timing?.order, m.name).toEqual([attack.timing!.total]);
      expect(attack.check?.need, m.name).toBeNull();
      // Only a natural 1 leaves an attack without damage: it always misses.
      expect(attack.damage !== undefined, `${m.name} seed ${seed}`).toBe(attack.check!.face !== 1);
      expect(validate(rules.schema.fields, round.nextState).ok).toBe(true);
    }
  });

  it('the goblin\'s 1d6 + 1 initiative and its short sword: d20 13 + 1 = 14, 4 damage', () => {
    const round = monsterRound(byName('Goblin'), scriptedDice([2, 13, 4]));
    const a = attackOf(round);
    expect(a.timing).toMatchObject({ faces: [2], total: 3 });
    expect(a.check).toMatchObject({ face: 13, bonus: 1, need: null, outcome: 'unknown' });
    expect(a.damage).toMatchObject({ total: 4, armour: 'yes' });
  });
});

describe('a monster\'s attack lands on a player\'s phone (17.0.1.2: the total against the victim\'s own AC)', () => {
  it('the goblin\'s 14 hits Sylwen (AC 14, equal hits) for 4 and misses Brannoc (AC 16)', () => {
    const [{ hit }] = hitsOfRound(monsterRound(byName('Goblin'), scriptedDice([2, 13, 4])));
    const sylwen = inputFor('Sylwen');
    const onSylwen = rules.takeHit({ sheet: sylwen.sheet, options }, hit!, scriptedDice([]));
    expect(onSylwen.hits[0]).toMatchObject({ outcome: 'hit', damage: 4, taken: 4 });
    expect(onSylwen.state['hp']).toBe(5);
    const brannoc = inputFor('Brannoc');
    const onBrannoc = rules.takeHit({ sheet: brannoc.sheet, options }, hit!, scriptedDice([]));
    expect(onBrannoc.hits[0]).toMatchObject({ outcome: 'miss', taken: 0 });
    expect(onBrannoc.state['hp']).toBe(14);
  });

  it('every ready monster\'s rolled hits resolve on every demo player, as resolve() against that player\'s AC says', () => {
    for (const m of monsters.ready) for (const demo of critTableD20.demos) for (let seed = 1; seed <= 12; seed++) {
      for (const { hit } of hitsOfRound(monsterRound(m, seededDice(seed)))) {
        const change = rules.takeHit({ sheet: demo.sheet, options }, hit, seededDice(seed));
        const r = monsters.resolve!(hit.entry!, demo.sheet['ac'] as number, options);
        expect(change.hits[0]!.label, `${m.name} on ${demo.name}, seed ${seed}`).toBe(r.label);
        expect(change.hits[0]!.taken).toBe(r.damage);
      }
    }
  });

  it('a monster at 0 hit points is dead and plans no attack (17.0.16: no non-lethal damage taken)', () => {
    const goblin = byName('Goblin');
    const change = rules.takeHit({ sheet: goblin.sheet, options }, { damage: 4, outcome: 'hit', tags: ['melee'], armour: 'yes' }, scriptedDice([]));
    expect(change.state).toMatchObject({ hp: 0, down: 'dead' });
    expect(rules.status({ sheet: goblin.sheet, options, state: change.state }).down?.word).toBe('dead');
    const plan = critTableD20.plan({ sheet: goblin.sheet, declaration: goblin.declaration, options, state: change.state });
    expect(plan.actions.filter((a) => a.kind === 'attack')).toEqual([]);
  });
});

describe('secret AC: the GM resolves a player\'s d20 against the monster\'s AC (17.0.1.2, 17.0.3, 17.0.4)', () => {
  it('Brannoc\'s spear 12 + 5 = 17: a hit against AC 17 (equal hits), a miss against AC 18', () => {
    const entry = attackOf(rollWith(secretAttack('Brannoc'), [4, 12, 3]));
    expect(monsters.resolve!(entry, 17, options)).toEqual({ outcome: 'hit', label: 'Hit', damage: 5, armour: 'yes', text: 'Rolled 12 + 5 = 17 against AC 17: a hit; 5 damage' });
    expect(monsters.resolve!(entry, 18, options)).toEqual({ outcome: 'miss', label: 'Miss', damage: 0, armour: 'yes', text: 'Rolled 12 + 5 = 17 against AC 18: a miss; no damage' });
  });

  it('the text\'s critical with 1d6+2 (special d20 17, rolled 3: 3 + 6 + 2 = 11) hits any AC', () => {
    const entry = attackOf(rollWith(secretAttack('Brannoc', {}, { specialModifiers: 'none' }), [4, 20, 17, 3]));
    expect(monsters.resolve!(entry, 30, options)).toEqual({
      outcome: 'natural-20', label: 'Natural 20', damage: 11, armour: 'yes', text: 'Natural 20 (critical damage): it always hits, whatever the AC (30); 11 damage',
    });
  });

  it('a special 20\'s condition goes with the hit (d4 3: prone)', () => {
    const entry = attackOf(rollWith(secretAttack('Brannoc', {}, { specialModifiers: 'none' }), [4, 20, 20, 3, 3]));
    const r = monsters.resolve!(entry, 15, options);
    expect(r).toMatchObject({ outcome: 'natural-20', damage: 11 });
    expect(r.text).toBe('Natural 20 (critical damage and a condition): it always hits, whatever the AC (15); 11 damage; the target is prone');
  });

  it('a natural 1 misses even AC 5, and says what the critical-miss d20 gave', () => {
    const entry = attackOf(rollWith(secretAttack('Brannoc'), [4, 1, 18]));
    expect(monsters.resolve!(entry, 5, options)).toEqual({ outcome: 'fumble', label: 'Natural 1: miss', damage: 0, armour: 'yes', text: 'Natural 1 (just a miss): it always misses, whatever the AC (5); no damage' });
  });

  it('a non-lethal blow (17.0.16) lands at half damage, and says non-lethal', () => {
    const entry = attackOf(rollWith(secretAttack('Brannoc', { weapon: '1', nonLethal: true }), [4, 15, 8]));
    // Longsword 1d8 + STR 2 + 1 magic = 11, halved: 5; to hit 15 + 3 + 2 + 1 - 4 = 17.
    expect(monsters.resolve!(entry, 16, options)).toMatchObject({ outcome: 'hit', damage: 5, text: 'Rolled 15 + 2 = 17 against AC 16: a hit; 5 non-lethal damage' });
  });

  it('agrees with takeHit on the monster\'s own sheet for any roll (the GM\'s phone and the victim\'s never disagree)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100000 }), fc.constantFrom('Brannoc' as const, 'Sylwen' as const), fc.integer({ min: 0, max: monsters.ready.length - 1 }), (seed, player, i) => {
      const m = monsters.ready[i]!;
      const round = critTableD20.roll(critTableD20.plan(secretAttack(player)), seededDice(seed), 0, secretAttack(player));
      for (const { hit } of hitsOfRound(round)) {
        const r = monsters.resolve!(hit.entry!, m.sheet['ac'] as number, options);
        const report = rules.takeHit({ sheet: m.sheet, options }, hit, seededDice(seed)).hits[0]!;
        expect(report.label).toBe(r.label);
        expect(report.outcome).toBe(r.outcome === 'fumble' ? 'miss' : r.outcome);
        expect(report.taken).toBe(r.damage);
      }
    }), { numRuns: 200 });
  });

  it('a prone monster: the GM types its AC against melee (15 - 4 = 11), as its sheet with the condition reads it', () => {
    const ogre = byName('Ogre');
    const [{ hit }] = hitsOfRound(rollWith(secretAttack('Brannoc'), [4, 6, 3]));
    const entry = hit!.entry!;
    const prone = { ...rules.initial(ogre.sheet, options), conditions: [{ id: 'prone', rounds: 0 }] };
    const onOgre = rules.takeHit({ sheet: ogre.sheet, options, state: prone }, hit!, scriptedDice([]));
    expect(onOgre.hits[0]).toMatchObject({ outcome: 'hit', taken: 5 });
    expect(monsters.resolve!(entry, 11, options)).toMatchObject({ outcome: 'hit', damage: 5 });
    expect(monsters.resolve!(entry, 15, options)).toMatchObject({ outcome: 'miss', damage: 0 });
  });

  it('refuses an entry that was not rolled against a secret AC, and an AC that is not a whole number', () => {
    const known = attackOf(rollWith(inputFor('Brannoc', {}, { action: 'attack', weapon: '0', targetAc: 14 }), [4, 12, 3]));
    expect(() => monsters.resolve!(known, 14, options)).toThrow('Expected an attack rolled against a secret AC (its d20 rolled with the AC unknown) but received an attack rolled against AC 14 ("Spear, attack")');
    const spell = rollWith(inputFor('Odo', {}, { surprise: 'no', timing: 'own' }), [4, 10]).entries.find((e) => e.kind === 'spell')!;
    expect(() => monsters.resolve!(spell, 14, options)).toThrow(/^Expected an attack rolled against a secret AC .* but received a spell entry \("Sleep"\)$/);
    expect(() => monsters.resolve!({ id: 'a1', kind: 'attack', label: 'Claw' }, 14, options)).toThrow('but received an attack without a d20 ("Claw")');
    const secret = attackOf(rollWith(secretAttack('Brannoc'), [4, 12, 3]));
    expect(() => monsters.resolve!(secret, 14.5, options)).toThrow('Expected the target\'s AC as a whole number but received 14.5');
  });

  it('has no end-of-round rule for a group: the text gives no morale; each member\'s own next round is all', () => {
    expect(monsters.endOfRound).toBeUndefined();
  });
});
