/**
 * The schema of the lasting state record (what {@link writeState} writes): storage, imports and
 * the CLI validate a state against it. Defaults are those of a record from before a key existed.
 * @see 003 5.12 Damage and Injury; 5.14 Healing; 5.6 and 5.11 (weapon and shield hit points); 5.9 (ammunition)
 */
import type { FormSchema } from '../../engine/schema';
import { HP_BOUND, MAX_EFFECTS, MAX_INJURIES, ROUNDS_PER_HOUR } from './state';
import { SRC } from './tables';

/** Sheet weapons at most (the sheet's list). */
const MAX_WEAPONS = 8;

/** The percentile-dex-rank state record. */
export const stateSchema: FormSchema = {
  fields: [
    { kind: 'number', key: 'hp', label: 'Hit points', min: -HP_BOUND, max: HP_BOUND, default: 0, unit: 'HP', source: SRC.damage, help: 'Current hit points; below 0 is possible.' },
    { kind: 'number', key: 'sheetHp', label: 'Sheet Current HP', min: -99, max: 99, default: 0, unit: 'HP', source: SRC.damage, help: 'The sheet value this record was written against; a different sheet value replaces the tracked one.' },
    { kind: 'list', key: 'injuries', label: 'Injuries', itemLabel: 'injury', minItems: 0, maxItems: MAX_INJURIES, default: [], source: SRC.healing, item: [
      { kind: 'number', key: 'hp', label: 'Hit points taken', min: 0, max: 9999, default: 0, unit: 'HP' },
      { kind: 'boolean', key: 'aided', label: 'First Aid tried', default: false },
    ] },
    { kind: 'list', key: 'gear', label: 'Weapons', itemLabel: 'weapon', minItems: 0, maxItems: MAX_WEAPONS, default: [], source: SRC.weapons, item: [
      { kind: 'number', key: 'damage', label: 'Damage taken', min: 0, max: 9999, default: 0 },
      { kind: 'number', key: 'ammo', label: 'Shots, charges or bolt left', min: 0, max: 20, default: 0 },
    ] },
    { kind: 'number', key: 'shieldDamage', label: 'Shield damage taken', min: 0, max: 9999, default: 0, source: SRC.shields },
    { kind: 'boolean', key: 'woken', label: 'Woken', default: false, source: SRC.damage, help: 'Someone woke you (or the 1D6 hours passed) since the hit that knocked you out.' },
    { kind: 'number', key: 'unconsciousRounds', label: 'Rounds unconscious left', min: 0, max: 6 * ROUNDS_PER_HOUR, default: 0, source: SRC.damage, help: 'The 1D6 hours as 12-second rounds; 0 when not counted.' },
    { kind: 'boolean', key: 'dead', label: 'Dead', default: false, source: SRC.damage },
    { kind: 'select', key: 'lastWeapon', label: 'Weapon of the last attack', default: '', source: SRC.matrix, options: [
      { value: '', label: 'None yet' }, { value: 'shield', label: 'Shield' },
      ...Array.from({ length: MAX_WEAPONS }, (_, i) => ({ value: String(i), label: `Weapon ${i + 1}` })),
    ] },
    { kind: 'list', key: 'effects', label: 'Lasting effects', itemLabel: 'effect', minItems: 0, maxItems: MAX_EFFECTS, default: [], source: SRC.special, item: [
      { kind: 'text', key: 'text', label: 'Effect', maxLength: 80, default: '' },
      { kind: 'number', key: 'rounds', label: 'Rounds left', min: 0, max: 9999, default: 0, help: '0: until cleared.' },
    ] },
  ],
};
