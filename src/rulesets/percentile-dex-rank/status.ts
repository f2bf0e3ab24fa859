/**
 * The character's figures for the round, for the phone and the GM: DEX rank, hit points and
 * injuries, weapon and shield hit points left after parrying, ammunition, and skills armour lowers.
 * @see 003 5.3; 5.6 and 5.11 (weapon and shield damage); 5.9 (ammunition); 5.10; 5.12
 */
import type { Stat } from '../../engine/ruleset';
import { penalisedSkills } from './armour';
import { hpStat, injuriesText } from './health';
import type { RoundRank } from './rank';
import type { CarriedState } from './state';
import { shieldTable } from './tables';
import type { Options, Sheet } from './types';
import { ammoCapacity, weaponOf } from './weapons';

/** Status figures from the sheet and the carried state. `rank` is left out when the round has no DEX rank (healing). */
export function statusStats(sheet: Sheet, s: CarriedState, o: Options, rank: RoundRank | undefined): Stat[] {
  const out: Stat[] = [];
  if (rank) out.push({ label: 'DEX rank', value: rank.rank, modifiers: rank.modifiers, text: rank.canAct ? rank.text : `${rank.text}` });
  out.push(hpStat(s, sheet.maxHp, o.unconscious));
  if (s.injuries.length) out.push({ label: 'Injuries', value: s.injuries.length, text: injuriesText(s.injuries) });
  sheet.weapons.forEach((sw, i) => {
    const w = weaponOf(sw), g = s.gear[i];
    if (!g) return;
    if (w.hp !== null && g.damage > 0) out.push({ label: `${w.name} HP`, value: Math.max(0, w.hp - g.damage), text: g.damage >= w.hp ? 'broken' : `of ${w.hp}, after parrying` });
    const cap = ammoCapacity(w);
    if (cap !== undefined) {
      out.push(w.ammo === 'crossbow'
        ? { label: `${w.name} loaded`, value: g.ammo, text: g.ammo ? 'loaded' : 'not loaded: reloading takes a round' }
        : { label: `${w.name} ${w.ammo === 'charges' ? 'charges' : 'shots'}`, value: g.ammo, text: `of ${cap}` });
    }
  });
  const shield = shieldTable.find((r) => r.id === sheet.shield);
  if (shield && s.shieldDamage > 0) out.push({ label: `${shield.name} shield HP`, value: Math.max(0, shield.hp - s.shieldDamage), text: s.shieldDamage >= shield.hp ? 'broken' : `of ${shield.hp}` });
  out.push(...penalisedSkills(sheet));
  return out;
}
