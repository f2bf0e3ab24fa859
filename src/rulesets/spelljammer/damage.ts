/**
 * Damage plans: a hit is the weapon's dice plus modifiers, less the target's PROT; a critical
 * or grievous hit doubles it and ignores PROT; a grievous hit may cause a grievous wound
 * (tables not in the text) and costs the target's armour 1 PROT; penetrating ranged weapons
 * stick on a critical.
 * @see 000 Critical and Grievous Hits; Taking Damage; Ranged Critical or Grievous Hits
 */
import { distOf, map } from '../../engine/dist';
import { addBonus, parseDice } from '../../engine/notation';
import type { DamagePlan, Modifier, Note } from '../../engine/ruleset';
import { GRIEVOUS_EXTRA_DEX, penetratingTable } from './tables';
import type { Options, Weapon } from './types';
import { sum } from './modifiers';

/** The stuck-weapon line for a weapon, by the `thirdPenetrating` option; undefined for none. */
export function penetratingLine(w: Weapon, third: Options['thirdPenetrating']) {
  if (w.penetrating === 'none') return undefined;
  if (w.penetrating === 'spear' && third === 'javelin') return penetratingTable.javelin;
  return penetratingTable[w.penetrating];
}

/** A note for a stuck weapon on a critical (grievous: one more point of DEX penalty). */
export function penetratingNote(w: Weapon, third: Options['thirdPenetrating'], grievous: boolean): Note | undefined {
  const line = penetratingLine(w, third);
  if (!line) return undefined;
  const dex = line.dex + (grievous ? GRIEVOUS_EXTRA_DEX : 0);
  return { label: `${line.label} stuck`, text: `The ${line.label.toLowerCase()} stays in the wound: ${dex} DEX until removed (First Aid) and ${line.bleed} bleeding damage each round of combat or strain.`, source: line.source };
}

/** Damage plans for a hit, a critical and a grievous hit. Damage never goes below 0. */
export function damagePlans(w: Weapon, mods: readonly Modifier[], ranged: boolean, third: Options['thirdPenetrating'], targetProt: number | null): DamagePlan[] {
  const expr = addBonus(parseDice(w.damage), sum(mods));
  const base = map(distOf(expr), (x) => Math.max(0, x));
  const double = map(base, (x) => 2 * x);
  const prot = targetProt === null ? 'less the target\'s PROT' : `less the target's PROT ${targetProt}`;
  const stuck = (g: boolean) => (ranged ? penetratingNote(w, third, g) : undefined);
  const critNote = ['Double damage; the target\'s PROT does not count.', stuck(false)?.text].filter(Boolean).join(' ');
  const grievNote = ['Double damage, no PROT; the target\'s armour loses 1 PROT until repaired; the GM rolls for a grievous wound.', stuck(true)?.text].filter(Boolean).join(' ');
  return [
    { outcomes: ['hit'], expr, multiplier: 1, modifiers: mods, dist: base, armour: 'yes', note: `Damage ${prot}.` },
    { outcomes: ['critical'], expr, multiplier: 2, modifiers: mods, dist: double, armour: 'no', note: critNote },
    { outcomes: ['grievous'], expr, multiplier: 2, modifiers: mods, dist: double, armour: 'no', note: grievNote },
  ];
}

