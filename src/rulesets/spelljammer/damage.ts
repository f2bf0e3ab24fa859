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

/**
 * A note for a stuck weapon on a critical or grievous hit. On a grievous hit the DEX penalty is
 * one worse "with a grievous wound" (the GM's tables decide one: option `grievousDex: 'wound'`)
 * or on every grievous hit (`'hit'`).
 */
export function penetratingNote(w: Weapon, third: Options['thirdPenetrating'], grievous: boolean, grievousDex: Options['grievousDex'] = 'wound'): Note | undefined {
  const line = penetratingLine(w, third);
  if (!line) return undefined;
  const worse = line.dex + GRIEVOUS_EXTRA_DEX;
  const dex = !grievous ? `${line.dex} DEX` : grievousDex === 'hit' ? `${worse} DEX` : `${line.dex} DEX (${worse} with a grievous wound)`;
  return { label: `${line.label} stuck`, text: `The ${line.label.toLowerCase()} stays in the wound: ${dex} until removed (First Aid) and ${line.bleed} bleeding damage each round of combat or strain.`, source: line.source };
}

/**
 * What kind of attack a weapon makes, for the victim's phone (ATTACK_TAGS): 'melee'; 'missile',
 * plus 'arrow' (bow) or 'bolt' (crossbows) for a penetrating arrow or quarrel, and 'thrown' for a
 * penetrating javelin or spear, which stick on a critical or grievous hit.
 * @see 000 Ranged Critical or Grievous Hits
 */
export function attackTags(w: Weapon, ranged: boolean): string[] {
  if (!ranged) return ['melee'];
  if (w.penetrating === 'arrow') return ['missile', w.kind === 'crossbow' || w.kind === 'hand-crossbow' ? 'bolt' : 'arrow'];
  if (w.penetrating === 'javelin' || w.penetrating === 'spear') return ['missile', 'thrown'];
  return ['missile'];
}

/** Damage plans for a hit, a critical and a grievous hit. Damage never goes below 0. */
export function damagePlans(w: Weapon, mods: readonly Modifier[], ranged: boolean, third: Options['thirdPenetrating'], targetProt: number | null, grievousDex: Options['grievousDex'] = 'wound'): DamagePlan[] {
  const expr = addBonus(parseDice(w.damage), sum(mods));
  const base = map(distOf(expr), (x) => Math.max(0, x));
  const double = map(base, (x) => 2 * x);
  const prot = targetProt === null ? 'less the target\'s PROT' : `less the target's PROT ${targetProt}`;
  const stuck = (g: boolean) => (ranged ? penetratingNote(w, third, g, grievousDex) : undefined);
  const critNote = ['Double damage; the target\'s PROT does not count.', stuck(false)?.text].filter(Boolean).join(' ');
  const grievNote = ['Double damage, no PROT; the target\'s armour loses 1 PROT until repaired; the GM rolls for a grievous wound.', stuck(true)?.text].filter(Boolean).join(' ');
  return [
    { outcomes: ['hit'], expr, multiplier: 1, modifiers: mods, dist: base, armour: 'yes', ...(targetProt === null ? {} : { targetArmour: targetProt }), note: `Damage ${prot}.` },
    { outcomes: ['critical'], expr, multiplier: 2, modifiers: mods, dist: double, armour: 'no', note: critNote },
    { outcomes: ['grievous'], expr, multiplier: 2, modifiers: mods, dist: double, armour: 'no', note: grievNote },
  ];
}

