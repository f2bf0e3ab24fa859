/**
 * The other rolls the phone makes: the surprise roll, the grapple check and the save against
 * spell disruption, each as a d20 check with exact bands.
 * @see 002 17 Combat, 1. Determine Surprise; 17.0.18 Grappling / Wrestling; 17.0.13 Spell Casting
 */
import { bandsFromFaces, type OutcomeStyle } from '../../engine/check';
import type { CheckPlan, Modifier, OutcomeBand } from '../../engine/ruleset';
import type { Options } from './types';

const sumOf = (mods: readonly Modifier[]) => mods.reduce((s, m) => s + m.value, 0);
const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

/** The surprise numbers: 13 for most, 15 for elves; a well-hidden ambush counts 3. */
export const SURPRISE = { normal: 13, elf: 15, ambush: 3 } as const;

const surpriseStyles: Readonly<Record<string, OutcomeStyle>> = {
  ready: { label: 'Not surprised', tone: 1 },
  surprised: { label: 'Surprised: no action this round', tone: -1 },
};

/**
 * The surprise roll of the character's side, with `need` always the roll that keeps the side
 * ready. Reading `surprised-at-or-above` (default): d20, +3 when a well-hidden ambush waits,
 * surprised on the number (13, elves 15) or more, so ready on a raw face up to 12 (14) less the
 * ambush's 3 (`under`). Reading `check-to-avoid`: d20 against a DC of 13 (elves 15, +3 for the
 * ambush); at or above it, ready (`over`).
 */
export function surpriseCheck(elf: boolean, ambushed: boolean, reading: Options['surprise']): CheckPlan {
  const dc = elf ? SURPRISE.elf : SURPRISE.normal;
  const ambush = ambushed ? SURPRISE.ambush : 0;
  const modifiers: Modifier[] = ambushed ? [{ label: 'Well-hidden ambush', value: SURPRISE.ambush }] : [];
  if (reading === 'surprised-at-or-above') {
    const need = dc - 1 - ambush;
    const bands = bandsFromFaces(20, (f) => ({ outcome: f <= need ? 'ready' : 'surprised' }), surpriseStyles);
    return { die: 20, mode: 'under', need, bonus: 0, modifiers, bands, summary: `ready on ${need} or less · surprised on ${dc}+${ambush ? ' (the roll +3 for the ambush)' : ''}` };
  }
  const need = dc + ambush;
  const bands = bandsFromFaces(20, (f) => ({ outcome: f >= need ? 'ready' : 'surprised' }), surpriseStyles);
  return { die: 20, mode: 'over', need, bonus: 0, modifiers, bands, summary: `DC ${need}${ambush ? ` (${dc} +3 for the ambush)` : ''}: surprised below it` };
}

const grappleStyles: Readonly<Record<string, OutcomeStyle>> = {
  win: { label: 'Wins the grapple', tone: 1 },
  tie: { label: 'Tie: the GM decides', tone: 0 },
  lose: { label: 'Loses the grapple', tone: 0 },
};

/** The grapple bands of the raw d20 against the opponent's total: higher total wins. */
export function grappleBands(bonus: number, opponent: number): OutcomeBand[] {
  return bandsFromFaces(20, (f) => ({ outcome: f + bonus > opponent ? 'win' : f + bonus === opponent ? 'tie' : 'lose' }), grappleStyles);
}

/** Opponent totals shown when the opponent's grapple check is not known yet. */
export const GRAPPLE_RANGE = { from: 6, to: 26 } as const;

/** The grapple check: d20 + STR or DEX + size (+ penalties), against the opponent's total (null: a range). */
export function grappleCheck(modifiers: readonly Modifier[], opponent: number | null): CheckPlan {
  const bonus = sumOf(modifiers);
  if (opponent === null) {
    const byTarget = [];
    for (let t = GRAPPLE_RANGE.from; t <= GRAPPLE_RANGE.to; t++) byTarget.push({ target: t, need: t + 1, bands: grappleBands(bonus, t) });
    return { die: 20, mode: 'over', need: null, bonus, modifiers, bands: [], byTarget, summary: `d20 ${signed(bonus)} vs the opponent's grapple total: higher wins` };
  }
  return { die: 20, mode: 'over', need: opponent + 1, bonus, modifiers, bands: grappleBands(bonus, opponent), summary: `beat ${opponent}: need ${opponent + 1 - bonus} on the die · equal: GM` };
}

const saveStyles: Readonly<Record<string, OutcomeStyle>> = {
  pass: { label: 'Saved: the spell holds even if you were attacked', tone: 1 },
  fail: { label: 'Failed: the spell is lost if you were attacked', tone: 0 },
};

/** The save against spell disruption: d20 (+ penalties) at or above the character's saving throw. */
export function disruptionSave(save: number, modifiers: readonly Modifier[]): CheckPlan {
  const bonus = sumOf(modifiers);
  const bands = bandsFromFaces(20, (f) => ({ outcome: f + bonus >= save ? 'pass' : 'fail' }), saveStyles);
  return { die: 20, mode: 'over', need: save, bonus, modifiers, bands, summary: `save ${save}+${bonus ? ` (d20 ${signed(bonus)})` : ''} · only if attacked while casting` };
}

const freeStyles: Readonly<Record<string, OutcomeStyle>> = {
  free: { label: 'Breaks free', tone: 1 },
  tie: { label: 'Tie: the GM decides', tone: 0 },
  held: { label: 'Still held', tone: 0 },
};

/**
 * The held victim's grapple check (d20 + STR or DEX + size + penalties) against the holder's
 * total (null: a range): higher breaks the hold ("Highest DC wins"), equal is the GM's call.
 * @see 002 17.0.18 Grappling / Wrestling
 */
export function breakFree(modifiers: readonly Modifier[], holder: number | null): CheckPlan {
  const bonus = sumOf(modifiers);
  const bands = (t: number) => bandsFromFaces(20, (f) => ({ outcome: f + bonus > t ? 'free' : f + bonus === t ? 'tie' : 'held' }), freeStyles);
  if (holder === null) {
    const byTarget = [];
    for (let t = GRAPPLE_RANGE.from; t <= GRAPPLE_RANGE.to; t++) byTarget.push({ target: t, need: t + 1, bands: bands(t) });
    return { die: 20, mode: 'over', need: null, bonus, modifiers, bands: [], byTarget, summary: `d20 ${signed(bonus)} vs the holder's grapple total: higher breaks free` };
  }
  return { die: 20, mode: 'over', need: holder + 1, bonus, modifiers, bands: bands(holder), summary: `beat ${holder}: need ${holder + 1 - bonus} on the die · equal: GM` };
}
