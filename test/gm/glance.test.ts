import { describe, expect, it } from 'vitest';
import { buildOrderView, damageText } from '../../src/ui/gm/order-view';
import { emptyRound, ingestResult, type GmRound } from '../../src/ui/gm/round';
import { attack, countdown, lookup, result } from './fixtures';

function take(...results: ReturnType<typeof result>[]): GmRound {
  return results.reduce((s, r) => ingestResult(s, r, lookup).state, emptyRound());
}
const firstRow = (r: GmRound) => buildOrderView(r.results, countdown).sections[0]!.groups[0]!.rows[0]!;

describe('a row of the GM\'s order folded to a glance', () => {
  it('says each fact of the damage once', () => {
    expect(damageText({ faces: [4, 4], total: 8, armour: 'no', text: '8 damage (doubled), PROT ignored' }, 'PROT')).toBe('8 damage (doubled), PROT ignored');
    expect(damageText({ faces: [7, 4], total: 22, armour: 'no', text: '×2' }, 'PROT')).toBe('22 damage · ×2 · ignores PROT');
    expect(damageText({ faces: [5], total: 5, armour: 'yes' }, 'PROT')).toBe('5 damage');
  });

  it('gives a hit its word and its damage, and a miss its word alone', () => {
    expect(firstRow(take(result('Aria', 1, [attack('a1', 'Longsword', 8)]))).glance).toEqual({ word: 'Hit', figure: '9 damage' });
    const miss = attack('a1', 'Longsword', 8, { check: { face: 90, need: 72, bonus: 0, outcome: 'miss', label: 'Miss', tone: 0 } });
    expect(firstRow(take(result('Aria', 1, [miss]))).glance).toEqual({ word: 'Miss' });
  });

  it('flags a roll against a secret defence for the GM to resolve, with the roll and its need', () => {
    const secret = attack('a1', 'Bite', 5, {
      summary: 'need 70 − target DEF (ask the GM)',
      check: { face: 11, need: null, bonus: 0, outcome: 'unknown', label: 'The GM resolves it', tone: 0 },
      damage: { faces: [6], total: 6, armour: 'yes' },
    });
    expect(firstRow(take(result('Wolf', 1, [secret]))).glance).toEqual({ figure: 'rolled 11 · need 70 − DEF', flag: 'resolve' });
  });

  it('keeps the word of a hit whose rest the GM decides, flagged', () => {
    const hit = attack('a1', 'Shortbow', 7, {
      check: { face: 3, need: null, bonus: 0, outcome: 'unknown', label: "Hit: the GM's DEF decides if critical", tone: 1 },
      damage: { faces: [4], total: 4, armour: 'yes' },
    });
    expect(firstRow(take(result('Archer', 1, [hit]))).glance).toEqual({ word: 'Hit', figure: '4 damage', flag: 'resolve' });
  });

  it('flags an entry with a GM\'s call, and shows no figure for an action without a roll', () => {
    const spell = { id: 's', kind: 'spell' as const, label: 'Bolt of Energy', summary: 'Starts on 10, goes off on 4',
      timing: { faces: [2], total: 4, order: [4], phase: 'movement', text: '' },
      notes: [{ label: 'Casting', text: 'If you are hit while casting the spell may be lost.', gm: true }] };
    expect(firstRow(take(result('Harlan', 1, [spell]))).glance).toEqual({ flag: 'call' });
  });
});
