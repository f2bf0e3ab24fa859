import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import type { PlanInput } from '../../../src/engine/ruleset';
import { defaults, validate } from '../../../src/engine/schema';
import { hitsOfRound } from '../../../src/engine/state';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { inputFor } from './helpers';

const monsters = bcbD20.monsters!;
const rules = bcbD20.state!;
const options = defaults(bcbD20.optionsSchema.fields);
const resolve = (...a: Parameters<NonNullable<typeof monsters.resolve>>) => monsters.resolve!(...a);
const byName = (name: string) => monsters.ready.find((m) => m.name === name)!;

/** A ready monster's plan input (default table options). */
const monsterInput = (m: (typeof monsters.ready)[number]): PlanInput => ({ sheet: m.sheet, declaration: m.declaration, options });

/** Rolls an input and returns its round and the state it leaves (holding the AC of the round). */
function rolled(input: PlanInput, seed: number) {
  const round = bcbD20.roll(bcbD20.plan(input), seededDice(seed), 0, input);
  return { round, state: round.nextState! };
}

/**
 * Sigrun, the text's 7th-level fighter (BCB +4: +2 to hit, +2 to AC; STR +1; Longsword +1): her
 * attack bonus is 2 + 1 + 1 = +4, her AC this round 16 + 2 = 18. The target's AC left secret.
 * Dice: initiative d8, the d20, damage d8, the Mighty Blow effect d20.
 */
const secretAttacker = inputFor('Sigrun', {}, { targetAc: null });
const secretEntry = (face: number, damageFace = 5) => {
  const round = bcbD20.roll(bcbD20.plan(secretAttacker), scriptedDice([4, face, damageFace, 9]), 0, secretAttacker);
  return { round, entry: round.entries.find((e) => e.kind === 'attack')! };
};
/** What a victim's takeHit calls the outcome the GM's resolve gives: a fumble is a miss to the victim. */
const asTaken = (outcome: string) => (outcome === 'fumble' ? 'miss' : outcome);

describe('Ready monsters: complete sheets played as monsters, BCB = hit dice', () => {
  it('three to six, plain ones of ours (the text gives no stat blocks)', () => {
    expect(monsters.ready.length).toBeGreaterThanOrEqual(3);
    expect(monsters.ready.length).toBeLessThanOrEqual(6);
    for (const m of monsters.ready) expect(m.source).toBeUndefined();
  });

  it('the stat line names sheet fields, not the name', () => {
    const keys = bcbD20.sheetSchema.fields.map((f) => f.key);
    for (const k of monsters.statLine) expect(keys).toContain(k);
    expect(monsters.statLine).not.toContain('name');
  });

  it('the ogre of 4 hit dice (4d8+1) fights at BCB +4, all of it on the attack', () => {
    const ogre = byName('Ogre');
    expect(ogre.sheet['bcb']).toBe(4);
    expect(ogre.declaration['bcbToHit']).toBe(4);
    // d20 + BCB 4 + STR 2.
    const a = bcbD20.plan(monsterInput(ogre)).actions.find((x) => x.kind === 'attack')!;
    expect(a.check!.bonus).toBe(6);
  });

  it.each(monsters.ready.map((m) => [m.name, m] as const))('%s: sheet and declaration validate unchanged, a monster or NPC, AC left to the victim', (name, m) => {
    expect(m.sheet['name']).toBe(name);
    expect(m.sheet['creature']).toBe('monster');
    const sheet = validate(bcbD20.sheetSchema.fields, m.sheet);
    expect(sheet.ok && sheet.value).toEqual(m.sheet);
    expect(Object.keys(m.sheet).sort()).toEqual(bcbD20.sheetSchema.fields.map((f) => f.key).sort());
    const declaration = validate(bcbD20.declarationSchema(m.sheet).fields, m.declaration);
    expect(declaration.ok && declaration.value).toEqual(m.declaration);
    expect(m.declaration['targetAc']).toBeNull();
  });

  it.each(monsters.ready.map((m) => [m.name, m] as const))('%s: plans and rolls (seed 3) attack entries with damage', (_, m) => {
    const { round } = rolled(monsterInput(m), 3);
    const attacks = round.entries.filter((e) => e.kind === 'attack' && e.check);
    expect(attacks.length).toBeGreaterThan(0);
    expect(attacks.some((e) => e.damage && e.damage.total > 0)).toBe(true);
  });

  it('the bandit archer standing still shoots two arrows', () => {
    const { round } = rolled(monsterInput(byName('Bandit archer')), 1);
    expect(round.entries.filter((e) => e.kind === 'attack').length).toBe(2);
  });
});

describe('A monster\'s round on a player\'s phone: an unknown AC resolved against the player\'s AC of the round', () => {
  it.each(monsters.ready.map((m) => [m.name, m] as const))('%s against Sigrun (AC 18 this round), seeds 1-30: every hit applies, as the GM would resolve it', (_, m) => {
    const player = { sheet: secretAttacker.sheet, options };
    const own = rolled(inputFor('Sigrun'), 1).state;
    expect(own['roundAc']).toBe(18);
    for (let seed = 1; seed <= 30; seed++) {
      const { round } = rolled(monsterInput(m), seed);
      let state = own;
      for (const { hit } of hitsOfRound(round)) {
        const change = rules.takeHit({ ...player, state }, hit, seededDice(seed));
        const gm = resolve(hit.entry!, 18, options);
        expect(change.hits[0]!.outcome).toBe(asTaken(gm.outcome));
        if (gm.outcome === 'hit' || gm.outcome === 'mighty-blow') expect(change.hits[0]!.damage).toBe(gm.damage);
        expect(change.state['hp'] as number).toBeLessThanOrEqual(state['hp'] as number);
        state = change.state;
      }
    }
  });
});

