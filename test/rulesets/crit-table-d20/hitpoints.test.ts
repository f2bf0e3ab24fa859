import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { Hit, Ruleset } from '../../../src/engine/ruleset';
import { isVisible, validate, type Field, type Values } from '../../../src/engine/schema';
import { hitsOfRound } from '../../../src/engine/state';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { decodeInputs, encodeInputs } from '../../../src/verify/inputs';
import { inputFor, planOf, rollWith, spearAttack } from './helpers';

const rules = critTableD20.state!;
const from = { rulesetId: 'crit-table-d20', character: 'Brannoc' };
/** Sylwen (9 hit points, AC 14) as the victim, with a state and options. */
const victim = (state?: Values, options: Values = {}) => {
  const i = inputFor('Sylwen', {}, {}, options, state);
  return { sheet: i.sheet, options: i.options, ...(state ? { state } : {}) };
};
const typed = (damage: number, tags: string[] = [], outcome = 'hit'): Hit => ({ damage, outcome, tags, armour: 'yes' });
const none = () => scriptedDice([]);

describe('the lasting state record', () => {
  it('starts at the sheet\'s maximum hit points, and every record it writes fits its schema', () => {
    const start = rules.initial(victim().sheet, victim().options);
    expect(start).toMatchObject({ hp: 9, nonLethal: 0, down: 'none', conditions: [] });
    expect(validate(rules.schema.fields, start).ok).toBe(true);
    const r = rollWith(spearAttack(), [4, 15, 3]);
    expect(validate(rules.schema.fields, r.nextState).ok).toBe(true);
    expect(Object.keys(r.nextState!).sort()).toEqual(rules.schema.fields.map((f) => f.key).sort());
  });

  it('reads a state from before hit points were kept (reload keys only) as full hit points', () => {
    const old = { reloadWeapon: 0, reloadLeft: 1 };
    expect(rules.status(victim(old)).health).toMatchObject({ label: 'HP', value: 9, max: 9 });
    const plan = planOf({ ...inputFor('Sylwen', {}, { surprise: 'no', targetAc: 14 }), state: old });
    expect(plan.actions.map((a) => a.label)).toEqual(['Reloading the Heavy crossbow']);
  });

  it('roll always carries the whole state forward, hit points and conditions included', () => {
    const state = { hp: 4, nonLethal: 2, conditions: [{ id: 'shaken', rounds: 0 }], grabbed: true, holderGrapple: 30 };
    const input = { ...spearAttack(), state };
    const r = critTableD20.roll(planOf(input), scriptedDice([4, 19, 4, 10]), 0, input);
    expect(r.nextState).toMatchObject({ hp: 4, nonLethal: 2, conditions: [{ id: 'shaken', rounds: 0 }], grabbed: true, holderGrapple: 30 });
  });
});

