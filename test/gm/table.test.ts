import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/engine/dice';
import type { GmRound, RulesetInfo } from '../../src/ui/gm/round';
import { createGmModel } from '../../src/ui/gm/model';
import { readStoredRound, toStoredRound } from '../../src/ui/gm/stored';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { attack, countdown, phases, result } from './fixtures';

const withMonsters: RulesetInfo = { ...countdown, combatant: spelljammer.combatant!, optionsSchema: spelljammer.optionsSchema };
const turns: RulesetInfo = { id: 'zones-factions', name: 'Zones and factions', order: 'turns', phases: [] };
const plain: RulesetInfo = { id: 'bcb-d20', name: 'd20 with Base Combat Bonus', order: 'countdown', phases: [] };
const lookup = (id: string) => [withMonsters, turns, plain].find((r) => r.id === id);

function model(faces: number[] = [], now = 1000) {
  const saved: unknown[] = [];
  const m = createGmModel({ lookup, save: async (r) => { saved.push(r); }, dice: scriptedDice(faces), now: () => now });
  return { m, saved };
}
const whens = (m: ReturnType<typeof model>['m']) => m.order.value.sections.flatMap((s) => s.groups.map((g) => `${g.when}:${g.rows.map((r) => r.who).join('+')}`));

describe('the GM\'s own combatants', () => {
  it('rolls a goblin group once with the ruleset\'s own rules and merges it into the players\' count', () => {
    const { m } = model([6, 3]);
    m.ingest(result('Aria', 1000, [attack('a1', 'Longsword', 8)]));
    m.addCombatant({ name: 'Goblin', side: 'Monsters', count: 6, values: { im: 2, attacks: 2, initMod: 0 } });
    expect(whens(m)).toEqual(['8:Aria+Goblin ×6', '5:Goblin ×6']);
    expect(m.order.value.sections[0]!.groups[0]!.simultaneous).toBe(true);
  });

  it('tells two combatants of the same name apart in the order: "Orc" and "Orc (2)"', () => {
    const { m } = model();
    m.setSystem('bcb-d20');
    m.addCombatant({ name: 'Orc', side: 'Monsters', count: 1, values: { initiative: 9 } });
    m.addCombatant({ name: 'Orc ', side: 'Monsters', count: 3, values: { initiative: 4 } });
    expect(whens(m)).toEqual(['9:Orc', '4:Orc (2) ×3']);
    expect(m.round.value.combatants!.map((c) => c.name)).toEqual(['Orc', 'Orc']);
  });

  it('asks for a plain number where the ruleset has no monster rules, and re-rolls after an edit', () => {
    const { m } = model();
    m.setSystem('bcb-d20');
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 1, values: { initiative: 4 } });
    expect(whens(m)).toEqual(['4:Ogre']);
    m.updateCombatant(id, { name: 'Ogre chief', side: 'Monsters', count: 1, values: { initiative: 9 } });
    expect(whens(m)).toEqual(['9:Ogre chief']);
    m.removeCombatant(id);
    expect(m.order.value.count).toBe(0);
  });
});

