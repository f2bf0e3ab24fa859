/**
 * `nextRound`: the state one round later. Burning oil burns a second time (1d8) at the end of
 * the round after its hit unless that round was spent putting it out (which the rolled round
 * records); ground fire deals 1d6 at the end of each round the character stands in it, for
 * its 10 rounds; a knock-out counts down to waking with 1 hit point (1d4 turns, or 2d10 rounds
 * of another character's help); the chart's conditions count down when the table gives them
 * rounds. Crossbow reloads, stumbles and lost attacks are counted by the rolled round itself.
 * Dice, in order: the oil's d8, the ground fire's d6 (then the knock-out dice if either brings
 * the character to 0 hit points).
 * @see 002 17.0.10 Oil; 17.0.16 Non-Lethal; 17.0.3 Critical Hit
 */
import type { Dice } from '../../engine/dice';
import type { Note, StateChange, StateInput } from '../../engine/ruleset';
import { overDefaults } from '../../engine/schema';
import { applyDamage, wake } from './hp';
import { hpOf, stateFor, writeState } from './record';
import { optionsSchema } from './schemas';
import { conditionTable, SRC } from './tables';
import { asOptions, asSheet, type CritState } from './types';

/** The state one round later, with the rules that applied. */
export function nextRound(input: StateInput, dice: Dice): StateChange {
  const sheet = asSheet(input.sheet), o = asOptions(overDefaults(optionsSchema.fields, input.options));
  let s: CritState = stateFor(sheet, input.state);
  const notes: Note[] = [];
  if (s.down === 'dead') return { state: writeState(s), notes: [{ label: 'Dead', text: 'Nothing more happens to the dead.', source: SRC.nonLethal }], hits: [] };
  const burn = (die: number, what: string) => {
    if (sheet.fireResistant) { notes.push({ label: what, text: 'Resistant to fire: no damage.', source: SRC.grenade }); return; }
    const n = dice.roll(die), before = hpOf(sheet, s);
    const r = applyDamage(sheet, o, s, n, false, dice);
    s = r.state;
    notes.push({ label: what, text: `${n} fire damage (d${die}): hit points ${before} → ${hpOf(sheet, s)}.`, source: SRC.grenade }, ...r.notes);
  };
  if (s.burning === 2) {
    s = { ...s, burning: 1 };
    notes.push({ label: 'Burning', text: 'The oil still burns: 1d8 at the end of this round unless you spend it putting the flames out.', source: SRC.grenade });
  } else if (s.burning === 1) {
    s = { ...s, burning: 0 };
    burn(8, 'Burning oil');
    notes.push({ label: 'Flames out', text: 'Burning oil burns at most two rounds: it is out.', source: SRC.grenade });
  }
  if (s.groundFire > 0) {
    s = { ...s, groundFire: s.groundFire - 1 };
    burn(6, 'Ground fire');
    if (s.groundFire === 0) notes.push({ label: 'Fire out', text: 'The oil on the ground has burned its 10 rounds.', source: SRC.grenade });
  }
  if (s.down === 'unconscious') {
    const wakeIn = Math.max(0, s.wakeIn - 1), reviveIn = s.reviving ? Math.max(0, s.reviveIn - 1) : s.reviveIn;
    if (wakeIn === 0 || (s.reviving && reviveIn === 0)) {
      const revived = s.reviving && reviveIn === 0;
      s = wake(s);
      notes.push({ label: 'Awake', text: `${revived ? 'Revived' : 'You wake up'} with ${hpOf(sheet, s)} hit point${hpOf(sheet, s) === 1 ? '' : 's'}.`, source: SRC.nonLethal });
    } else s = { ...s, wakeIn, reviveIn };
  }
  const conditions = s.conditions.flatMap((c) => {
    if (c.rounds === 0) return [c];
    if (c.rounds > 1) return [{ ...c, rounds: c.rounds - 1 }];
    notes.push({ label: 'Condition over', text: `No longer ${conditionTable.find((r) => r.id === c.id)!.label.toLowerCase()}.`, source: SRC.critical });
    return [];
  });
  // The round's declared defence (parry and dodge, a charge) lasts the round only.
  s = { ...s, conditions, roundDefence: 'none', roundAcMod: 0, spell: '', spellAt: null, spellSave: '', spellLost: false };
  return { state: writeState(s), notes, hits: [] };
}
