/**
 * What the defender declared for the round counts when an attack rolled against a secret AC is
 * settled on the defender's phone (or a monster's on the GM's), and a weapon broken by a
 * critical miss stays broken.
 * @see 002 17.0.1.4 Parry and Dodge; 17.0.1.8 Charge; 17.0.4 Critical Miss
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { hitsOfRound } from '../../../src/engine/state';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { inputFor, planOf, rollWith, spearAttack } from './helpers';

const rules = critTableD20.state!;
const none = () => scriptedDice([]);
/** Brannoc (AC 16) rolls a round with this declaration; his phone keeps the round's nextState. */
function defenderRound(declaration: Record<string, unknown>) {
  const input = inputFor('Brannoc', {}, { surprise: 'no', targetAc: 14, ...declaration });
  const r = rollWith(input, [3, 10, 4, 4, 4]);
  return { input, state: r.nextState!, round: r };
}
/** An attack rolled with the AC left secret: spear 1d6+2, bonus +5 (attack 3, STR 2), d20 `face`. */
const secretAttack = (face: number) => hitsOfRound(rollWith(spearAttack({ targetAc: null }), [4, face, 3]))[0]!.hit;

describe('17.0.1.4 Parry and Dodge: "a Defensive action instead of an attack that gives a +2 bonus to AC"', () => {
  it('a 17 against Brannoc\'s AC 16 is a hit, but a miss in a round he declared parry and dodge (AC 18)', () => {
    const hit = secretAttack(12); // 12 + 5 = 17
    const plain = defenderRound({ action: 'attack', weapon: '0' });
    expect(rules.takeHit({ sheet: plain.input.sheet, options: plain.input.options, state: plain.state }, hit, none()).hits[0]!.outcome).toBe('hit');
    const parry = defenderRound({ action: 'parry-dodge' });
    expect(parry.state).toMatchObject({ roundDefence: 'parry-dodge' });
    const c = rules.takeHit({ sheet: parry.input.sheet, options: parry.input.options, state: parry.state }, hit, none());
    expect(c.hits[0]!.outcome).toBe('miss');
    expect(c.notes[0]!.text).toBe('12 + 5 = 17 against your AC 18: a miss (your AC 16 +2 parry and dodge = 18 this round).');
    expect(c.notes.find((n) => n.label === 'Parry and dodge')).toMatchObject({ source: '002 17.0.1.4 Parry and Dodge' });
  });

  it('lasts the round: once a round passes the parry and dodge no longer counts', () => {
    const parry = defenderRound({ action: 'parry-dodge' });
    const later = rules.nextRound({ sheet: parry.input.sheet, options: parry.input.options, state: parry.state }, none()).state;
    expect(later).toMatchObject({ roundDefence: 'none' });
    expect(rules.takeHit({ sheet: parry.input.sheet, options: parry.input.options, state: later }, secretAttack(12), none()).hits[0]!.outcome).toBe('hit');
  });

  it('a surprised character\'s declared parry and dodge does not count: it could not act', () => {
    const input = inputFor('Brannoc', {}, { action: 'parry-dodge', surprise: 'roll', surpriseFace: 18, targetAc: 14 });
    const r = rollWith(input, [3, 3, 3]);
    expect(r.entries.find((e) => e.id === 'surprise')!.check!.outcome).toBe('surprised');
    expect(r.nextState).toMatchObject({ roundDefence: 'none' });
  });
});

describe('17.0.1.8 Charge: "takes a -2 penalty to Armor Class for the remainder of the round"', () => {
  it('a 15 against Brannoc\'s AC 16 misses, but hits him in the round he charged (AC 14)', () => {
    const hit = secretAttack(10); // 15
    const charge = defenderRound({ action: 'charge', weapon: '0', chargeFeet: 40 });
    expect(charge.state).toMatchObject({ roundDefence: 'charge' });
    const c = rules.takeHit({ sheet: charge.input.sheet, options: charge.input.options, state: charge.state }, hit, none());
    expect(c.hits[0]!.outcome).toBe('hit');
    expect(c.notes[0]!.text).toMatch(/against your AC 14: a hit \(your AC 16 -2 charging = 14 this round\)/);
  });
});

