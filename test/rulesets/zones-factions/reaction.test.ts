import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { PlanInput } from '../../../src/engine/ruleset';
import { zonesFactions } from '../../../src/rulesets/zones-factions';
import { counterOrder } from '../../../src/rulesets/zones-factions/counter';
import { inputFor, planOf, stat } from './helpers';

const rollOf = (input: PlanInput, faces: number[]) => zonesFactions.roll(zonesFactions.plan(input), scriptedDice(faces), 0, input);
// 10 health, so the demo's incoming 4 does not incapacitate him (these tests are about the reaction count).
const bandit = (decl: Record<string, unknown> = {}, sheet: Record<string, unknown> = {}, state?: Record<string, unknown>) =>
  inputFor('Bandit leader', { maxHp: 10, health: 10, ...sheet } as never, { attackId: '', ...decl } as never, {}, state as never);

describe('Dodge: an AGI save (004 Reacting to an attack, the musket example)', () => {
  it('the bandit (AGI 8) dodges Sybilla\'s musket with a 2: the attack misses', () => {
    const input = bandit({ reaction: 'dodge', incomingDamage: 6 });
    const p = planOf(input);
    expect(p.actions[0]).toMatchObject({ id: 'dodge', kind: 'reaction', check: { need: 8, summary: 'AGI 8 · pass on 8 or less (40%) · 20 fails' } });
    const r = rollOf(input, [2]);
    expect(r.entries[0]).toMatchObject({ check: { outcome: 'pass', label: 'Pass: dodged' } });
    expect(r.entries[0]!.notes!.find((n) => n.label === 'Dodged')?.text).toBe('The attack misses you.');
    expect(stat(p.status, 'Damage to you')?.text).toMatch(/if the dodge fails/);
  });
});

