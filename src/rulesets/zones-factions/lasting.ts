/**
 * The character's lasting state, kept in the same record as the round's turn state
 * (`PlanInput.state` and `RoundResult.nextState`): health (and the sheet's Health it was written
 * against: editing it on the sheet replaces the tracked figure), incapacitated and dead, grabbed
 * and disarmed, morale (failed: surrender or retreat; surrendered), the health when the round
 * began and a morale check due, and the gear: for each sheet weapon, the armour and the shield,
 * whether it was used this fight (for the durability rolls after it), damaged, or destroyed.
 * Keys missing from an older record take their defaults, so records from before a key existed read.
 * @see 004 Attacking; Morale; Surrendering; Non-lethal attacks; Combat gear degradation
 */
import { oncePerPair } from '../../engine/memo';
import type { Values } from '../../engine/schema';
import type { Sheet } from './types';

/** One piece of gear: used this fight, damaged (by a durability roll, or on the sheet), destroyed. */
export interface GearWear { readonly used: boolean; readonly damaged: boolean; readonly destroyed: boolean }

/** The lasting part of the record. */
export interface Lasting {
  readonly health: number;
  readonly incapacitated: boolean;
  readonly dead: boolean;
  readonly grabbed: boolean;
  readonly disarmed: boolean;
  /** Failed a morale check: surrender or retreat (until harmed by the enemy). */
  readonly moraleBroken: boolean;
  /** Surrendered (until harmed by the enemy). */
  readonly surrendered: boolean;
  /** Fighting alone, health fell to half or less in the round that ended: a morale check is due. */
  readonly moraleDue: boolean;
  /** Health when the round began (set when a round ends), for the morale trigger. */
  readonly roundStartHealth: number;
  readonly weapons: readonly GearWear[];
  readonly armour: GearWear;
  readonly shield: GearWear;
}

const NEW: GearWear = { used: false, damaged: false, destroyed: false };
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const bool = (v: unknown): boolean => v === true;
const wear = (v: unknown, sheetDamaged: boolean): GearWear => {
  const one = Array.isArray(v) ? v[0] : v;
  const x = (one && typeof one === 'object' ? one : {}) as Values;
  return { used: bool(x['used']), damaged: sheetDamaged || bool(x['damaged']), destroyed: bool(x['destroyed']) };
};

/**
 * readLastingOf below, read once per state object and sheet: the plan, the roll, the status and the
 * hit rules all read the same state (../../engine/memo.ts). Shared: read-only.
 */
export const readLasting: (sheet: Sheet, state: Values | undefined) => Lasting = oncePerPair(readLastingOf);

/**
 * The lasting state from a record: its values where well formed, the sheet's otherwise. Gear
 * damaged on the sheet counts as damaged. A record written against another sheet Health takes
 * the sheet's Health and drops what came with the tracked one (incapacitated, dead); from the
 * sheet alone, health 0 is incapacitated.
 */
function readLastingOf(sheet: Sheet, state: Values | undefined): Lasting {
  const s = state ?? {};
  const tracked = typeof s['health'] === 'number' && s['sheetHealth'] === sheet.health;
  const health = tracked ? Math.max(0, num(s['health'], sheet.health)) : sheet.health;
  const rawWeapons = Array.isArray(s['weapons']) ? (s['weapons'] as readonly Values[]) : [];
  return {
    health,
    incapacitated: tracked ? bool(s['incapacitated']) : health <= 0,
    dead: tracked && bool(s['dead']),
    grabbed: bool(s['grabbed']), disarmed: bool(s['disarmed']),
    moraleBroken: bool(s['moraleBroken']), surrendered: bool(s['surrendered']), moraleDue: bool(s['moraleDue']),
    roundStartHealth: tracked ? Math.max(0, num(s['roundStartHealth'], health)) : health,
    weapons: sheet.weapons.map((w, i) => wear(rawWeapons[i], w.damaged)),
    armour: wear(s['armourWear'], sheet.armourDamaged),
    shield: sheet.shield ? wear(s['shieldWear'], sheet.shieldDamaged) : NEW,
  };
}

/** The lasting state as record values (merged over the turn state by `roll` and the state rules). The armour's and shield's wear are lists of one, as the schema has no nested record. */
export function writeLasting(l: Lasting, sheet: Sheet): Values {
  const w = (g: GearWear): Values => ({ used: g.used, damaged: g.damaged, destroyed: g.destroyed });
  const clamp = (x: number) => Math.max(0, Math.min(200, Math.round(x)));
  return {
    health: clamp(l.health), sheetHealth: sheet.health,
    incapacitated: l.incapacitated, dead: l.dead, grabbed: l.grabbed, disarmed: l.disarmed,
    moraleBroken: l.moraleBroken, surrendered: l.surrendered, moraleDue: l.moraleDue, roundStartHealth: clamp(l.roundStartHealth),
    weapons: l.weapons.map(w), armourWear: [w(l.armour)], shieldWear: [w(l.shield)],
  };
}

/** The armour value that is left: the sheet's, less a destroyed shield (1, as in the text's shield and light armour making 2) and destroyed armour (the rest). @see 004 Reacting to an attack (Theobald's armour 2); Combat gear degradation */
export function armourLeft(sheet: Sheet, l: Lasting): number {
  const shieldPart = sheet.shield ? Math.min(1, sheet.armour) : 0;
  const bodyPart = sheet.armour - shieldPart;
  return Math.max(0, sheet.armour - (l.shield.destroyed ? shieldPart : 0) - (l.armour.destroyed ? bodyPart : 0));
}

/** The sheet as the round sees it: health tracked, armour left, gear damaged by the state too, a destroyed shield gone. */
export function effectiveSheet(sheet: Sheet, l: Lasting): Sheet {
  return {
    ...sheet, health: l.health, armour: armourLeft(sheet, l),
    shield: sheet.shield && !l.shield.destroyed, shieldDamaged: l.shield.damaged && !l.shield.destroyed, armourDamaged: l.armour.damaged && !l.armour.destroyed,
    weapons: sheet.weapons.map((w, i) => ({ ...w, damaged: l.weapons[i]?.damaged ?? w.damaged })),
  };
}
