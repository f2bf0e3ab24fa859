/**
 * What the lasting state adds to a round's plan besides its modifiers: a held character's
 * grapple check to break free, and the notes for burning oil and ground fire.
 * @see 002 17.0.18 Grappling / Wrestling; 17.0.10 Oil
 */
import type { Modifier, Note, PlannedAction } from '../../engine/ruleset';
import { breakFree } from './checks';
import { grappleSizes, SRC } from './tables';
import type { CritState, Declaration, Sheet } from './types';

/**
 * The `free` check of a grabbed character (d20 + STR or DEX + size + `penalties`, against the
 * holder's total) and the fire notes. "Either Str or Dex": the one a Grapple action declares,
 * else the better of the two.
 */
export function heldEffects(sheet: Sheet, d: Declaration, s: CritState, penalties: readonly Modifier[]): { actions: PlannedAction[]; notes: Note[] } {
  const actions: PlannedAction[] = [], notes: Note[] = [];
  if (s.grabbed) {
    const dex = d.action === 'grapple' ? d.grappleWith === 'dex' : sheet.dexBonus > sheet.strBonus;
    const size = grappleSizes.find((z) => z.value === sheet.size);
    const mods: Modifier[] = [
      dex ? { label: 'DEX bonus', value: sheet.dexBonus, source: SRC.grapple } : { label: 'STR bonus', value: sheet.strBonus, source: SRC.grapple },
      ...(size?.mod ? [{ label: `Size: ${sheet.size}`, value: size.mod, source: size.source }] : []),
      ...penalties,
    ];
    const holder = s.holderGrapple === null ? ' (enter its total in your state when the GM says it)' : ` (${s.holderGrapple})`;
    actions.push({ id: 'free', kind: 'check', label: 'Grapple check: break free', timing: { kind: 'turn', note: 'Against the holder\'s grapple check' }, check: breakFree(mods, s.holderGrapple),
      notes: [{ label: 'Grabbed', text: `Held in a grapple: you move only where the holder takes you. Beat the holder's grapple check${holder} to break free; a tie is the GM's call.`, source: SRC.grapple }] });
  }
  if (s.burning > 0 && d.action !== 'smother') {
    notes.push({ label: 'Burning', text: s.burning === 2 ? 'Burning oil: another 1d8 at the end of next round unless you spend it putting the flames out.' : 'Burning oil: 1d8 at the end of this round unless you spend it putting the flames out (action: put out burning oil).', source: SRC.grenade });
  }
  if (s.groundFire > 0) notes.push({ label: 'Ground fire', text: `You stand in burning oil: 1d6 at the end of the round, no save (${s.groundFire} round${s.groundFire > 1 ? 's' : ''} left of it).`, source: SRC.grenade });
  return { actions, notes };
}
