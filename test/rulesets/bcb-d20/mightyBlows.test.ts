import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { effectAfterSave, mightyBlowRow, saveMade } from '../../../src/rulesets/bcb-d20/mightyBlows';
import { inputFor, planOf } from './helpers';

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

  it('Blogo\'s phone: declaring the effect plans the save with exact odds and rolls 17, then 1d3 rounds stunned', () => {
    const input = inputFor('Blogo', {}, { action: 'other', mightyBlow: 19 });
    const plan = planOf(input);
    const save = plan.actions.find((a) => a.id === 'mb-save')!;
    expect(save.label).toBe('Save against a Mighty Blow (effect 19)');
    // Example reading: 11 lowers to 18 (still incapacitating) ... 17 to 12, 18 to 11, 19 to 10, 20 negates.
    const oof = save.check!.bands.find((b) => b.outcome === 'oof')!;
    expect(oof.faces).toEqual([[15, 19]]);
    expect(oof.p).toEqual({ num: 1, den: 4 });
    const r = bcbD20.roll(plan, scriptedDice([17, 2]), 0, input);
    const e = r.entries.find((x) => x.id === 'mb-save')!;
    expect(e.check).toMatchObject({ face: 17, outcome: 'oof', label: 'Painful blow' });
    expect(e.notes?.map((n) => n.label)).toEqual(expect.arrayContaining(['Effect 12: Painful blow', 'CON lost', 'Stunned']));
    expect(e.notes?.find((n) => n.label === 'Stunned')?.text).toBe('2 rounds (1d3).');
  });

  it('under the prose option the same roll leaves 11, and the note says which reading is in force', () => {
    const input = inputFor('Blogo', {}, { action: 'other', mightyBlow: 19 }, { mightyBlowSave: 'prose' });
    const plan = planOf(input);
    expect(plan.actions[0]!.notes?.[0]?.text).toMatch(/prose reading/);
    const r = bcbD20.roll(plan, scriptedDice([17, 3]), 0, input);
    expect(r.entries[0]!.notes?.some((n) => n.label === 'Effect 11: Painful blow')).toBe(true);
  });

  it('a crushing blow rolls 1d6 rounds stunned, then the save to stay in the fight', () => {
    const input = inputFor('Blogo', {}, { action: 'other', mightyBlow: 16 });
    const r = bcbD20.roll(planOf(input), scriptedDice([3, 5, 10]), 0, input);
    const notes = r.entries[0]!.notes!;
    expect(notes.find((n) => n.label === 'Stunned')?.text).toBe('5 rounds (1d6).');
    expect(notes.find((n) => n.label === 'Save to stay in the fight')?.text).toBe('10 -2 (flesh wound) = 8 against 10: out of the fight until healed.');
  });

  it('the crushing blow deals its flesh wound before the save to stay in, so that save is at -2 (12 no longer beats 10, 13 does)', () => {
    const stay = (face: number) => {
      const input = inputFor('Blogo', {}, { action: 'other', mightyBlow: 16 });
      return bcbD20.roll(planOf(input), scriptedDice([3, 5, face]), 0, input).entries[0]!.notes!.find((n) => n.label === 'Save to stay in the fight')?.text;
    };
    expect(stay(12)).toBe('12 -2 (flesh wound) = 10 against 10: out of the fight until healed.');
    expect(stay(13)).toBe('13 -2 (flesh wound) = 11 against 10: stays in the fight.');
    expect(stay(20)).toMatch(/stays in the fight/);
  });

  it('an incapacitating strike deals no flesh wound: its save against death is at the plain number', () => {
    const input = inputFor('Blogo', {}, { action: 'other', mightyBlow: 18 });
    const notes = bcbD20.roll(planOf(input), scriptedDice([3, 11]), 0, input).entries[0]!.notes!;
    expect(notes.find((n) => n.label === 'Save against death')?.text).toBe('11 against 10: survives.');
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
    const values = bcbD20.reactTo!(effect, { rulesetId: 'bcb-d20', character: 'Sigrun' });
    expect(values).toEqual({ mightyBlow: 19 });
    const victim = planOf(inputFor('Blogo', {}, values!));
    expect(victim.actions[0]!.id).toBe('mb-save');
  });

  it('the planned effect roll shows the table\'s odds before any die is rolled', () => {
    const effect = planOf(inputFor('Sigrun')).actions[1]!;
    expect(effect.notes?.[0]?.text).toMatch(/1-6 flesh wound 30% · 7-14 painful blow 40% · 15-17 crushing blow 15% · 18-19 incapacitating strike 10% · 20 deadly blow 5%/);
  });

  it('no natural 20: the effect is not rolled and nothing can be reacted to', () => {
    const input = inputFor('Sigrun');
    const r = bcbD20.roll(planOf(input), scriptedDice([5, 12, 6]), 0, input);
    expect(r.entries[1]!.check).toBeUndefined();
    expect(r.entries[1]!.label).toBe('Longsword +1, attack 1: no Mighty Blow');
    expect(bcbD20.reactTo!(r.entries[1]!, { rulesetId: 'bcb-d20', character: 'Sigrun' })).toBeNull();
    expect(bcbD20.reactTo!(r.entries[0]!, { rulesetId: 'bcb-d20', character: 'Sigrun' })).toBeNull();
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

  it('reacts to nothing from another system', () => {
    expect(bcbD20.reactTo!({ id: 'a1-mb', kind: 'check', label: 'x', check: { face: 9, need: 1, bonus: 0, outcome: 'oof', label: 'x', tone: 1 } }, { rulesetId: 'spelljammer', character: 'x' })).toBeNull();
  });
});

