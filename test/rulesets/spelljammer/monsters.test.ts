import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import type { PlanInput } from '../../../src/engine/ruleset';
import { defaults, validate } from '../../../src/engine/schema';
import { hitsOfRound } from '../../../src/engine/state';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { inputFor } from './helpers';
import { rules, stateFor } from './stateHelpers';

const monsters = spelljammer.monsters!;
const options = defaults(spelljammer.optionsSchema.fields);
const resolve = (...a: Parameters<NonNullable<typeof monsters.resolve>>) => monsters.resolve!(...a);

/** A ready monster's plan input (default table options). */
const monsterInput = (m: (typeof monsters.ready)[number]): PlanInput => ({ sheet: m.sheet, declaration: m.declaration, options });

/** Derrick with one attack (longsword, SC 112, 1d8+4) and the target's DEF left secret. Dice: initiative d10, d100, damage d8. */
const secretAttacker = inputFor('Derrick', { attacksPerRound: 1 }, { targetDef: null, targetProt: null });
const secretEntry = (face: number, damageFace = 3, input = secretAttacker) => {
  const round = spelljammer.roll(spelljammer.plan(input), scriptedDice([5, face, damageFace, damageFace]), 0, input);
  return { round, entry: round.entries.find((e) => e.kind === 'attack')! };
};

describe('Ready monsters: complete sheets that fight', () => {
  it('three to six, plain ones of ours (the text gives no stat blocks)', () => {
    expect(monsters.ready.length).toBeGreaterThanOrEqual(3);
    expect(monsters.ready.length).toBeLessThanOrEqual(6);
    for (const m of monsters.ready) expect(m.source).toBeUndefined();
  });

  it('the stat line names sheet fields, not the name', () => {
    const keys = spelljammer.sheetSchema.fields.map((f) => f.key);
    for (const k of monsters.statLine) expect(keys).toContain(k);
    expect(monsters.statLine).not.toContain('name');
  });

  it.each(monsters.ready.map((m) => [m.name, m] as const))('%s: sheet and declaration validate unchanged, DEF left to the victim', (name, m) => {
    expect(m.sheet['name']).toBe(name);
    const sheet = validate(spelljammer.sheetSchema.fields, m.sheet);
    expect(sheet.ok && sheet.value).toEqual(m.sheet);
    expect(Object.keys(m.sheet).sort()).toEqual(spelljammer.sheetSchema.fields.map((f) => f.key).sort());
    const declaration = validate(spelljammer.declarationSchema(m.sheet).fields, m.declaration);
    expect(declaration.ok && declaration.value).toEqual(m.declaration);
    expect(m.declaration['targetDef']).toBeNull();
  });

  it.each(monsters.ready.map((m) => [m.name, m] as const))('%s: plans and rolls (seed 7) attack entries with damage', (_, m) => {
    const input = monsterInput(m);
    const plan = spelljammer.plan(input);
    expect(plan.actions.filter((a) => a.kind === 'attack').length).toBe(m.sheet['attacksPerRound']);
    const round = spelljammer.roll(plan, seededDice(7), 0, input);
    const attacks = round.entries.filter((e) => e.kind === 'attack' && e.check);
    expect(attacks.length).toBeGreaterThan(0);
    expect(attacks.some((e) => e.damage && e.damage.total > 0)).toBe(true);
  });
});

describe('A monster\'s round on a player\'s phone: an unknown DEF resolved against the player\'s own', () => {
  // Derrick: DEF 30, PROT 4, 48 HP.
  it.each(monsters.ready.map((m) => [m.name, m] as const))('%s against Derrick, seeds 1-30: every hit applies, as the GM would resolve it', (_, m) => {
    const input = monsterInput(m);
    for (let seed = 1; seed <= 30; seed++) {
      const round = spelljammer.roll(spelljammer.plan(input), seededDice(seed), 0, input);
      const player = stateFor('Derrick');
      let state = rules.initial(player.sheet, player.options);
      for (const { hit } of hitsOfRound(round)) {
        const change = rules.takeHit({ ...player, state }, hit, seededDice(1));
        const [report] = change.hits;
        if (hit.entry?.check) {
          const gm = resolve(hit.entry, 30, options);
          expect(report!.outcome).toBe(gm.outcome);
          expect(report!.damage).toBe(gm.outcome === 'miss' ? hit.damage : gm.damage);
          expect(report!.taken).toBe(gm.outcome === 'miss' ? 0 : gm.armour === 'yes' ? Math.max(0, gm.damage - 4) : gm.damage);
        }
        expect(rules.status({ ...player, state: change.state }).health.value).toBeLessThanOrEqual(rules.status({ ...player, state }).health.value);
        state = change.state;
      }
    }
  });
});

