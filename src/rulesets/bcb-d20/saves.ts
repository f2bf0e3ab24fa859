/**
 * The saves a hit may call for besides a Mighty Blow's: the monsters' and NPCs' save against
 * death at 0 to -10 hit points, and the victim's save against an assassination attack. Each is
 * a d20 against the sheet's save (the `mightyBlowSave` reading decides whether the number must
 * be beaten), -2 with a flesh wound; a natural 20 makes it, a natural 1 fails it.
 * @see 001 Critical Hits and Fumbles (monsters and NPCs); "Assassination" attacks; Saving Throw Criticals/Fumbles
 */
import type { Dice } from '../../engine/dice';
import type { Hit, Note } from '../../engine/ruleset';
import { saveMade } from './mightyBlows';
import type { BcbState } from './state';
import { savePenalty } from './status';
import { SRC, zeroHp } from './tables';
import type { Options, Sheet } from './types';

/** The state as a hit changes it. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A save against death: made, and the note. */
function deathSave(sheet: Sheet, s: BcbState, o: Options, dice: Dice, what: string): { face: number; made: boolean; note: Note } {
  const face = dice.roll(20);
  const pen = savePenalty(s);
  const made = saveMade(face, sheet.save - pen, o.mightyBlowSave);
  const shown = pen ? `${face} ${pen} (flesh wound)` : `${face}`;
  return { face, made, note: { label: 'Save against death', text: `${what}: ${shown} against ${sheet.save}, ${made ? 'made' : 'failed'}.`, source: SRC.monsters } };
}

/** What falling to `hp` (0 or less) does to a monster or NPC (or a character under the table option). */
export function belowZero(sheet: Sheet, s: Mutable<BcbState>, o: Options, dice: Dice, notes: Note[]): void {
  const row = zeroHp.rows.find((r) => s.hp <= r.from && s.hp >= r.to)!;
  if (row.rule === 'dead') { s.dead = true; notes.push({ label: 'Dead', text: `${s.hp} hit points: -11 and below kills.`, source: SRC.monsters }); return; }
  if (row.rule === 'unconscious-save') {
    s.unconscious = true; s.hurt = false;
    const r = deathSave(sheet, s, o, dice, `${s.hp} hit points, unconscious`);
    notes.push(r.note);
    if (!r.made) { s.dead = true; notes.push({ label: 'Dead', text: 'Failed the save at -6 to -10.', source: SRC.monsters }); }
    return;
  }
  const r = deathSave(sheet, s, o, dice, `${s.hp} hit points`);
  notes.push(r.note);
  if (r.face === 1) { s.dead = true; notes.push({ label: 'Dead', text: 'A save of 1 at 0 to -5 kills.', source: SRC.monsters }); return; }
  if (r.made) {
    if (!s.unconscious) { s.hurt = true; notes.push({ label: 'Fights at -2', text: 'Stays conscious at 0 to -5 hit points.', source: SRC.monsters }); }
    return;
  }
  s.unconscious = true; s.hurt = false;
  notes.push({ label: 'Unconscious', text: 'Failed the save at 0 to -5 hit points.', source: SRC.monsters });
}

/** Whether the attacker declared the victim helpless or unaware (its round's note), or the hit was typed as an assassination. */
export const isAssassination = (hit: Hit): boolean => hit.tags.includes('assassination') || !!hit.round?.notes.some((n) => n.label === 'Assassination');

/** An assassination attack: the victim's save turns it into hit-point damage (returns 0), else `damage` goes to CON (returned). */
export function assassination(sheet: Sheet, s: Mutable<BcbState>, o: Options, damage: number, dice: Dice, notes: Note[]): number {
  const face = dice.roll(20);
  const pen = savePenalty(s);
  const made = saveMade(face, sheet.save - pen, o.mightyBlowSave);
  const shown = pen ? `${face} ${pen} (flesh wound)` : `${face}`;
  notes.push({ label: 'Assassination', text: `Against a helpless or unaware victim: save ${shown} against ${sheet.save}, ${made ? 'made: hit-point damage instead of CON' : `failed: ${damage} CON lost`}.`, source: SRC.assassination });
  if (made) return 0;
  const con = typeof sheet.con === 'number' ? sheet.con : 10;
  s.conLost = Math.min(99, s.conLost + damage);
  if (s.conLost >= con) { s.dead = true; notes.push({ label: 'Dead', text: `CON ${con}, all of it lost.`, source: SRC.assassination }); }
  return damage;
}