describe('17.0.15 Damage: hits take hit points (AC decides the hit; nothing is subtracted)', () => {
  it('a hit of 5 takes Sylwen from 9 to 4 hit points and says so', () => {
    const c = rules.takeHit(victim(), typed(5), none());
    expect(c.state).toMatchObject({ hp: 4, down: 'none' });
    expect(c.hits).toEqual([{ outcome: 'hit', label: 'Hit', damage: 5, taken: 5, text: 'Hit: 5 damage; hit points 9 → 4 of 9' }]);
    expect(rules.status(victim(c.state)).health).toMatchObject({ value: 4, max: 9 });
  });

  it('the text\'s critical 1d6+2 (3 + 6 + 2 = 11) from a scanned round kills a 9 hit point victim', () => {
    const round = rollWith(spearAttack({}, { specialModifiers: 'none' }), [4, 20, 17, 3]);
    const [{ hit }] = hitsOfRound(round);
    const c = rules.takeHit(victim(), hit!, none());
    expect(c.hits[0]).toMatchObject({ outcome: 'natural-20', damage: 11, taken: 11 });
    expect(c.state).toMatchObject({ hp: 0, down: 'dead' });
    expect(rules.status(victim(c.state)).down).toMatchObject({ word: 'dead' });
  });

  it('a miss applies nothing and says so; a natural 1 is a miss', () => {
    const c = rules.takeHit(victim({ hp: 6 }), typed(7, [], 'miss'), none());
    expect(c.state).toMatchObject({ hp: 6 });
    expect(c.hits[0]).toMatchObject({ outcome: 'miss', taken: 0 });
    const fumble = hitsOfRound(rollWith(spearAttack(), [4, 1, 16]))[0]!.hit;
    expect(rules.takeHit(victim(), fumble, none()).hits[0]!.outcome).toBe('miss');
  });

  it('an attack whose AC was secret is resolved against the victim\'s own AC (14, prone: 10 in melee)', () => {
    const round = rollWith(spearAttack({ targetAc: null }), [4, 8, 3]); // 8 + 3 + 2 = 13
    const hit = hitsOfRound(round)[0]!.hit;
    expect(hit.outcome).toBe('unknown');
    expect(rules.takeHit(victim(), hit, none()).hits[0]!.outcome).toBe('miss');
    const prone = rules.takeHit(victim({ conditions: [{ id: 'prone', rounds: 0 }] }), hit, none());
    expect(prone.hits[0]).toMatchObject({ outcome: 'hit', taken: 5 });
    expect(prone.notes[0]!.text).toMatch(/13 against your AC 10: a hit/);
    expect(() => rules.takeHit(victim(), typed(3, [], 'unknown'), none())).toThrow(/Expected a resolved attack/);
  });

  it('refuses another system\'s attack and outcomes it does not know', () => {
    expect(() => rules.takeHit(victim(), { ...typed(3), from: { rulesetId: 'bcb-d20', character: 'x' } }, none()))
      .toThrow('Expected an attack from crit-table-d20 but received one from bcb-d20');
    expect(() => rules.takeHit(victim(), typed(3, [], 'grievous'), none())).toThrow(/Expected the outcome .* but received "grievous"/);
    expect(() => rules.takeHit(victim(), typed(-3), none())).toThrow(/Expected the damage/);
  });

  it('the dead and the unconscious get no actions, in the text\'s words', () => {
    for (const down of ['dead', 'unconscious'] as const) {
      const plan = planOf({ ...spearAttack(), state: { hp: 0, down, wakeIn: 60, reviveIn: 5 } });
      expect(plan.actions).toEqual([]);
      expect(plan.lost[0]!.label.toLowerCase()).toBe(down);
      const r = critTableD20.roll(plan, none(), 0, { ...spearAttack(), state: { hp: 0, down, wakeIn: 60, reviveIn: 5 } });
      expect(r.entries).toEqual([]);
      expect(r.nextState).toMatchObject({ hp: 0, down });
    }
  });

  it('heals up to the maximum; the dead stay dead', () => {
    expect(rules.heal(victim({ hp: 3 }), 4).state).toMatchObject({ hp: 7 });
    expect(rules.heal(victim({ hp: 3 }), 40).state).toMatchObject({ hp: 9 });
    expect(rules.heal(victim({ hp: 0, down: 'dead' }), 5).state).toMatchObject({ hp: 0, down: 'dead' });
  });
});