describe('Counter: whoever suffers more after armour is hit first (004, the spear and battleaxe example)', () => {
  it('the bandit leader counters Theobald\'s 4 with a 5 from his battleaxe: against armour 2 Theobald suffers 3, so the leader is hit first', () => {
    const input = bandit();
    expect(stat(planOf(input).status, 'Damage to you')).toMatchObject({ value: 4 });
    const r = rollOf(input, [5]);
    expect(r.entries[0]).toMatchObject({ id: 'counter', kind: 'reaction', damage: { total: 5, text: '1d8 · 5 damage, 3 after armour 2' } });
    expect(r.entries[0]!.notes!.find((n) => n.label === 'Who is hit first')?.text).toBe('You suffer 4 and they 3: you are hit first, and if that stops you your counter does not land.');
  });

  it('seen from Theobald\'s side, his 4 beats the 3 that gets through his armour', () => {
    expect(counterOrder({ kind: 'damage', suffered: 4 }, { kind: 'damage', suffered: 3 }).first).toBe('you');
  });

  it('equal damage after armour lands both hits at once', () => {
    expect(counterOrder({ kind: 'damage', suffered: 3 }, { kind: 'damage', suffered: 3 })).toMatchObject({ first: 'both', text: 'Both suffer 3: the two hits land at once.' });
  });

  it('a non-lethal attack is resolved after a damaging one; two non-lethal: the counter last', () => {
    expect(counterOrder({ kind: 'damage', suffered: 1 }, { kind: 'grapple', suffered: null }).first).toBe('you');
    expect(counterOrder({ kind: 'shove', suffered: null }, { kind: 'damage', suffered: 9 }).first).toBe('them');
    expect(counterOrder({ kind: 'disarm', suffered: null }, { kind: 'grapple', suffered: null }).text).toBe('Both are non-lethal: their grapple is resolved first, your disarm last.');
  });

  it('the grapple example: the bandit counters with a 1, then fails his STR save and is grabbed', () => {
    const input = bandit({ incoming: 'grapple', incomingDamage: null, attackId: 'Theobald: Grapple' });
    expect(planOf(input).actions.map((a) => a.id)).toEqual(['counter', 'resist']);
    const r = rollOf(input, [1, 17]);
    expect(r.entries[0]!.notes!.find((n) => n.label === 'Who is hit first')?.text).toMatch(/^Your hit lands first \(0 damage after their armour\); their grapple is resolved after it/);
    expect(r.entries[1]).toMatchObject({ id: 'resist', check: { outcome: 'fail', label: 'Fail: grabbed' } });
    expect(r.entries[1]!.notes![0]!.text).toMatch(/You are grabbed/);
  });

  it('your own cover counts against their hit, not against your counter; their cover (leaning out from a barrier) counts against your counter (004 Cover)', () => {
    const mine = bandit({ cover: true, foeArmour: 1 });
    expect(planOf(mine).actions[0]!.damage![0]!.note).toMatch(/Less the target's armour 1\.$/);
    expect(planOf(mine).actions[0]!.notes!.some((n) => n.label === 'Cover')).toBe(false);
    const r = rollOf(mine, [5]);
    expect(r.entries[0]!.damage!.text).toMatch(/5 damage, 4 after armour 1$/);
    expect(stat(r.status, 'Damage to you')?.value).toBe(3);
    const theirs = bandit({ cover: true, foeCover: true, foeArmour: 1 });
    expect(planOf(theirs).actions[0]!.damage![0]!.note).toMatch(/Less the target's armour 2 \(1 \+1 for cover, never above 3\)/);
    expect(planOf(theirs).actions[0]!.notes!.find((n) => n.label === 'Cover')).toMatchObject({ gm: true });
    const t = rollOf(theirs, [5]);
    expect(t.entries[0]!.damage!.text).toMatch(/5 damage, 3 after armour 2$/);
    expect(t.entries[0]!.notes!.find((n) => n.label === 'Who is hit first')!.text).toMatch(/Both suffer 3/);
  });

  it('with the attacker\'s armour unknown the phone says to ask for it', () => {
    const r = rollOf(bandit({ foeArmour: null }), [5]);
    expect(r.entries[0]!.notes!.find((n) => n.label === 'Who is hit first')?.text).toMatch(/Your 5 is before their armour: ask the GM/);
  });

  it('only one target of a blast may counter it', () => {
    expect(planOf(bandit({ incomingBlast: true })).notes.some((n) => /Only one of a blast's targets/.test(n.text))).toBe(true);
  });
});

describe('Reactions left in the round, and never twice to one attack (004 Reacting to an attack)', () => {
  it('a reaction takes the whole turn: a turn declared afterwards in the same round is lost', () => {
    const r = rollOf(bandit({ reaction: 'dodge' }), [15]);
    expect(stat(r.status, 'Turn')?.text).toBe('spent on a reaction by this declaration');
    const next = planOf(bandit({ act: 'turn', main: 'attack' }, {}, r.nextState));
    expect(next.actions).toEqual([]);
    expect(next.lost[0]!.text).toMatch(/reacted this round instead of taking a turn/);
  });

  it('the same attack cannot be reacted to twice, even with reactions to spare', () => {
    const first = rollOf(bandit({ reaction: 'dodge', attackId: 'Sybilla: Musket' }, { extraReactions: 2 }), [15]);
    const again = planOf(bandit({ reaction: 'counter', attackId: 'Sybilla: Musket' }, { extraReactions: 2 }, first.nextState));
    expect(again.lost[0]!.text).toMatch(/already reacted to this attack/);
    expect(again.actions.some((a) => a.kind === 'reaction')).toBe(false);
    const other = planOf(bandit({ reaction: 'dodge', attackId: 'Theobald: Spear' }, { extraReactions: 2 }, first.nextState));
    expect(other.actions[0]!.id).toBe('dodge');
  });

  it('after the turn is taken only a skill\'s extra reactions remain', () => {
    const turn = rollOf(bandit({ act: 'turn', move: 'half', main: 'none' }), []);
    expect(planOf(bandit({ reaction: 'dodge' }, {}, turn.nextState)).lost[0]!.text).toMatch(/Your turn is taken/);
    const skilled = planOf(bandit({ reaction: 'dodge' }, { extraReactions: 1 }, turn.nextState));
    expect(skilled.actions[0]!.id).toBe('dodge');
    expect(stat(skilled.status, 'Reactions spent')).toMatchObject({ value: 1, text: '0 left this round' });
  });

  it.each([
    { why: 'grabbed', decl: { grabbed: true }, text: /Grabbed characters cannot react/ },
    { why: 'unaware of the attacker', decl: { unaware: true }, text: /unaware/ },
    { why: 'on a mount at full speed', decl: { mounted: true, mountFullSpeed: true }, text: /full speed/ },
  ])('cannot react when $why', ({ decl, text }) => {
    const p = planOf(bandit({ reaction: 'dodge', ...decl }));
    expect(p.actions.some((a) => a.kind === 'reaction')).toBe(false);
    expect(p.lost.some((n) => text.test(n.text))).toBe(true);
  });
});

describe('Guard, hide behind, opportunity attacks and the damage taken', () => {
  it('guarding makes you the target: the damage after your armour and your health after', () => {
    const p = planOf(bandit({ reaction: 'guard', incomingDamage: 7 }, { armour: 1, health: 10 }));
    expect(p.actions[0]).toMatchObject({ id: 'guard', kind: 'reaction' });
    expect(stat(p.status, 'Damage to you')).toMatchObject({ value: 6, text: '7 rolled, less armour 1' });
    expect(stat(p.status, 'Health after')).toMatchObject({ value: 4 });
  });

  it('the sword example on the bandit\'s phone: Balthasar\'s 4 takes him from 8 health to 4 (004 Attacking)', () => {
    const p = planOf(bandit({ reaction: 'none', incomingDamage: 4 }, { health: 8, maxHp: 8, armour: 0 }));
    expect(stat(p.status, 'Damage to you')?.value).toBe(4);
    expect(stat(p.status, 'Health after')).toMatchObject({ value: 4, text: 'of 8' });
  });

  it('with the attacker\'s damage not known yet, no number is shown, only what to enter', () => {
    const p = planOf(bandit({ reaction: 'guard', incomingDamage: null }));
    expect(stat(p.status, 'Damage to you')).toBeUndefined();
    expect(p.notes.find((n) => n.label === 'Damage to you')?.text).toMatch(/^Not known yet/);
  });

  it('cover adds 1 to your armour, never above 3', () => {
    const p = planOf(bandit({ reaction: 'none', incomingDamage: 7, cover: true }, { armour: 3 }));
    expect(stat(p.status, 'Damage to you')!.value).toBe(4);
    expect(p.defence[0]).toMatchObject({ label: 'Armour', value: 3 });
  });

  it('hiding behind someone hands the attack on: no damage to you', () => {
    const p = planOf(bandit({ reaction: 'hide', incomingDamage: 7 }));
    expect(stat(p.status, 'Damage to you')).toBeUndefined();
    expect(p.notes.some((n) => n.label === 'New target')).toBe(true);
  });

  it('an opportunity attack is made on a nearby foe: with a bow at 3 zones it is lost, at 0 zones it is made', () => {
    const bow = { name: 'Bow', kind: 'ranged', damage: 'd6', range: 8, blast: false, twoHanded: true, damaged: false };
    const far = planOf(bandit({ reaction: 'opportunity', weapon: '0', distance: 3 }, { weapons: [bow] }));
    expect(far.actions).toEqual([]);
    expect(far.lost[0]).toMatchObject({ label: 'Bow: opportunity attack' });
    expect(far.lost[0]!.text).toMatch(/nearby foe moving away, in your zone; it is 3 zones away/);
    expect(planOf(bandit({ reaction: 'opportunity', weapon: '0', distance: 0 }, { weapons: [bow] })).actions.map((a) => a.id)).toEqual(['opportunity']);
  });

  it('a counter that cannot be made (grabbing a larger attacker) spends neither the turn nor the reaction to that attack', () => {
    const p = planOf(bandit({ reaction: 'counter', counterWith: 'grapple', foeSize: 'large', attackId: 'Wyrm: Bite' }));
    expect(p.actions).toEqual([]);
    expect(p.lost[0]!.text).toMatch(/bigger than you: your disarm, shove or grab has no hold on it/);
    expect(stat(p.status, 'Turn')).toMatchObject({ value: 0, text: 'not taken yet' });
    expect(stat(p.status, 'Reactions spent')?.value).toBe(0);
    const r = rollOf(bandit({ reaction: 'counter', counterWith: 'grapple', foeSize: 'large', attackId: 'Wyrm: Bite' }), []);
    const dodge = planOf(bandit({ reaction: 'dodge', foeSize: 'large', attackId: 'Wyrm: Bite' }, {}, r.nextState));
    expect(dodge.lost).toEqual([]);
    expect(dodge.actions.map((a) => a.id)).toEqual(['dodge']);
  });

  it('an opportunity attack rolls the weapon\'s damage on a foe moving away', () => {
    const r = rollOf(bandit({ reaction: 'opportunity', foeArmour: 0 }), [6]);
    expect(r.entries[0]).toMatchObject({ id: 'opportunity', kind: 'reaction', damage: { total: 6 }, tags: ['melee'] });
  });

  it('a hit of 8 or more destroys a damaged shield first, then damaged armour', () => {
    const shield = planOf(bandit({ reaction: 'none', incomingDamage: 8 }, { shield: true, shieldDamaged: true, armourDamaged: true }));
    expect(shield.notes.some((n) => n.label === 'Shield breaks')).toBe(true);
    const armour = planOf(bandit({ reaction: 'none', incomingDamage: 8 }, { armourDamaged: true }));
    expect(armour.notes.some((n) => n.label === 'Armour breaks')).toBe(true);
    expect(planOf(bandit({ reaction: 'none', incomingDamage: 7 }, { armourDamaged: true })).notes.some((n) => n.label === 'Armour breaks')).toBe(false);
  });
});
