/**
 * Damage of an attack: the weapon's dice plus the attacker's damage bonus (db), all of it, half
 * of it (rolled, halved, rounded up) or none, as the weapon tables say; a special success deals
 * the weapon's maximum plus a normal roll plus the db. The target's armour points come off
 * afterwards. Damage never drops below 0.
 * @see 003 5.9 Weapons and Damage; 5.13 Special Successes; 5.12 Damage and Injury
 */
import type { Dice } from '../../engine/dice';
import { add, constant, distOf, map, type Dist } from '../../engine/dist';
import { diceRange, formatDice, parseDice, rollDice, type DiceExpr } from '../../engine/notation';
import type { DamagePlan } from '../../engine/ruleset';
import type { DbMode } from './tables';

/** Half of a rolled db, rounded up (also for a negative db: -3 gives -1). @see 003 5.9 ("½ damage bonus") */
export const halfDb = (x: number): number => Math.ceil(x / 2);

/** The distribution of the db added by a weapon. */
export function dbDist(db: DiceExpr, mode: DbMode): Dist {
  if (mode === 'none') return constant(0);
  const d = distOf(db);
  return mode === 'half' ? map(d, halfDb) : d;
}

/** The weapon's maximum damage, without the db: 7 for 1d6+1. @see 003 5.13 Special Successes */
export const weaponMax = (weapon: DiceExpr): number => diceRange(weapon).max;

const dbText = (db: DiceExpr, mode: DbMode): string =>
  mode === 'none' || (db.terms.length === 0 && db.bonus === 0) ? '' : mode === 'half' ? ` + ½db (${formatDice(db)} halved, rounded up)` : ` + db ${formatDice(db)}`;

/** Damage plans for a success and a special success, before the target's armour points. */
export function damagePlans(weaponDice: string, dbDice: string, mode: DbMode, targetArmour: number | null): DamagePlan[] {
  const weapon = parseDice(weaponDice), db = parseDice(dbDice);
  const expr: DiceExpr = mode === 'full' ? { terms: [...weapon.terms, ...db.terms], bonus: weapon.bonus + db.bonus } : weapon;
  const normal = map(add(distOf(weapon), dbDist(db, mode)), (x) => Math.max(0, x));
  const max = weaponMax(weapon);
  const special = map(add(add(constant(max), distOf(weapon)), dbDist(db, mode)), (x) => Math.max(0, x));
  const armour = targetArmour === null ? 'less the target\'s armour points' : `less the target's ${targetArmour} armour points`;
  const against = targetArmour === null ? {} : { targetArmour };
  return [
    { outcomes: ['success'], expr, multiplier: 1, modifiers: [], dist: normal, armour: 'yes', ...against, note: `${formatDice(weapon)}${dbText(db, mode)}, ${armour}.` },
    { outcomes: ['special'], expr: { terms: expr.terms, bonus: expr.bonus + max }, multiplier: 1, modifiers: [{ label: `Maximum of ${formatDice(weapon)}`, value: max }], dist: special, armour: 'yes', ...against,
      note: `Special success: ${max} (the weapon's maximum) + ${formatDice(weapon)}${dbText(db, mode)}, ${armour}.` },
  ];
}

/** Texts parsed (a sheet's few dice texts, read on every rolled hit), kept few: the engine's expressions are read-only. */
const parsedTexts = new Map<string, DiceExpr>();
function parsed(text: string): DiceExpr {
  let e = parsedTexts.get(text);
  if (!e) {
    e = parseDice(text);
    if (parsedTexts.size >= 256) parsedTexts.clear();
    parsedTexts.set(text, e);
  }
  return e;
}

/** A rolled damage: faces (weapon dice, then db dice), the total, and its parts. */
export interface RolledDamage {
  readonly faces: number[];
  readonly total: number;
  /** The normal roll with db: what the attack deals as a normal success (a special partly parried). */
  readonly normal: number;
  readonly text: string;
}

/**
 * Rolls the damage of a success or a special success: weapon dice first, then the db dice.
 * `targetArmour` (when the GM gave it) adds what gets through to the text.
 */
export function rollDamage(weaponDice: string, dbDice: string, mode: DbMode, special: boolean, dice: Dice, targetArmour: number | null = null): RolledDamage {
  const weapon = parsed(weaponDice), db = parsed(dbDice);
  const w = rollDice(weapon, dice);
  const d = mode === 'none' ? { faces: [], total: 0 } : rollDice(db, dice);
  const dbPart = mode === 'half' ? halfDb(d.total) : d.total;
  const normal = Math.max(0, w.total + dbPart);
  const max = weaponMax(weapon);
  const total = special ? Math.max(0, max + w.total + dbPart) : normal;
  const dbWords = mode === 'none' ? '' : mode === 'half' ? ` + ${dbPart} (½db)` : ` + ${dbPart} (db)`;
  const armour = targetArmour === null ? ', less armour points' : `; ${throughArmour(total, targetArmour)} after ${targetArmour} armour points`;
  const text = `${special ? `${max} (maximum) + ` : ''}${w.total} (${formatDice(weapon)})${dbWords} = ${total}${armour}`;
  return { faces: [...w.faces, ...d.faces], total, normal, text };
}

/** Damage that gets through armour: never below 0. @see 003 5.10 Armor; 5.12 (12 HP in hard leather taking 6 keeps 8) */
export const throughArmour = (damage: number, armourPoints: number): number => Math.max(0, damage - armourPoints);
