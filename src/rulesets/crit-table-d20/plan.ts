/**
 * `plan`: the round before the dice, with exact odds: the shared initiative, each attack's
 * bands against AC (or by AC when the GM keeps it), damage for a hit and for a natural 20
 * (the special d20's mix of regular, maximum and critical damage), the other checks, the AC for
 * the round and what the declaration costs.
 * @see shared/rules/002_531e683ac1309b4e.txt, 17 Combat
 */
import type { Plan, PlanInput, PlannedAction } from '../../engine/ruleset';
import { damagePlans } from './damage';
import { buildRound } from './round';
import { specialCounts } from './special';

/** The crit-table-d20 plan. Inputs are validated; missing declaration or option fields take their defaults. */
export function plan(input: PlanInput): Plan {
  const r = buildRound(input);
  const actions: PlannedAction[] = r.actions.map((a) => {
    const spec = r.attacks.find((s) => s.id === a.id);
    if (!spec?.damage) return a;
    const { expr, modifiers, scaling, specialBonus } = spec.damage;
    return { ...a, damage: damagePlans(expr, modifiers, scaling, specialCounts(specialBonus)) };
  });
  return { rulesetId: 'crit-table-d20', character: r.sheet.name, actions, defence: r.defence, status: r.status, lost: r.lost, notes: r.notes };
}
