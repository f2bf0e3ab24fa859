/**
 * How many attacks the declaration leaves, with each cost as a note, and the initiative
 * modifiers of movement, drawing and picking up a weapon.
 * @see 000 Move and Attack; Run and Attack; Draw Weapon; Ready Shield; Drink Potion;
 *      Careful Aim; Picking Up a Dropped Weapon; Full Defense; Desperate Defense
 */
import type { Modifier, Note } from '../../engine/ruleset';
import { RULES, SRC } from './tables';
import type { Declaration, Options } from './types';

/** Attacks lost to moving up to half TMR and attacking: half, rounded down (2-3 -> 1, 4-5 -> 2). */
export const moveAndAttackLoss = (n: number): number => Math.floor(n / 2);
/** Attacks kept when running and attacking: half rounded down, at least one (1-3 -> 1, 4-5 -> 2). */
export const runAndAttackKeeps = (n: number): number => Math.max(1, Math.floor(n / 2));
/** Attacks lost to readying a shield or drinking a potion: half, rounded up (3 -> 2 lost, 1 -> 1 lost). */
export const halfRoundUpLoss = (n: number): number => Math.ceil(n / 2);

/**
 * The number of -5 initiative actions in a declaration; every two of them also cost an action.
 * `pairs: 'all'` (default) counts every -5 action (drawing, sheathing, moving before the
 * attack, picking up a weapon); 'draw' counts only sheathing and drawing, the text's example.
 */
export function minusFiveActions(d: Declaration, pairs: Options['minusFivePairs'] = 'all'): number {
  const drawing = d.draw === 'draw' ? 1 : d.draw === 'sheathe-draw' ? 2 : 0;
  if (pairs === 'draw') return drawing;
  return drawing + (d.movement === 'move' ? 1 : 0) + (d.pickUp === 'attack' ? 1 : 0);
}

/**
 * Attacks this round for an `attack` declaration, from the sheet's attacks per round. Each
 * cost is taken from the normal number of attacks, as the text states them; several costs
 * add up (never below zero).
 */
export function attacksThisRound(normal: number, d: Declaration, pairs: Options['minusFivePairs'] = 'all'): { count: number; lost: Note[] } {
  const lost: Note[] = [];
  const take = (n: number, label: string, why: string, source: string) => {
    if (n > 0) lost.push({ label, text: `${n} attack${n === 1 ? '' : 's'} lost: ${why}`, source });
    return n;
  };
  if (d.action === 'full-defense' || d.action === 'desperate-defense') {
    take(normal, d.action === 'full-defense' ? 'Full Defense' : 'Desperate Defense', 'no attacks while defending fully', d.action === 'full-defense' ? SRC.fullDefense : SRC.desperate);
    return { count: 0, lost };
  }
  if (d.action !== 'attack') return { count: 0, lost };
  if (d.pickUp === 'failed' || d.pickUp === 'retrieved') {
    take(normal, 'Picking up a weapon', d.pickUp === 'failed' ? 'the 4x DEX roll failed' : 'retrieving it takes the round (no 1x DEX roll)', SRC.pickUp);
    return { count: 0, lost };
  }
  let count = normal;
  if (d.pickUp === 'attack') count -= take(normal - 1, 'Picking up a weapon', 'a 1x DEX roll leaves one attack', SRC.pickUp);
  if (d.movement === 'move') count -= take(moveAndAttackLoss(normal), 'Move and attack', 'half your attacks, rounded down', SRC.moveAttack);
  if (d.movement === 'run') count -= take(normal - runAndAttackKeeps(normal), 'Run and attack', 'you keep half, rounded down, at least one', SRC.run);
  if (d.carefulAim) count -= take(1, 'Careful aim', 'aiming takes one action', SRC.carefulAim);
  if (d.readyShield) count -= take(halfRoundUpLoss(normal), 'Ready shield', 'half your attacks, rounded up', SRC.shield);
  if (d.potion === 'lose-attacks') count -= take(halfRoundUpLoss(normal), 'Drink potion', 'half your attacks, rounded up', SRC.potion);
  const costly = Math.floor(minusFiveActions(d, pairs) / 2);
  if (costly) count -= take(costly, 'Two -5 initiative actions', 'each pair of -5 actions (drawing, sheathing, moving, picking up) costs an action', SRC.draw);
  if (count < 0) count = 0;
  return { count, lost };
}

/** Initiative modifiers of the declaration (besides IM and the GM's call). */
export function initiativeModifiers(d: Declaration): Modifier[] {
  const mods: Modifier[] = [];
  if (d.movement === 'none') mods.push({ label: 'Declared no movement', value: RULES.noMovementInit, source: SRC.initiative });
  if (d.movement === 'move') mods.push({ label: 'Move and attack', value: RULES.moveAttackInit, source: SRC.moveAttack });
  if (d.movement === 'run') mods.push({ label: 'Run and attack', value: RULES.runInit, source: SRC.run });
  if (d.draw === 'draw') mods.push({ label: 'Draw weapon', value: RULES.drawInit, source: SRC.draw });
  if (d.draw === 'sheathe-draw') mods.push({ label: 'Sheathe and draw', value: RULES.sheatheDrawInit, source: SRC.draw });
  if (d.pickUp === 'attack') mods.push({ label: 'Picked up weapon (1x DEX)', value: RULES.pickUpInit, source: SRC.pickUp });
  return mods;
}
