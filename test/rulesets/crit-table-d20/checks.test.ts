import { describe, expect, it } from 'vitest';
import { inputFor, planOf, rollWith, spearAttack, NOTHING_CARRIED, withConditions } from './helpers';

const surprised = (p: ReturnType<typeof planOf>) => p.actions.find((a) => a.id === 'surprise')!.check!.bands.find((b) => b.outcome === 'surprised')!;
const sylwen = (sheet = {}, decl = {}, options = {}) => inputFor('Sylwen', sheet, { targetAc: 14, ...decl }, options);

describe('1. Determine Surprise: "surprised on a DC13", elves DC15, ambush +3', () => {
  it('by default, a d20 surprises on 13 or more (40%); an elf on 15 or more (30%)', () => {
    expect(surprised(planOf(sylwen({ elf: false }))).p).toEqual({ num: 2, den: 5 });
    expect(surprised(planOf(sylwen())).p).toEqual({ num: 3, den: 10 });
  });

  it('by default, a well-hidden ambush adds 3 to the roll: an elf is surprised on 12 or more (45%)', () => {
    const plan = planOf(sylwen({}, { surprise: 'ambushed' }));
    expect(surprised(plan).faces).toEqual([[12, 20]]);
    expect(plan.actions[0]!.check).toMatchObject({ mode: 'under', need: 11, summary: 'ready on 11 or less · surprised on 15+ (the roll +3 for the ambush)' });
  });

  it('read as a check to beat: below 13 surprised (60%), elves below 15 (70%), an ambush raises it to 18 for an elf', () => {
    const opt = { surprise: 'check-to-avoid' };
    expect(surprised(planOf(sylwen({ elf: false }, {}, opt))).p).toEqual({ num: 3, den: 5 });
    expect(surprised(planOf(sylwen({}, {}, opt))).p).toEqual({ num: 7, den: 10 });
    const ambushed = planOf(sylwen({}, { surprise: 'ambushed' }, opt));
    expect(surprised(ambushed).faces).toEqual([[1, 17]]);
    expect(ambushed.actions[0]!.check).toMatchObject({ mode: 'over', need: 18, summary: 'DC 18 (15 +3 for the ambush): surprised below it' });
  });

  it('one d20 per side: given the side\'s face (14), a human is surprised and an elf on the same side is not, and no surprise die is rolled', () => {
    const elf = rollWith(sylwen({}, { surpriseFace: 14 }), [4, 12, 7]);
    expect(elf.entries[0]!.check).toMatchObject({ face: 14, outcome: 'ready' });
    expect(elf.entries[1]!.timing?.total).toBe(7);
    expect(elf.entries[1]!.check?.face).toBe(12);
    const human = rollWith(sylwen({ elf: false }, { surpriseFace: 14 }), [4]);
    expect(human.entries[0]!.check).toMatchObject({ face: 14, outcome: 'surprised' });
    expect(planOf(sylwen()).actions[0]!.notes?.find((n) => n.label === 'One roll per side')?.gm).toBe(true);
  });

  it('a surprised character loses the round: its actions are marked lost and nothing more is rolled', () => {
    const r = rollWith(sylwen(), [15, 4]);
    expect(r.entries[0]!.check?.outcome).toBe('surprised');
    expect(r.entries[1]!.timing).toMatchObject({ lost: true, text: 'Surprised: no action this round' });
    expect(r.entries[1]!.check).toBeUndefined();
    expect(r.nextState).toMatchObject(NOTHING_CARRIED);
  });

  it('a surprised character gets no parry-and-dodge or charge AC and no movement: it cannot act', () => {
    // surprise d20 15 (surprised on 13+), initiative d6 4
    const parry = rollWith(spearAttack({ action: 'parry-dodge', surprise: 'roll' }), [15, 4]);
    expect(parry.defence.map((s) => [s.label, s.value])).toEqual([['AC', 16]]);
    expect(parry.lost.map((n) => n.label)).toContain('Surprised');
    const charge = rollWith(inputFor('Brannoc', {}, { surprise: 'roll' }), [15, 4]);
    expect(charge.defence.map((s) => [s.label, s.value])).toEqual([['AC', 16]]);
    expect(charge.status.find((s) => s.label === 'Movement')?.value).toBe(0);
    expect(charge.status.some((s) => s.label === 'Rounds run')).toBe(false);
    // not surprised (12): the charge's -2 and the double move stand
    const ready = rollWith(inputFor('Brannoc', {}, { surprise: 'roll' }), [12, 4, 3]);
    expect(ready.defence.map((s) => [s.label, s.value])).toEqual([['AC', 14]]);
    expect(ready.status.find((s) => s.label === 'Movement')?.value).toBe(60);
  });

  it('a character not surprised acts as usual (and its crossbow shot starts the reload)', () => {
    const r = rollWith(sylwen(), [14, 4, 12, 7]);
    expect(r.entries[1]!.check?.outcome).toBe('hit');
    expect(r.nextState).toMatchObject({ reloadWeapon: 0, reloadLeft: 2 });
  });
});

