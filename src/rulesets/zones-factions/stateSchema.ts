/**
 * The schema of the one state record: the round's turn state (turn.ts) and the lasting state
 * (lasting.ts). Storage, imports and the CLI validate a state against it.
 * @see 004 Combat procedure; Taking a turn; Attacking; Morale; Non-lethal attacks; Combat gear degradation
 */
import type { Field, FormSchema } from '../../engine/schema';
import { SRC } from './tables';

const gear: readonly Field[] = [
  { kind: 'boolean', key: 'used', label: 'Used this fight', default: false },
  { kind: 'boolean', key: 'damaged', label: 'Damaged', default: false },
  { kind: 'boolean', key: 'destroyed', label: 'Destroyed', default: false },
];

/** The Zones and factions state record. */
export const stateSchema: FormSchema = {
  fields: [
    { kind: 'number', key: 'round', label: 'Round', min: 1, max: 999, default: 1, source: SRC.procedure },
    { kind: 'boolean', key: 'turnTaken', label: 'Turn taken', default: false, source: SRC.turn },
    { kind: 'boolean', key: 'tookByReaction', label: 'Turn spent on a reaction', default: false, source: SRC.reacting },
    { kind: 'number', key: 'reactions', label: 'Reactions spent', min: 0, max: 9, default: 0, source: SRC.reacting },
    { kind: 'number', key: 'zones', label: 'Zones moved', min: 0, max: 9, default: 0, source: SRC.turn },
    { kind: 'boolean', key: 'sprinted', label: 'Sprinted', default: false, source: SRC.turn },
    { kind: 'number', key: 'mainUsed', label: 'Main action used', min: 0, max: 1, default: 0, source: SRC.turn },
    { kind: 'number', key: 'bonusUsed', label: 'Bonus action used', min: 0, max: 1, default: 0, source: SRC.turn },
    { kind: 'text', key: 'reactedTo', label: 'Attacks reacted to', maxLength: 400, default: '', source: SRC.reacting },
    { kind: 'boolean', key: 'moraleSteady', label: 'Passed morale this stretch', default: false, source: SRC.morale },
    { kind: 'number', key: 'health', label: 'Health', min: 0, max: 200, default: 0, source: SRC.attacking },
    { kind: 'number', key: 'sheetHealth', label: 'Sheet health', min: 0, max: 200, default: 0, source: SRC.attacking, help: 'The sheet value this record was written against; a different sheet value replaces the tracked one.' },
    { kind: 'boolean', key: 'incapacitated', label: 'Incapacitated', default: false, source: SRC.attacking },
    { kind: 'boolean', key: 'dead', label: 'Dead', default: false, source: SRC.attacking },
    { kind: 'boolean', key: 'grabbed', label: 'Grabbed', default: false, source: SRC.nonLethal },
    { kind: 'boolean', key: 'disarmed', label: 'Disarmed', default: false, source: SRC.nonLethal },
    { kind: 'boolean', key: 'moraleBroken', label: 'Failed morale', default: false, source: SRC.morale },
    { kind: 'boolean', key: 'surrendered', label: 'Surrendered', default: false, source: SRC.surrender },
    { kind: 'boolean', key: 'moraleDue', label: 'Morale check due', default: false, source: SRC.morale },
    { kind: 'number', key: 'roundStartHealth', label: 'Health when the round began', min: 0, max: 200, default: 0, source: SRC.morale },
    { kind: 'list', key: 'weapons', label: 'Weapons', itemLabel: 'weapon', item: gear, minItems: 0, maxItems: 8, default: [], source: SRC.gear },
    { kind: 'list', key: 'armourWear', label: 'Armour', itemLabel: 'armour', item: gear, minItems: 0, maxItems: 1, default: [], source: SRC.gear },
    { kind: 'list', key: 'shieldWear', label: 'Shield', itemLabel: 'shield', item: gear, minItems: 0, maxItems: 1, default: [], source: SRC.gear },
  ],
};
