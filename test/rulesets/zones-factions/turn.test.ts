import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { PlanInput, Stat } from '../../../src/engine/ruleset';
import { zonesFactions } from '../../../src/rulesets/zones-factions';
import { inputFor, planOf, stat } from './helpers';

const rollOf = (input: PlanInput, faces: number[]) => zonesFactions.roll(zonesFactions.plan(input), scriptedDice(faces), 0, input);
const theo = (decl: Record<string, unknown>, state?: Record<string, unknown>) => inputFor('Theobald', {}, { bonus: false, ...decl } as never, {}, state as never);
const values = (p: { status: readonly Stat[] }) => Object.fromEntries(p.status.map((s) => [s.label, s.value]));

describe('A turn: full move, or half move with a main and a bonus action (004 Taking a turn)', () => {
  it('declaring nothing keeps the turn open, and the phone says what a turn allows', () => {
    const p = planOf(theo({ move: 'none', main: 'none' }));
    expect(p.actions).toEqual([]);
    expect(stat(p.status, 'Turn')?.text).toBe('not taken yet');
    expect(stat(p.status, 'Reactions spent')?.text).toBe('1 left this round');
    expect(p.notes.some((n) => n.label === 'A turn' && /2 zones \(4 sprinting\)/.test(n.text))).toBe(true);
  });

  it('half move, attack and a bonus action use the whole turn', () => {
    const p = planOf(theo({ move: 'half', main: 'attack', bonus: true }));
    expect(p.actions.map((a) => a.id)).toEqual(['move', 'attack', 'bonus']);
    expect(values(p)).toMatchObject({ Turn: 1, 'Zones moved': 1, 'Main actions left': 0, 'Bonus actions left': 0 });
    expect(p.actions.every((a) => a.timing.kind === 'turn')).toBe(true);
  });

  it('a full move (4 zones sprinting) leaves no actions: the declared attack is lost with why', () => {
    const p = planOf(theo({ move: 'full', sprint: true, main: 'attack' }));
    expect(p.actions.map((a) => a.label)).toEqual(['Move 4 zones (sprinting)']);
    expect(p.lost[0]!.text).toMatch(/full move leaves no actions/);
  });

  it('two bonus actions in place of the main action', () => {
    const p = planOf(theo({ move: 'half', main: 'bonus', bonus: true }));
    expect(p.actions.map((a) => a.label)).toEqual(['Move 1 zone', 'Two bonus actions']);
  });

  it('a turn split over two declarations: move first, then attack; then nothing is left', () => {
    const moved = rollOf(theo({ move: 'half', main: 'none' }), []);
    expect(values(moved)).toMatchObject({ 'Zones moved': 1, 'Main actions left': 1 });
    expect(stat(moved.status, 'Turn')?.text).toBe('taken by this declaration (finish it before the next faction acts)');
    const attack = theo({ move: 'half', main: 'attack' }, moved.nextState);
    const p = planOf(attack);
    expect(stat(p.status, 'Turn')?.text).toBe('taken (finish it before the next faction acts)');
    expect(p.actions.map((a) => a.id)).toEqual(['attack']);
    expect(p.lost[0]!.text).toMatch(/Only 0 of 1 zones/);
    const done = rollOf(attack, [3]);
    const third = planOf(theo({ move: 'none', main: 'attack' }, done.nextState));
    expect(third.actions).toEqual([]);
    expect(third.lost[0]!.text).toMatch(/already used this turn/);
    expect(third.notes.find((n) => n.label === 'New round?')?.text).toMatch(/raise the Round number/);
  });

  it('a full move in one declaration leaves no actions for a later one in the same turn (2 zones, not sprinting)', () => {
    const moved = rollOf(theo({ move: 'full', main: 'none' }), []);
    expect(values(moved)).toMatchObject({ 'Zones moved': 2, 'Main actions left': 0, 'Bonus actions left': 0 });
    const p = planOf(theo({ move: 'none', main: 'attack', bonus: true }, moved.nextState));
    expect(p.actions).toEqual([]);
    expect(p.lost.map((l) => l.label)).toEqual(['Main action', 'Bonus action']);
    expect(p.lost[0]!.text).toMatch(/already moved 2 zones this turn: a full move leaves no actions/);
  });

  it('2 zones sprinting is still half speed: the attack may follow in a later declaration', () => {
    const moved = rollOf(theo({ move: 'half', sprint: true, main: 'none' }), []);
    expect(values(moved)).toMatchObject({ 'Zones moved': 2, 'Main actions left': 1 });
    const p = planOf(theo({ move: 'none', main: 'attack' }, moved.nextState));
    expect(p.actions.map((a) => a.id)).toEqual(['attack']);
    expect(p.lost).toEqual([]);
  });

  it('an attack that cannot be made does not use the main action', () => {
    const p = planOf(inputFor('Sybilla', {}, { move: 'half', main: 'attack', weapon: '0', distance: 20, bonus: false } as never));
    expect(p.actions.map((a) => a.id)).toEqual(['move']);
    expect(p.lost[0]!.text).toMatch(/beyond your reach/);
    expect(values(p)).toMatchObject({ 'Main actions left': 1, 'Zones moved': 1 });
  });

  it('a new round number starts a fresh turn', () => {
    const done = rollOf(theo({ move: 'half', main: 'attack' }), [3]);
    const next = planOf(theo({ round: 2, move: 'half', main: 'attack' }, done.nextState));
    expect(next.lost).toEqual([]);
    expect(values(next)).toMatchObject({ Round: 2, 'Zones moved': 1 });
  });

  it('a grabbed character can only try to break free, with a STR save, as its whole turn', () => {
    const p = planOf(theo({ grabbed: true, main: 'attack' }));
    expect(p.actions).toEqual([]);
    expect(p.lost[0]!.text).toMatch(/only be spent trying to break free/);
    const b = planOf(theo({ grabbed: true, main: 'break-free', move: 'none' }));
    expect(b.actions[0]).toMatchObject({ id: 'break-free', check: { need: 13 } });
  });

  it('surrendering spends the whole turn', () => {
    const p = planOf(theo({ main: 'surrender', move: 'half' }));
    expect(p.actions.map((a) => a.id)).toEqual(['surrender']);
    expect(values(p)).toMatchObject({ 'Zones moved': 0, 'Main actions left': 0, 'Bonus actions left': 0 });
  });

  it('riders cannot act while their mount moves at full speed', () => {
    expect(planOf(theo({ mounted: true, mountFullSpeed: true, main: 'attack' })).actions).toEqual([]);
  });

  it('entries carry no timing: the GM\'s turn board orders the factions', () => {
    const r = rollOf(theo({ move: 'half', main: 'attack', bonus: true }), [3]);
    expect(r.entries.every((e) => e.timing === undefined)).toBe(true);
    expect(zonesFactions.order).toBe('turns');
  });
});
