import { describe, expect, it } from 'vitest';
import { fraction } from '../../../src/engine/dist';
import { levelBands, levelOf, rangeFactor, specialMax } from '../../../src/rulesets/percentile-dex-rank/chance';
import { inputFor, planOf, rollWith, weapon } from './helpers';

const pOf = (chance: number, outcome: string, reading: 'less-than' | 'at-most-round' | 'at-most-down' = 'less-than') =>
  levelBands(chance, reading).find((b) => b.outcome === outcome)?.p ?? fraction(0, 1);

describe('5.5 Attacking: special success below a fifth of the chance', () => {
  it.each([
    { chance: 50, lt: 9, round: 10, down: 10 },
    { chance: 48, lt: 9, round: 10, down: 9 },
    { chance: 47, lt: 9, round: 9, down: 9 },
    { chance: 5, lt: 0, round: 1, down: 1 },
    { chance: 4, lt: 0, round: 1, down: 0 },
  ])('chance $chance: special up to $lt (strictly less), $round (rounded), $down (rounded down)', ({ chance, lt, round, down }) => {
    expect(specialMax(chance, 'less-than')).toBe(lt);
    expect(specialMax(chance, 'at-most-round')).toBe(round);
    expect(specialMax(chance, 'at-most-down')).toBe(down);
  });
  it('chance 50 gives exactly 9% special, 41% success, 50% failure; no fumble band', () => {
    expect(pOf(50, 'special')).toEqual(fraction(9, 100));
    expect(pOf(50, 'success')).toEqual(fraction(41, 100));
    expect(pOf(50, 'failure')).toEqual(fraction(50, 100));
    expect(levelBands(50, 'less-than').map((b) => b.outcome)).toEqual(['special', 'success', 'failure']);
  });
  it('the face equal to the chance succeeds, one above fails', () => {
    expect(levelOf(50, 50, 'less-than')).toBe('success');
    expect(levelOf(51, 50, 'less-than')).toBe('failure');
  });
  it('a chance of 100 or more never fails', () => expect(pOf(120, 'failure')).toEqual(fraction(0, 1)));
  it('the reading in force is shown in the summary and the option switches it', () => {
    const s = (o: string) => planOf(inputFor('Kara', {}, {}, { special: o })).actions[0]!.check!.summary;
    expect(s('less-than')).toBe('need 65 · special ≤12 (below 1/5)');
    expect(s('at-most-round')).toBe('need 65 · special ≤13 (1/5 rounded)');
  });
  it('Difficult halves the chance, rounded up by default or down by option (Kara 65 -> 33 or 32)', () => {
    expect(planOf(inputFor('Kara', {}, { difficult: true })).actions[0]!.check!.need).toBe(33);
    expect(planOf(inputFor('Kara', {}, { difficult: true }, { chanceRounding: 'down' })).actions[0]!.check!.need).toBe(32);
  });
});

describe('5.9 range bands of missile weapons', () => {
  it.each([
    { d: 0, f: 1, within: 1 }, { d: 89, f: 1, within: 1 }, { d: 90, f: 0.5, within: 1 }, { d: 91, f: 0.5, within: 0.5 },
    { d: 180, f: 0.5, within: 0.5 }, { d: 181, f: 0.25, within: 0.25 }, { d: 270, f: 0.25, within: 0.25 },
  ])('a longbow (90 m) at $d m: chance x$f ("below" the range, the default), x$within (up to the range)', ({ d, f, within }) => {
    expect(rangeFactor(d, 90)?.factor).toBe(f);
    expect(rangeFactor(d, 90, 'below')?.factor).toBe(f);
    expect(rangeFactor(d, 90, 'within')?.factor).toBe(within);
  });
  it('the option reaches the plan: Ines\'s heavy crossbow (55 m, skill 55) at exactly 55 m is Difficult (28) by default, 55 under "within"', () => {
    expect(planOf(inputFor('Ines', {}, { distance: 55 })).actions[0]!.check!.need).toBe(28);
    expect(planOf(inputFor('Ines', {}, { distance: 55 }, { rangeEdge: 'within' })).actions[0]!.check!.need).toBe(55);
    expect(planOf(inputFor('Ines', {}, { distance: 54 })).actions[0]!.check!.need).toBe(55);
  });
  it('beyond three times the range there is no attack', () => {
    expect(rangeFactor(271, 90)).toBeNull();
    const p = planOf(inputFor('Ines', {}, { distance: 166 }));
    expect(p.actions).toHaveLength(0);
    expect(p.lost[0]?.text).toMatch(/no chance of hitting/);
  });
  it('Ines\'s heavy crossbow (55 m, skill 55) at 70 m is Difficult: 28; at 150 m a quarter: 14', () => {
    expect(planOf(inputFor('Ines')).actions[0]!.check!.need).toBe(28);
    expect(planOf(inputFor('Ines', {}, { distance: 150 })).actions[0]!.check!.need).toBe(14);
  });
  it('Difficult and a range band combine: a quarter of a half, rounded once', () => {
    expect(planOf(inputFor('Ines', {}, { distance: 70, difficult: true })).actions[0]!.check!.need).toBe(14);
  });
  it('a missile without a distance is taken as within range, and says so', () => {
    const p = planOf(inputFor('Ines', {}, { distance: null }));
    expect(p.actions[0]!.check!.need).toBe(55);
    expect(p.notes.some((n) => /within .* range/.test(n.text))).toBe(true);
  });
});

