/**
 * Notes for what the declaration touches but only the GM can judge (surprise, Range of Field,
 * fast targets, withdrawing and free attacks, potions in melee) and reminders of the rules it invokes.
 * @see 000 Surprise; Ambush; Multiple Attackers; Movement Modifiers; Withdrawing From Melee
 */
import type { Note } from '../../engine/ruleset';
import { SRC } from './tables';
import type { Declaration, Sheet } from './types';

/** The GM's judgements the declaration touches, as labelled notes. */
export function situationNotes(d: Declaration, ranged: boolean, sheet: Sheet): Note[] {
  const n: Note[] = [];
  const gm = (label: string, text: string, source?: string) => n.push({ label, text, gm: true, ...(source ? { source } : {}) });
  if (d.attackers > 1) gm('Multiple attackers', 'The target\'s Range of Field skill reduces this bonus.', SRC.multiple);
  if (d.surprise !== 'none') gm('Surprise', d.surprise === 'out-of-combat' ? 'The GM decides if surprise applies; the need uses only the target\'s always-on magical DEF, not its DEF.' : 'The GM decides if surprise applies.', SRC.surprise);
  if (d.ambush !== 'none') gm('Ambush', 'Only on the surprise round. A target who made a 1x PER roll may shout a warning that moves each ally one line better (3x counts as 2x).', SRC.ambush);
  if (ranged && d.action === 'attack') gm('Fast target', 'The GM may give more than -30 against an exceptionally fast target.', SRC.rangedMovement);
  if (d.carefulAim && d.movement === 'attack-then-move') gm('Careful aim', 'Aiming needs you to stand still until your last shot.', SRC.carefulAim);
  if (d.carefulAim && sheet.masterBowmanRank > 0) n.push({ label: 'Careful aim', text: 'No double shots with careful aim.', source: SRC.carefulAim });
  if (d.movement === 'move' || d.movement === 'run' || d.movement === 'attack-then-move') gm('Withdrawing', 'Leaving a melee completely gives your opponent a free attack; the GM judges when.', SRC.withdraw);
  if (d.action === 'full-defense' || d.action === 'desperate-defense') gm('Withdrawing', 'Under Full or Desperate Defense you get no free attack on a foe who withdraws from you.' + (d.action === 'desperate-defense' ? ' A foe may also withdraw from you without giving you one.' : ''), SRC.withdraw);
  if (d.action === 'attack' && d.sacrifice > 0) gm('Withdrawing', 'A free attack on a foe who withdraws from you keeps the SC you gave up for Defending.', SRC.withdraw);
  if (d.movement === 'attack-then-move') n.push({ label: 'Attack then move', text: 'Movement starts after your last attack (see the result); no attack after moving.', source: SRC.attackMove });
  if (d.movement === 'move') n.push({ label: 'Move and attack', text: 'Up to half your TMR.', source: SRC.moveAttack });
  if (d.movement === 'run') n.push({ label: 'Run and attack', text: 'Up to your TMR (half of a 2x TMR run).', source: SRC.run });
  if (d.potion !== 'no') gm('Drink potion', `Only if you were not in melee when the round began.${d.potion === 'lose-movement' ? ' You move half as far.' : ''}`, SRC.potion);
  if (d.pickUp === 'attack' && d.action === 'attack') n.push({ label: 'Picked up weapon', text: 'One attack only, at -5 initiative.', source: SRC.pickUp });
  return n;
}
