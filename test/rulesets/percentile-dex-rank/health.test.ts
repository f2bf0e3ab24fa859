import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { percentileDexRank as rs } from '../../../src/rulesets/percentile-dex-rank';
import { conditionAt } from '../../../src/rulesets/percentile-dex-rank/health';
import { inputFor, noteText, planOf, rollWith, statValue } from './helpers';

const hurt = (hp: number, injuries: { hp: number; aided: boolean }[]) => ({ hp, sheetHp: 12, injuries, gear: [{ damage: 0, ammo: 0 }], shieldDamage: 0 });

describe('5.12 reduced to 2: unconscious; 0 at the end of the round: dead', () => {
  it.each([
    { hp: 3, c: 'fine', exact: 'fine' }, { hp: 2, c: 'unconscious', exact: 'unconscious' }, { hp: 1, c: 'unconscious', exact: 'fine' },
    { hp: 0, c: 'dying', exact: 'dying' }, { hp: -4, c: 'dying', exact: 'dying' },
  ] as const)('$hp HP: $c (2 or less) / $exact (exactly 2)', ({ hp, c, exact }) => {
    expect(conditionAt(hp, 'two-or-less')).toBe(c);
    expect(conditionAt(hp, 'exactly-two')).toBe(exact);
  });
  it('a hit from 5 to 1 knocks Bram out by default, but not under the "exactly 2" option', () => {
    const decl = { defence: 'none', incomingDamage: 6 };
    expect(noteText(rollWith(inputFor('Bram', {}, decl, {}, hurt(5, [])), [3]).entries[0]!.notes, 'Unconscious')).toMatch(/3 hours/);
    expect(noteText(rollWith(inputFor('Bram', {}, decl, { unconscious: 'exactly-two' }, hurt(5, [])), []).entries[0]!.notes, 'Unconscious')).toBeUndefined();
  });
  it('a hit to 0 or below says dead at the end of the round unless First Aid brings 1 HP', () => {
    const r = rollWith(inputFor('Bram', {}, { defence: 'none', incomingDamage: 12 }, {}, hurt(4, [])), [5]);
    expect(statValue(r.status, 'HP')).toBe(-6);
    expect(noteText(r.entries[0]!.notes, 'Dying')).toMatch(/end of this round/);
  });
  it('reduced past 2 to 0 or below is also unconscious by default (1D6 hours rolled); not under "exactly 2"', () => {
    const decl = { defence: 'none', incomingDamage: 12 };
    const r = rollWith(inputFor('Bram', {}, decl, {}, hurt(4, [])), [5]);
    expect(noteText(r.entries[0]!.notes, 'Unconscious')).toMatch(/5 hours/);
    expect(r.status.find((x) => x.label === 'HP')?.text).toMatch(/unconscious for 5 hours more or until someone wakes you; at 0 or below: dead/);
    const exact = rollWith(inputFor('Bram', {}, decl, { unconscious: 'exactly-two' }, hurt(4, [])), []);
    expect(noteText(exact.entries[0]!.notes, 'Unconscious')).toBeUndefined();
    expect(noteText(exact.entries[0]!.notes, 'Dying')).toMatch(/end of this round/);
    expect(exact.status.find((x) => x.label === 'HP')?.text).not.toMatch(/unconscious/);
  });
  it('already knocked out at 1 HP, a further hit rolls no second 1D6', () => {
    const input = inputFor('Bram', {}, {}, {}, hurt(1, []));
    const dice = scriptedDice([]);
    const c = rs.state!.takeHit(input, { damage: 6, outcome: 'success', tags: ['melee'], armour: 'yes' }, dice);
    expect(dice.used).toBe(0);
    expect(c.hits[0]!.text).toBe('6 damage, 4 after 2 armour points; HP 1 → -3');
    expect(c.state['hp']).toBe(-3);
    expect(noteText(c.notes, 'Unconscious')).toBe('Still unconscious.');
    expect(noteText(c.notes, 'Dying')).toBeDefined();
  });
});

