import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import { hitsOfRound } from '../../../src/engine/state';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { inputFor } from './helpers';
import { hpOf, rules, stateFor, takeAll, typed } from './stateHelpers';

// Derrick: PROT 4, CON 16, 48 HP. Harlan: PROT 1, CON 11, 18 HP.

describe('Taking Damage: PROT comes off each hit, the rest off HP', () => {
  it('9 damage against PROT 4: 5 taken, 48 to 43 HP', () => {
    const input = stateFor('Derrick');
    const r = rules.takeHit(input, typed(9), seededDice(1));
    expect(r.hits).toEqual([{ outcome: 'hit', label: 'Hit', damage: 9, taken: 5, text: '9 damage, 5 after PROT 4' }]);
    expect(hpOf(input, r.state)).toBe(43);
  });

  it('damage below PROT takes nothing, never adds', () => {
    const r = rules.takeHit(stateFor('Derrick'), typed(3), seededDice(1));
    expect(r.hits[0]).toMatchObject({ taken: 0 });
    expect(hpOf(stateFor('Derrick'), r.state)).toBe(48);
  });

  it.each(['critical', 'grievous'])('a %s hit gets no PROT: 18 damage, 18 taken', (outcome) => {
    const r = rules.takeHit(stateFor('Derrick'), typed(18, outcome, [], 'no'), seededDice(1));
    expect(r.hits[0]).toMatchObject({ outcome, taken: 18 });
    expect(r.hits[0]!.text).toMatch(/^18 damage, (critical hit|grievous): PROT does not count: 18 taken/);
  });

  it('a critical typed with armour "yes" still gets no PROT (the text: the target gets no Protection)', () => {
    expect(rules.takeHit(stateFor('Derrick'), typed(10, 'critical'), seededDice(1)).hits[0]!.taken).toBe(10);
  });

  it('a hit whose armour is "no" skips PROT', () => {
    expect(rules.takeHit(stateFor('Derrick'), typed(9, 'hit', [], 'no'), seededDice(1)).hits[0]).toMatchObject({ taken: 9, text: '9 damage, PROT does not count: 9 taken' });
  });

  it('a miss changes nothing and says so', () => {
    const input = stateFor('Derrick');
    const r = rules.takeHit(input, typed(9, 'miss'), seededDice(1));
    expect(r.state).toEqual(rules.initial(input.sheet, input.options));
    expect(r.hits[0]).toMatchObject({ outcome: 'miss', taken: 0 });
  });
});

describe('Wound levels reached by a hit, in the text\'s words', () => {
  it('48 HP, 33 damage (29 after PROT 4) leaves 19: Badly Wounded, -10 to all actions and TMR (and 29 stuns CON 16)', () => {
    const r = rules.takeHit(stateFor('Derrick'), typed(33), seededDice(1));
    expect(r.hits[0]!.text).toBe('33 damage, 29 after PROT 4; Badly Wounded: -10 to all actions and TMR; stunned');
    expect(r.notes).toContainEqual(expect.objectContaining({ label: 'Wound level', text: 'Badly Wounded: -10 to all actions and TMR.' }));
  });

  it('the text\'s example: starting 18 HP, no modifier under 20, the normal -20 at 10', () => {
    const input = stateFor('Harlan');
    const at15 = rules.takeHit(input, typed(4), seededDice(1));
    expect(rules.status({ ...input, state: at15.state }).stats.find((s) => s.label === 'All actions and TMR')!.value).toBe(0);
    const at10 = rules.takeHit({ ...input, state: at15.state }, typed(6), seededDice(1));
    expect(hpOf(input, at10.state)).toBe(10);
    expect(at10.hits[0]!.text).toMatch(/Very Badly Wounded: -20 to all actions and TMR/);
  });
});