describe('the GM\'s marks on entries', () => {
  function table() {
    const { m } = model();
    m.ingest(result('Aria', 1000, [attack('a1', 'Longsword', 8)]));
    m.ingest(result('Brak', 1000, [attack('a1', 'Bow', 5)]));
    m.ingest(result('Cyn', 1000, [attack('a1', 'Dagger', 3)]));
    return m;
  }

  it('delays an entry to a later count and says so', () => {
    const m = table();
    m.mark('p:aria/a1', { at: 2 });
    expect(whens(m)).toEqual(['5:Brak', '3:Cyn', '2:Aria']);
    expect(m.order.value.sections[0]!.groups[2]!.rows[0]!.moved).toBe('Delayed from 8');
  });

  it('puts "acts on X\'s number" with X, as simultaneous', () => {
    const m = table();
    m.mark('p:cyn/a1', { actsOn: 'p:brak/a1' });
    expect(whens(m)).toEqual(['8:Aria', '5:Brak+Cyn']);
  });

  it('holds an action out of the order until placed, and moves stunned attacks to the lost part', () => {
    const m = table();
    m.mark('p:aria/a1', { held: true });
    m.mark('p:brak/a1', { stunned: true });
    expect(m.order.value.held.map((r) => r.who)).toEqual(['Aria']);
    const lost = m.order.value.sections.at(-1)!;
    expect(lost.lost).toBe(true);
    expect(lost.groups[0]!.rows[0]).toMatchObject({ who: 'Brak', when: '5', moved: 'Stunned' });
    m.mark('p:aria/a1', { held: false, at: 4 });
    expect(whens(m).slice(0, 2)).toEqual(['4:Aria', '3:Cyn']);
  });

  it('removes an entry (and brings it back), and shows the GM\'s own note on it', () => {
    const m = table();
    m.mark('p:cyn/a1', { removed: true });
    m.mark('p:aria/a1', { note: 'roll on the grievous table' });
    expect(whens(m)).toEqual(['8:Aria', '5:Brak']);
    expect(m.order.value.sections[0]!.groups[0]!.rows[0]!.notes).toContainEqual({ text: 'Your note: roll on the grievous table', gm: true });
    expect(m.order.value.removed.map((r) => r.who)).toEqual(['Cyn']);
    m.mark('p:cyn/a1', { removed: false });
    expect(whens(m)).toEqual(['8:Aria', '5:Brak', '3:Cyn']);
  });
});

describe('now acting and rounds', () => {
  it('walks the "now acting" marker down the order, one group per tap, skipping lost actions', () => {
    const { m } = model();
    m.ingest(result('Aria', 1000, [attack('a1', 'Longsword', 8), attack('a2', 'Longsword', -7)]));
    m.ingest(result('Brak', 1000, [attack('a1', 'Bow', 5)]));
    m.step(1);
    expect(m.round.value.now).toBe('8');
    m.step(1);
    expect(m.round.value.now).toBe('5');
    m.step(1);
    expect(m.round.value.now).toBeNull();
    expect(m.message.value?.text).toBe('Everyone in the order has acted.');
  });

  it('keeps a monster added after "Next round" in the order when that round is undone', () => {
    const { m } = model();
    m.setSystem('bcb-d20');
    m.ingest(result('Aria', 1000, [attack('a1', 'Longsword', 8)], 'bcb-d20'));
    m.startNextRound();
    m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 1, values: { initiative: 4 } });
    m.undoNextRound();
    expect(m.round.value.round).toBe(1);
    expect(whens(m)).toEqual(['8:Aria', '4:Ogre']);
  });

  it('goes on from the count it stood at when the GM delays the group now acting', () => {
    const { m } = model();
    m.ingest(result('Aria', 1000, [attack('a1', 'Longsword', 8)]));
    m.ingest(result('Brak', 1000, [attack('a1', 'Bow', 5)]));
    m.ingest(result('Cyn', 1000, [attack('a1', 'Dagger', 3)]));
    m.step(1);
    m.step(1);
    expect(m.round.value.now).toBe('5');
    m.mark('p:brak/a1', { at: 2 });
    m.step(1);
    expect(m.round.value.now).toBe('3');
    m.step(1);
    expect(m.round.value.now).toBe('2');
    m.mark('p:brak/a1', { stunned: true });
    m.step(-1);
    expect(m.round.value.now).toBe('3');
  });

  it('keeps the combatants for the next round, rolls them again, logs the round and carries held actions', () => {
    const { m, saved } = model([4, 7]);
    m.ingest(result('Aria', 1000, [attack('a1', 'Longsword', 8)]));
    m.addCombatant({ name: 'Orc', side: 'Monsters', count: 1, values: { im: 0, attacks: 1, initMod: 0 } });
    m.mark('p:aria/a1', { held: true });
    m.startNextRound();
    const r = m.round.value;
    expect(r).toMatchObject({ round: 2, results: [], carried: [{ from: 1, who: 'Aria', text: 'Held: Longsword' }] });
    expect(r.log).toEqual([{ round: 1, at: 1000, lines: ['4 · Orc: Attack', 'Held · Aria: Longsword (Hit, 9 damage) [Held]'] }]);
    expect(whens(m)).toEqual(['7:Orc']);
    expect(readStoredRound(structuredClone(toStoredRound(saved.at(-1) as typeof r, 1)))).toEqual({ ok: true, value: r });
    m.undoNextRound();
    expect(m.round.value.round).toBe(1);
    expect(m.round.value.log).toBeUndefined();
  });
});

