import { describe, expect, it } from 'vitest';
import { chooseFirst, newTurnBoard, nextTurnRound, passTurn, react, setOut, takeTurn, turnStatus, undoMove, TurnError, type TurnBoard, type TurnMember } from '../../src/engine/turns';

// 004 Combat, the worked example: three player characters against three bandits and their leader; the bandits started the fight.
const members: TurnMember[] = [
  { who: 'Balthasar', faction: 'Players' }, { who: 'Sybilla', faction: 'Players' }, { who: 'Theobald', faction: 'Players' },
  { who: 'Bandit leader', faction: 'Bandits' }, { who: 'Bandit 1', faction: 'Bandits' }, { who: 'Bandit 2', faction: 'Bandits' }, { who: 'Bandit 3', faction: 'Bandits' },
];

type Step = ['turn', string] | ['pass'] | ['react', string];
function play(board: TurnBoard, steps: Step[]): TurnBoard {
  return steps.reduce((b, s) => (s[0] === 'turn' ? takeTurn(b, s[1], members) : s[0] === 'pass' ? passTurn(b, members) : react(b, s[1], members)), board);
}

describe('the turn board (004 Combat)', () => {
  const start = chooseFirst(newTurnBoard('Bandits'), 'Bandits', members);

  it('lets the faction holding the initiative choose who starts', () => {
    expect(turnStatus(newTurnBoard('Bandits'), members).toAct).toBeNull();
    expect(turnStatus(start, members)).toMatchObject({ toAct: 'Bandits', factions: ['Bandits', 'Players'] });
    expect(turnStatus(chooseFirst(newTurnBoard('Bandits'), 'Players', members), members).toAct).toBe('Players');
  });

  it('alternates the factions, one character or a pass each turn', () => {
    const b = play(start, [['turn', 'Bandit leader'], ['turn', 'Sybilla']]);
    expect(turnStatus(b, members)).toMatchObject({ toAct: 'Bandits', used: ['Bandit leader', 'Sybilla'] });
    expect(() => takeTurn(b, 'Theobald', members)).toThrow(new TurnError("It is the turn of Bandits, but Theobald is of Players."));
  });

  it('does not end the round on one pass when the other faction goes on acting', () => {
    const b = play(start, [['turn', 'Bandit leader'], ['turn', 'Sybilla'], ['turn', 'Bandit 1'], ['pass'], ['turn', 'Bandit 2']]);
    expect(turnStatus(b, members)).toMatchObject({ toAct: 'Players', passesInRow: 0, ended: false });
  });

  it('plays the text\'s round to its end: forced passes once a side has nobody left, the round ends on consecutive passes', () => {
    const b = play(start, [['turn', 'Bandit leader'], ['turn', 'Sybilla'], ['turn', 'Bandit 1'], ['pass'], ['turn', 'Bandit 2'],
      ['turn', 'Balthasar'], ['turn', 'Bandit 3'], ['turn', 'Theobald']]);
    const s = turnStatus(b, members);
    expect(s.ended).toBe(true);
    expect(b.moves.slice(-2)).toEqual([{ kind: 'pass', faction: 'Bandits', forced: true }, { kind: 'pass', faction: 'Players', forced: true }]);
    expect(() => passTurn(b, members)).toThrow(/round has ended/);
  });

  it('ends the round when both factions pass in a row with characters left', () => {
    const b = play(start, [['turn', 'Bandit leader'], ['pass'], ['pass']]);
    expect(turnStatus(b, members).ended).toBe(true);
  });

  it('lets each character act once a round; a reaction uses up the turn but keeps whose turn it is', () => {
    const b = play(start, [['turn', 'Bandit leader'], ['react', 'Bandit 1']]);
    expect(turnStatus(b, members)).toMatchObject({ toAct: 'Players', used: ['Bandit leader', 'Bandit 1'] });
    const c = play(b, [['turn', 'Sybilla']]);
    expect(turnStatus(c, members).ready).toEqual(['Bandit 2', 'Bandit 3']);
    expect(() => takeTurn(play(c, [['turn', 'Bandit 2'], ['turn', 'Theobald']]), 'Bandit 2', members)).toThrow(/already acted/);
  });

  it('undoing a move keeps the forced passes made before it: the side with nobody left does not get the turn back', () => {
    // The bandits run out first: each of the players' last turns is followed by a forced bandit pass.
    const b = play(start, [['turn', 'Bandit leader'], ['turn', 'Sybilla'], ['turn', 'Bandit 1'], ['pass'], ['turn', 'Bandit 2'], ['pass'],
      ['turn', 'Bandit 3'], ['turn', 'Balthasar'], ['turn', 'Theobald']]);
    expect(turnStatus(b, members).ended).toBe(true);
    const u = undoMove(b);
    expect(u.moves.slice(-2)).toEqual([{ kind: 'turn', faction: 'Players', who: 'Balthasar' }, { kind: 'pass', faction: 'Bandits', forced: true }]);
    expect(turnStatus(u, members)).toMatchObject({ toAct: 'Players', ready: ['Theobald'], ended: false });
  });

  it('skips characters out of the fight; a side with nobody left in it passes by itself, from round to round', () => {
    // Bandits 2 and 3 are down before the bandit leader's turn: when he has acted, the bandits have nobody left.
    let b = setOut(setOut(start, 'Bandit 2', true, members), 'Bandit 3', true, members);
    expect(turnStatus(b, members).ready).toEqual(['Bandit leader', 'Bandit 1']);
    expect(() => takeTurn(b, 'Bandit 2', members)).toThrow(/out of the fight/);
    expect(() => react(b, 'Bandit 3', members)).toThrow(/out of the fight/);
    b = play(b, [['turn', 'Bandit leader'], ['turn', 'Sybilla']]);
    b = setOut(b, 'Bandit 1', true, members);
    expect(b.moves.at(-1)).toEqual({ kind: 'pass', faction: 'Bandits', forced: true });
    expect(turnStatus(b, members).toAct).toBe('Players');
    const next = nextTurnRound(b);
    expect(next.out).toEqual(['Bandit 2', 'Bandit 3', 'Bandit 1']);
    expect(turnStatus(setOut(chooseFirst(next, 'Bandits', members), 'Bandit 1', false, members), members).ready).toEqual(['Bandit leader', 'Bandit 1']);
  });

  it('takes back the last move, and starts the next round fresh with the same initiative holder', () => {
    const b = play(start, [['turn', 'Bandit leader'], ['turn', 'Sybilla']]);
    expect(undoMove(b).moves).toEqual([{ kind: 'turn', faction: 'Bandits', who: 'Bandit leader' }]);
    expect(undoMove(undoMove(undoMove(b)))).toEqual(newTurnBoard('Bandits'));
    expect(nextTurnRound(b)).toEqual({ initiative: 'Bandits', first: null, moves: [] });
  });
});
