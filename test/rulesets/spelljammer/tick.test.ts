import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice';
import { hpOf, rules, stateFor, takeAll, typed } from './stateHelpers';

const arrow = typed(3, 'critical', ['missile', 'arrow']);

describe('Next round: the stun ends with its round', () => {
  it('stunned now, not after the round passes', () => {
    const input = stateFor('Derrick');
    const hit = rules.takeHit(input, typed(20, 'critical'), seededDice(1));
    expect(rules.status({ ...input, state: hit.state }).conditions).toContainEqual(expect.objectContaining({ id: 'stunned', rounds: 1 }));
    const next = rules.nextRound({ ...input, state: hit.state }, seededDice(1));
    expect(next.state).toMatchObject({ stunned: false, stunSegment: null });
    expect(next.notes).toContainEqual(expect.objectContaining({ label: 'Stun ends' }));
  });
});

describe('Next round: stuck missiles bleed while in combat or strenuous activity', () => {
  it.each([
    [['arrow'], 1], [['javelin'], 2], [['spear'], 5], [['arrow', 'arrow', 'javelin'], 4],
  ] as const)('%j bleed %i HP a round', (kinds, total) => {
    const input = stateFor('Derrick');
    const hit = takeAll(input, kinds.map((k) => typed(0, 'critical', ['missile', k])));
    const next = rules.nextRound({ ...input, state: hit.state }, seededDice(1));
    expect(hpOf(input, next.state)).toBe(48 - total);
    expect(next.notes.find((n) => n.label === 'Bleeding')!.text).toMatch(new RegExp(`^${total} HP`));
  });

  it('out of combat and resting, nothing bleeds', () => {
    const input = stateFor('Derrick');
    const hit = takeAll(input, [arrow]);
    const next = rules.nextRound({ ...input, state: { ...hit.state, inCombat: false } }, seededDice(1));
    expect(hpOf(input, next.state)).toBe(hpOf(input, hit.state));
    expect(next.notes).toContainEqual(expect.objectContaining({ label: 'No bleeding' }));
  });

  it('bleeding reaches the wound levels: Harlan at 11 HP with an arrow stuck bleeds to 10, Very Badly Wounded', () => {
    const input = stateFor('Harlan');
    const hit = takeAll(input, [typed(7, 'critical', ['missile', 'arrow'])]);
    expect(hpOf(input, hit.state)).toBe(11);
    const next = rules.nextRound({ ...input, state: hit.state }, seededDice(1));
    expect(next.notes).toContainEqual(expect.objectContaining({ label: 'Wound level', text: 'Very Badly Wounded: -20 to all actions and TMR.' }));
  });
});

describe('Clearing and healing by hand', () => {
  it('pulling an arrow out removes its condition and penalty (First Aid: the GM\'s)', () => {
    const input = stateFor('Derrick');
    const two = takeAll(input, [arrow, arrow]);
    const one = rules.clear({ ...input, state: { ...two.state, dexIm: 1, dexDef: 3 } }, 'stuck-1');
    expect(one.state['stuck']).toEqual([{ n: 2, kind: 'arrow', grievous: false, pending: false }]);
    expect(one.state).toMatchObject({ dexIm: 1, dexDef: 3 });
    expect(one.notes[0]).toMatchObject({ label: 'Pulled out', gm: true });
    const none = rules.clear({ ...input, state: one.state }, 'stuck-2');
    expect(none.state).toMatchObject({ stuck: [], dexIm: 0, dexDef: 0 });
  });

  it('repairing the armour gives its PROT back', () => {
    const input = stateFor('Derrick');
    const hit = takeAll(input, [typed(5, 'grievous'), typed(5, 'grievous')]);
    expect(hit.state['protLost']).toBe(2);
    expect(rules.clear({ ...input, state: hit.state }, 'armour').state['protLost']).toBe(0);
  });

  it('an unknown id changes nothing', () => {
    const input = stateFor('Derrick');
    const hit = takeAll(input, [arrow]);
    const r = rules.clear({ ...input, state: hit.state }, 'stuck-9');
    expect(r.state).toEqual(hit.state);
  });

  it('heals up to the starting HP and not past it', () => {
    const input = stateFor('Derrick');
    const hit = takeAll(input, [typed(14)]);
    expect(hpOf(input, rules.heal({ ...input, state: hit.state }, 4).state)).toBe(42);
    expect(hpOf(input, rules.heal({ ...input, state: hit.state }, 40).state)).toBe(48);
    expect(() => rules.heal(input, 0)).toThrow('Expected the HP healed as a whole number of at least 1 but received 0');
  });
});
