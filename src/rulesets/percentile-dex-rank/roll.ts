/**
 * `roll`: rolls a planned percentile-dex-rank round. Dice order (for scripted tests): the d100
 * of the action, then, for an attack that succeeded, the weapon's damage dice and the db dice;
 * for a reaction whose hit knocks the character out, 1D6 hours; for First Aid, the 1D3 on a
 * success; for a week's rest, its 1D3. The whole lasting state (HP, injuries, knock-out and
 * death, weapon wear, ammunition, the last attack's weapon, lasting effects) always goes to `nextState`.
 * @see 003 5.5 and 5.13 (attack, special damage); 5.8 (matrix outcome); 5.12 (hit points); 5.14 (healing)
 */
import { resolveCheck } from '../../engine/check';
import type { Dice } from '../../engine/dice';
import type { CheckResult, EntryDraft, Note, Plan, PlannedAction, PlanInput, ResultEntry, RoundResult } from '../../engine/ruleset';
import { armourPoints } from './armour';
import { attackOrder } from './attack';
import { rollDamage } from './damage';
import { defenceMeans } from './defend';
import { matrix, type DefenceLevel } from './matrix';
import { rankOf, readRound, type Round } from './plan';
import { rollRecover } from './recover';
import { writeState, type CarriedState } from './state';
import { statusStats } from './status';
import { SRC } from './tables';
import { sufferHit } from './wound';
import { ammoCapacity, declaredWeapon } from './weapons';

/** Label of the GM note a special success carries: its damage as a normal success (read by `reactTo`). */
export const NORMAL_DAMAGE_LABEL = 'As a normal success';
/** Label of the GM note a special success carries: the "appropriate special result" is the GM's call. @see 003 5.8; 5.13 */
export const SPECIAL_RESULT_LABEL = 'Special result';

const useGear = (s: CarriedState, i: number, f: (g: { damage: number; ammo: number }) => { damage: number; ammo: number }): CarriedState =>
  ({ ...s, gear: s.gear.map((g, j) => (j === i ? f(g) : g)) });

function rollAttack(a: PlannedAction, r: Round, dice: Dice, s: CarriedState): { entry: ResultEntry; state: CarriedState } {
  const { weapon: w, index } = declaredWeapon(r.sheet, r.d.weapon);
  const rank = a.timing.kind === 'fixed' ? a.timing.value : 0;
  const check = resolveCheck(a.check!, dice.roll(100));
  const used = ammoCapacity(w) !== undefined && index !== 'shield' ? useGear(s, index, (g) => ({ ...g, ammo: Math.max(0, g.ammo - 1) })) : s;
  // The weapon of the last attack: where a special parry's point goes when the attacker records it (Take a hit, 'parried').
  const state: CarriedState = { ...used, lastWeapon: String(index) };
  const notes: Note[] = [];
  let damage: ResultEntry['damage'];
  if (check.outcome === 'special' || check.outcome === 'success') {
    const special = check.outcome === 'special';
    const d = rollDamage(w.damage, r.sheet.db, w.db, special, dice, r.d.targetArmour);
    damage = { faces: d.faces, total: d.total, armour: 'yes', text: d.text };
    if (special) {
      notes.push({ label: NORMAL_DAMAGE_LABEL, text: `${d.normal} if partly parried or dodged (no maximum)`, gm: true, source: SRC.matrix });
      // The special result beyond the damage is the GM's to rule; only GM notes travel in the QR.
      notes.push({ label: SPECIAL_RESULT_LABEL, text: 'The GM rules it, beyond the damage', gm: true, source: SRC.special });
      notes.push(...(a.notes ?? []));
    }
  }
  const timing = { faces: [], total: rank, order: attackOrder(rank, w), text: a.timing.kind === 'fixed' ? a.timing.note ?? `DEX rank ${rank}` : `DEX rank ${rank}` };
  // Built field by field (spreading optional parts is slow in the fight simulation), in the same order.
  const entry: EntryDraft = { id: a.id, kind: a.kind, label: a.label, timing, check, summary: a.check!.summary };
  if (damage) entry.damage = damage;
  if (notes.length) entry.notes = notes;
  if (a.tags) entry.tags = a.tags;
  return { entry, state };
}