describe('A player\'s secret-DEF attack on a monster: the monster\'s takeHit and the GM\'s resolve agree', () => {
  it.each(monsters.ready.map((m) => [m.name, m] as const))('Derrick\'s longsword on the %s, seeds 1-40', (_, m) => {
    const def = m.sheet['def'] as number, prot = m.sheet['prot'] as number;
    const target = { sheet: m.sheet, options };
    for (let seed = 1; seed <= 40; seed++) {
      const round = spelljammer.roll(spelljammer.plan(secretAttacker), seededDice(seed), 0, secretAttacker);
      for (const { hit } of hitsOfRound(round)) {
        const gm = resolve(hit.entry!, def, options);
        const [report] = rules.takeHit(target, hit, seededDice(1)).hits;
        expect(report!.outcome).toBe(gm.outcome);
        if (gm.outcome !== 'miss') {
          expect(report!.damage).toBe(gm.damage);
          expect(report!.taken).toBe(gm.armour === 'yes' ? Math.max(0, gm.damage - prot) : gm.damage);
        }
      }
    }
  });

  it('after the monster rolls, its DEF of the round is the one both sides use', () => {
    const orc = monsters.ready.find((m) => m.name === 'Orc')!;
    const rolled = spelljammer.roll(spelljammer.plan(monsterInput(orc)), seededDice(3), 0, monsterInput(orc));
    expect(rolled.nextState!['def']).toBe(20);
    const { entry, round } = secretEntry(95);
    // SC 112 − DEF 20 = 92: 95 misses.
    expect(resolve(entry, 20, options).outcome).toBe('miss');
    expect(rules.takeHit({ sheet: orc.sheet, options, state: rolled.nextState! }, hitsOfRound(round)[0]!.hit, seededDice(1)).hits[0]!.outcome).toBe('miss');
  });

  it('property: any face against any DEF, the victim\'s phone and the GM\'s phone agree', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 200 }), fc.constantFrom('grievous', 'table'), (face, def, natural01) => {
      const o = { ...options, natural01 };
      const { round } = secretEntry(face, 3, { ...secretAttacker, options: o });
      const [{ hit }] = hitsOfRound(round);
      const gm = resolve(hit!.entry!, def, o);
      const victim = stateFor('Derrick', { def }, undefined, o);
      const [report] = rules.takeHit(victim, hit!, seededDice(1)).hits;
      expect(report!.outcome).toBe(gm.outcome);
      if (gm.outcome !== 'miss') expect(report!.damage).toBe(gm.damage);
    }));
  });
});

describe('resolve: the Modified Strike Chance table against the DEF the GM types', () => {
  // The text's example: SC 112, DEF 40: 72 or less hits, 11 or less is a critical, 4 or less grievous.
  it.each([
    { face: 73, outcome: 'miss', damage: 0 },
    { face: 72, outcome: 'hit', damage: 7 },
    { face: 12, outcome: 'hit', damage: 7 },
    { face: 11, outcome: 'critical', damage: 14 },
    { face: 5, outcome: 'critical', damage: 14 },
    { face: 4, outcome: 'grievous', damage: 14 },
  ])('SC 112 − DEF 40 = 72: $face is $outcome ($damage damage before PROT)', ({ face, outcome, damage }) => {
    const r = resolve(secretEntry(face).entry, 40, options);
    expect(r).toMatchObject({ outcome, damage, armour: outcome === 'hit' || outcome === 'miss' ? 'yes' : 'no' });
    expect(r.text).toMatch(new RegExp(`^Rolled ${String(face).padStart(2, '0')} against SC 112 − DEF 40 = 72: ${outcome === 'grievous' ? 'grievous' : outcome === 'critical' ? 'critical hit' : outcome}`));
  });

  it('the worked line: 09 against DEF 40 is a critical hit, double damage 14, PROT does not count', () => {
    expect(resolve(secretEntry(9).entry, 40, options).text).toBe('Rolled 09 against SC 112 − DEF 40 = 72: critical hit, double damage 14, PROT does not count');
  });

  it('96-100 always miss, even against DEF 0 (need 112)', () => {
    const r = resolve(secretEntry(98).entry, 0, options);
    expect(r).toMatchObject({ outcome: 'miss', damage: 0 });
    expect(r.text).toMatch(/98 always misses/);
  });

  it('03 always hits, 02 is always a critical, 01 a potential grievous: against DEF 110 (need 2)', () => {
    expect(resolve(secretEntry(3).entry, 110, options)).toMatchObject({ outcome: 'hit', damage: 7, armour: 'yes' });
    // 02 was rolled as a critical already: its damage came doubled, it is not doubled again.
    expect(resolve(secretEntry(2).entry, 110, options)).toMatchObject({ outcome: 'critical', damage: 14, armour: 'no' });
    expect(resolve(secretEntry(1).entry, 110, options)).toMatchObject({ outcome: 'grievous', damage: 14, armour: 'no' });
  });

  it('option natural01 "table": 01 with no grievous band (need 2) is a critical', () => {
    const o = { ...options, natural01: 'table' };
    const { entry } = secretEntry(1, 3, { ...secretAttacker, options: o });
    expect(resolve(entry, 110, o)).toMatchObject({ outcome: 'critical', damage: 14 });
    // With DEF 40 the need is 72, whose grievous band holds 01.
    expect(resolve(entry, 40, o)).toMatchObject({ outcome: 'grievous' });
  });

  it('surprised out of combat: the typed value is the always-on magical DEF', () => {
    const input = inputFor('Derrick', { attacksPerRound: 1 }, { targetDef: null, surprise: 'out-of-combat', targetMagicDef: null });
    const { entry } = secretEntry(40, 3, input);
    const r = resolve(entry, 5, options);
    expect(r.text).toMatch(/against SC \d+ − always-on magical DEF 5 = /);
  });

  it('refuses a roll against a known DEF: that outcome is already decided', () => {
    const { entry } = secretEntry(9, 3, inputFor('Derrick', { attacksPerRound: 1 }, { targetDef: 40 }));
    expect(() => resolve(entry, 40, options)).toThrow(/^Expected an attack rolled against a secret DEF .* but received "Longsword, attack 1" rolled as "need 72 · crit ≤11/);
  });

  it('refuses a spell entry and an attack without a strike roll', () => {
    const harlan = inputFor('Harlan');
    const spell = spelljammer.roll(spelljammer.plan(harlan), seededDice(2), 0, harlan).entries.find((e) => e.kind === 'spell')!;
    expect(() => resolve(spell, 40, options)).toThrow(/^Expected an attack rolled against a secret DEF .* but received a spell entry/);
    expect(() => resolve({ id: 'a1', kind: 'attack', label: 'Claw' }, 40, options)).toThrow(/but received "Claw" without a strike roll$/);
  });
});
