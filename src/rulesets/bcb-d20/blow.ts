/**
 * A Mighty Blow on this character: the victim's save lowers the d20 effect, then the effect's
 * row says what lasts (a flesh wound, rounds stunned, out of the fight, CON lost, death) and
 * which further rolls it calls for, made here in this order: the save (d20), the rounds
 * stunned (1d3 or 1d6), the further save (d20) to stay in the fight or to survive. A crushing
 * blow's further save is made at -2 for the flesh wound the same blow deals, and an earlier
 * flesh wound is -2 on every save (wounds do not add up).
 * @see 001 Effects of Mighty Blows; Critical Hits and Fumbles; Saving Throw Criticals/Fumbles
 */
import type { Dice } from '../../engine/dice';
import type { Note } from '../../engine/ruleset';
import { effectAfterSave, mightyBlowRow, saveMade } from './mightyBlows';
import { RULES, SRC, type MightyBlowRow } from './tables';
import type { Options } from './types';

/** What a Mighty Blow left after the victim's rolls. */
export interface BlowOutcome {
  /** The effect as struck, and after the save (0: negated). */
  readonly effect: number;
  readonly after: number;
  readonly row?: MightyBlowRow;
  /** The save's d20. */
  readonly saveFace: number;
  /** Rounds stunned as rolled (0: none). */
  readonly stunRounds: number;
  /** The further save of a crushing or incapacitating blow. */
  readonly further?: { readonly kind: 'stay-in' | 'survive'; readonly face: number; readonly made: boolean };
  /** What happened, in the text's words. */
  readonly notes: readonly Note[];
}

/**
 * Rolls the victim's side of a Mighty Blow of `effect` (1..30). `save` is the sheet's saving
 * throw; `wounded` an earlier flesh wound (-2 on the saves, raising the number to beat).
 */
export function resolveBlow(effect: number, save: number, reading: Options['mightyBlowSave'], wounded: boolean, dice: Dice, natural1: Options['saveNatural1'] = 'maximum'): BlowOutcome {
  const face = dice.roll(20);
  const target = wounded ? save - RULES.fleshWound : save;
  // 001 Saving Throw Criticals/Fumbles: a natural 1 takes "the maximum possible effect", the top of the d20 effect.
  const worst = face === 1 && natural1 === 'maximum';
  const after = worst ? Math.max(effect, RULES.effectDie) : effectAfterSave(effect, face, target, reading);
  const row = mightyBlowRow(after);
  const roll = wounded ? `${face} ${RULES.fleshWound} (flesh wound)` : `${face}`;
  const how = face === 20 ? 'a natural 20 negates it' : worst ? `a natural 1 takes the maximum effect, ${after}` : after === effect ? 'not lowered' : `lowered to ${after}`;
  const saved: Note = { label: `Mighty Blow, effect ${effect}`, text: `Save ${roll} against ${save}: ${how}.`, source: SRC.mightyBlows };
  if (!row) return { effect, after, saveFace: face, stunRounds: 0, notes: [saved, { label: 'Negated', text: 'Only the hit-point damage.', source: SRC.mightyBlows }] };
  const notes: Note[] = [saved, { label: `Effect ${after}: ${row.label}`, text: `${row.text} CON lost: ${row.con === 'all' ? 'all' : row.con}.`, source: SRC.mightyBlows }];
  if (face === 1) notes.push(worst ? { label: 'Natural 1', text: `A natural 1 on the save: the maximum possible effect (${after}).`, source: SRC.saveCrits }
    : { label: 'Natural 1', text: 'A natural 1 on a save: the GM may rule the worst effect.', gm: true, source: SRC.saveCrits });
  const stunRounds = row.stunDie ? dice.roll(row.stunDie) : 0;
  if (stunRounds) notes.push({ label: 'Stunned', text: `${stunRounds} round${stunRounds === 1 ? '' : 's'} (1d${row.stunDie}).`, source: SRC.mightyBlows });
  let further: BlowOutcome['further'];
  if (row.save) {
    const r = dice.roll(20);
    const penalty = row.wound || wounded ? RULES.fleshWound : 0;
    const made = saveMade(r, save - penalty, reading);
    further = { kind: row.save, face: r, made };
    const what = row.save === 'stay-in' ? (made ? 'stays in the fight' : 'out of the fight until healed') : (made ? 'survives' : 'dies at once');
    const shown = penalty ? `${r} ${penalty} (flesh wound)` : `${r}`;
    notes.push({ label: row.save === 'stay-in' ? 'Save to stay in the fight' : 'Save against death', text: `${shown} against ${save}: ${what}.`, source: SRC.mightyBlows });
  }
  return { effect, after, row, saveFace: face, stunRounds, ...(further ? { further } : {}), notes };
}