describe('Stun: a single hit of more than CON stuns for the rest of the round', () => {
  it('CON 16: 17 taken stuns, 16 does not', () => {
    expect(rules.takeHit(stateFor('Derrick'), typed(17, 'critical'), seededDice(1)).state['stunned']).toBe(true);
    expect(rules.takeHit(stateFor('Derrick'), typed(16, 'critical'), seededDice(1)).state['stunned']).toBe(false);
  });

  it('compares the damage taken after PROT by default: 20 damage, 16 after PROT 4, does not stun CON 16', () => {
    const r = rules.takeHit(stateFor('Derrick'), typed(20), seededDice(1));
    expect(r.state['stunned']).toBe(false);
  });

  it('the option before-prot compares the damage before PROT: 20 stuns CON 16', () => {
    const r = rules.takeHit(stateFor('Derrick', {}, undefined, { stunDamage: 'before-prot' }), typed(20), seededDice(1));
    expect(r.state['stunned']).toBe(true);
    expect(r.notes.find((n) => n.label === 'Stunned')!.text).toMatch(/^20 damage is more than 16/);
  });

  it.each([[30, 35], [35, 45]])('CON %i: the stun table stuns above %i', (con, exceeds) => {
    const input = stateFor('Derrick', { con, maxHp: 100, currentHp: 100 });
    expect(rules.takeHit(input, typed(exceeds, 'critical'), seededDice(1)).state['stunned']).toBe(false);
    expect(rules.takeHit(input, typed(exceeds + 1, 'critical'), seededDice(1)).state['stunned']).toBe(true);
  });

  it('a Large creature adds +2 to CON for the stun: CON 16 Large needs more than 18', () => {
    const input = stateFor('Derrick', { size: 'large' });
    expect(rules.takeHit(input, typed(18, 'critical'), seededDice(1)).state['stunned']).toBe(false);
    expect(rules.takeHit(input, typed(19, 'critical'), seededDice(1)).state['stunned']).toBe(true);
  });

  it('a hit from a code records its segment and names the own attacks it costs', () => {
    // Derrick rolled his round: attacks on segments 7 and 3 (d10 5 + 2, d8 1 + 2).
    const me = inputFor('Derrick');
    const mine = spelljammer.roll(spelljammer.plan(me), scriptedDice([5, 1, 99, 99]), 0, me);
    expect(mine.nextState!['segments']).toEqual([{ segment: 7 }, { segment: 3 }]);
    // An ogre (a Spelljammer attacker) hits him on segment 5 with a critical.
    const ogreIn = inputFor('Derrick', { name: 'Ogre' }, { targetDef: 30 });
    const ogre = spelljammer.roll(spelljammer.plan(ogreIn), scriptedDice([3, 1, 8, 8, 99]), 0, ogreIn);
    const [{ hit }] = hitsOfRound(ogre);
    expect(hit).toMatchObject({ outcome: 'critical', damage: 24 });
    const r = rules.takeHit({ sheet: me.sheet, options: me.options, state: mine.nextState! }, hit, seededDice(1));
    expect(r.state).toMatchObject({ stunned: true, stunSegment: 5 });
    expect(r.notes.find((n) => n.label === 'Stunned')!.text).toMatch(/your attack on 3\.$/);
  });
});

describe('Grievous hits: the armour loses 1 PROT until repaired; a grievous wound is the GM\'s', () => {
  it('PROT 4 drops to 3: the next 9-damage hit takes 6', () => {
    const input = stateFor('Derrick');
    const r = takeAll(input, [typed(10, 'grievous', [], 'no'), typed(9)]);
    expect(r.hits[0]).toMatchObject({ damage: 9, taken: 6, text: '9 damage, 6 after PROT 3' });
    const st = rules.status({ ...input, state: r.state });
    expect(st.stats.find((s) => s.label === 'PROT')!.value).toBe(3);
    expect(st.conditions).toContainEqual(expect.objectContaining({ id: 'armour', label: 'Armour damaged' }));
  });

  it('PROT never drops below 0', () => {
    const input = stateFor('Harlan');
    const r = takeAll(input, [typed(1, 'grievous'), typed(1, 'grievous')]);
    expect(rules.status({ ...input, state: r.state }).stats.find((s) => s.label === 'PROT')!.value).toBe(0);
  });

  it('without the GM\'s word there is no grievous wound, only a GM note', () => {
    const r = rules.takeHit(stateFor('Derrick'), typed(10, 'grievous'), seededDice(1));
    expect(r.state['grievousWounds']).toEqual([]);
    expect(r.notes).toContainEqual(expect.objectContaining({ label: 'Grievous wound?', gm: true }));
  });

  it('the GM\'s roll comes later: a grievous hit leaves a roll to come; a "Grievous wound" with no damage makes the stuck arrow 1 DEX worse', () => {
    const input = stateFor('Derrick');
    const hit = rules.takeHit(input, typed(6, 'grievous', ['missile', 'arrow']), seededDice(1));
    expect(hit.state).toMatchObject({ grievousRolls: 1, stuck: [{ n: 1, kind: 'arrow', grievous: false, pending: true }] });
    expect(rules.status({ ...input, state: hit.state }).conditions.map((c) => c.id)).toEqual(['stuck-1', 'grievous-roll', 'armour']);
    const wound = rules.takeHit({ ...input, state: hit.state }, typed(0, 'grievous-wound'), seededDice(1));
    expect(wound.hits[0]).toMatchObject({ outcome: 'grievous-wound', taken: 0 });
    expect(wound.state).toMatchObject({ grievousRolls: 0, protLost: 1, stuck: [{ grievous: true, pending: false }], grievousWounds: [{ n: 1, text: 'Grievous wound', mod: 0 }] });
    expect(rules.status({ ...input, state: wound.state }).stats.find((s) => s.label === 'DEX penalty')!.value).toBe(-3);
  });

  it('clearing the roll: the GM\'s roll gave no grievous wound', () => {
    const input = stateFor('Derrick');
    const hit = rules.takeHit(input, typed(6, 'grievous', ['missile', 'arrow']), seededDice(1));
    const none = rules.clear({ ...input, state: hit.state }, 'grievous-roll');
    expect(none.state).toMatchObject({ grievousRolls: 0, grievousWounds: [], stuck: [{ grievous: false, pending: false }] });
  });

  it('typed as "Grievous wound" with damage, it is a grievous hit with its wound at once', () => {
    const r = rules.takeHit(stateFor('Derrick'), typed(8, 'grievous-wound', ['missile', 'thrown']), seededDice(1));
    expect(r.hits[0]).toMatchObject({ outcome: 'grievous', taken: 8 });
    expect(r.state).toMatchObject({ grievousRolls: 0, protLost: 1, stuck: [{ kind: 'javelin', grievous: true }], grievousWounds: [{ n: 1 }] });
  });

  it('tagged grievous-wound, the wound is kept as a condition whose effect the GM enters', () => {
    const input = stateFor('Derrick');
    const r = rules.takeHit(input, typed(10, 'grievous', ['grievous-wound']), seededDice(1));
    expect(r.state['grievousWounds']).toEqual([{ n: 1, text: 'Grievous wound', mod: 0 }]);
    const withEffect = { ...r.state, grievousWounds: [{ n: 1, text: 'Shattered knee', mod: -15 }] };
    const st = rules.status({ ...input, state: withEffect });
    expect(st.conditions).toContainEqual(expect.objectContaining({ id: 'grievous-1', text: 'Shattered knee: -15 to all actions.' }));
    expect(st.stats.find((s) => s.label === 'All actions and TMR')!.value).toBe(-15);
  });
});

