import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { Hit } from '../../../src/engine/ruleset';
import { hitsOfRound } from '../../../src/engine/state';
import type { Values } from '../../../src/engine/schema';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { inputFor, planOf } from './helpers';

const rules = bcbD20.state!;
const blogo = inputFor('Blogo');
const sigrun = inputFor('Sigrun');
/** A monster or NPC: Sigrun's sheet with 10 hit points, save 12, played as a monster. */
const orc = inputFor('Sigrun', { maxHp: 10, creature: 'monster' });
const on = (input: typeof blogo, state?: Values, options: Values = {}) => ({ sheet: input.sheet, options: { ...input.options, ...options }, ...(state ? { state } : {}) });
const hit = (damage: number, tags: readonly string[] = ['melee'], outcome = 'hit'): Hit => ({ damage, outcome, tags, armour: 'yes' });
const labels = (notes: readonly { label: string }[]) => notes.map((n) => n.label);

describe('Unarmed Combat: more than half the hit points left stuns; hit again while stunned, knocked out for 1d4 rounds', () => {
  const four = on(blogo, { hp: 4 });
  it('the text\'s example: a fist does 3 against 4 hit points: stunned', () => {
    const r = rules.takeHit(four, hit(3, ['melee', 'unarmed']), scriptedDice([]));
    expect(r.state).toMatchObject({ hp: 1, stunned: 1 });
    expect(r.notes.find((n) => n.label === 'Stunned')?.text).toBe('3 is more than half of the 4 hit points left.');
  });
  it('exactly half (2 of 4) does not stun', () => {
    expect(rules.takeHit(four, hit(2, ['melee', 'unarmed']), scriptedDice([])).state['stunned']).toBe(0);
  });
  it('a natural 20 with the fist stuns whatever the damage', () => {
    const h: Hit = { ...hit(1, ['melee', 'unarmed']), entry: { id: 'a1', kind: 'attack', label: 'Unarmed, attack 1', check: { face: 20, need: 12, bonus: 0, outcome: 'mighty-blow', label: 'x', tone: 2 } } };
    const r = rules.takeHit(on(sigrun), { ...h, outcome: 'hit' }, scriptedDice([]));
    expect(r.state['stunned']).toBe(1);
  });
  it('"If the stunned character is hit a second time, he will be knocked unconscious": 1d4 rounds, and plan gives no actions', () => {
    const first = rules.takeHit(four, hit(3, ['melee', 'unarmed']), scriptedDice([]));
    const second = rules.takeHit(on(blogo, first.state), hit(0, ['melee', 'unarmed']), scriptedDice([3]));
    expect(second.state).toMatchObject({ knockedOut: 3 });
    expect(rules.status(on(blogo, second.state)).down).toMatchObject({ word: 'unconscious' });
    expect(planOf({ ...blogo, state: second.state }).actions).toEqual([]);
  });
  it('by default any successful attack knocks the stunned out; the table option limits it to fist and foot', () => {
    const stunned = { hp: 10, stunned: 2 };
    expect(rules.takeHit(on(blogo, stunned), hit(1), scriptedDice([2])).state['knockedOut']).toBe(2);
    expect(rules.takeHit(on(blogo, stunned, { stunnedKnockOut: 'unarmed' }), hit(1), scriptedDice([])).state['knockedOut']).toBe(0);
  });
  it('the brawling stun lasts the round of the blow by default; the option sets more', () => {
    expect(rules.takeHit(on(blogo, { hp: 4 }, { brawlStun: 3 }), hit(3, ['unarmed']), scriptedDice([])).state['stunned']).toBe(3);
  });
});