describe('17.0.18 Grappling: a touch attack, then d20 + STR or DEX + size, higher wins', () => {
  const grapple = (decl = {}, sheet = {}) => spearAttack({ action: 'grapple', ...decl }, {}, sheet);

  it('plans the touch attack with STR (or DEX) and the grapple check against the opponent\'s total', () => {
    const plan = planOf(grapple({ opponentGrapple: 12 }));
    expect(plan.actions.map((a) => a.id)).toEqual(['a1', 'grapple']);
    expect(plan.actions[0]!.check!.bonus).toBe(5);
    expect(planOf(grapple({ grappleWith: 'dex' })).actions[0]!.check!.bonus).toBe(4);
    const check = plan.actions[1]!.check!;
    expect(check).toMatchObject({ need: 13, bonus: 2 });
    expect(check.bands.map((b) => [b.outcome, b.faces])).toEqual([['win', [[11, 20]]], ['tie', [[10, 10]]], ['lose', [[1, 9]]]]);
  });

  it('leaves the touch attack\'s AC to the GM, as a GM note on the attack', () => {
    const touch = planOf(grapple({ opponentGrapple: 12 })).actions[0]!;
    expect(touch.notes?.find((n) => n.label === 'Touch attack AC')).toMatchObject({ gm: true });
    expect(rollWith(grapple({ opponentGrapple: 12 }), [4, 15, 11]).entries[0]!.notes?.find((n) => n.label === 'Touch attack AC')?.gm).toBe(true);
  });

  it('adds the size modifier: small -4, large +4', () => {
    expect(planOf(grapple({}, { size: 'large' })).actions[1]!.check!.bonus).toBe(6);
    expect(planOf(grapple({}, { size: 'small' })).actions[1]!.check!.bonus).toBe(-2);
  });

  it('with the opponent\'s total unknown, shows a range of totals', () => {
    const check = planOf(grapple()).actions[1]!.check!;
    expect(check.need).toBeNull();
    expect(check.byTarget?.[0]).toMatchObject({ target: 6, need: 7 });
  });

  it('rolls no grapple check after a missed touch attack', () => {
    const r = rollWith(grapple({ opponentGrapple: 12 }), [4, 3]);
    expect(r.entries[0]!.check?.outcome).toBe('miss');
    expect(r.entries[1]!.check).toBeUndefined();
    expect(r.entries[1]!.notes?.some((n) => n.label === 'No grapple')).toBe(true);
  });

  it('after a hit, 11 + 2 = 13 beats 12; holding on needs no touch attack', () => {
    expect(rollWith(grapple({ opponentGrapple: 12 }), [4, 15, 11]).entries[1]!.check?.outcome).toBe('win');
    expect(rollWith(grapple({ opponentGrapple: 12, grappleStart: false }), [4, 10]).entries.map((e) => [e.id, e.check?.outcome])).toEqual([['grapple', 'tie']]);
  });
});

describe('17.0.13 Spell Casting: the save against disruption on the caster\'s number', () => {
  it('Odo (save 12) keeps the spell on 12 or more, 45%; shaken, 14 or more', () => {
    const plan = planOf(inputFor('Odo'));
    const save = plan.actions.find((a) => a.id === 'save')!.check!;
    expect(save.bands.find((b) => b.outcome === 'pass')).toMatchObject({ faces: [[12, 20]], p: { num: 9, den: 20 } });
    expect(plan.actions.find((a) => a.id === 'save')!.notes?.[0]?.gm).toBe(true);
    const shaken = planOf(inputFor('Odo', {}, {}, {}, withConditions('shaken'))).actions.find((a) => a.id === 'save')!.check!;
    expect(shaken.bands.find((b) => b.outcome === 'pass')!.faces).toEqual([[14, 20]]);
  });

  it('rolls the save on the same number as the spell', () => {
    const r = rollWith(inputFor('Odo', {}, { timing: 'own' }), [3, 12]);
    expect(r.entries.map((e) => [e.id, e.timing?.order])).toEqual([['spell', [4]], ['save', [4]]]);
    expect(r.entries[1]!.check?.outcome).toBe('pass');
  });
});

describe('the player\'s AC for the round', () => {
  it('parry and dodge: +2 AC and no attack', () => {
    const plan = planOf(spearAttack({ action: 'parry-dodge' }));
    expect(plan.defence).toEqual([expect.objectContaining({ label: 'AC', value: 18 })]);
    expect(plan.actions.some((a) => a.kind === 'attack')).toBe(false);
  });

  it('prone: AC 4 worse against melee and 4 better against missiles; blinded: 4 worse against both', () => {
    expect(planOf({ ...spearAttack(), state: withConditions('prone') }).defence.map((s) => [s.label, s.value])).toEqual([['AC against melee', 12], ['AC against missiles', 20]]);
    expect(planOf({ ...spearAttack(), state: withConditions('blinded') }).defence.map((s) => [s.label, s.value])).toEqual([['AC', 12]]);
  });
});
