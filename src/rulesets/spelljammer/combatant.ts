/**
 * The GM's own combatants in Spelljammer: a monster or NPC is placed in the count by its IM
 * and its number of attacks, each attack rolling its own initiative on the die ladder (d10,
 * d8, d6, ...) plus IM and the GM's modifier, exactly like a player's attacks: two of its own
 * attacks on one segment put the later one a segment later, -6 or lower is lost.
 * @see shared/rules/000_abb45db44eb0a0ba.txt, Initiative; The Initiative Round
 */
import type { Dice } from '../../engine/dice';
import type { CombatantRules, ResultEntry } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { initiativeDie, isLost, ownSegments, phaseAt } from './initiative';
import { SRC, type LadderId } from './tables';

const schema: CombatantRules['schema'] = {
  fields: [
    { kind: 'number', key: 'im', label: 'IM', min: -10, max: 10, default: 0, help: 'Its DEX modifier to initiative.', source: SRC.initiative },
    { kind: 'number', key: 'attacks', label: 'Attacks per round', min: 1, max: 5, default: 1, help: 'Each attack rolls its own initiative on a smaller die.', source: SRC.initiative },
    { kind: 'number', key: 'initMod', label: 'Initiative modifier', min: -20, max: 20, default: 0, help: 'Moving, drawing, no movement: the GM adds it up.', source: SRC.initiative },
  ],
};

const num = (v: Values[string], fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * One combatant's attacks for the round: entries 'a1'.. of kind 'attack', each timed with
 * `order: [segment]` and the phase of that segment under the table's `movementEnds` reading.
 * Dice order: attack 1's die first (d10), then attack 2's (d8), and so on.
 */
function roll(values: Values, options: Values, dice: Dice): ResultEntry[] {
  const im = num(values['im'], 0), mod = num(values['initMod'], 0);
  const attacks = Math.max(1, Math.min(5, Math.trunc(num(values['attacks'], 1))));
  const ladder = (typeof options['ladder'] === 'string' ? options['ladder'] : 'd4-d4') as LadderId;
  const movementEnds = options['movementEnds'] === 'outside' ? 'outside' : 'inside';
  const rolls = Array.from({ length: attacks }, (_, i) => {
    const sides = initiativeDie(i, ladder);
    const face = dice.roll(sides);
    return { sides, face, total: face + im + mod };
  });
  const segments = ownSegments(rolls.map((r) => r.total));
  return rolls.map((r, i) => {
    const seg = segments[i]!;
    const lost = isLost(seg);
    const moved = seg !== r.total ? ` (moved from ${r.total}: its own attack already acts then)` : '';
    return {
      id: `a${i + 1}`,
      kind: 'attack',
      label: attacks > 1 ? `Attack ${i + 1}` : 'Attack',
      timing: {
        faces: [r.face], total: r.total, order: [seg], phase: phaseAt(seg, movementEnds), ...(lost ? { lost: true } : {}),
        text: `d${r.sides} ${r.face}${im + mod ? ` ${im + mod > 0 ? '+' : '−'} ${Math.abs(im + mod)}` : ''}: ${lost ? 'lost, segment' : 'segment'} ${seg}${moved}`,
      },
    };
  });
}

/** How the GM rolls a Spelljammer monster or NPC. */
export const combatant: CombatantRules = { schema, roll };
