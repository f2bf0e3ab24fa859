import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { Hit } from '../../../src/engine/ruleset';
import type { Values } from '../../../src/engine/schema';
import { hitsOfRound } from '../../../src/engine/state';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { inputFor, modValue, planOf, rollWith, spearAttack } from './helpers';

const rules = critTableD20.state!;
const victim = (state?: Values, options: Values = {}, sheet: Values = {}) => {
  const i = inputFor('Sylwen', sheet, {}, options, state);
  return { sheet: i.sheet, options: i.options, ...(state ? { state } : {}) };
};
const typed = (damage: number, tags: string[] = [], outcome = 'hit'): Hit => ({ damage, outcome, tags, armour: 'yes' });
const none = () => scriptedDice([]);
/** Sylwen shooting her longbow at medium range, AC 14 known, with a state. */
const sylwenShoots = (state: Values, declaration: Values = {}) => ({ ...inputFor('Sylwen', {}, { surprise: 'no', weapon: '1', range: 'medium', targetAc: 14, ...declaration }), state });

describe('17.0.3 Critical Hit: the d4 condition lasts on the victim', () => {
  it('a scanned special 20 with d4 4 blinds the victim: -4 to hit, -4 AC, -2 initiative in her next plan', () => {
    const round = rollWith(spearAttack({}, { specialModifiers: 'none' }), [4, 20, 20, 3, 4]);
    const c = rules.takeHit(victim(), hitsOfRound(round)[0]!.hit, none());
    expect(c.state).toMatchObject({ hp: 0, down: 'dead' }); // 11 damage on 9 hit points: dead, so no condition is kept
    const tough = rules.takeHit(victim(undefined, {}, { maxHp: 20 }), hitsOfRound(round)[0]!.hit, none());
    expect(tough.state).toMatchObject({ hp: 9, conditions: [{ id: 'blinded', rounds: 0 }] });
    const plan = planOf(sylwenShoots(tough.state));
    expect(modValue(plan.actions[0]!.check!.modifiers, 'Blinded')).toBe(-4);
    expect(plan.defence.map((s) => [s.label, s.value])).toEqual([['AC', 10]]);
    const t = plan.actions[0]!.timing;
    expect(t.kind === 'initiative' && modValue(t.modifiers, 'Blinded')).toBe(-2);
    expect(rules.status(victim(tough.state)).conditions.map((x) => x.id)).toEqual(['blinded']);
  });

  it('typed by hand with a tag: shaken (-2 to hit, saves and DC checks), prone (AC -4 melee, +4 missiles)', () => {
    const s = rules.takeHit(victim(), typed(2, ['shaken'], 'critical'), none()).state;
    const both = rules.takeHit(victim(s), typed(1, ['prone'], 'critical'), none()).state;
    const plan = planOf(sylwenShoots(both));
    expect(modValue(plan.actions[0]!.check!.modifiers, 'Shaken')).toBe(-2);
    expect(modValue(plan.actions[0]!.check!.modifiers, 'Prone')).toBe(-4);
    expect(plan.defence.map((x) => [x.label, x.value])).toEqual([['AC against melee', 10], ['AC against missiles', 18]]);
  });

  it('lasts until cleared by default; the table option gives it rounds that count down', () => {
    const kept = rules.takeHit(victim(), typed(1, ['prone'], 'critical'), none()).state;
    expect(rules.nextRound(victim(kept), none()).state).toMatchObject({ conditions: [{ id: 'prone', rounds: 0 }] });
    expect(rules.clear(victim(kept), 'prone').state).toMatchObject({ conditions: [] });
    const timed = rules.takeHit(victim(undefined, { conditionRounds: 2 }), typed(1, ['shaken'], 'critical'), none()).state;
    const one = rules.nextRound(victim(timed, { conditionRounds: 2 }), none()).state;
    expect(one).toMatchObject({ conditions: [{ id: 'shaken', rounds: 1 }] });
    const over = rules.nextRound(victim(one, { conditionRounds: 2 }), none());
    expect(over.state).toMatchObject({ conditions: [] });
    expect(over.notes.map((n) => n.text)).toContain('No longer shaken.');
  });
});