describe('monsters and NPCs at 0 hit points and below: a save against death', () => {
  it('0 to -5, save made (13 against 12): conscious, fights at -2 on every attack', () => {
    const r = rules.takeHit(on(orc), hit(12), scriptedDice([13]));
    expect(r.state).toMatchObject({ hp: -2, hurt: true, unconscious: false, dead: false });
    expect(rules.status(on(orc, r.state)).down).toBeUndefined();
    const check = planOf({ ...orc, state: r.state }).actions[0]!.check!;
    expect(check.modifiers).toContainEqual(expect.objectContaining({ value: -2, label: 'Fights at -2 (saved at 0 to -5)' }));
  });
  it('0 to -5, save failed (12 does not beat 12): unconscious', () => {
    const r = rules.takeHit(on(orc), hit(10), scriptedDice([12]));
    expect(r.state).toMatchObject({ hp: 0, unconscious: true, dead: false });
    expect(rules.status(on(orc, r.state)).down?.word).toBe('unconscious');
  });
  it('0 to -5, a save of 1: dead', () => {
    expect(rules.takeHit(on(orc), hit(15), scriptedDice([1])).state).toMatchObject({ hp: -5, dead: true });
  });
  it('-6 to -10: unconscious, and dead on a failed save', () => {
    expect(rules.takeHit(on(orc), hit(16), scriptedDice([15])).state).toMatchObject({ hp: -6, unconscious: true, dead: false });
    expect(rules.takeHit(on(orc), hit(20), scriptedDice([5])).state).toMatchObject({ hp: -10, dead: true });
  });
  it('-11 and below: just kill the critter (no die rolled)', () => {
    const r = rules.takeHit(on(orc), hit(21), scriptedDice([]));
    expect(r.state).toMatchObject({ hp: -11, dead: true });
    expect(rules.status(on(orc, r.state)).down?.word).toBe('dead');
  });
  it('a character takes the same rule only under the table option', () => {
    expect(rules.takeHit(on(blogo), hit(16), scriptedDice([]))).toMatchObject({ state: { hp: -2, dead: true } });
    expect(rules.takeHit(on(blogo, undefined, { characterZeroHp: 'save' }), hit(16), scriptedDice([11])).state).toMatchObject({ hp: -2, hurt: true, dead: false });
  });
  it('healing a monster back above 0 wakes it and ends the -2', () => {
    const down = rules.takeHit(on(orc), hit(10), scriptedDice([3])).state;
    const healed = rules.heal(on(orc, down), 4).state;
    expect(healed).toMatchObject({ hp: 4, unconscious: false, hurt: false });
  });
});

describe('Subdual Damage: half real, half subdual; knocked unconscious at 0 including it; a point back each hour', () => {
  it('7 subdual damage on Blogo (14): 3 real, 4 subdual (the odd point is subdual by default)', () => {
    const r = rules.takeHit(on(blogo), hit(7, ['melee', 'non-lethal']), scriptedDice([]));
    expect(r.state).toMatchObject({ hp: 11, subdual: 4 });
    expect(r.hits[0]!.text).toBe('7 damage: 3 real, 4 subdual (armour counts in the AC); 11 of 14 hit points left, 4 subdual.');
    expect(rules.takeHit(on(blogo, undefined, { subdualOdd: 'real' }), hit(7, ['non-lethal']), scriptedDice([])).state).toMatchObject({ hp: 10, subdual: 3 });
  });
  it('hit points including the subdual damage fall to zero: knocked unconscious, not killed', () => {
    const r = rules.takeHit(on(blogo, { hp: 6, subdual: 2 }), hit(8, ['non-lethal']), scriptedDice([]));
    expect(r.state).toMatchObject({ hp: 2, subdual: 6, dead: false });
    expect(rules.status(on(blogo, r.state)).down).toMatchObject({ word: 'unconscious' });
    expect(labels(r.notes)).toContain('Unconscious');
  });
  it('knocked unconscious, the character plans nothing and is helpless (an assassination attack is the GM\'s call)', () => {
    const plan = planOf({ ...blogo, state: { hp: 4, subdual: 4 } });
    expect(plan.actions).toEqual([]);
    expect(plan.lost[0]).toMatchObject({ label: 'Unconscious' });
    expect(plan.notes.find((n) => n.label === 'Helpless')).toMatchObject({ gm: true });
  });
  it('unless the real damage reduces real hit points to zero: accidentally killed', () => {
    expect(rules.takeHit(on(blogo, { hp: 2 }), hit(5, ['non-lethal']), scriptedDice([])).state).toMatchObject({ hp: 0, dead: true });
  });
  it('a point of subdual damage comes back after 60 rounds of one minute, and the knocked-out character wakes', () => {
    let state: Values = { hp: 6, subdual: 6 };
    for (let i = 0; i < 59; i++) state = rules.nextRound(on(blogo, state), scriptedDice([])).state;
    expect(state).toMatchObject({ subdual: 6, subdualRounds: 59 });
    const hour = rules.nextRound(on(blogo, state), scriptedDice([]));
    expect(hour.state).toMatchObject({ subdual: 5, subdualRounds: 0 });
    expect(labels(hour.notes)).toEqual(['Subdual damage', 'Can act']);
    expect(rules.status(on(blogo, hour.state)).down).toBeUndefined();
  });
});

