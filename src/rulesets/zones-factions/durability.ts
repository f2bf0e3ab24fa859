/**
 * Durability rolls after a fight: every weapon, armour and shield used at least once in it is
 * rolled for; a 1 damages it (the damage to the equipment and the ammunition used up). The text
 * names the roll but not its die: the die is a table option (`durabilityDie`, d6 by default), and
 * a 1 failing, as a damaged weapon's damage die showing 1 destroys it, is our reading. An item
 * already damaged stays damaged (only the text's two events destroy it). The fight being over,
 * every item counts as unused again.
 * @see 004 Combat gear degradation
 */
import { bandsFromFaces } from '../../engine/check';
import type { Dice } from '../../engine/dice';
import type { Note, PlannedAction, StateChange, StateInput } from '../../engine/ruleset';
import { gearOf } from './conditions';
import type { GearWear, Lasting } from './lasting';
import { turnOf, writeRecord } from './record';
import { readInput } from './stateInput';
import { SRC } from './tables';
import type { Declaration, Options, Sheet } from './types';

/** Whether a declaration is the durability rolls after the fight (morale's declaration with `afterFight`). */
export const afterFight = (d: Declaration): boolean => d.act === 'morale' && d.afterFight === true;

const sidesOf = (o: Options): number => Number((o.durabilityDie ?? 'd6').slice(1));
const styles = { damaged: { label: '1: damaged', tone: 0 as const }, holds: { label: 'Holds', tone: 1 as const } };

/** The durability checks of the gear used this fight, one action each (id `durability:<gear id>`). */
export function durabilityActions(sheet: Sheet, l: Lasting, o: Options): { actions: PlannedAction[]; notes: Note[] } {
  const sides = sidesOf(o);
  const used = gearOf(sheet, l).filter((g) => g.wear.used && !g.wear.destroyed);
  if (!used.length) return { actions: [], notes: [{ label: 'Durability', text: 'No weapon, armour or shield was used in this fight: nothing to roll.', source: SRC.gear }] };
  return { notes: [], actions: used.map((g) => ({
    id: `durability:${g.id}`, kind: 'check' as const, label: `Durability: ${g.name}`, timing: { kind: 'turn' as const },
    check: { die: sides, mode: 'under' as const, need: 1, bonus: 0, modifiers: [{ label: `d${sides}`, value: sides, source: SRC.gear }],
      bands: bandsFromFaces(sides, (f) => ({ outcome: f === 1 ? 'damaged' : 'holds' }), styles), summary: `d${sides} · 1 damages it` },
    notes: [{ label: 'On a 1', text: g.wear.damaged ? 'Already damaged: it stays so.' : 'Damaged: a weapon then breaks on a damage die of 1, armour and shields on a hit of 8 or more.', source: SRC.gear }],
  })) };
}

/** The gear after the durability faces (by gear id), every item unused again. */
export function afterDurability(sheet: Sheet, l: Lasting, faces: ReadonlyMap<string, number>): { lasting: Lasting; notes: Note[] } {
  const notes: Note[] = [];
  const wear = (id: string, name: string, g: GearWear): GearWear => {
    const f = faces.get(id);
    if (f === 1 && !g.damaged) notes.push({ label: `${name} damaged`, text: 'The durability roll shows a 1.', source: SRC.gear });
    return { used: false, damaged: g.damaged || f === 1, destroyed: g.destroyed };
  };
  const names = new Map(gearOf(sheet, l).map((g) => [g.id, g.name]));
  return { notes, lasting: {
    ...l,
    weapons: l.weapons.map((g, i) => wear(`weapon-${i + 1}`, names.get(`weapon-${i + 1}`) ?? `Weapon ${i + 1}`, g)),
    armour: wear('armour', 'Armour', l.armour), shield: wear('shield', 'Shield', l.shield),
  } };
}

/** Rolls the durability of every item used this fight (one die each, in gear order), outside any round. */
export function durabilityRolls(input: StateInput, dice: Dice): StateChange {
  const { sheet, o, l } = readInput(input);
  const faces = new Map<string, number>();
  for (const a of durabilityActions(sheet, l, o).actions) faces.set(a.id.slice('durability:'.length), dice.roll(sidesOf(o)));
  const r = afterDurability(sheet, l, faces);
  const rolled = [...faces].map(([id, f]) => `${id} ${f}`).join(', ');
  return { state: writeRecord(turnOf(input.state), r.lasting, sheet), notes: [{ label: 'Durability', text: rolled ? `Rolled: ${rolled}.` : 'Nothing was used.', source: SRC.gear }, ...r.notes], hits: [] };
}
