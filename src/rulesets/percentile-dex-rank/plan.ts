/**
 * `plan`: everything about a percentile-dex-rank round before the dice: the DEX rank for the
 * round and what the declaration does with it (attack, defend against an attack, reload,
 * heal, something else), the d100 bands with exact odds, damage distributions, the character's
 * armour points and Dodge, hit points, weapon wear and ammunition.
 * @see 003 5.3-5.5 (rank, attack); 5.6-5.8 (parry, dodge, matrix); 5.9 (reloads); 5.12 and 5.14 (hit points, healing)
 */
import type { Note, Plan, PlanInput, PlannedAction } from '../../engine/ruleset';
import { oncePerInput } from '../../engine/memo';
import { overDefaults } from '../../engine/schema';
import { defenceStats } from './armour';
import { conditionsOf, downOf } from './conditions';
import { planAttack } from './attack';
import { planDefence } from './defend';
import { roundRank, type RoundRank } from './rank';
import { planRecover } from './recover';
import { declarationSchema, optionsSchema } from './schemas';
import { readState, type CarriedState } from './state';
import { statusStats } from './status';
import { SRC } from './tables';
import { asDeclaration, asOptions, asSheet, type Declaration, type Options, type Sheet } from './types';
import { ammoCapacity, declaredWeapon } from './weapons';

/** The typed inputs of a round, with defaults filled in. */
export interface Round { readonly sheet: Sheet; readonly d: Declaration; readonly o: Options; readonly s: CarriedState }

/**
 * Reads a plan input: sheet, declaration and options with their defaults, and the carried state;
 * once per input object (`plan` and `roll` of the same input read the same round; ../../engine/memo.ts). Shared: read-only.
 */
export const readRound: (input: PlanInput) => Round = oncePerInput(readRoundOf);

function readRoundOf(input: PlanInput): Round {
  const sheet = asSheet(input.sheet);
  const d = asDeclaration(overDefaults(declarationSchema(input.sheet).fields, input.declaration));
  const o = asOptions(overDefaults(optionsSchema.fields, input.options));
  return { sheet, d, o, s: readState(sheet, input.state) };
}

/** The DEX rank of the round for declarations that act on it (not defending, not healing). */
export function rankOf(r: Round): RoundRank | undefined {
  return r.d.action === 'defend' || r.d.action === 'recover' ? undefined : roundRank(r.sheet.dex, r.d.movement, r.o.rankRounding);
}

function planReload(r: Round, rank: RoundRank): { actions: PlannedAction[]; lost: Note[] } {
  const { weapon: w, index } = declaredWeapon(r.sheet, r.d.weapon);
  const cap = ammoCapacity(w);
  if (cap === undefined) return { actions: [], lost: [{ label: 'Nothing to reload', text: `${w.name} has no ammunition to track.`, source: SRC.weapons }] };
  if (!rank.canAct) return { actions: [], lost: [{ label: 'No reload', text: rank.text, source: SRC.movement }] };
  const full = typeof index === 'number' && (r.s.gear[index]?.ammo ?? cap) >= cap;
  return { lost: [], actions: [{ id: 'reload', kind: 'other', label: `Reload ${w.name}`,
    timing: { kind: 'fixed', value: rank.rank, modifiers: rank.modifiers, note: rank.text },
    notes: [w.ammo === 'crossbow'
      ? { label: 'Reload', text: 'Takes the whole round: the crossbow fires again next round.', source: SRC.weapons }
      // The text gives a reload time only for crossbows: a gun's is the GM's call.
      : { label: 'Reload', text: `Takes the round unless the GM rules otherwise: ${cap} ${w.ammo === 'charges' ? 'charges' : 'shots'} again.${full ? ' It is already full.' : ''}`, gm: true, source: SRC.weapons }] }] };
}

/** The percentile-dex-rank plan. Inputs are validated; missing fields take their defaults. */
export function plan(input: PlanInput): Plan {
  const r = readRound(input);
  const { sheet, d, o, s } = r;
  const rank = rankOf(r);
  const actions: PlannedAction[] = [];
  const lost: Note[] = [];
  const notes: Note[] = [];
  const down = downOf(s, o);
  // Healing is done to the character (First Aid by a helper, rest); the dead can only start again from the sheet.
  const mayAct = !down || (d.action === 'recover' && (!s.dead || d.recovery === 'reset'));
  if (!mayAct) {
    lost.push({ label: down!.word === 'dead' ? 'Dead' : 'Unconscious', text: `${down!.text} No action, parry or dodge: attacks on you land as they are rolled (Take a hit).`, source: down!.source ?? SRC.damage });
  } else if (d.action === 'attack') {
    const a = planAttack(sheet, d, o, s, rank!);
    actions.push(...a.actions); lost.push(...a.lost); notes.push(...a.notes);
  } else if (d.action === 'defend') {
    actions.push(planDefence(sheet, d, o, s));
  } else if (d.action === 'reload') {
    const a = planReload(r, rank!);
    actions.push(...a.actions); lost.push(...a.lost);
  } else if (d.action === 'recover') {
    const a = planRecover(d, s);
    actions.push(...a.actions); lost.push(...a.lost);
  } else if (rank!.canAct) {
    actions.push({ id: 'other', kind: 'other', label: 'Something else', timing: { kind: 'fixed', value: rank!.rank, modifiers: rank!.modifiers, note: rank!.text } });
  } else lost.push({ label: 'No action', text: rank!.text, source: SRC.movement });
  // Conditions that do not stop the character are notes: at 0 HP under the "exactly 2" reading, the GM's lasting effects.
  for (const c of conditionsOf(s, o)) if (c.id !== 'dead' && c.id !== 'unconscious') notes.push({ label: c.label, text: `${c.text}${c.rounds ? ` (${c.rounds} rounds left)` : ''}`, ...(c.source ? { source: c.source } : {}) });
  if (s.hp !== sheet.currentHp) notes.push({ label: 'Hit points', text: `${s.hp} HP counts the hits and healing rolled here since the sheet said ${sheet.currentHp}; changing Current HP on the sheet replaces it.`, source: SRC.damage });
  if (mayAct && d.action !== 'defend' && d.action !== 'recover') notes.push({ label: 'Parries and dodges', text: 'If you are attacked, declare "Defend against an attack": it happens on the attacker\'s DEX rank.', source: SRC.actions });
  return { rulesetId: 'percentile-dex-rank', character: sheet.name, actions, defence: defenceStats(sheet, o.riotGear), status: statusStats(sheet, s, o, rank), lost, notes };
}
