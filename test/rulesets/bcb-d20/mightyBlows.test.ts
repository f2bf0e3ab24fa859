import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { Hit, RoundResult } from '../../../src/engine/ruleset';
import { hitsOfRound } from '../../../src/engine/state';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { effectAfterSave, mightyBlowRow, saveMade } from '../../../src/rulesets/bcb-d20/mightyBlows';
import { inputFor, planOf } from './helpers';

const rules = bcbD20.state!;
/** Sigrun's sword round: initiative 5, a natural 20 against AC 15 (a Mighty Blow), 6 on the d8 (+2: 8 damage), then the d20 effect. */
function sigrunMightyBlow(effect: number): RoundResult {
  const input = inputFor('Sigrun');
  return bcbD20.roll(planOf(input), scriptedDice([5, 20, 6, effect]), 0, input);
}
/** The first attack of a round as the victim's phone takes it. */
const firstHit = (r: RoundResult): Hit => hitsOfRound(r)[0]!.hit;
/** Blogo (14 hit points, save 10) takes the hit with these dice (his save, the stun die, the further save). */
function blogoTakes(hit: Hit, faces: number[], options = {}, state?: Record<string, never> | import('../../../src/engine/schema').Values) {
  const input = inputFor('Blogo', {}, {}, options);
  return rules.takeHit({ sheet: input.sheet, options: input.options, ...(state ? { state } : {}) }, hit, scriptedDice(faces));
}
/** A Mighty Blow typed by hand: `damage`, and the GM's effect as a tag. */
const typed = (effect: number, damage = 3): Hit => ({ damage, outcome: 'mighty-blow', tags: ['melee', `effect-${effect}`], armour: 'yes' });
const text = (notes: readonly { label: string; text: string }[], label: string) => notes.find((n) => n.label === label)?.text;


describe('Effects of Mighty Blows: the table\'s edges', () => {
  it.each([
    [1, 'flesh-wound'], [6, 'flesh-wound'], [7, 'oof'], [14, 'oof'], [15, 'crushing'], [17, 'crushing'],
    [18, 'incapacitating'], [19, 'incapacitating'], [20, 'deadly'], [21, 'mangled'], [30, 'mangled'],
  ])('effect %i is %s', (effect, id) => {
    expect(mightyBlowRow(effect)?.id).toBe(id);
  });
  it('effect 0 or less is no Mighty Blow at all', () => {
    expect(mightyBlowRow(0)).toBeUndefined();
  });
});