describe('the turn board on the GM screen (zones and factions)', () => {
  it('puts players and each member of a group on the board; sides alternate and the round ends on passes', () => {
    const { m } = model();
    m.ingest(result('Sybilla', 1000, [{ id: 'a1', kind: 'attack', label: 'Musket' }], 'zones-factions'));
    m.addCombatant({ name: 'Bandit', side: 'Bandits', count: 2, values: {} });
    expect(m.members.value.map((x) => `${x.faction}:${x.who}`)).toEqual(['Players:Sybilla', 'Bandits:Bandit 1', 'Bandits:Bandit 2']);
    expect(m.order.value.untimed.map((r) => r.who)).toEqual(['Sybilla', 'Bandit ×2']);
    m.boardActions.chooseFirst('Bandits');
    m.boardActions.take('Bandit 1');
    m.boardActions.take('Sybilla');
    expect(m.turns.value.toAct).toBe('Bandits');
    m.boardActions.take('Sybilla');
    expect(m.message.value?.text).toBe('It is the turn of Bandits, but Sybilla is of Players.');
    m.boardActions.pass();
    expect(m.turns.value.ended).toBe(true);
    expect(m.message.value?.text).toBe('Every side passed in a row: the round is over.');
    m.startNextRound();
    expect(m.round.value.log![0]!.lines.slice(0, 4)).toEqual(['Bandits: Bandit 1', 'Players: Sybilla', 'Bandits pass', 'Players pass (nobody left)']);
    expect(m.turns.value.toAct).toBeNull();
  });
});

describe('the turn board when its characters change', () => {
  it('passes by itself for a side whose last character the GM removed, as the rules force', () => {
    const { m } = model();
    m.ingest(result('Sybilla', 1000, [{ id: 'a1', kind: 'attack', label: 'Musket' }], 'zones-factions'));
    m.ingest(result('Theobald', 1000, [{ id: 'a1', kind: 'attack', label: 'Sword' }], 'zones-factions'));
    m.addCombatant({ name: 'Bandit', side: 'Bandits', count: 1, values: {} });
    const leader = m.addCombatant({ name: 'Bandit leader', side: 'Bandits', count: 1, values: {} });
    m.boardActions.chooseFirst('Bandits');
    m.boardActions.take('Bandit');
    m.boardActions.take('Sybilla');
    m.removeCombatant(leader);
    expect(m.turns.value).toMatchObject({ toAct: 'Players', ready: ['Theobald'], passesInRow: 1 });
    expect(m.board.value.moves.at(-1)).toEqual({ kind: 'pass', faction: 'Bandits', forced: true });
  });
});

describe('characters out of the fight on the turn board', () => {
  it('takes a goblin of a group out: it gets no turn, the side passes when the rest have acted, and it stays out next round and after a reload', () => {
    const { m, saved } = model();
    m.ingest(result('Sybilla', 1000, [{ id: 'a1', kind: 'attack', label: 'Musket' }], 'zones-factions'));
    m.ingest(result('Theobald', 1000, [{ id: 'a1', kind: 'attack', label: 'Sword' }], 'zones-factions'));
    m.addCombatant({ name: 'Goblin', side: 'Goblins', count: 2, values: {} });
    m.boardActions.out('Goblin 2', true);
    expect(m.message.value?.text).toBe('Goblin 2 is out of the fight.');
    m.boardActions.chooseFirst('Goblins');
    expect(m.turns.value.ready).toEqual(['Goblin 1']);
    m.boardActions.take('Goblin 1');
    m.boardActions.take('Sybilla');
    expect(m.turns.value).toMatchObject({ toAct: 'Players', ready: ['Theobald'], passesInRow: 1 });
    m.startNextRound();
    expect(m.board.value.out).toEqual(['Goblin 2']);
    const back = readStoredRound(structuredClone(toStoredRound(saved.at(-1) as GmRound, 1)));
    expect(back.ok && back.value.board?.out).toEqual(['Goblin 2']);
  });
});

