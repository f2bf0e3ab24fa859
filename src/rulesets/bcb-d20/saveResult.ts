/**
 * What a Mighty Blow does once the victim has saved: the effect left, the CON lost, and the
 * further rolls the effect calls for (rounds stunned, the save to stay in the fight or to
 * survive), rolled here in that order. A crushing blow's save to stay in is made with the -2 of
 * the flesh wound the same blow deals.
 * @see 001 Effects of Mighty Blows; Saving Throw Criticals/Fumbles
 */
import type { Dice } from '../../engine/dice';
import type { Note } from '../../engine/ruleset';
import { effectAfterSave, mightyBlowRow, saveMade } from './mightyBlows';
import { RULES, SRC } from './tables';
import type { Options } from './types';

/**
 * The notes of the save's result, rolling the stun die and the further save where the effect has
 * them. `wounded`: the victim already had a flesh wound (-2 on both saves; wounds do not add up).
 */
export function saveResultNotes(effect: number, face: number, save: number, reading: Options['mightyBlowSave'], dice: Dice, wounded = false): Note[] {
  const after = effectAfterSave(effect, face, wounded ? save - RULES.fleshWound : save, reading);
  const row = mightyBlowRow(after);
  const how = face === 20 ? 'A natural 20 negates it' : after === effect ? 'Not lowered' : `Lowered from ${effect}`;
  if (!row) return [{ label: 'Negated', text: `${how}: only the hit-point damage.`, source: SRC.mightyBlows }];
  const out: Note[] = [
    { label: `Effect ${after}: ${row.label}`, text: `${how}. ${row.text}`, source: SRC.mightyBlows },
    { label: 'CON lost', text: row.con === 'all' ? 'All of it.' : `${row.con}.`, source: SRC.mightyBlows },
  ];
  if (row.wound && !wounded) out.push({ label: 'Flesh wound', text: 'Switch on "I have a flesh wound" for the coming rounds: -2 on attacks and saves.', source: SRC.mightyBlows });
  if (face === 1) out.push({ label: 'Natural 1', text: 'The GM may rule the worst effect.', gm: true, source: SRC.saveCrits });
  if (row.stunDie) {
    const rounds = dice.roll(row.stunDie);
    out.push({ label: 'Stunned', text: `${rounds} round${rounds === 1 ? '' : 's'} (1d${row.stunDie}).`, source: SRC.mightyBlows });
  }
  if (row.save) {
    const r = dice.roll(20);
    // The crushing blow's flesh wound is suffered before its save, so its -2 already counts
    // (a natural 20 or 1 still decides by the face).
    const penalty = row.wound || wounded ? RULES.fleshWound : 0;
    const made = saveMade(r, save - penalty, reading);
    const what = row.save === 'stay-in' ? (made ? 'stays in the fight' : 'out of the fight until healed') : (made ? 'survives' : 'dies at once');
    const roll = penalty ? `${r} ${penalty} (flesh wound) = ${r + penalty}` : `${r}`;
    out.push({ label: row.save === 'stay-in' ? 'Save to stay in the fight' : 'Save against death', text: `${roll} against ${save}: ${what}.`, source: SRC.mightyBlows });
  }
  return out;
}