describe('the victim\'s save lowers the effect (Blogo: effect 19, save 10, rolls 17)', () => {
  it('the worked example\'s reading (default): 19 falls by 7 to 12, a painful blow to the groin', () => {
    expect(effectAfterSave(19, 17, 10, 'example')).toBe(12);
    expect(mightyBlowRow(12)?.id).toBe('oof');
  });

  it('the prose reading (table option): one for success and one per point made by: 19 falls by 8 to 11', () => {
    expect(effectAfterSave(19, 17, 10, 'prose')).toBe(11);
  });

  it('a roll equal to the save: the example\'s reading needs to beat it (no change), the prose lowers by 1', () => {
    expect(saveMade(10, 10, 'example')).toBe(false);
    expect(effectAfterSave(19, 10, 10, 'example')).toBe(19);
    expect(saveMade(10, 10, 'prose')).toBe(true);
    expect(effectAfterSave(19, 10, 10, 'prose')).toBe(18);
  });

  it('a good enough save negates the blow entirely; a natural 20 always does; a natural 1 never helps', () => {
    expect(effectAfterSave(5, 16, 10, 'example')).toBe(0);
    expect(effectAfterSave(20, 20, 19, 'example')).toBe(0);
    expect(effectAfterSave(19, 1, 2, 'prose')).toBe(19);
  });

  it('Blogo takes Sigrun\'s Mighty Blow of effect 19 from her code and rolls 17: 19 falls to 12, stunned 2 rounds (1d3), a flesh wound, CON -2', () => {
    const r = blogoTakes(firstHit(sigrunMightyBlow(19)), [17, 2]);
    expect(r.state).toMatchObject({ hp: 6, stunned: 2, fleshWound: true, conLost: 2, outOfFight: false, dead: false });
    expect(text(r.notes, 'Mighty Blow, effect 19')).toBe('Save 17 against 10: lowered to 12.');
    expect(r.notes.map((n) => n.label)).toContain('Effect 12: Painful blow');
    expect(r.hits).toEqual([{ outcome: 'mighty-blow', label: 'Mighty Blow', damage: 8, taken: 8, text: '8 damage (armour counts in the AC); 6 of 14 hit points left.' }]);
  });

  it('under the prose option the same roll leaves 11', () => {
    const r = blogoTakes(firstHit(sigrunMightyBlow(19)), [17, 3], { mightyBlowSave: 'prose' });
    expect(r.notes.map((n) => n.label)).toContain('Effect 11: Painful blow');
    expect(r.state['stunned']).toBe(3);
  });

  it('a crushing blow rolls 1d6 rounds stunned, then the save to stay in the fight: failed, out of the fight', () => {
    const r = blogoTakes(typed(16), [3, 5, 10]);
    expect(text(r.notes, 'Stunned')).toBe('5 rounds (1d6).');
    expect(text(r.notes, 'Save to stay in the fight')).toBe('10 -2 (flesh wound) against 10: out of the fight until healed.');
    expect(r.state).toMatchObject({ stunned: 5, fleshWound: true, outOfFight: true, conLost: 4 });
    expect(rules.status({ sheet: inputFor('Blogo').sheet, options: {}, state: r.state }).down?.word).toBe('out of the fight');
  });

  it('the crushing blow deals its flesh wound before the save to stay in, so that save is at -2 (12 no longer beats 10, 13 does)', () => {
    const stay = (face: number) => text(blogoTakes(typed(16), [3, 5, face]).notes, 'Save to stay in the fight');
    expect(stay(12)).toBe('12 -2 (flesh wound) against 10: out of the fight until healed.');
    expect(stay(13)).toBe('13 -2 (flesh wound) against 10: stays in the fight.');
    expect(stay(20)).toMatch(/stays in the fight/);
  });

  it('an incapacitating strike deals no flesh wound and puts the victim out of the fight; its save against death is at the plain number', () => {
    const r = blogoTakes(typed(18), [3, 11]);
    expect(text(r.notes, 'Save against death')).toBe('11 against 10: survives.');
    expect(r.state).toMatchObject({ outOfFight: true, dead: false, fleshWound: false, conLost: 8 });
    expect(blogoTakes(typed(18), [3, 10]).state).toMatchObject({ dead: true });
  });

  it('a Deadly Blow kills and takes all the CON', () => {
    const r = blogoTakes(typed(20), [3]);
    expect(r.state).toMatchObject({ dead: true, conLost: 11 });
    expect(rules.status({ sheet: inputFor('Blogo').sheet, options: {}, state: r.state }).down?.word).toBe('dead');
  });

  it('a Mighty Blow typed without its effect: the victim\'s phone rolls the d20 effect first', () => {
    const r = blogoTakes({ damage: 2, outcome: 'mighty-blow', tags: ['melee'], armour: 'yes' }, [9, 3, 1]);
    expect(text(r.notes, 'Effect rolled')).toMatch(/rolled 9/);
    expect(r.state).toMatchObject({ hp: 12, stunned: 1, fleshWound: true, conLost: 2 });
  });

  it('the effect is taken once: the state keeps it, and nothing rolls it again next round', () => {
    const hit = blogoTakes(firstHit(sigrunMightyBlow(19)), [17, 2]);
    const input = inputFor('Blogo');
    const next = rules.nextRound({ sheet: input.sheet, options: input.options, state: hit.state }, scriptedDice([]));
    expect(next.state).toMatchObject({ stunned: 1, fleshWound: true, conLost: 2, hp: 6 });
    const plan = planOf({ ...input, state: next.state });
    expect(plan.actions).toEqual([]);
    expect(plan.lost.map((n) => n.label)).toContain('Stunned');
  });
});