function rollReaction(a: PlannedAction, r: Round, dice: Dice, s: CarriedState, o: Round['o']): { entry: ResultEntry; state: CarriedState } {
  const { d, sheet } = r;
  const timing = a.timing.kind === 'fixed' ? { faces: [], total: a.timing.value, order: [a.timing.value], text: a.timing.note ?? '' } : undefined;
  const base = (): EntryDraft => {
    const e: EntryDraft = { id: a.id, kind: a.kind, label: a.label };
    if (timing) e.timing = timing;
    return e;
  };
  if (d.incomingLevel === 'failure') { const e = base(); e.notes = a.notes ?? []; return { entry: e, state: s }; }
  const means = defenceMeans(sheet, d, o, s);
  const check: CheckResult | undefined = a.check ? resolveCheck(a.check, dice.roll(100)) : undefined;
  const level: DefenceLevel = check ? (check.outcome as DefenceLevel) : 'none';
  const cell = matrix(d.incomingLevel, level, means.parry, d.incomingKind === 'melee');
  const notes: Note[] = [{ label: 'Outcome', text: cell.text, source: SRC.matrix }];
  if (means.why) notes.unshift(means.why);
  let state = s;
  if (cell.parryWeaponDamage && means.gear !== null) {
    state = means.gear === 'shield' ? { ...state, shieldDamage: state.shieldDamage + cell.parryWeaponDamage } : useGear(state, means.gear, (g) => ({ ...g, damage: g.damage + cell.parryWeaponDamage }));
    notes.push({ label: 'Parry damage', text: `${means.gear === 'shield' ? 'Your shield' : 'Your parrying weapon'} takes ${cell.parryWeaponDamage} points.`, source: SRC.matrix });
  }
  if (cell.attackerWeaponDamage) notes.push({ label: 'Attacker\'s weapon', text: `The attacker's weapon takes ${cell.attackerWeaponDamage} point: the attacker records it (Take a hit, outcome "parried").`, gm: true, source: SRC.matrix });
  if (cell.result === 'special') notes.push({ label: 'Special result', text: 'The GM rules any special result of the attack beyond its damage.', gm: true, source: SRC.special });
  if (cell.result === 'normal' || cell.result === 'special') {
    const incoming = cell.result === 'special' || d.incomingLevel === 'success' ? d.incomingDamage : d.incomingNormal;
    if (incoming === null) {
      const ap = armourPoints(sheet, d.incomingKind, o.riotGear);
      notes.push({ label: 'Damage', text: `${cell.result === 'normal' && d.incomingLevel === 'special' ? 'The attacker rolls normal damage (no maximum)' : 'Damage not entered'}: take it less your ${ap} armour points, and enter it to track your HP.`, gm: true, source: SRC.damage });
    } else {
      const w = sufferHit(state, sheet, o, incoming, d.incomingKind, true, dice);
      state = w.state;
      notes.push({ label: 'Damage taken', text: `${w.text}.`, gm: true, source: SRC.damage }, ...w.notes.map((n) => ({ ...n, gm: true })));
    }
  }
  const entry = base();
  if (check) { entry.check = check; entry.summary = a.check!.summary; }
  entry.notes = notes;
  return { entry, state };
}

/** Rolls a plan with the given dice. `input` supplies the sheet, declaration, options and state. */
export function roll(plan: Plan, dice: Dice, at: number, input: PlanInput): RoundResult {
  const r = readRound(input);
  let state = r.s;
  const entries: ResultEntry[] = [];
  for (const a of plan.actions) {
    const base = { id: a.id, kind: a.kind, label: a.label };
    if (a.kind === 'attack') {
      const x = rollAttack(a, r, dice, state); entries.push(x.entry); state = x.state;
    } else if (a.kind === 'reaction') {
      const x = rollReaction(a, r, dice, state, r.o); entries.push(x.entry); state = x.state;
    } else if (a.id === 'heal') {
      const check = a.check ? resolveCheck(a.check, dice.roll(100)) : undefined;
      const x = rollRecover(r.d, state, r.sheet, dice, check?.face);
      state = x.state;
      entries.push({ ...base, ...(check ? { check, summary: a.check!.summary } : {}), notes: [...(a.notes ?? []), { label: 'Healing', text: x.text, gm: true, source: SRC.healing }] });
    } else {
      const timing = a.timing.kind === 'fixed' ? { faces: [], total: a.timing.value, order: [a.timing.value], text: a.timing.note ?? '' } : undefined;
      if (a.id === 'reload') {
        const { weapon: w, index: i } = declaredWeapon(r.sheet, r.d.weapon);
        const cap = ammoCapacity(w) ?? 0;
        state = { ...state, gear: state.gear.map((g, j) => (j === i ? { ...g, ammo: cap } : g)) };
      }
      entries.push({ ...base, ...(timing ? { timing } : {}), ...(a.notes ? { notes: a.notes } : {}) });
    }
  }
  return {
    rulesetId: plan.rulesetId, character: plan.character, at, entries, defence: plan.defence,
    status: statusStats(r.sheet, state, r.o, rankOf(r)), lost: plan.lost, notes: plan.notes, nextState: writeState(state, r.sheet),
  };
}
