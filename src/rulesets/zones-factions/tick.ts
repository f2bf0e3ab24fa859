/**
 * The state rules besides a hit: the end of a round (`nextRound`), healing and clearing by hand.
 * - End of the round: morale is checked at the end of a round, so a character whose health fell
 *   to half the maximum or less during it (from above half) has a morale check due if fighting
 *   alone (unless immune to fear or steady); the health at the start of the next round is noted;
 *   the turn starts afresh in the next round (a passed morale check is kept for the stretch).
 * - `heal`: health back by hand (a medicine box, rest), up to the maximum; it does not lift
 *   incapacitation, which the GM clears.
 * - `clear`: 'incapacitated', 'dead', 'grabbed', 'disarmed', 'surrendered', 'morale-broken',
 *   'morale-due', 'steady' (a new stretch), 'weapon-N', 'armour', 'shield' (repaired or replaced),
 *   'durability' (the fight is over without rolling).
 * @see 004 Combat procedure; Morale; Surrendering; Non-lethal attacks; Combat gear degradation
 */
import type { Note, StateChange, StateInput } from '../../engine/ruleset';
import type { GearWear, Lasting } from './lasting';
import { turnOf, writeRecord } from './record';
import { readInput } from './stateInput';
import { SRC } from './tables';
import { freshTurn } from './turn';
import type { TurnState } from './types';

const change = (input: StateInput, turn: TurnState, l: Lasting, notes: Note[]): StateChange => ({ state: writeRecord(turn, l, readInput(input).sheet), notes, hits: [] });

/** The state at the end of the round. No dice: nothing here is rolled. */
export function nextRound(input: StateInput): StateChange {
  const { sheet, l } = readInput(input);
  const turn = turnOf(input.state);
  const notes: Note[] = [];
  const half = sheet.maxHp / 2;
  const fell = !l.dead && !l.incapacitated && l.health <= half && l.roundStartHealth > half && !sheet.immuneToFear && !turn.moraleSteady;
  if (fell) notes.push({ label: 'Morale check', text: `Health fell from ${l.roundStartHealth} to ${l.health} of ${sheet.maxHp} this round: if you fight alone, make a morale check (a WIT save).`, source: SRC.morale });
  const next: Lasting = { ...l, moraleDue: fell || (l.moraleDue && !l.dead && !l.incapacitated), roundStartHealth: l.health };
  return change(input, freshTurn(Math.min(999, turn.round + 1), turn.moraleSteady), next, notes);
}

/** Heals `amount` health by hand, up to the maximum. */
export function heal(input: StateInput, amount: number): StateChange {
  const { sheet, l } = readInput(input);
  const health = Math.min(sheet.maxHp, l.health + Math.max(0, Math.floor(amount)));
  const notes: Note[] = [{ label: 'Healed', text: `${health - l.health} health back: ${l.health} → ${health} of ${sheet.maxHp}.`, source: SRC.attacking }];
  if (l.incapacitated && !l.dead) notes.push({ label: 'Incapacitated', text: 'Still incapacitated until the GM says you are back up: clear it then.', source: SRC.attacking });
  return change(input, turnOf(input.state), { ...l, health }, notes);
}

const repaired: GearWear = { used: false, damaged: false, destroyed: false };

/** Clears one condition by hand; an unknown id changes nothing. */
export function clear(input: StateInput, id: string): StateChange {
  const { l } = readInput(input);
  const turn = turnOf(input.state);
  const flags: Readonly<Record<string, [keyof Lasting, string]>> = {
    incapacitated: ['incapacitated', 'Back up, as the GM says.'], dead: ['dead', 'The GM rules you are not dead.'],
    grabbed: ['grabbed', 'Free of the grab.'], disarmed: ['disarmed', 'Weapon back in hand.'], surrendered: ['surrendered', 'No longer surrendering.'],
    'morale-broken': ['moraleBroken', 'Morale restored.'], 'morale-due': ['moraleDue', 'No morale check.'],
  };
  const f = flags[id];
  if (f) return change(input, turn, { ...l, [f[0]]: false }, [{ label: 'Cleared', text: f[1], source: id.startsWith('morale') ? SRC.morale : SRC.attacking }]);
  if (id === 'steady') return change(input, { ...turn, moraleSteady: false }, l, [{ label: 'Cleared', text: 'A new stretch: morale counts again.', source: SRC.morale }]);
  if (id === 'armour' || id === 'shield') return change(input, turn, { ...l, [id]: repaired }, [{ label: 'Cleared', text: `${id === 'armour' ? 'Armour' : 'Shield'} repaired or replaced.`, source: SRC.gear }]);
  if (id === 'durability') {
    const unused = (g: GearWear): GearWear => ({ ...g, used: false });
    return change(input, turn, { ...l, weapons: l.weapons.map(unused), armour: unused(l.armour), shield: unused(l.shield) }, [{ label: 'Cleared', text: 'The fight is over without durability rolls.', source: SRC.gear }]);
  }
  const m = /^weapon-(\d+)$/.exec(id);
  if (m && l.weapons[Number(m[1]) - 1]) {
    const n = Number(m[1]);
    return change(input, turn, { ...l, weapons: l.weapons.map((g, i) => (i === n - 1 ? repaired : g)) }, [{ label: 'Cleared', text: `Weapon ${n} repaired or replaced.`, source: SRC.gear }]);
  }
  return change(input, turn, l, []);
}
