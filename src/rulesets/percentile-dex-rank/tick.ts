/**
 * The state rules besides a hit: the end of a round (`nextRound`), healing and clearing by hand.
 * - End of the round: a character at 0 hit points or below is dead; the 1D6 hours of
 *   unconsciousness count down (300 rounds of 12 s an hour) and end in waking; lasting effects
 *   with a count lose a round and end at 0.
 * - `heal`: hit points back by hand (the GM's ruling, a healing spell), up to the maximum,
 *   closing the oldest injuries first; it does not wake the character nor raise the dead.
 *   First Aid and a week's rest are declared and rolled as rounds (see recover.ts).
 * - `clear`: 'unconscious' (someone woke the character), 'dead' (the GM rules otherwise),
 *   'effect-N' (a lasting effect ends), 'weapon-N' and 'shield' (repaired or replaced).
 * @see 003 5.12 Damage and Injury; 5.14 Healing; 5.1 The Combat Round (12 seconds)
 */
import type { Note, StateChange, StateInput } from '../../engine/ruleset';
import { applyWeek, isUnconscious } from './health';
import { readState, writeState, type CarriedState } from './state';
import { readInput } from './stateInput';
import { HP, SRC } from './tables';

const change = (s: CarriedState, input: StateInput, notes: Note[]): StateChange => ({ state: writeState(s, readInput(input).sheet), notes, hits: [] });

/** The state at the end of the round. No dice: nothing here is rolled. */
export function nextRound(input: StateInput): StateChange {
  const { sheet, o } = readInput(input);
  let s = readState(sheet, input.state);
  const notes: Note[] = [];
  if (!s.dead && s.hp <= HP.dead) {
    s = { ...s, dead: true, unconsciousRounds: 0 };
    notes.push({ label: 'Dead', text: `Still at ${s.hp} HP at the end of the round: dead.`, source: SRC.damage });
  }
  if (!s.dead && s.unconsciousRounds > 0) {
    const left = s.unconsciousRounds - 1;
    const wasOut = isUnconscious(s, o.unconscious);
    s = { ...s, unconsciousRounds: left, woken: left === 0 ? true : s.woken };
    if (left === 0 && wasOut) notes.push({ label: 'Awake', text: 'The 1D6 hours have passed: you wake.', source: SRC.damage });
  }
  const effects = s.effects.flatMap((e, i) => {
    if (e.rounds === 0) return [e];
    if (e.rounds > 1) return [{ ...e, rounds: e.rounds - 1 }];
    notes.push({ label: 'Effect over', text: `${e.text} (effect ${i + 1}) ends.`, source: SRC.special });
    return [];
  });
  s = { ...s, effects };
  return change(s, input, notes);
}

/** Heals `amount` hit points by hand, up to the maximum; the oldest injuries close first. */
export function heal(input: StateInput, amount: number): StateChange {
  const { sheet } = readInput(input);
  const s = readState(sheet, input.state);
  const r = applyWeek(s, Math.max(0, Math.floor(amount)), sheet.maxHp);
  const notes: Note[] = [{ label: 'Healed', text: `${r.healed} HP back: ${s.hp} → ${r.state.hp} of ${sheet.maxHp}.`, source: SRC.healing }];
  if (s.dead) notes.push({ label: 'Dead', text: 'Healing does not bring back the dead: clear "dead" if the GM rules otherwise.', source: SRC.damage });
  return change(r.state, input, notes);
}

/** Clears one condition by hand; an unknown id changes nothing. */
export function clear(input: StateInput, id: string): StateChange {
  const { sheet } = readInput(input);
  const s = readState(sheet, input.state);
  const m = /^(effect|weapon)-(\d+)$/.exec(id);
  if (id === 'unconscious') return change({ ...s, woken: true, unconsciousRounds: 0 }, input, [{ label: 'Woken', text: 'Someone woke you.', source: SRC.damage }]);
  if (id === 'dead') return change({ ...s, dead: false }, input, [{ label: 'Not dead', text: 'The GM rules you are not dead.', source: SRC.damage }]);
  if (id === 'shield') return change({ ...s, shieldDamage: 0 }, input, [{ label: 'Shield', text: 'Shield repaired or replaced.', source: SRC.shields }]);
  if (m && m[1] === 'effect' && s.effects[Number(m[2]) - 1]) {
    const n = Number(m[2]);
    return change({ ...s, effects: s.effects.filter((_, i) => i !== n - 1) }, input, [{ label: 'Effect over', text: `${s.effects[n - 1]!.text} cleared.`, source: SRC.special }]);
  }
  if (m && m[1] === 'weapon' && s.gear[Number(m[2]) - 1]) {
    const n = Number(m[2]);
    return change({ ...s, gear: s.gear.map((g, i) => (i === n - 1 ? { ...g, damage: 0 } : g)) }, input, [{ label: 'Weapon', text: `Weapon ${n} repaired or replaced.`, source: SRC.parrying }]);
  }
  return change(s, input, []);
}