describe('Penetrating missiles stick on a critical or grievous hit', () => {
  it.each([
    ['arrow', 'critical', [], -2, 1], ['bolt', 'critical', [], -2, 1], ['javelin', 'critical', [], -3, 2], ['spear', 'critical', [], -4, 5],
    ['arrow', 'grievous', ['grievous-wound'], -3, 1], ['javelin', 'grievous', ['grievous-wound'], -4, 2], ['spear', 'grievous', ['grievous-wound'], -5, 5],
    ['arrow', 'grievous', [], -2, 1],
  ] as const)('%s on a %s hit %j: %i DEX, %i bleeding', (tag, outcome, extra, dex, bleed) => {
    const input = stateFor('Derrick');
    const r = rules.takeHit(input, typed(6, outcome, ['missile', tag, ...extra]), seededDice(1));
    const st = rules.status({ ...input, state: r.state });
    expect(st.stats.find((s) => s.label === 'DEX penalty')!.value).toBe(dex);
    expect(st.conditions.find((c) => c.id === 'stuck-1')!.text).toContain(`${bleed} HP of bleeding`);
  });

  it('the option grievousDex: hit makes a grievous hit 1 DEX worse without a grievous wound', () => {
    const input = stateFor('Derrick', {}, undefined, { grievousDex: 'hit' });
    const r = rules.takeHit(input, typed(6, 'grievous', ['missile', 'arrow']), seededDice(1));
    expect(rules.status({ ...input, state: r.state }).stats.find((s) => s.label === 'DEX penalty')!.value).toBe(-3);
  });

  it('the option thirdPenetrating: javelin reads a stuck spear as a javelin', () => {
    const input = stateFor('Derrick', {}, undefined, { thirdPenetrating: 'javelin' });
    const r = rules.takeHit(input, typed(6, 'critical', ['missile', 'spear']), seededDice(1));
    expect(rules.status({ ...input, state: r.state }).stats.find((s) => s.label === 'DEX penalty')!.value).toBe(-3);
  });

  it('an ordinary hit does not stick; nor does a melee critical', () => {
    expect(rules.takeHit(stateFor('Derrick'), typed(6, 'hit', ['missile', 'arrow']), seededDice(1)).state['stuck']).toEqual([]);
    expect(rules.takeHit(stateFor('Derrick'), typed(6, 'critical', ['melee']), seededDice(1)).state['stuck']).toEqual([]);
  });

  it('two arrows are two conditions, their penalties adding up', () => {
    const input = stateFor('Derrick');
    const r = takeAll(input, [typed(3, 'critical', ['missile', 'arrow']), typed(3, 'critical', ['missile', 'arrow'])]);
    const st = rules.status({ ...input, state: r.state });
    expect(st.conditions.map((c) => c.id)).toEqual(['stuck-1', 'stuck-2']);
    expect(st.stats.find((s) => s.label === 'DEX penalty')!.value).toBe(-4);
  });

  it('a Spelljammer attacker\'s thrown spear sticks as a spear (read from the attack\'s name)', () => {
    const weapons = [{ name: 'Spear', kind: 'thrown', sc: 150, damage: '1d6', rank: 2, spec: 'none', penetrating: 'spear', offhand: false }];
    const atk = inputFor('Derrick', { name: 'Hobgoblin', weapons, attacksPerRound: 1 }, { weapon: '0', targetDef: 20 });
    const round = spelljammer.roll(spelljammer.plan(atk), scriptedDice([5, 9, 4]), 0, atk);
    const [{ hit }] = hitsOfRound(round);
    expect(hit).toMatchObject({ outcome: 'critical', tags: ['missile', 'thrown'] });
    const input = stateFor('Derrick');
    const r = rules.takeHit(input, hit, seededDice(1));
    expect(r.state['stuck']).toEqual([{ n: 1, kind: 'spear', grievous: false, pending: false }]);
  });
});