describe('5.14 Healing', () => {
  const aid = (state: ReturnType<typeof hurt>, faces: number[], injury = 1) =>
    rollWith(inputFor('Bram', {}, { action: 'first-aid', injury, firstAidSkill: 50 }, {}, state), faces);
  it('First Aid on a 2 HP wound heals only 2 even when the 1D3 shows 3 (the text\'s example)', () => {
    const r = aid(hurt(6, [{ hp: 4, aided: false }, { hp: 2, aided: false }]), [20, 3], 2);
    expect(r.nextState).toMatchObject({ hp: 8, injuries: [{ hp: 4, aided: false }, { hp: 0, aided: true }] });
  });
  it('a failed First Aid roll bandages the wound: no HP, and it cannot be tried again', () => {
    const r = aid(hurt(8, [{ hp: 4, aided: false }]), [80]);
    expect(r.nextState).toMatchObject({ hp: 8 });
    const again = planOf(inputFor('Bram', {}, { action: 'first-aid', injury: 1 }, {}, r.nextState));
    expect(again.actions).toHaveLength(0);
    expect(again.lost[0]!.text).toMatch(/only once/);
  });
  it('First Aid brings a character at 0 back to 1 or more', () => {
    expect(aid(hurt(0, [{ hp: 6, aided: false }]), [10, 2]).nextState).toMatchObject({ hp: 2 });
  });
  it('the First Aid roll has exact odds from the helper\'s skill', () => {
    const p = planOf(inputFor('Bram', {}, { action: 'first-aid', injury: 1, firstAidSkill: 50 }, {}, hurt(8, [{ hp: 4, aided: false }])));
    expect(p.actions[0]!.check!.bands.map((b) => [b.outcome, b.p])).toEqual([['success', { num: 1, den: 2 }], ['failure', { num: 1, den: 2 }]]);
  });
  it('a week heals 1D3 up to maximum HP; hospital gives 3', () => {
    const week = rollWith(inputFor('Bram', {}, { action: 'week' }, {}, hurt(11, [{ hp: 1, aided: false }])), [3]);
    expect(week.nextState).toMatchObject({ hp: 12, injuries: [] });
    const hosp = rollWith(inputFor('Bram', {}, { action: 'hospital' }, {}, hurt(4, [{ hp: 8, aided: true }])), []);
    expect(hosp.nextState).toMatchObject({ hp: 7, injuries: [{ hp: 5 }] });
  });
  it('starting again from the sheet restores its current HP and clears injuries', () => {
    const r = rollWith(inputFor('Bram', {}, { action: 'reset' }, {}, hurt(3, [{ hp: 9, aided: false }])), []);
    expect(r.nextState).toMatchObject({ hp: 12, injuries: [] });
  });
});

describe('the sheet\'s Current HP and the tracked HP: the last change counts', () => {
  it('tracked hits carry on while the sheet is unchanged', () => {
    const r = rollWith(inputFor('Bram', {}, { defence: 'none' }), []);
    expect(statValue(planOf(inputFor('Bram', {}, {}, {}, r.nextState)).status, 'HP')).toBe(8);
  });
  it('editing Current HP on the sheet afterwards replaces the tracked figure', () => {
    const r = rollWith(inputFor('Bram', {}, { defence: 'none' }), []);
    expect(statValue(planOf(inputFor('Bram', { currentHp: 10 }, {}, {}, r.nextState)).status, 'HP')).toBe(10);
  });
});

describe('5.12 an unconscious character acts only once someone woke it', () => {
  const planAt = (hp: number, decl: Record<string, unknown> = {}, options = {}, extra = {}) =>
    planOf(inputFor('Bram', {}, decl as never, options, { ...hurt(hp, [{ hp: 12 - hp, aided: false }]), ...extra }));
  it('at 2 HP or less, a parry, an attack or anything else is lost, saying why', () => {
    for (const [hp, action] of [[1, 'defend'], [2, 'attack:0'], [-3, 'other']] as const) {
      const p = planAt(hp, { action });
      expect(p.actions).toHaveLength(0);
      expect(noteText(p.lost, 'Unconscious')).toMatch(new RegExp(`Unconscious at ${hp} HP.*No action, parry or dodge`));
    }
  });
  it('not above 2, not when being healed, and under "exactly 2" not at 1', () => {
    expect(planAt(3, { action: 'attack:0' }).actions).toHaveLength(1);
    expect(planAt(1, { action: 'first-aid', injury: 1 }).actions).toHaveLength(1);
    expect(planAt(1, { action: 'attack:0' }, { unconscious: 'exactly-two' }).actions).toHaveLength(1);
    expect(planAt(2, { action: 'attack:0' }, { unconscious: 'exactly-two' }).actions).toHaveLength(0);
  });
  it('woken by another character, the character at 2 HP acts again', () => {
    const input = inputFor('Bram', {}, { action: 'attack:0' }, {}, hurt(2, [{ hp: 10, aided: false }]));
    const woken = rs.state!.clear(input, 'unconscious').state;
    expect(woken).toMatchObject({ woken: true, hp: 2 });
    expect(planOf({ ...input, state: woken }).actions).toHaveLength(1);
  });
});