describe('17.0.18 Grappling: the held victim', () => {
  it('a scanned touch attack whose grapple check won grabs the victim; she gets a break-free check against its total', () => {
    // Brannoc grapples: initiative 4, touch attack 15 (hits AC 14), grapple check 12 + 2 = 14 against Sylwen's 10: wins
    const grappler = inputFor('Brannoc', {}, { action: 'grapple', targetAc: 14, opponentGrapple: 10 });
    const round = rollWith(grappler, [4, 15, 12]);
    const c = rules.takeHit(victim(), hitsOfRound(round)[0]!.hit, none());
    expect(c.state).toMatchObject({ grabbed: true, holderGrapple: 14, hp: 9 });
    expect(c.hits[0]!.text).toBe('Hit: no damage; hit points 9 of 9; grabbed');
    const plan = planOf(sylwenShoots(c.state));
    const free = plan.actions.find((a) => a.id === 'free')!;
    // "either Str or Dex": Sylwen's DEX +3 is the better of the two
    expect(free.check).toMatchObject({ need: 15, bonus: 3 });
    expect(free.check!.modifiers.map((m) => [m.label, m.value])).toEqual([['DEX bonus', 3]]);
    expect(Object.fromEntries(free.check!.bands.map((b) => [b.outcome, b.faces]))).toEqual({ held: [[1, 10]], tie: [[11, 11]], free: [[12, 20]] });
    expect(plan.status.find((s) => s.label === 'Movement')?.value).toBe(0);
  });

  it('the touch attack landed but the grapple check lost: not held', () => {
    const grappler = inputFor('Brannoc', {}, { action: 'grapple', targetAc: 14, opponentGrapple: 18 });
    const c = rules.takeHit(victim(), hitsOfRound(rollWith(grappler, [4, 15, 12]))[0]!.hit, none());
    expect(c.state).toMatchObject({ grabbed: false });
    expect(c.notes.map((n) => n.label)).toContain('Not held');
  });

  it('breaking free: a higher grapple total ends the hold; a tie keeps it for the GM (size: small -4)', () => {
    const held = { grabbed: true, holderGrapple: 14 };
    const win = rollWith(sylwenShoots(held), [3, 10, 5, 12]); // init, shot, damage, then the grapple d20 12 + DEX 3 = 15 > 14
    expect(win.entries.find((e) => e.id === 'free')!.check!.outcome).toBe('free');
    expect(win.nextState).toMatchObject({ grabbed: false, holderGrapple: null });
    const lose = rollWith(sylwenShoots(held), [3, 10, 5, 11]);
    expect(lose.entries.find((e) => e.id === 'free')!.check!.outcome).toBe('tie');
    expect(lose.nextState).toMatchObject({ grabbed: true });
    const small = planOf({ ...inputFor('Odo', {}, { action: 'other' }), state: held }).actions.find((a) => a.id === 'free')!;
    expect(modValue(small.check!.modifiers, 'Size: small')).toBe(-4);
  });

  it('typed by hand: a hit tagged grapple grabs; kept from speaking, no spell; clear ends the hold', () => {
    const s = rules.takeHit(victim(), typed(0, ['grapple']), none()).state;
    expect(s).toMatchObject({ grabbed: true, holderGrapple: null });
    const plan = planOf({ ...inputFor('Odo'), state: { ...s, silenced: true } });
    expect(plan.actions.some((a) => a.kind === 'spell')).toBe(false);
    expect(plan.lost.map((n) => n.label)).toContain('No spell');
    expect(plan.actions.find((a) => a.id === 'free')!.check!.byTarget?.length).toBeGreaterThan(0);
    expect(rules.clear(victim(s), 'grabbed').state).toMatchObject({ grabbed: false });
  });
});

