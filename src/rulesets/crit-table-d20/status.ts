/**
 * The state as the round screen's strip shows it (hit points, conditions with rounds left, down
 * in the text's words), and the changes made by hand: healing and clearing a condition.
 * @see 002 17.0.16 Non-Lethal; 17.0.3 Critical Hit; 17.0.4 Critical Miss; 17.0.10 Oil; 17.0.18 Grappling
 */
import type { CharacterStatus, Condition, StateChange, StateInput, Stat } from '../../engine/ruleset';
import { wake } from './hp';
import { hpOf, maxHpOf, stateFor, writeState } from './record';
import { conditionTable, SRC } from './tables';
import { asSheet, type CritState, type Sheet } from './types';

const rounds = (n: number) => `${n} round${n === 1 ? '' : 's'}`;

/** The conditions on the character now, each with its id for `clear`. */
export function conditionsOf(sheet: Sheet, s: CritState): Condition[] {
  const out: Condition[] = [];
  for (const c of s.conditions) {
    const row = conditionTable.find((r) => r.id === c.id)!;
    out.push({ id: c.id, label: row.label, text: `${row.effect[0]!.toUpperCase()}${row.effect.slice(1).replace(/^its /, 'your ')}.`, ...(c.rounds > 0 ? { rounds: c.rounds } : {}), source: row.source });
  }
  if (s.grabbed) {
    const holder = s.holderGrapple === null ? '' : ` (the holder's grapple total: ${s.holderGrapple})`;
    out.push({ id: 'grabbed', label: 'Grabbed', text: `Held in a grapple${holder}: you move only where the holder takes you; beat the holder's grapple check to break free.${s.silenced ? ' Kept from speaking: no spells.' : ''}`, source: SRC.grapple });
  }
  if (s.burning > 0) {
    const text = s.burning === 2 ? 'Burning oil: 1d8 more at the end of next round unless you spend it putting the flames out.' : 'Burning oil: 1d8 at the end of this round unless you spend it putting the flames out.';
    out.push({ id: 'burning', label: 'Burning', text: sheet.fireResistant ? `${text} Resistant to fire: no damage.` : text, rounds: s.burning, source: SRC.grenade });
  }
  if (s.groundFire > 0) out.push({ id: 'ground-fire', label: 'In ground fire', text: `1d6 fire damage at the end of each round you stand or move in it, no save${sheet.fireResistant ? ' (resistant to fire: no damage)' : ''}.`, rounds: s.groundFire, source: SRC.grenade });
  if (s.stumbleRounds > 0) out.push({ id: 'stumbling', label: 'Stumbling', text: '-1 to combat rolls.', rounds: s.stumbleRounds, source: SRC.criticalMiss });
  if (s.spell) out.push(s.spellLost ? { id: 'spell', label: 'Spell lost', text: `${s.spell}: disrupted while casting (the save failed).`, source: SRC.spells }
    : { id: 'spell', label: 'Casting', text: `${s.spell}${s.spellAt !== null ? ` on ${s.spellAt}` : ''}: an attack while casting, even a miss, calls for your save (${s.spellSave === 'fail' ? 'failed' : s.spellSave === 'pass' ? 'made' : 'not rolled'}).`, source: SRC.spells });
  for (const w of s.broken) out.push({ id: `broken-${w}`, label: `${sheet.weapons?.[w]?.name ?? `Weapon ${w + 1}`} broken`, text: 'Broken by a critical miss: no attack with it until repaired or replaced (clear this then).', source: SRC.criticalMiss });
  if (s.noAttackRounds > 0) out.push({ id: 'no-attack', label: 'No attack', text: 'Your weapon broke or fell: no attack next round.', rounds: s.noAttackRounds, source: SRC.criticalMiss });
  if (s.down === 'unconscious') out.push({ id: 'unconscious', label: 'Unconscious', text: `Wakes with 1 hit point in ${rounds(s.wakeIn)}${s.reviving ? `, or in ${rounds(s.reviveIn)} of being revived` : `, or sooner after ${rounds(s.reviveIn)} of another character's help`}.`, rounds: s.reviving ? Math.min(s.wakeIn, s.reviveIn) : s.wakeIn, source: SRC.nonLethal });
  return out;
}

/** Why the character cannot act, in the text's words; undefined when it can. */
export function downOf(s: CritState): CharacterStatus['down'] {
  if (s.down === 'dead') return { word: 'dead', text: 'Reduced to 0 hit points by lethal damage.', source: SRC.nonLethal };
  if (s.down === 'unconscious') return { word: 'unconscious', text: `Knocked out at 0 hit points after non-lethal damage: wakes with 1 hit point in ${rounds(s.wakeIn)}.`, source: SRC.nonLethal };
  return undefined;
}

/** The hit points stat: value now, maximum from the sheet. */
export function hpStat(sheet: Sheet, s: CritState): Stat & { max: number } {
  const hp = hpOf(sheet, s), max = maxHpOf(sheet);
  return { label: 'HP', value: hp, max, text: `${hp} of ${max}${s.nonLethal > 0 ? `, ${s.nonLethal} of the damage non-lethal` : ''}` };
}

/** Hit points, conditions and whether the character is down. */
export function status(input: StateInput): CharacterStatus {
  const sheet = asSheet(input.sheet), s = stateFor(sheet, input.state);
  const stats: Stat[] = [];
  if (s.nonLethal > 0) stats.push({ label: 'Non-lethal damage taken', value: s.nonLethal, text: 'At 0 hit points you fall unconscious instead of dying' });
  const w = sheet.weapons?.[s.reloadWeapon];
  if (s.reloadLeft > 0 && w) stats.push({ label: `${w.name}: reload rounds left`, value: s.reloadLeft });
  if (s.roundsRun > 0) stats.push({ label: 'Rounds run', value: s.roundsRun, text: `Of ${3 * sheet.con} (3 × CON) before you tire` });
  const down = downOf(s);
  return { health: hpStat(sheet, s), stats, conditions: conditionsOf(sheet, s), ...(down ? { down } : {}) };
}

/** Heals `amount` hit points, up to the sheet's maximum. The dead stay dead; the unconscious stay out until they wake. */
export function heal(input: StateInput, amount: number): StateChange {
  const sheet = asSheet(input.sheet), s = stateFor(sheet, input.state);
  if (s.down === 'dead') return { state: writeState(s), notes: [{ label: 'Dead', text: 'Healing does not bring back the dead.', source: SRC.nonLethal }], hits: [] };
  const before = hpOf(sheet, s), hp = Math.min(maxHpOf(sheet), before + Math.max(0, Math.trunc(amount)));
  const notes = [{ label: 'Healed', text: `${hp - before} hit point${hp - before === 1 ? '' : 's'} healed: ${hp} of ${maxHpOf(sheet)}.` },
    ...(s.down === 'unconscious' ? [{ label: 'Still unconscious', text: 'You wake after the count, or when revived: clear Unconscious when you come to.', source: SRC.nonLethal }] : [])];
  return { state: writeState({ ...s, hp }), notes, hits: [] };
}

/** Removes one condition by hand (an id of {@link conditionsOf}); an unknown id changes nothing. Clearing Unconscious wakes you with at least 1 hit point. */
export function clear(input: StateInput, conditionId: string): StateChange {
  const sheet = asSheet(input.sheet), s = stateFor(sheet, input.state);
  const next: CritState | undefined =
    conditionTable.some((c) => c.id === conditionId) ? (s.conditions.some((c) => c.id === conditionId) ? { ...s, conditions: s.conditions.filter((c) => c.id !== conditionId) } : undefined)
    : conditionId === 'grabbed' && s.grabbed ? { ...s, grabbed: false, holderGrapple: null, silenced: false }
    : conditionId === 'burning' && s.burning ? { ...s, burning: 0 }
    : conditionId === 'ground-fire' && s.groundFire ? { ...s, groundFire: 0 }
    : conditionId === 'stumbling' && s.stumbleRounds ? { ...s, stumbleRounds: 0 }
    : conditionId === 'no-attack' && s.noAttackRounds ? { ...s, noAttackRounds: 0 }
    : conditionId === 'spell' && s.spell ? { ...s, spell: '', spellAt: null, spellSave: '', spellLost: false }
    : /^broken-\d$/.test(conditionId) && s.broken.includes(Number(conditionId.slice(7))) ? { ...s, broken: s.broken.filter((w) => w !== Number(conditionId.slice(7))) }
    : conditionId === 'unconscious' && s.down === 'unconscious' ? wake(s)
    : undefined;
  if (!next) return { state: writeState(s), notes: [{ label: 'Nothing to clear', text: `No condition "${conditionId}" on this character.` }], hits: [] };
  const label = conditionsOf(sheet, s).find((c) => c.id === conditionId)?.label ?? conditionId;
  return { state: writeState(next), notes: [{ label: 'Cleared', text: `${label}: cleared.` }], hits: [] };
}
