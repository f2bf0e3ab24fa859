import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import type { PlanInput, ResultEntry } from '../../../src/engine/ruleset';
import { defaults, validate } from '../../../src/engine/schema';
import { zonesFactions } from '../../../src/rulesets/zones-factions';
import { inputFor, planOf, stat } from './helpers';

const rollOf = (input: PlanInput, faces: number[]) => zonesFactions.roll(zonesFactions.plan(input), scriptedDice(faces), 0, input);
const from = (character: string) => ({ rulesetId: 'zones-factions', character });
const react = (e: ResultEntry, who = 'Theobald') => zonesFactions.reactTo!(e, from(who));

describe('reactTo: the defender\'s phone reads the attacker\'s rolled attack (004 Reacting to an attack)', () => {
  it('Theobald\'s spear hit of 4 becomes the bandit leader\'s counter: he suffers 4 and Theobald 3, so the leader is hit first', () => {
    const spear = rollOf(inputFor('Theobald'), [4]).entries.find((e) => e.id === 'attack')!;
    const values = react(spear)!;
    expect(values).toEqual({ act: 'reaction', attackId: 'Theobald: Spear: attack, 4 damage', incoming: 'damage', incomingDamage: 4, incomingBlast: false });
    const leader = inputFor('Bandit leader', {}, values);
    expect(validate(zonesFactions.declarationSchema(leader.sheet).fields, leader.declaration).ok).toBe(true);
    expect(stat(planOf(leader).status, 'Damage to you')?.value).toBe(4);
    const r = rollOf(leader, [5]);
    expect(r.entries[0]!.notes!.find((n) => n.label === 'Who is hit first')?.text).toMatch(/you are hit first/);
  });

  it('a reaction to that attack is remembered: scanning it again cannot be reacted to a second time', () => {
    const spear = rollOf(inputFor('Theobald'), [4]).entries.find((e) => e.id === 'attack')!;
    const first = rollOf(inputFor('Bandit leader', { extraReactions: 1, maxHp: 10, health: 10 }, { ...react(spear)!, reaction: 'dodge' }), [15]);
    const again = planOf(inputFor('Bandit leader', { extraReactions: 1, maxHp: 10, health: 10 }, { ...react(spear)!, reaction: 'dodge' }, {}, first.nextState));
    expect(again.lost[0]!.text).toMatch(/already reacted to this attack/);
  });

  it('a grapple arrives as an incoming grapple with no damage; a blast as a blast', () => {
    const grab = rollOf(inputFor('Theobald', {}, { main: 'grapple' }), []).entries.find((e) => e.id === 'grapple')!;
    expect(react(grab)).toMatchObject({ incoming: 'grapple', incomingDamage: null });
    const bomb = { name: 'Fire bomb', kind: 'thrown', damage: 'd6', range: 2, blast: true, twoHanded: false, damaged: false };
    const thrown = rollOf(inputFor('Sybilla', { weapons: [bomb] }, { weapon: '0', distance: 1 }), [5]).entries.find((e) => e.id === 'attack')!;
    expect(react(thrown, 'Sybilla')).toMatchObject({ incoming: 'damage', incomingDamage: 5, incomingBlast: true });
  });

  it('cannot react to a missed attack, a death blow, an attack from concealment, a move or another system\'s attack', () => {
    const missed = rollOf(inputFor('Theobald', {}, { targetVisible: false }), [20]).entries.find((e) => e.id === 'attack')!;
    expect(react(missed)).toBeNull();
    expect(react(rollOf(inputFor('Theobald', {}, { deathBlow: true }), []).entries.find((e) => e.kind === 'attack')!)).toBeNull();
    expect(react(rollOf(inputFor('Theobald', {}, { fromHiding: true }), [3]).entries.find((e) => e.kind === 'attack')!)).toBeNull();
    expect(react(rollOf(inputFor('Theobald'), [3]).entries.find((e) => e.kind === 'move')!)).toBeNull();
    expect(zonesFactions.reactTo!({ id: 'a1', kind: 'attack', label: 'x', damage: { faces: [3], total: 3, armour: 'yes' } }, { rulesetId: 'spelljammer', character: 'x' })).toBeNull();
  });

  it('an opportunity attack can be reacted to; a counter cannot', () => {
    const opp = rollOf(inputFor('Bandit leader', {}, { reaction: 'opportunity' }), [6]).entries[0]!;
    expect(react(opp, 'Bandit leader')).toMatchObject({ incomingDamage: 6 });
    const counter = rollOf(inputFor('Bandit leader'), [6]).entries[0]!;
    expect(counter.id).toBe('counter');
    expect(react(counter, 'Bandit leader')).toBeNull();
  });
});

describe('The GM\'s combatants: no initiative, one untimed attack', () => {
  const c = zonesFactions.combatant!;
  it('rolls the WIT save in case it is needed, then the damage die', () => {
    const [e] = c.roll({ ...defaults(c.schema.fields), wit: 9, damage: 'd8' }, {}, scriptedDice([9, 7]));
    expect(e).toMatchObject({ id: 'attack', kind: 'attack', tags: ['melee'], damage: { faces: [7], total: 7 } });
    expect(e!.timing).toBeUndefined();
    expect(e!.notes![0]!.text).toMatch(/^Rolled 9 against WIT 9: a pass/);
    expect(c.roll({ ...defaults(c.schema.fields), wit: 9 }, { saveEqual: 'fail' }, scriptedDice([9, 1]))[0]!.notes![0]!.text).toMatch(/a fail/);
  });
  it('is the same from the same seed, and its attack can be reacted to', () => {
    const a = c.roll(defaults(c.schema.fields), {}, seededDice(5));
    expect(c.roll(defaults(c.schema.fields), {}, seededDice(5))).toEqual(a);
    expect(react(a[0]!, 'Bandit')).toMatchObject({ act: 'reaction', incoming: 'damage' });
  });
});