describe('rounds passing: stuns and knock-outs count down', () => {
  it('stunned 2 rounds: the next round still stunned, then free to act', () => {
    const one = rules.nextRound(on(sigrun, { stunned: 2 }), scriptedDice([]));
    expect(one.state['stunned']).toBe(1);
    expect(planOf({ ...sigrun, state: one.state }).actions).toEqual([]);
    const two = rules.nextRound(on(sigrun, one.state), scriptedDice([]));
    expect(two.state['stunned']).toBe(0);
    expect(labels(two.notes)).toContain('No longer stunned');
    expect(planOf({ ...sigrun, state: two.state }).actions.map((a) => a.id)).toEqual(['a1', 'a1-mb']);
  });
  it('under the option "whole rounds after the blow" a 2-round stun is kept for the rest of the blow\'s round too', () => {
    expect(rules.takeHit(on(blogo, undefined, { stunStart: 'after' }), { ...hit(1), outcome: 'mighty-blow', tags: ['effect-9'] }, scriptedDice([3, 2])).state['stunned']).toBe(3);
  });
  it('the AC of the round played is forgotten: an attack on an unknown AC now needs the next roll', () => {
    const next = rules.nextRound(on(sigrun, { roundAc: 18 }), scriptedDice([])).state;
    expect(next['roundAc']).toBeNull();
    const unknown: Hit = { ...hit(5), outcome: 'unknown', entry: { id: 'a1', kind: 'attack', label: 'Claw', check: { face: 11, need: null, bonus: 4, outcome: 'unknown', label: 'x', tone: 0 } } };
    expect(() => rules.takeHit(on(sigrun, next), unknown, scriptedDice([]))).toThrow(/^Expected a resolved attack/);
    expect(rules.takeHit(on(sigrun, { roundAc: 15 }), unknown, scriptedDice([])).state['hp']).toBe(37);
    expect(rules.takeHit(on(sigrun, { roundAc: 16 }), unknown, scriptedDice([])).hits[0]!.outcome).toBe('miss');
  });
  it('a stunned character only defends by default (the BCB goes on AC); the option lets the GM rule', () => {
    const plan = planOf({ ...sigrun, state: { stunned: 1 } });
    expect(plan.lost[0]).toMatchObject({ label: 'Stunned' });
    expect(plan.defence[0]!.value).toBe(16 + 4);
    const gm = planOf({ ...sigrun, options: { ...sigrun.options, stunnedActs: 'gm' }, state: { stunned: 1 } });
    expect(gm.actions.map((a) => a.id)).toEqual(['a1', 'a1-mb']);
    expect(gm.notes.find((n) => n.label === 'Stunned')).toMatchObject({ gm: true });
    expect(rules.status(on(sigrun, { stunned: 1 })).conditions[0]).toMatchObject({ id: 'stunned', rounds: 1, text: 'No attacks, spells or moves.' });
    expect(rules.status(on(sigrun, { stunned: 1 }, { stunnedActs: 'gm' })).conditions[0]!.text).toBe('The GM rules what you may do.');
  });
});

describe('a missile left in the wound, and a scroll spoiled', () => {
  const arrow: Hit = { damage: 5, outcome: 'hit', tags: ['missile', 'arrow'], armour: 'yes',
    entry: { id: 'a1', kind: 'attack', label: 'Longbow, arrow 1', check: { face: 20, need: 15, bonus: 7, outcome: 'mighty-blow', label: 'x', tone: 2 } } };
  it('a critical hit with a missile weapon leaves it in the wound; pulling it out is a clear by hand', () => {
    const r = rules.takeHit(on(sigrun), { ...arrow, outcome: 'mighty-blow', tags: [...arrow.tags, 'effect-3'] }, scriptedDice([5]));
    expect(r.state['missiles']).toEqual([{ name: 'Longbow' }]);
    const st = rules.status(on(sigrun, r.state));
    expect(st.conditions.map((c) => c.id)).toContain('missile-1');
    expect(rules.nextRound(on(sigrun, r.state), scriptedDice([])).notes.find((n) => n.label === 'Missile in the wound')).toMatchObject({ gm: true });
    expect(rules.clear(on(sigrun, r.state), 'missile-1').state['missiles']).toEqual([]);
  });
  it('a successful attack on a scroll reader spoils the reading', () => {
    const r = rules.takeHit(on(blogo, { scrollLevel: 3, scrollRoundsLeft: 2 }), hit(1), scriptedDice([]));
    expect(r.state).toMatchObject({ scrollLevel: 0, scrollRoundsLeft: 0 });
    expect(labels(r.notes)).toContain('Scroll spoiled');
  });
});

