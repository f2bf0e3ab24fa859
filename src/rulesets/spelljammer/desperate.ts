/**
 * Desperate Defense: "the character can take no other actions during the round except to
 * desperately defend". Besides attacking and casting, that rules out moving on one's own
 * (the attacker may still push the character up to 10 ft), drawing or sheathing, readying a
 * shield, drinking a potion, picking up a weapon and a free action; and the character gets no
 * free attack on a foe who withdraws. What the declaration asks of these is not counted.
 * @see 000 Desperate Defense; Withdrawing From Melee; Free Actions
 */
import type { Note } from '../../engine/ruleset';
import { SRC } from './tables';
import type { Declaration } from './types';

/** The declaration with every other action of a Desperate Defense round dropped, and a note naming what was dropped. */
export function desperateOnly(d: Declaration): { d: Declaration; notes: Note[] } {
  if (d.action !== 'desperate-defense') return { d, notes: [] };
  const dropped: string[] = [];
  const moves = d.movement === 'move' || d.movement === 'run' || d.movement === 'attack-then-move';
  if (moves) dropped.push('moving');
  if (d.draw !== 'none') dropped.push(d.draw === 'draw' ? 'drawing a weapon' : 'sheathing and drawing');
  if (d.readyShield) dropped.push('readying a shield');
  if (d.potion !== 'no') dropped.push('drinking a potion');
  if (d.pickUp !== 'no') dropped.push('picking up a weapon');
  const kept: Declaration = { ...d, movement: moves ? 'free' : d.movement, draw: 'none', readyShield: false, potion: 'no', pickUp: 'no', carefulAim: false, sacrifice: 0, offhand: false };
  const notes: Note[] = [{ label: 'Desperate Defense', source: SRC.desperate,
    text: 'You may do nothing else this round but defend: no attack, spell, free action or free attack on a foe who withdraws, and no move of your own (your attacker may push you up to 10 ft).' +
      (dropped.length ? ` Not counted: ${dropped.join(', ')}.` : '') }];
  return { d: kept, notes };
}