describe('A player\'s secret-AC attack on a monster: the monster\'s takeHit and the GM\'s resolve agree', () => {
  it.each(monsters.ready.map((m) => [m.name, m] as const))('Sigrun\'s longsword on the %s after it rolled its round, seeds 1-40', (_, m) => {
    const target = { sheet: m.sheet, options };
    const { state } = rolled(monsterInput(m), 5);
    // All its BCB on the attack: its AC this round is the sheet's.
    expect(state['roundAc']).toBe(m.sheet['ac']);
    for (let seed = 1; seed <= 40; seed++) {
      const { round } = rolled(secretAttacker, seed);
      for (const { hit } of hitsOfRound(round)) {
        const gm = resolve(hit.entry!, m.sheet['ac'] as number, options);
        const change = rules.takeHit({ ...target, state }, hit, seededDice(seed));
        expect(change.hits[0]!.outcome).toBe(asTaken(gm.outcome));
        if (gm.outcome === 'hit' || gm.outcome === 'mighty-blow') {
          expect(change.hits[0]!.damage).toBe(gm.damage);
          expect(change.state['hp']).toBe(Math.max(-99, (state['hp'] as number) - gm.damage));
        } else expect(change.state['hp']).toBe(state['hp']);
      }
    }
  });

  it('property: any d20 against any AC, the victim\'s phone and the GM\'s phone agree', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: -10, max: 50 }), (face, ac) => {
      const { round, entry } = secretEntry(face);
      const [{ hit }] = hitsOfRound(round);
      const gm = resolve(entry, ac, options);
      const victim = { sheet: inputFor('Sigrun').sheet, options, state: { ...rules.initial(inputFor('Sigrun').sheet, options), roundAc: ac } };
      const change = rules.takeHit(victim, hit!, seededDice(face));
      expect(change.hits[0]!.outcome).toBe(asTaken(gm.outcome));
    }));
  });
});

describe('resolve: d20 + bonus against the AC the GM types', () => {
  // Sigrun's attack bonus: +2 of her BCB +4, STR +1, the sword's +1 = +4; damage 1d8+1 + STR 1 (a 5 on the d8: 7).
  it.each([
    { face: 13, ac: 17, outcome: 'hit', damage: 7, text: '13 + 4 = 17 against AC 17: a hit, 7 damage' },
    { face: 12, ac: 17, outcome: 'miss', damage: 0, text: '12 + 4 = 16 against AC 17: a miss' },
    { face: 20, ac: 24, outcome: 'mighty-blow', damage: 7, text: '20 (natural 20) + 4 = 24 against AC 24: a Mighty Blow, 7 damage and the victim saves against the Mighty Blow effect' },
    { face: 20, ac: 25, outcome: 'hit', damage: 7, text: '20 (natural 20) + 4 = 24 against AC 25: a hit, 7 damage' },
    { face: 1, ac: 5, outcome: 'fumble', damage: 0, text: '1 (natural 1) + 4 = 5 against AC 5: a fumble: foes in reach get a free attack' },
    { face: 2, ac: 5, outcome: 'hit', damage: 7, text: '2 + 4 = 6 against AC 5: a hit, 7 damage' },
  ])('$face against AC $ac: $outcome', ({ face, ac, outcome, damage, text }) => {
    expect(resolve(secretEntry(face).entry, ac, options)).toEqual({ outcome, label: { hit: 'Hit', miss: 'Miss', 'mighty-blow': 'Mighty Blow', fumble: 'Fumble' }[outcome], damage, armour: 'yes', text });
  });

  it('a natural 20 that is a Mighty Blow against the typed AC: the monster saves against the attacker\'s effect roll', () => {
    const { round, entry } = secretEntry(20, 5);
    expect(resolve(entry, 18, options).outcome).toBe('mighty-blow');
    const ogre = byName('Ogre');
    const change = rules.takeHit({ sheet: ogre.sheet, options, state: { ...rules.initial(ogre.sheet, options), roundAc: 18 } }, hitsOfRound(round)[0]!.hit, scriptedDice([20]));
    expect(change.hits[0]!.outcome).toBe('mighty-blow');
  });

  it('refuses a roll against a known AC: that outcome is already decided', () => {
    const input = inputFor('Sigrun', {}, { targetAc: 15 });
    const entry = bcbD20.roll(bcbD20.plan(input), scriptedDice([4, 13, 5]), 0, input).entries[0]!;
    expect(() => resolve(entry, 15, options)).toThrow(/^Expected an attack rolled against a secret AC .* but received "Longsword \+1.*" rolled against a known AC \(AC 15: need 11/);
  });

  it('refuses a spell, a Mighty Blow\'s effect roll and an attack without a roll', () => {
    const blogo = inputFor('Blogo');
    const spell = bcbD20.roll(bcbD20.plan(blogo), seededDice(2), 0, blogo).entries.find((e) => e.kind === 'spell')!;
    expect(() => resolve(spell, 15, options)).toThrow(/^Expected an attack rolled against a secret AC .* but received a spell entry/);
    const effect = secretEntry(20).round.entries.find((e) => e.id.endsWith('-mb'))!;
    expect(effect.check).toBeDefined();
    expect(() => resolve(effect, 15, options)).toThrow(/but received a check entry/);
    expect(() => resolve({ id: 'a1', kind: 'attack', label: 'Claw' }, 15, options)).toThrow(/but received "Claw" without an attack roll$/);
  });
});