describe('attack tags for a defender\'s phone', () => {
  it.each([
    { type: 'sword-short', tags: ['melee'] }, { type: 'brawl', tags: ['melee', 'unarmed'] }, { type: 'bow-long', tags: ['missile', 'arrow'] },
    { type: 'crossbow-light', tags: ['missile', 'bolt'] }, { type: 'dagger-thrown', tags: ['missile', 'thrown'] }, { type: 'rifle', tags: ['missile', 'firearm'] },
    { type: 'pistol-laser', tags: ['missile', 'firearm'] }, { type: 'sling', tags: ['missile'] },
  ])('$type is tagged $tags', ({ type, tags }) => {
    const input = inputFor('Kara', { weapons: [weapon(type, 50)] }, { action: 'attack:0' });
    expect(planOf(input).actions[0]!.tags).toEqual(tags);
    expect(rollWith(input, [99]).entries[0]!.tags).toEqual(tags);
  });
});

describe('5.11 a shield used as a weapon', () => {
  it('Bram bashes with his kite shield: shield skill 40, 1D4 + db, a short weapon for ties', () => {
    const input = inputFor('Bram', {}, { action: 'attack:shield' });
    const a = planOf(input).actions[0]!;
    expect(a.check!.need).toBe(40);
    expect(a.label).toBe('Kite shield, attack');
    const r = rollWith(input, [30, 3]);
    expect(r.entries[0]!.damage!.total).toBe(3);
    expect(r.entries[0]!.timing!.order).toEqual([11, 1, 40]);
  });
  it('a broken shield cannot bash', () => {
    const p = planOf(inputFor('Bram', {}, { action: 'attack:shield' }, {}, { hp: 12, sheetHp: 12, injuries: [], gear: [], shieldDamage: 16 }));
    expect(p.lost[0]!.label).toMatch(/broken/);
  });
});

describe('5.10 armour lowers Throw, a physical skill: a thrown rock', () => {
  const rock = (armour: string, weaponType = 'rock') => planOf(inputFor('Bram', { armour, weapons: [weapon(weaponType, 50)] }, { action: 'attack:0', distance: 5 })).actions[0]!.check!;
  it('Bram throws a rock (Throw 50) in hard leather: 40; in chain: 30; the breakdown names the armour', () => {
    expect(rock('leather-hard').need).toBe(40);
    expect(rock('leather-hard').modifiers).toContainEqual(expect.objectContaining({ label: 'Leather, Hard', value: -10 }));
    expect(rock('chain').need).toBe(30);
    expect(rock('none').need).toBe(50);
  });
  it('the penalty comes off before the range band halves the chance: 40 at twice the range is 20', () => {
    const p = planOf(inputFor('Bram', { weapons: [weapon('rock', 50)] }, { action: 'attack:0', distance: 40 }));
    expect(p.actions[0]!.check!.need).toBe(20);
  });
  it('weapon skills are not physical skills: a thrown dagger or a broadsword keeps 50 in chain', () => {
    expect(rock('chain', 'dagger-thrown').need).toBe(50);
    expect(planOf(inputFor('Bram', { armour: 'chain', weapons: [weapon('sword-broad', 50)] }, { action: 'attack:0' })).actions[0]!.check!.need).toBe(50);
  });
});
