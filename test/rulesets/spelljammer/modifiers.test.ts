import { describe, expect, it } from 'vitest';
import { inputFor, planOf } from './helpers';

/** The need of Derrick's first attack against DEF 40 with these declaration changes (longsword SC 112 unless told). */
const need = (decl: Record<string, unknown>, sheet: Record<string, unknown> = {}) =>
  planOf(inputFor('Derrick', sheet as never, { targetDef: 40, ...decl } as never)).actions.find((a) => a.kind === 'attack')!.check!.need;

describe('SC modifiers of the situation', () => {
  it.each([
    ['surprise in combat: +10 and the target at half DEF', { surprise: 'in-combat' }, 112 + 10 - 20],
    ['surprise out of combat: +25, against only the always-on magical DEF', { surprise: 'out-of-combat', targetMagicDef: 5 }, 112 + 25 - 5],
    ['ambush, target made 3x PER: +10', { ambush: '3x' }, 82],
    ['ambush, 4x PER: +20', { ambush: '4x' }, 92],
    ['ambush, 5x PER or worse: +30', { ambush: '5x' }, 102],
    ['three attackers on the target: +20', { attackers: 3 }, 92],
    ['target stunned: +10', { targetStunned: true }, 82],
    ['starry night: -10', { lighting: 'starry' }, 62],
    ['cloudy night: -20', { lighting: 'cloudy' }, 52],
    ['cave: -40', { lighting: 'cave' }, 32],
    ['pitch black: -60', { lighting: 'pitch' }, 12],
    ['attacker encumbered: -10', { encumbered: true }, 62],
    ['target encumbered: its DEF -10', { targetEncumbered: true }, 82],
    ['cannot see the target: -40', { cantSee: 'cannot' }, 32],
    ['cannot see it but made 2x PER: -20', { cantSee: '2x' }, 52],
    ['cannot see it but made 1x PER: -10', { cantSee: '1x' }, 62],
    ['the target cannot see you: its DEF -20', { targetCantSee: 'cannot' }, 92],
    ['off hand: -20', { offhand: true }, 52],
    ['the GM\'s call: +7', { scMod: 7 }, 79],
  ])('%s', (_label, decl, expected) => {
    expect(need(decl)).toBe(expected);
  });

  it('no off-hand penalty for an ambidextrous character', () => {
    expect(need({ offhand: true }, { ambidextrous: true })).toBe(72);
  });

  it('a weapon marked as held in the off hand takes the penalty without the declaration', () => {
    const weapons = [{ name: 'Main gauche', kind: 'melee', sc: 100, damage: '1d4', rank: 2, spec: 'none', penetrating: 'none', offhand: true }];
    expect(need({}, { weapons })).toBe(40);
  });
});

describe('Surprise out of combat: the target keeps only its always-on magical DEF', () => {
  it('the need ignores the target DEF and uses the magical DEF the GM gives', () => {
    const check = planOf(inputFor('Derrick', {}, { targetDef: 40, surprise: 'out-of-combat', targetMagicDef: 3 })).actions[0]!.check!;
    expect(check.need).toBe(134);
    expect(check.modifiers).toContainEqual(expect.objectContaining({ label: expect.stringMatching(/always-on magical DEF/), value: -3 }));
  });

  it('with the magical DEF unknown, shows a range of it even when the target DEF is known', () => {
    const check = planOf(inputFor('Derrick', {}, { targetDef: 40, surprise: 'out-of-combat' })).actions[0]!.check!;
    expect(check.need).toBeNull();
    expect(check.summary).toBe('need 137 − target\'s always-on magical DEF (ask the GM)');
    expect(check.byTarget!.find((r) => r.target === 10)!.need).toBe(127);
  });
});