describe('the attacker\'s side: a natural 20 that would have hit anyway rolls the effect', () => {
  it('Sigrun rolls a natural 20 against AC 15: Mighty Blow, damage, and the d20 effect the victim\'s phone takes up', () => {
    const input = inputFor('Sigrun');
    const plan = planOf(input);
    expect(plan.actions.map((a) => a.id)).toEqual(['a1', 'a1-mb']);
    const r = bcbD20.roll(plan, scriptedDice([5, 20, 6, 19]), 0, input);
    expect(r.entries[0]!.check).toMatchObject({ face: 20, outcome: 'mighty-blow' });
    expect(r.entries[0]!.damage?.total).toBe(8);
    const effect = r.entries[1]!;
    expect(effect).toMatchObject({ kind: 'check', check: { face: 19, outcome: 'incapacitating' }, timing: { order: [5] } });
    expect(hitsOfRound(r).map((h) => h.index)).toEqual([1]);
  });

  it('the planned effect roll shows the table\'s odds before any die is rolled', () => {
    const effect = planOf(inputFor('Sigrun')).actions[1]!;
    expect(effect.notes?.[0]?.text).toMatch(/1-6 flesh wound 30% · 7-14 painful blow 40% · 15-17 crushing blow 15% · 18-19 incapacitating strike 10% · 20 deadly blow 5%/);
  });

  it('no natural 20: the effect is not rolled, and the victim takes only the hit-point damage', () => {
    const input = inputFor('Sigrun');
    const r = bcbD20.roll(planOf(input), scriptedDice([5, 12, 6]), 0, input);
    expect(r.entries[1]!.check).toBeUndefined();
    expect(r.entries[1]!.label).toBe('Longsword +1, attack 1: no Mighty Blow');
    const taken = blogoTakes(firstHit(r), []);
    expect(taken.state).toMatchObject({ hp: 6, stunned: 0, fleshWound: false });
  });

  it('when only a natural 20 can hit (need above 20), no Mighty Blow is planned', () => {
    expect(planOf(inputFor('Sigrun', {}, { targetAc: 30 })).actions.map((a) => a.id)).toEqual(['a1']);
  });

  it('with the AC unknown, a natural 20 still rolls the effect, marked as depending on the AC', () => {
    const input = inputFor('Sigrun', {}, { targetAc: null });
    const r = bcbD20.roll(planOf(input), scriptedDice([5, 20, 6, 9]), 0, input);
    expect(r.entries[0]!.check!.label).toBe('Hit (natural 20): a Mighty Blow if the AC is 24 or less');
    expect(r.entries[1]!.notes?.find((n) => n.label === 'If a Mighty Blow')?.text).toMatch(/AC is 24 or less/);
  });

  it('with the AC unknown, the victim\'s phone decides the Mighty Blow by its AC of the round', () => {
    const input = inputFor('Sigrun', {}, { targetAc: null });
    const r = bcbD20.roll(planOf(input), scriptedDice([5, 20, 6, 9]), 0, input);
    const hit = firstHit(r);
    // Blogo's AC this round 13 (11 + 2 BCB while not casting): 20 + 8 reaches it, so effect 9 applies.
    expect(blogoTakes(hit, [2, 3], {}, { roundAc: 13 }).state).toMatchObject({ stunned: 3, fleshWound: true });
    // An AC above 28 only lets the natural 20 through: damage, no effect.
    expect(blogoTakes(hit, [], {}, { roundAc: 29 }).state).toMatchObject({ hp: 6, stunned: 0, fleshWound: false });
  });

  it('takes no hit from another system', () => {
    expect(() => blogoTakes({ damage: 3, outcome: 'hit', tags: [], armour: 'yes', from: { rulesetId: 'spelljammer', character: 'x' } }, []))
      .toThrow('Expected an attack from bcb-d20 but received one from spelljammer');
  });
});

describe('saving throw criticals on the Mighty Blow save', () => {
  it('"A natural 1 for a saving throw means that the victim takes the maximum possible effect": effect 5 becomes 20, a Deadly Blow', () => {
    const r = blogoTakes(typed(5), [1]);
    expect(text(r.notes, 'Mighty Blow, effect 5')).toBe('Save 1 against 10: a natural 1 takes the maximum effect, 20.');
    expect(r.notes.find((n) => n.label === 'Natural 1')).toMatchObject({ text: 'A natural 1 on the save: the maximum possible effect (20).', source: '001 Saving Throw Criticals/Fumbles' });
    expect(r.state).toMatchObject({ dead: true });
    // A Mangled blow (21+) is already above the d20's top: it stays as struck.
    expect(text(blogoTakes(typed(24), [1]).notes, 'Mighty Blow, effect 24')).toMatch(/maximum effect, 24/);
  });
  it('table option "as struck": a natural 1 leaves the effect and tells the GM the text allows the worst', () => {
    const r = blogoTakes(typed(5), [1], { saveNatural1: 'as-struck' });
    expect(r.notes.find((n) => n.label === 'Natural 1')).toMatchObject({ gm: true });
    expect(r.state).toMatchObject({ fleshWound: true, conLost: 1 });
  });
  it('a natural 20 negates even a Mangled blow', () => {
    const r = blogoTakes(typed(25), [20]);
    expect(r.notes.map((n) => n.label)).toContain('Negated');
    expect(r.state).toMatchObject({ dead: false, conLost: 0, hp: 11 });
  });
});

describe('a flesh wound from an earlier Mighty Blow: -2 on attacks and saves', () => {
  it('Sigrun, wounded, needs 13 instead of 11 against AC 15', () => {
    const input = inputFor('Sigrun');
    const check = planOf({ ...input, state: { fleshWound: true } }).actions[0]!.check!;
    expect(check.modifiers.map((m) => [m.label, m.value])).toContainEqual(['Flesh wound', -2]);
    expect(check.summary).toMatch(/need 13/);
  });

  it('Blogo, already wounded, rolls 17 against save 10: the effect 19 falls by 5 to 14, not to 12', () => {
    const r = blogoTakes(typed(19), [17, 2], {}, { fleshWound: true });
    expect(r.notes.map((n) => n.label)).toContain('Effect 14: Painful blow');
    expect(text(r.notes, 'Mighty Blow, effect 19')).toBe('Save 17 -2 (flesh wound) against 10: lowered to 14.');
  });

  it('wounds do not add up: on the crushing blow\'s save an old wound and the new one are one -2', () => {
    const r = blogoTakes(typed(16), [3, 5, 13], {}, { fleshWound: true });
    expect(text(r.notes, 'Save to stay in the fight')).toBe('13 -2 (flesh wound) against 10: stays in the fight.');
    expect(r.state['fleshWound']).toBe(true);
  });
});