describe('17.0.4 Critical Miss: "Weapon breaks, no attack next round"', () => {
  it('the broken spear stays broken after the round without an attack, until cleared', () => {
    const input = spearAttack();
    const r = rollWith(input, [4, 1, 2]); // natural 1, then the critical-miss d20 2: weapon breaks
    expect(r.nextState).toMatchObject({ noAttackRounds: 1, broken: [{ weapon: 0 }] });
    const next = rules.nextRound({ sheet: input.sheet, options: input.options, state: r.nextState }, none()).state;
    const lostRound = planOf({ ...input, state: next });
    expect(lostRound.actions.some((a) => a.kind === 'attack')).toBe(false);
    // The round after: the no-attack round is over, but the spear is still broken.
    const after = rollWith({ ...input, state: next }, [4]).nextState!;
    expect(after).toMatchObject({ noAttackRounds: 0, broken: [{ weapon: 0 }] });
    const withSpear = planOf({ ...input, state: after });
    expect(withSpear.actions.some((a) => a.kind === 'attack')).toBe(false);
    expect(withSpear.lost.find((n) => n.label === 'Weapon broken')!.text).toMatch(/Spear broke on a critical miss/);
    const sword = planOf({ ...input, declaration: { ...input.declaration, weapon: '1' }, state: after });
    expect(sword.actions.some((a) => a.kind === 'attack')).toBe(true);
    const status = rules.status({ sheet: input.sheet, options: input.options, state: after });
    expect(status.conditions.find((c) => c.id === 'broken-0')).toMatchObject({ label: 'Spear broken' });
    const repaired = rules.clear({ sheet: input.sheet, options: input.options, state: after }, 'broken-0').state;
    expect(planOf({ ...input, state: repaired }).actions.some((a) => a.kind === 'attack')).toBe(true);
  });

  it('a dropped weapon costs the one round only', () => {
    const input = spearAttack();
    const r = rollWith(input, [4, 1, 12]); // 11-15: drop weapon
    expect(r.nextState).toMatchObject({ noAttackRounds: 1, broken: [] });
  });
});

describe('older states', () => {
  it('a state stored before the round\'s defence and broken weapons were kept reads them as none', () => {
    const old = { hp: 10, reloadWeapon: -1, reloadLeft: 0, roundsRun: 0, noAttackRounds: 0, stumbleRounds: 0 };
    const input = spearAttack();
    const c = rules.takeHit({ sheet: input.sheet, options: input.options, state: old }, secretAttack(12), none());
    expect(c.state).toMatchObject({ roundDefence: 'none', roundAcMod: 0, broken: [] });
    expect(planOf({ ...input, state: old }).actions.some((a) => a.kind === 'attack')).toBe(true);
  });
});

describe('17.0.13 Spell Casting: "If a spellcaster is attacked during their casting—even if the attack misses—they must make a saving throw on their current Initiative number. Failure means the spell is disrupted and lost."', () => {
  /** Odo (save 12) casts; his round rolls initiative 1d6 `init` (+1 DEX) and the disruption save d20 `save`. */
  function odoCasts(init: number, save: number) {
    const input = inputFor('Odo', {}, { action: 'cast', spell: 'Sleep', surprise: 'no', targetAc: 14 });
    const r = rollWith(input, [init, save]);
    return { input, state: r.nextState! };
  }
  const attackAt = (order: number, face: number) => {
    const hit = secretAttack(face);
    return { ...hit, entry: { ...hit.entry!, timing: { faces: [order], total: order, order: [order] } } };
  };

  it('the round keeps the spell, its number and the save; a miss before the spell with the save failed loses it', () => {
    const c = odoCasts(3, 2); // initiative 3 + 1 = 4; save 2 against 12: failed
    expect(c.state).toMatchObject({ spell: 'Sleep', spellAt: 4, spellSave: 'fail', spellLost: false });
    const r = rules.takeHit({ sheet: c.input.sheet, options: c.input.options, state: c.state }, attackAt(5, 2), none()); // 2 + 5 = 7: a miss
    expect(r.hits[0]!.outcome).toBe('miss');
    expect(r.state).toMatchObject({ spellLost: true });
    expect(r.notes.find((n) => n.label === 'Spell disrupted')).toMatchObject({ source: '002 17.0.13 Spell Casting' });
    expect(planOf({ ...c.input, state: r.state }).lost.find((n) => n.label === 'Spell lost')).toBeDefined();
  });

  it('the save made keeps the spell; an attack after the spell\'s number finds it cast', () => {
    const made = odoCasts(3, 15);
    expect(rules.takeHit({ sheet: made.input.sheet, options: made.input.options, state: made.state }, attackAt(5, 12), none()).state).toMatchObject({ spellLost: false });
    const failed = odoCasts(3, 2);
    const late = rules.takeHit({ sheet: failed.input.sheet, options: failed.input.options, state: failed.state }, attackAt(2, 12), none());
    expect(late.state).toMatchObject({ spellLost: false });
    expect(late.notes.find((n) => n.label === 'Spell already cast')).toBeDefined();
  });
});
