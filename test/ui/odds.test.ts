import { describe, expect, it } from 'vitest';
import { bandsFromFaces } from '../../src/engine/check';
import { distOf } from '../../src/engine/dist';
import { addBonus, parseDice } from '../../src/engine/notation';
import type { TimingPlan } from '../../src/engine/ruleset';
import { facesText, hitChances, initiativeText, mergedBands, needLine, pct, phaseOdds, phaseWord } from '../../src/ui/player/odds';

const phases = [
  { id: 'pre-movement', label: 'Before movement (above 10)', from: 1000, to: 11 },
  { id: 'movement', label: 'Movement (10 to 1)', from: 10, to: 1 },
  { id: 'post-movement', label: 'After movement (0 to -5)', from: 0, to: -5 },
  { id: 'lost', label: 'Lost (-6 or lower)', from: -6, to: -1000 },
];

// SC 112 vs DEF 40: 72 or less hits, 11 or less critical, 4 or less grievous; 96-100 always miss.
const styles = { grievous: { label: 'Grievous', tone: 3 }, critical: { label: 'Critical hit', tone: 2 }, hit: { label: 'Hit', tone: 1 }, miss: { label: 'Miss', tone: 0 } } as const;
const bands = bandsFromFaces(100, (f) => (f >= 96 ? { outcome: 'miss', automatic: true } : f === 1 ? { outcome: 'grievous', automatic: true }
  : f <= 4 ? { outcome: 'grievous' } : f <= 11 ? { outcome: 'critical' } : f <= 72 ? { outcome: 'hit' } : { outcome: 'miss' }), styles);

describe('odds text', () => {
  it('percentages read as whole numbers where exact, with a decimal otherwise', () => {
    expect(pct({ num: 61, den: 100 })).toBe('61%');
    expect(pct({ num: 1, den: 8 })).toBe('12.5%');
    expect(pct({ num: 0, den: 1 })).toBe('0%');
    expect(pct({ num: 1, den: 10000 })).toBe('<0.1%');
  });

  it('bands of SC 112 vs DEF 40 read "Grievous ≤04 4% · Critical ≤11 7% · Hit 61% · Miss 28%"', () => {
    const merged = mergedBands(bands);
    expect(merged.map((b) => `${b.label} ${facesText(b.faces, 100)} ${pct(b.p)}`)).toEqual([
      'Grievous ≤04 4%', 'Critical hit 05–11 7%', 'Hit 12–72 61%', 'Miss 73–100 28%',
    ]);
    expect(hitChances(bands)).toEqual({ hit: 72, strong: 11 });
  });

  it('initiative 1d10+2 with a -5 modifier shows the modifier when the distribution includes it', () => {
    const expr = parseDice('1d10+2');
    const mods = [{ label: 'Half move', value: -5 }];
    const withMods: TimingPlan = { kind: 'initiative', expr, modifiers: mods, dist: distOf(addBonus(expr, -5)) };
    expect(initiativeText(withMods)).toBe('1d10+2 \u22125');
    const folded: TimingPlan = { kind: 'initiative', expr: addBonus(expr, -5), modifiers: mods, dist: distOf(addBonus(expr, -5)) };
    expect(initiativeText(folded)).toBe('1d10-3');
  });

  it('the chance of each phase comes from the initiative distribution', () => {
    const odds = phaseOdds(distOf(parseDice('1d10+2')), phases); // 3..12
    expect(odds.map((o) => `${phaseWord(o.label)} ${pct(o.p)}`)).toEqual(['before movement 20%', 'movement 80%', 'lost 0%']);
  });
});

describe('the one-line need of an action', () => {
  const check = { die: 100, mode: 'under' as const, need: 72, bonus: 0, modifiers: [], bands, summary: 'need 72 · crit ≤11 · griev ≤4' };
  const timing: TimingPlan = { kind: 'fixed', value: 7, modifiers: [] };
  it('reads "Longsword, attack 1: need 72 on d100, 72%" for SC 112 vs DEF 40 (hit, critical and grievous are successes)', () => {
    expect(needLine({ id: 'a1', kind: 'attack', label: 'Longsword, attack 1', timing, check }, 'DEF')).toBe('Longsword, attack 1: need 72 on d100, 72%');
  });
  it('asks for the target\'s value in the system\'s word when the need depends on it', () => {
    expect(needLine({ id: 'a1', kind: 'attack', label: 'Longsword, attack 1', timing, check: { ...check, need: null, bands: [] } }, 'DEF'))
      .toBe('Longsword, attack 1: need ? on d100, set the target\'s DEF');
  });
  it('gives a d20 roll its bonus and an action without a roll its initiative', () => {
    const d20 = bandsFromFaces(20, (f) => (f + 4 >= 15 ? { outcome: 'hit' } : { outcome: 'miss' }), styles);
    expect(needLine({ id: 'a1', kind: 'attack', label: 'Longbow', timing, check: { ...check, die: 20, mode: 'over', need: 15, bonus: 4, bands: d20 } }, 'AC'))
      .toBe('Longbow: need 15 on d20 +4, 50%');
    expect(needLine({ id: 's', kind: 'spell', label: 'Sleep', timing }, 'AC')).toBe('Sleep · initiative 7');
    const damage = [{ outcomes: ['hit'], expr: parseDice('1d6'), multiplier: 1, modifiers: [], dist: distOf(parseDice('1d6')), armour: 'yes' as const }];
    expect(needLine({ id: 'a', kind: 'attack', label: 'Spear: attack', timing: { kind: 'turn' }, damage }, 'Armour')).toBe('Spear: attack · damage 1d6');
  });
});