describe('An attack whose DEF the attacker did not know', () => {
  const attacker = inputFor('Derrick', { name: 'Bandit', attacksPerRound: 1 }, { targetDef: null });

  it('is resolved against the DEF of the defender\'s last roll: SC 112 − DEF 30 = 82, a 10 is a critical (double damage, no PROT)', () => {
    const round = spelljammer.roll(spelljammer.plan(attacker), scriptedDice([5, 10, 3]), 0, attacker);
    const [{ hit }] = hitsOfRound(round);
    expect(hit).toMatchObject({ outcome: 'unknown', damage: 7 });
    const input = stateFor('Derrick', {}, { ...rules.initial(attacker.sheet, attacker.options), def: 30 });
    const r = rules.takeHit(input, hit, seededDice(1));
    expect(r.hits[0]).toMatchObject({ outcome: 'critical', damage: 14, taken: 14 });
    expect(r.notes[0]!.text).toMatch(/SC 112 − your DEF this round 30 = 82: critical hit/);
  });

  it('misses when the face is above the need', () => {
    const round = spelljammer.roll(spelljammer.plan(attacker), scriptedDice([5, 90, 3]), 0, attacker);
    const r = rules.takeHit(stateFor('Derrick', {}, { def: 30 }), hitsOfRound(round)[0]!.hit, seededDice(1));
    expect(r.hits[0]).toMatchObject({ outcome: 'miss', taken: 0 });
  });

  it('typed by hand it cannot be resolved: the GM must say', () => {
    expect(() => rules.takeHit(stateFor('Derrick'), typed(9, 'unknown'), seededDice(1))).toThrow(/^Expected a resolved attack .* but received outcome "unknown"/);
  });
});

describe('Hits that cannot apply', () => {
  it('an attack from another ruleset', () => {
    const hit = { ...typed(5), from: { rulesetId: 'bcb-d20', character: 'Orc' } };
    expect(() => rules.takeHit(stateFor('Derrick'), hit, seededDice(1))).toThrow('Expected an attack from spelljammer but received one from bcb-d20');
  });

  it('an outcome this system has no rule for', () => {
    expect(() => rules.takeHit(stateFor('Derrick'), typed(5, 'special'), seededDice(1))).toThrow('Expected the outcome hit, critical, grievous, grievous-wound, miss or unknown but received "special"');
  });

  it('negative or absurd damage', () => {
    expect(() => rules.takeHit(stateFor('Derrick'), typed(-3), seededDice(1))).toThrow(/^Expected the damage as a whole number/);
    expect(() => rules.takeHit(stateFor('Derrick'), typed(1000), seededDice(1))).toThrow(/^Expected the damage as a whole number/);
  });

  it('a spell entry is not an attack', () => {
    const harlan = inputFor('Harlan');
    const round = spelljammer.roll(spelljammer.plan(harlan), scriptedDice([8]), 0, harlan);
    const hit = { ...typed(5), entry: round.entries[0]! };
    expect(() => rules.takeHit(stateFor('Derrick'), hit, seededDice(1))).toThrow('Expected an attack entry but received a spell ("Bolt of Energy (SK rank 8)")');
  });
});

describe('An attack against a secret DEF, from a code that shortened its summary', () => {
  it('still reads the attacker\'s SC', () => {
    const attacker = inputFor('Derrick', { name: 'Bandit', attacksPerRound: 1 }, { targetDef: null });
    const round = spelljammer.roll(spelljammer.plan(attacker), scriptedDice([5, 10, 3]), 0, attacker);
    const [{ hit }] = hitsOfRound(round);
    const short = { ...hit, entry: { ...hit.entry!, summary: 'need 112 − target…' } };
    const r = rules.takeHit(stateFor('Derrick', {}, { def: 30 }), short, seededDice(1));
    expect(r.hits[0]).toMatchObject({ outcome: 'critical', damage: 14 });
  });
});
