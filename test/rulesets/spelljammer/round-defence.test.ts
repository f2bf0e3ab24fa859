/**
 * What the defender's phone knows when it settles an attack rolled against a secret DEF (a
 * stunned target, a surprise in combat), the ambushed side's attacks, and what a round that left
 * a one-attack character no attack carries into the next (careful aim, a drawn weapon).
 * @see 000 Target Stunned; Surprise; Ambush; Careful Aim; Draw Weapon; Action Declaration
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { Hit, ResultEntry } from '../../../src/engine/ruleset';
import type { Values } from '../../../src/engine/schema';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { inputFor, planOf } from './helpers';
import { rules, stateFor } from './stateHelpers';

/** An attack rolled against a secret DEF as a code carries it: the d100 face, the summary with the SC, the segment. */
function secret(face: number, summary: string, segment?: number): Hit {
  const entry: ResultEntry = { id: 'a1', kind: 'attack', label: 'Longsword, attack 1', summary, tags: ['melee'],
    check: { face, need: null, bonus: 0, outcome: 'unknown', label: 'Ask the GM', tone: 0 }, damage: { faces: [5], total: 9, armour: 'yes' },
    ...(segment !== undefined ? { timing: { faces: [segment], total: segment, order: [segment] } } : {}) };
  return { damage: 9, outcome: 'unknown', tags: ['melee'], armour: 'yes', entry, from: { rulesetId: 'spelljammer', character: 'Ogre' } };
}
const summaryOf = (declaration: Record<string, unknown>) => planOf(inputFor('Derrick', {}, { targetDef: null, ...declaration })).actions.find((a) => a.kind === 'attack')!.check!.summary;

describe('000 Target Stunned: "Attacker gets a +10 to SC to hit a stunned target"', () => {
  it('75 against SC 112 − DEF 40 = 72 misses; against a target stunned on 6, an attack on 4 needs 82 and hits', () => {
    const hit = secret(75, 'need 112 − target DEF (ask the GM)', 4);
    expect(rules.takeHit(stateFor('Derrick', {}, { def: 40 }), hit, scriptedDice([])).hits[0]!.outcome).toBe('miss');
    const r = rules.takeHit(stateFor('Derrick', {}, { def: 40, stunned: true, stunSegment: 6 }), hit, scriptedDice([]));
    expect(r.hits[0]!.outcome).toBe('hit');
    expect(r.notes[0]!.text).toBe('Rolled 75 against SC 122 − your DEF this round 40 = 82: hit.');
    expect(r.notes.find((n) => n.label === 'Target stunned')).toMatchObject({ text: 'You are stunned: the attacker gets +10 SC (112 → 122).', source: '000 Target Stunned' });
  });

  it('not twice: an attacker who declared the target stunned says so in its code', () => {
    expect(summaryOf({ targetStunned: true })).toBe('need 122 − target DEF (stunned counted; ask the GM)');
    const r = rules.takeHit(stateFor('Derrick', {}, { def: 40, stunned: true, stunSegment: 6 }), secret(75, 'need 122 − target DEF (stunned counted; ask the GM)', 4), scriptedDice([]));
    expect(r.notes.find((n) => n.label === 'Target stunned')).toBeUndefined();
    expect(r.hits[0]!.outcome).toBe('hit');
  });

  it('an attack before the stunning hit (a higher segment) gets no bonus', () => {
    const r = rules.takeHit(stateFor('Derrick', {}, { def: 40, stunned: true, stunSegment: 6 }), secret(75, 'need 112 − target DEF (ask the GM)', 8), scriptedDice([]));
    expect(r.hits[0]!.outcome).toBe('miss');
  });
});

describe('000 Surprise: "In Combat: +10 and target gets half normal DEF"', () => {
  it('the code says so, and the victim\'s phone halves its DEF: 90 against 122 − 40 misses, against 122 − 20 hits', () => {
    expect(summaryOf({ surprise: 'in-combat' })).toBe('need 122 − half target DEF (ask the GM)');
    const r = rules.takeHit(stateFor('Derrick', {}, { def: 40 }), secret(90, 'need 122 − half target DEF (ask the GM)'), scriptedDice([]));
    expect(r.hits[0]!.outcome).toBe('hit');
    expect(r.notes[0]!.text).toBe('Rolled 90 against SC 122 − half your DEF this round 20 = 102: hit.');
    expect(r.notes.find((n) => n.label === 'Surprised in combat')).toMatchObject({ source: '000 Surprise' });
    // The GM's phone resolves the same code against a typed DEF the same way.
    expect(spelljammer.monsters!.resolve!(secret(90, 'need 122 − half target DEF (ask the GM)').entry!, 40, {}).outcome).toBe('hit');
  });

  it('terms on the target\'s side that do not depend on its DEF travel in the SC (target encumbered: DEF 10 lower)', () => {
    expect(summaryOf({ targetEncumbered: true })).toBe('need 122 − target DEF (ask the GM)');
  });
});