describe('a move on the board stays with the character who made it when names change', () => {
  function board() {
    const { m } = model();
    m.setSystem('zones-factions');
    m.ingest(result('Sybilla', 1000, [{ id: 'a1', kind: 'attack', label: 'Musket' }], 'zones-factions'));
    return m;
  }

  it('renaming a group mid-round keeps who has acted', () => {
    const m = board();
    const id = m.addCombatant({ name: 'Bandit', side: 'Bandits', count: 2, values: {} });
    m.boardActions.chooseFirst('Bandits');
    m.boardActions.take('Bandit 1');
    m.boardActions.take('Sybilla');
    m.updateCombatant(id, { name: 'Brigand', side: 'Bandits', count: 2, values: {} });
    expect(m.turns.value).toMatchObject({ toAct: 'Bandits', used: ['Brigand 1', 'Sybilla'], ready: ['Brigand 2'] });
  });

  it('removing an orc who acted does not use up the other orc\'s turn, now called "Orc"', () => {
    const m = board();
    const first = m.addCombatant({ name: 'Orc', side: 'Orcs', count: 1, values: {} });
    m.addCombatant({ name: 'Orc', side: 'Orcs', count: 1, values: {} });
    m.boardActions.chooseFirst('Orcs');
    m.boardActions.take('Orc');
    m.boardActions.take('Sybilla');
    m.removeCombatant(first);
    expect(m.turns.value).toMatchObject({ toAct: 'Orcs', used: ['Orc (removed)', 'Sybilla'], ready: ['Orc'] });
  });

  it('a player arriving with a monster\'s name leaves the monster\'s turn with the monster', () => {
    const m = board();
    m.addCombatant({ name: 'Orc', side: 'Orcs', count: 1, values: {} });
    m.boardActions.chooseFirst('Orcs');
    m.boardActions.take('Orc');
    m.ingest(result('Orc', 1000, [{ id: 'a1', kind: 'attack', label: 'Axe' }], 'zones-factions'));
    expect(m.turns.value).toMatchObject({ toAct: 'Players', used: ['Orc (2)'], ready: ['Sybilla', 'Orc'] });
  });
});

describe('the turn board keeps apart characters of the same name', () => {
  it('names a second "Orc" "Orc (2)", so one orc\'s turn does not use up the other\'s', () => {
    const { m } = model();
    m.ingest(result('Orc', 1000, [{ id: 'a1', kind: 'attack', label: 'Axe' }], 'zones-factions'));
    m.addCombatant({ name: 'Orc', side: 'Monsters', count: 1, values: {} });
    m.addCombatant({ name: 'orc', side: 'Monsters', count: 1, values: {} });
    m.addCombatant({ name: 'Goblin', side: 'Monsters', count: 2, values: {} });
    m.addCombatant({ name: 'Goblin 1', side: 'Monsters', count: 1, values: {} });
    expect(m.members.value.map((x) => x.who)).toEqual(['Orc', 'Orc (2)', 'orc (3)', 'Goblin 1', 'Goblin 2', 'Goblin 1 (2)']);
    m.boardActions.chooseFirst('Monsters');
    m.boardActions.take('Orc (2)');
    m.boardActions.take('Orc');
    expect(m.turns.value).toMatchObject({ toAct: 'Monsters', used: ['Orc (2)', 'Orc'], ready: ['orc (3)', 'Goblin 1', 'Goblin 2', 'Goblin 1 (2)'] });
  });
});

it('uses Spelljammer-like phases in these tests', () => expect(phases.length).toBe(4));