describe('17.0.10 Oil: burning oil and ground fire across rounds', () => {
  it('a direct hit burns 1d8 now and 1d8 at the end of the next round, then is out (two rounds at most)', () => {
    const hit = rules.takeHit(victim({ hp: 20 }, {}, { maxHp: 20 }), typed(5, ['missile', 'thrown', 'blast', 'oil']), none());
    expect(hit.state).toMatchObject({ hp: 15, burning: 2 });
    const endOfHitRound = rules.nextRound(victim(hit.state, {}, { maxHp: 20 }), none()).state; // no damage yet
    expect(endOfHitRound).toMatchObject({ hp: 15, burning: 1 });
    const second = rules.nextRound(victim(endOfHitRound, {}, { maxHp: 20 }), scriptedDice([6]));
    expect(second.state).toMatchObject({ hp: 9, burning: 0 });
    expect(rules.nextRound(victim(second.state, {}, { maxHp: 20 }), none()).state).toMatchObject({ hp: 9 });
  });

  it('spending the round putting the flames out: no second 1d8, and no other action', () => {
    const input = { ...inputFor('Sylwen', {}, { surprise: 'no', action: 'smother' }), state: { burning: 1 } };
    const plan = planOf(input);
    expect(plan.actions.map((a) => a.id)).toEqual(['smother']);
    const r = critTableD20.roll(plan, none(), 0, input);
    expect(r.nextState).toMatchObject({ burning: 0 });
    expect(rules.nextRound(victim(r.nextState), none()).state).toMatchObject({ hp: 9 });
  });

  it('a flask of oil from a scanned round sets the victim burning', () => {
    const thrower = inputFor('Odo', { weapons: [{ name: 'Flask of oil', kind: 'flask', damage: '1d8', toHit: 0, damageBonus: 0, charge: false, setVsCharge: false, longReach: false, small: false, allSharp: false }] }, { action: 'attack', weapon: '0', targetAc: 10, range: 'short', timing: 'own' });
    const round = rollWith(thrower, [4, 15, 3]);
    const c = rules.takeHit(victim(), hitsOfRound(round)[0]!.hit, none());
    expect(c.state).toMatchObject({ hp: 6, burning: 2 });
  });

  it('ground fire: 1d6 at the end of each round in it for its 10 rounds, no save', () => {
    let s = rules.takeHit(victim({ hp: 60 }, {}, { maxHp: 60 }), typed(0, ['ground-fire']), none()).state;
    expect(s).toMatchObject({ groundFire: 10 });
    const taken: number[] = [];
    for (let i = 0; i < 11; i++) {
      const before = s['hp'] as number;
      s = rules.nextRound(victim(s, {}, { maxHp: 60 }), scriptedDice(i < 10 ? [2] : [])).state;
      taken.push(before - (s['hp'] as number));
    }
    expect(taken).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0]);
  });

  it('creatures resistant to fire take no damage from burning oil', () => {
    const c = rules.takeHit(victim(undefined, {}, { fireResistant: true }), typed(6, ['oil']), none());
    expect(c.state).toMatchObject({ hp: 9, burning: 0 });
    expect(rules.nextRound(victim({ groundFire: 3 }, {}, { fireResistant: true }), none()).state).toMatchObject({ hp: 9, groundFire: 2 });
  });
});

describe('17.0.17 Brawling against metal armour: the brawler takes the damage', () => {
  const punch = (state?: Values) => inputFor('Odo', {}, { action: 'punch', timing: 'own', targetAc: 10, targetMetalArmour: true }, {}, state);

  it('Odo (no armour) punches metal armour: his own 1d3 - 1 = 2 comes off his hit points, non-lethal', () => {
    const r = rollWith(punch(), [3, 15, 3]);
    expect(r.entries[0]!.check!.outcome).toBe('hit');
    expect(r.nextState).toMatchObject({ hp: 3, nonLethal: 2 });
    expect(r.notes.find((n) => n.label === 'Hurt on metal armour')?.text).toMatch(/you take its 2 damage yourself/);
  });

  it('a miss, or a brawler in metal armour, takes nothing', () => {
    expect(rollWith(punch(), [3, 5]).nextState).toMatchObject({ hp: 5 });
    const armoured = inputFor('Odo', { armour: 'metal' }, { action: 'punch', timing: 'own', targetAc: 10, targetMetalArmour: true });
    expect(rollWith(armoured, [3, 15, 3]).nextState).toMatchObject({ hp: 5 });
  });

  it('knocked out by his own punch at 1 hit point: the knock-out dice come last', () => {
    const r = rollWith(punch({ hp: 1 }), [3, 15, 3, 2, 1, 1]);
    expect(r.nextState).toMatchObject({ hp: 0, down: 'unconscious', wakeIn: 120, reviveIn: 2 });
  });

  it('the victim in metal armour takes no damage from the scanned punch', () => {
    const round = rollWith(punch(), [3, 15, 3]);
    const brannoc = inputFor('Brannoc');
    const c = rules.takeHit({ sheet: brannoc.sheet, options: brannoc.options }, hitsOfRound(round)[0]!.hit, none());
    expect(c.state).toMatchObject({ hp: 14 });
    expect(c.hits[0]).toMatchObject({ taken: 0, text: 'Hit: on your metal armour, no damage to you' });
  });
});