describe('000 Ambush: the ambushed side on the surprise round', () => {
  const attacks = (ambushed: string) => planOf(inputFor('Derrick', {}, { ambushed })).actions.filter((a) => a.kind === 'attack').length;
  it('"1x PER ... Can attack back normally"; "2x PER ... can attack back once"; 3x or worse is surprised', () => {
    expect(attacks('no')).toBe(2);
    expect(attacks('1x')).toBe(2);
    expect(attacks('2x')).toBe(1);
    expect(attacks('3x')).toBe(0);
    expect(planOf(inputFor('Derrick', {}, { ambushed: '2x' })).lost.find((n) => n.label === 'Ambush (2x PER)')).toMatchObject({ source: '000 Ambush' });
  });
});

describe('000 Careful Aim: "It takes one combat action to take Careful Aim"', () => {
  const archer = (declaration: Values, state?: Values) => inputFor('Derrick', { attacksPerRound: 1 }, { weapon: '1', carefulAim: true, movement: 'none', targetDef: 40, ...declaration }, {}, state);
  it('a one-attack archer who aims has no shot this round, and the aim counts for next round\'s shot (+15, no attack lost again)', () => {
    const first = archer({});
    expect(planOf(first).actions.some((a) => a.kind === 'attack')).toBe(false);
    const r = spelljammer.roll(planOf(first), scriptedDice([]), 0, first);
    expect(r.nextState).toMatchObject({ aimedWeapon: 1 });
    const next = planOf(archer({}, r.nextState));
    const shot = next.actions.find((a) => a.kind === 'attack')!;
    expect(shot.check!.modifiers.find((m) => m.label === 'Careful aim')!.value).toBe(15);
    expect(next.notes.find((n) => n.label === 'Aimed last round')).toMatchObject({ source: '000 Careful Aim' });
    // The shot taken, nothing is carried further.
    expect(spelljammer.roll(next, scriptedDice([5, 50, 4]), 0, archer({}, r.nextState)).nextState).toMatchObject({ aimedWeapon: -1 });
  });
  it('table option: the aim is lost with the round', () => {
    const first = { ...archer({}), options: { ...archer({}).options, carryOver: 'lost' } };
    expect(spelljammer.roll(planOf(first), scriptedDice([]), 0, first).nextState).toMatchObject({ aimedWeapon: -1 });
  });
});

describe('000 Draw Weapon: "two actions that each have a -5 initiative modifier, you also lose an action"', () => {
  it('a one-attack fighter who draws while moving has no attack, and the sword is in hand next round (no -5)', () => {
    const first = inputFor('Derrick', { attacksPerRound: 1 }, { draw: 'draw', movement: 'move', targetDef: 40 });
    expect(planOf(first).actions.some((a) => a.kind === 'attack')).toBe(false);
    const r = spelljammer.roll(planOf(first), scriptedDice([]), 0, first);
    expect(r.nextState).toMatchObject({ drawnWeapon: 0 });
    const next = planOf(inputFor('Derrick', { attacksPerRound: 1 }, { draw: 'draw', movement: 'free', targetDef: 40 }, {}, r.nextState));
    const a = next.actions.find((x) => x.kind === 'attack')!;
    expect(a.timing.kind === 'initiative' && a.timing.modifiers.some((m) => m.label === 'Draw weapon')).toBe(false);
    expect(next.notes.find((n) => n.label === 'Drawn last round')).toMatchObject({ source: '000 Draw Weapon' });
  });
});

describe('000 Action Declaration: "If a spell caster is hit with an attack while casting a spell, the spell might be interrupted"', () => {
  it('Harlan\'s round keeps the spell being cast; a hit while casting tells the GM it might be interrupted', () => {
    const input = inputFor('Harlan');
    const r = spelljammer.roll(planOf(input), scriptedDice([9]), 0, input);
    expect(r.nextState).toMatchObject({ casting: 'Bolt of Energy (SK rank 8)', castFrom: 10 });
    const during = rules.takeHit({ sheet: input.sheet, options: input.options, state: r.nextState }, { damage: 3, outcome: 'hit', tags: ['melee'], armour: 'yes' }, scriptedDice([]));
    expect(during.notes.find((n) => n.label === 'Hit while casting')).toMatchObject({ gm: true, source: '000 Action Declaration' });
    const passed = rules.nextRound({ sheet: input.sheet, options: input.options, state: r.nextState }, scriptedDice([])).state;
    expect(passed).toMatchObject({ casting: '', castFrom: null, castOn: null });
  });
});