describe('saving throw criticals on the Mighty Blow save', () => {
  it('a natural 1 leaves the effect and tells the GM the text allows the worst', () => {
    const input = inputFor('Blogo', {}, { action: 'other', mightyBlow: 5 });
    const e = bcbD20.roll(planOf(input), scriptedDice([1]), 0, input).entries[0]!;
    expect(e.check?.outcome).toBe('flesh-wound');
    expect(e.notes?.find((n) => n.label === 'Natural 1')).toMatchObject({ gm: true });
  });
  it('a natural 20 negates even a Mangled blow', () => {
    const input = inputFor('Blogo', {}, { action: 'other', mightyBlow: 25 });
    expect(bcbD20.roll(planOf(input), scriptedDice([20]), 0, input).entries[0]!.check?.outcome).toBe('negated');
  });
});

describe('a flesh wound from an earlier Mighty Blow: -2 on attacks and saves', () => {
  it('Sigrun, wounded, needs 13 instead of 11 against AC 15', () => {
    const check = planOf(inputFor('Sigrun', {}, { fleshWound: true })).actions[0]!.check!;
    expect(check.modifiers.map((m) => [m.label, m.value])).toContainEqual(['Flesh wound', -2]);
    expect(check.summary).toMatch(/need 13/);
  });

  it('Blogo, already wounded, rolls 17 against save 10: the effect 19 falls by 5 to 14, not to 12', () => {
    const input = inputFor('Blogo', {}, { action: 'other', mightyBlow: 19, fleshWound: true });
    const plan = planOf(input);
    const save = plan.actions.find((a) => a.id === 'mb-save')!.check!;
    expect(save.summary).toBe('save 10 (-2 flesh wound): 13+ lowers effect 19 · 20 negates · 1 fails');
    expect(save.bands.find((b) => b.outcome === 'oof')?.faces).toEqual([[17, 19]]);
    const notes = bcbD20.roll(plan, scriptedDice([17, 2]), 0, input).entries[0]!.notes!;
    expect(notes.some((n) => n.label === 'Effect 14: Painful blow')).toBe(true);
    expect(notes.some((n) => n.label === 'Flesh wound')).toBe(false);
  });

  it('the victim is told to switch the wound on after a blow that leaves one, and wounds do not add up on the crushing blow\'s save', () => {
    const fresh = inputFor('Blogo', {}, { action: 'other', mightyBlow: 12 });
    expect(bcbD20.roll(planOf(fresh), scriptedDice([3, 1]), 0, fresh).entries[0]!.notes!.some((n) => n.label === 'Flesh wound')).toBe(true);
    const wounded = inputFor('Blogo', {}, { action: 'other', mightyBlow: 16, fleshWound: true });
    const notes = bcbD20.roll(planOf(wounded), scriptedDice([3, 5, 13]), 0, wounded).entries[0]!.notes!;
    expect(notes.find((n) => n.label === 'Save to stay in the fight')?.text).toBe('13 -2 (flesh wound) = 11 against 10: stays in the fight.');
  });
});