describe('Ranged modifiers (longbow, SC 95)', () => {
  it.each([
    ['target stationary: +10', { targetMovement: 'stationary' }, 65],
    ['target running: -10', { targetMovement: 'running' }, 45],
    ['sprinting: -20', { targetMovement: 'sprinting' }, 35],
    ['fast sprinting: -30', { targetMovement: 'fast-sprinting' }, 25],
    ['dodging: -20', { targetMovement: 'dodging' }, 35],
    ['on a moving mount: -10', { targetMovement: 'mount' }, 45],
    ['soft cover: -10', { cover: 'soft' }, 45],
    ['hard cover: -20', { cover: 'hard' }, 35],
    ['tiny target: -10', { targetSize: 'tiny' }, 45],
    ['small: -5', { targetSize: 'small' }, 50],
    ['large: +5', { targetSize: 'large' }, 60],
    ['giant: +10', { targetSize: 'giant' }, 65],
    ['a bow in melee: -30', { inMelee: true }, 25],
  ])('%s', (_label, decl, expected) => {
    expect(need({ weapon: '1', ...decl })).toBe(expected);
  });

  it.each([
    ['hand-crossbow', 'none', -10], ['hand-crossbow', 'specialist', -5], ['hand-crossbow', 'double', 0],
    ['crossbow', 'none', -20], ['crossbow', 'specialist', -15], ['crossbow', 'double', -10],
    ['bow', 'none', -30], ['bow', 'specialist', -20], ['bow', 'double', -10],
  ])('a %s (%s) in melee: %i', (kind, spec, mod) => {
    const weapons = [{ name: 'X', kind, sc: 100, damage: '1d6', rank: 3, spec, penetrating: 'arrow', offhand: false }];
    expect(need({ weapon: '0', inMelee: true }, { weapons })).toBe(60 + mod);
  });

  it('a thrown weapon in melee has no listed penalty: a note asks for the GM\'s ruling', () => {
    const weapons = [{ name: 'Dagger', kind: 'thrown', sc: 100, damage: '1d4', rank: 3, spec: 'none', penetrating: 'none', offhand: false }];
    const plan = planOf(inputFor('Derrick', { weapons }, { weapon: '0', inMelee: true, targetDef: 40 }));
    expect(plan.actions[0]!.check!.need).toBe(60);
    expect(plan.notes.some((n) => n.gm && n.label === 'Ranged weapon in melee')).toBe(true);
  });

  it('ranged modifiers do not apply to a melee weapon', () => {
    expect(need({ weapon: '0', cover: 'hard', targetSize: 'giant', inMelee: true })).toBe(72);
  });
});

describe('GM notes that are never dropped', () => {
  it('surprise, ambush, Range of Field, fast targets and withdrawing are flagged for the GM', () => {
    const plan = planOf(inputFor('Derrick', {}, { weapon: '1', surprise: 'out-of-combat', ambush: '5x', attackers: 2, movement: 'move' }));
    const gm = plan.notes.filter((n) => n.gm).map((n) => n.label);
    expect(gm).toEqual(expect.arrayContaining(['Surprise', 'Ambush', 'Multiple attackers', 'Fast target', 'Withdrawing']));
    expect(plan.notes.find((n) => n.label === 'Surprise')!.text).toMatch(/always-on magical DEF/);
  });
});

describe('Withdrawing From Melee: who gets a free attack (GM notes)', () => {
  const withdrawNotes = (decl: Record<string, unknown>) =>
    planOf(inputFor('Derrick', {}, decl as never)).notes.filter((n) => n.gm && n.label === 'Withdrawing').map((n) => n.text).join(' ');

  it('Full or Desperate Defense gets no free attack; a desperate defender can be left without one', () => {
    expect(withdrawNotes({ action: 'full-defense' })).toMatch(/no free attack/);
    expect(withdrawNotes({ action: 'full-defense' })).not.toMatch(/without giving you one/);
    expect(withdrawNotes({ action: 'desperate-defense' })).toMatch(/without giving you one/);
  });

  it('a Defending (parrying) attacker\'s free attack keeps the SC given up', () => {
    expect(withdrawNotes({ sacrifice: 20 })).toMatch(/keeps the SC you gave up/);
    expect(withdrawNotes({})).toBe('');
  });
});

describe('Ambush: the 1x PER warning is left to the GM', () => {
  it('notes that a 1x PER roll lets the target warn its allies', () => {
    const plan = planOf(inputFor('Derrick', {}, { ambush: '4x' }));
    expect(plan.notes.find((n) => n.label === 'Ambush')).toMatchObject({ gm: true, text: expect.stringMatching(/1x PER .* warning/) });
  });
});