describe('healing and clearing by hand', () => {
  it('heals up to the sheet\'s hit points, never more', () => {
    expect(rules.heal(on(blogo, { hp: 5 }), 4).state['hp']).toBe(9);
    expect(rules.heal(on(blogo, { hp: 12 }), 10).state['hp']).toBe(14);
  });
  it('healing does not end "out of the fight" or death: the GM clears them', () => {
    const r = rules.heal(on(blogo, { hp: 3, outOfFight: true }), 5);
    expect(r.state['outOfFight']).toBe(true);
    expect(rules.clear(on(blogo, r.state), 'out-of-the-fight').state['outOfFight']).toBe(false);
  });
  it('clears each condition by its id; an unknown id changes nothing', () => {
    const state = { hp: 5, stunned: 2, fleshWound: true, conLost: 4, subdual: 3 };
    for (const [id, key, value] of [['stunned', 'stunned', 0], ['flesh-wound', 'fleshWound', false], ['con-lost', 'conLost', 0], ['subdual', 'subdual', 0]] as const) {
      expect(rules.clear(on(blogo, state), id).state[key]).toBe(value);
    }
    const same = rules.clear(on(blogo, state), 'nothing');
    expect(same.notes).toEqual([]);
    expect(same.state).toMatchObject(state);
  });
  it('every condition the status shows can be cleared by its id', () => {
    const state = { hp: -3, stunned: 2, knockedOut: 1, fleshWound: true, outOfFight: true, unconscious: true, hurt: true, dead: true, conLost: 2, subdual: 1, missiles: [{ name: 'Arrow' }], scrollLevel: 2, scrollRoundsLeft: 1 };
    const ids = rules.status(on(orc, state)).conditions.map((c) => c.id);
    expect(ids).toHaveLength(11);
    for (const id of ids) expect(rules.clear(on(orc, state), id).notes).toHaveLength(1);
  });
});

describe('"Assassination" attacks: damage to CON unless the victim saves', () => {
  const round = () => {
    const input = inputFor('Sigrun', {}, { helpless: true });
    return bcbD20.roll(planOf(input), scriptedDice([5, 12, 6]), 0, input);
  };
  it('the attacker declared the victim helpless: a failed save (9 against 10) puts the 8 damage on CON, none on hit points', () => {
    const r = round();
    const h = hitsOfRound(r)[0]!.hit;
    const t = rules.takeHit(on(blogo), h, scriptedDice([9]));
    expect(t.state).toMatchObject({ hp: 14, conLost: 8, dead: false });
    expect(t.hits[0]!.text).toBe('8 damage to CON: 3 CON left (armour counts in the AC); 14 of 14 hit points left.');
    // A made save (11 beats 10) converts it to hit-point damage, "which may still be enough to kill".
    expect(rules.takeHit(on(blogo), h, scriptedDice([11])).state).toMatchObject({ hp: 6, conLost: 0 });
  });
  it('CON all gone: dead', () => {
    expect(rules.takeHit(on(blogo, { conLost: 5 }), hit(6, ['melee', 'assassination']), scriptedDice([2])).state).toMatchObject({ conLost: 11, dead: true });
  });
});

describe('attacks rolled against an AC the attacker did not know', () => {
  const entry = (face: number) => ({ id: 'a1', kind: 'attack' as const, label: 'Claw', check: { face, need: null, bonus: 4, outcome: face === 20 ? 'hit' : 'unknown', label: 'x', tone: 0 as const } });
  it('outcome "unknown" typed without the attacker\'s d20 is refused with what was expected', () => {
    expect(() => rules.takeHit(on(sigrun, { roundAc: 15 }), hit(3, ['melee'], 'unknown'), scriptedDice([]))).toThrow('Expected a resolved attack (hit, mighty-blow or miss), or an attacker\'s d20 and your AC from a round you rolled, but received outcome "unknown" without the d20');
  });
  it('a natural 20 hits anyway; without the AC of the round it is taken as a plain hit and the GM note says when it was a Mighty Blow', () => {
    const r = rules.takeHit(on(sigrun), { ...hit(5), entry: entry(20) }, scriptedDice([]));
    expect(r.hits[0]).toMatchObject({ outcome: 'hit', taken: 5 });
    expect(r.notes.find((n) => n.label === 'Natural 20')).toMatchObject({ gm: true, text: expect.stringMatching(/^A Mighty Blow if your AC was 24 or less/) });
  });
  it('a natural 1 is a fumble: a miss whatever the AC', () => {
    expect(rules.takeHit(on(sigrun, { roundAc: 2 }), { ...hit(5, ['melee'], 'unknown'), entry: entry(1) }, scriptedDice([])).hits[0]!.outcome).toBe('miss');
  });
});