describe('17.0.16 Non-Lethal attacks or Subdual Damage', () => {
  it('0 hit points after some non-lethal damage: unconscious instead of dying, waking after 1d4 turns', () => {
    const punched = rules.takeHit(victim(), typed(2, ['melee', 'unarmed', 'non-lethal']), none()).state;
    expect(punched).toMatchObject({ hp: 7, nonLethal: 2 });
    // a lethal 7 brings her to 0: d4 3 turns (180 rounds), 2d10 4 + 5 rounds of help
    const c = rules.takeHit(victim(punched), typed(7), scriptedDice([3, 4, 5]));
    expect(c.state).toMatchObject({ hp: 0, down: 'unconscious', wakeIn: 180, reviveIn: 9 });
    expect(rules.status(victim(c.state)).down).toMatchObject({ word: 'unconscious' });
    expect(c.hits[0]!.text).toMatch(/unconscious$/);
  });

  it('table option "last blow": a lethal blow to 0 kills even after non-lethal damage', () => {
    const c = rules.takeHit(victim({ hp: 7, nonLethal: 2 }, { knockOut: 'last-blow' }), typed(7), none());
    expect(c.state).toMatchObject({ down: 'dead' });
  });

  it('any further damage to an unconscious character counts as lethal and kills', () => {
    const c = rules.takeHit(victim({ hp: 0, nonLethal: 9, down: 'unconscious', wakeIn: 60, reviveIn: 5 }), typed(1, ['non-lethal']), none());
    expect(c.state).toMatchObject({ down: 'dead' });
    expect(c.notes.find((n) => n.label === 'Dead')?.text).toMatch(/counts as lethal/);
  });

  it('wakes with 1 hit point when the count runs out, one round at a time', () => {
    let s: Values = { hp: 0, nonLethal: 9, down: 'unconscious', wakeIn: 2, reviveIn: 7 };
    s = rules.nextRound(victim(s), none()).state;
    expect(s).toMatchObject({ down: 'unconscious', wakeIn: 1, reviveIn: 7 });
    const c = rules.nextRound(victim(s), none());
    expect(c.state).toMatchObject({ hp: 1, down: 'none', nonLethal: 0 });
    expect(c.notes.find((n) => n.label === 'Awake')?.text).toBe('You wake up with 1 hit point.');
  });

  it('revived sooner by another character after the 2d10 rounds of help', () => {
    const s = { hp: 0, nonLethal: 9, down: 'unconscious', wakeIn: 200, reviveIn: 1, reviving: true };
    const c = rules.nextRound(victim(s), none());
    expect(c.state).toMatchObject({ hp: 1, down: 'none' });
    expect(c.notes.find((n) => n.label === 'Awake')?.text).toMatch(/^Revived/);
  });

  it('the rounds in a turn are a table option (10 rounds a turn: d4 2 wakes in 20)', () => {
    const c = rules.takeHit(victim({ hp: 2, nonLethal: 1 }, { turnRounds: 10 }), typed(2), scriptedDice([2, 1, 1]));
    expect(c.state).toMatchObject({ wakeIn: 20, reviveIn: 2 });
  });
});

describe('records of older versions', () => {
  const sylwen = inputFor('Sylwen', {}, { surprise: 'no', targetAc: 14, action: 'other' });

  it('a verified code written before hit points, fire resistance and the state\'s options existed still reads, with their defaults', () => {
    const old = (fields: readonly Field[]) => fields.filter((f) => !f.added);
    const before: Ruleset = {
      ...critTableD20, sheetSchema: { fields: old(critTableD20.sheetSchema.fields) }, optionsSchema: { fields: old(critTableD20.optionsSchema.fields) },
      declarationSchema: (sheet) => ({ fields: critTableD20.declarationSchema(sheet).fields.map((f) => (f.key === 'action' && f.kind === 'select' ? { ...f, options: f.options.filter((o) => o.value !== 'smother') } : f)) }),
    };
    const input = { ...sylwen, declaration: { ...sylwen.declaration, condition: 'prone' } };
    const back = decodeInputs(critTableD20, encodeInputs(before, input));
    expect(back.sheet).toMatchObject({ name: 'Sylwen', maxHp: 8, fireResistant: false });
    expect(back.declaration).toMatchObject({ action: 'other', condition: 'prone' });
    expect(back.options).toMatchObject({ knockOut: 'any-non-lethal', turnRounds: 60, conditionRounds: 0 });
  });

  it('an older declaration\'s condition still counts, once, and shows until switched off', () => {
    const fields = critTableD20.declarationSchema(sylwen.sheet).fields;
    const declaration = { ...sylwen.declaration, condition: 'prone' };
    expect(isVisible(fields.find((f) => f.key === 'condition')!, declaration)).toBe(true);
    expect(isVisible(fields.find((f) => f.key === 'condition')!, sylwen.declaration)).toBe(false);
    const plan = planOf({ ...sylwen, declaration, state: { conditions: [{ id: 'prone', rounds: 0 }] } });
    expect(plan.defence.map((s) => [s.label, s.value])).toEqual([['AC against melee', 10], ['AC against missiles', 18]]);
  });
});
