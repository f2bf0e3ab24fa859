/**
 * `plan`: a Zones and factions declaration before the dice. No initiative: actions carry a
 * `turn` timing and the status shows the character's turn state for the round (turn taken,
 * reactions spent, zones moved, main and bonus actions left) after this declaration.
 * @see 004 Combat procedure; Taking a turn
 */
import type { Note, PlannedAction, Plan, PlanInput, Stat } from '../../engine/ruleset';
import { oncePerInput } from '../../engine/memo';
import { overDefaults } from '../../engine/schema';
import { weaponAttack } from './attack';
import type { DamageSpec } from './damage';
import { chaseAction } from './chase';
import { moraleAction } from './morale';
import { breakFreeAction, nonLethalAttack } from './nonLethal';
import { planReaction } from './reaction';
import { armourAgainst } from './size';
import { declarationSchema, optionsSchema } from './schemas';
import { isNonLethal, SRC } from './tables';
import { saveCheck } from './saves';
import { turnAllowance, turnStateFor, turnStats, useTurn } from './turn';
import { conditionsOf, downOf } from './conditions';
import { afterFight, durabilityActions } from './durability';
import { effectiveSheet, readLasting, type Lasting } from './lasting';
import { asDeclaration, asOptions, asSheet, type Declaration, type Options, type Sheet, type TurnState } from './types';

/** Everything `plan` works out, with what `roll` needs beside the plan: damage specs by action id and the state after. */
export interface Built {
  readonly plan: Plan;
  readonly specs: Map<string, DamageSpec>;
  readonly after: TurnState;
  /** The sheet as the round sees it (tracked health, armour left, damaged gear). */
  readonly sheet: Sheet;
  /** The sheet as stored (the state remembers its Health). */
  readonly stored: Sheet;
  /** The lasting state the round starts from. */
  readonly l: Lasting;
  readonly d: Declaration;
  readonly o: Options;
}

const MAIN_LABELS: Readonly<Record<string, string>> = {
  other: 'Main action', surrender: 'Surrender',
};

/** The declared main action, planned; `lost` (and no action) when it cannot be made. */
function mainAction(sheet: Sheet, d: Declaration, o: Options): { action?: PlannedAction; spec?: DamageSpec; lost: Note[] } {
  if (d.main === 'attack') return weaponAttack(sheet, d, o, d.weapon, 'attack', 'attack', 'turn');
  if (isNonLethal(d.main)) return nonLethalAttack(sheet, d, o, d.main, d.main, 'attack', false);
  if (d.main === 'break-free' || d.main === 'free-ally') {
    const b = breakFreeAction(sheet, d, o, d.main === 'free-ally');
    return { ...(b.action ? { action: b.action } : {}), lost: b.lost ? [b.lost] : [] };
  }
  return { lost: [], action: { id: d.main, kind: 'other', label: MAIN_LABELS[d.main] ?? 'Main action', timing: { kind: 'turn' },
    ...(d.main === 'surrender' ? { notes: [{ label: 'Surrender', text: 'Weapons away, hands up: your turn is spent and the enemy may spare you. If they harm you, you may fight again.', source: SRC.surrender }] } : {}) } };
}

/** The actions of a turn declaration. A main action that cannot be made does not use the turn's main action. */
function turnActions(sheet: Sheet, d: Declaration, o: Options, s: TurnState) {
  const wantsMain = d.main !== 'none' && d.main !== 'bonus';
  const m = wantsMain ? mainAction(sheet, d, o) : { lost: [] as Note[] };
  const use = useTurn(s, wantsMain && !m.action ? { ...d, main: 'none' } : d);
  const actions: PlannedAction[] = [];
  const specs = new Map<string, DamageSpec>();
  // A failed break-free already says why; the general "grabbed" note would only repeat it.
  const lost: Note[] = [...m.lost, ...use.lost.filter((n) => !(n.label === 'Grabbed' && d.main === 'break-free'))];
  const notes: Note[] = [];
  if (use.zones > 0) actions.push({ id: 'move', kind: 'move', label: `Move ${use.zones} zone${use.zones > 1 ? 's' : ''}${d.sprint ? ' (sprinting)' : ''}`, timing: { kind: 'turn' } });
  if (use.main && m.action) {
    actions.push(m.action);
    if (m.spec) specs.set(m.action.id, m.spec);
  }
  if (use.bonus > 0) actions.push({ id: 'bonus', kind: 'other', label: use.bonus > 1 ? 'Two bonus actions' : 'Bonus action', timing: { kind: 'turn' } });
  if (s.turnTaken && !s.tookByReaction && use.after !== s) notes.push({ label: 'Same turn', text: 'This goes on with the turn you began: only before the next faction acts.', source: SRC.procedure });
  return { actions, specs, lost, notes, after: use.after };
}

/**
 * What the lasting state takes from a declaration: a grab kept in the state counts as declared;
 * a character who failed morale or surrendered does not attack (surrender or retreat, until
 * harmed by the enemy); a destroyed weapon does not attack.
 * @see 004 Morale; Surrendering; Non-lethal attacks (Grapple); Combat gear degradation
 */
function held_(d0: Declaration, l: Lasting, sheet: Sheet): { d: Declaration; lost: Note[] } {
  let d: Declaration = l.grabbed && !d0.grabbed ? { ...d0, grabbed: true } : d0;
  const lost: Note[] = [];
  const attacks = d.act === 'turn' ? d.main === 'attack' || isNonLethal(d.main) : d.act === 'reaction' && (d.reaction === 'counter' || d.reaction === 'opportunity');
  if (!attacks) return { d, lost };
  const stop = (label: string, text: string, source: string) => {
    lost.push({ label, text, source });
    d = d.act === 'turn' ? { ...d, main: 'none' } : { ...d, reaction: 'none' };
  };
  const withWeapon = d.act === 'turn' ? d.main === 'attack' : d.reaction === 'opportunity' || d.counterWith === 'weapon';
  const w = withWeapon && d.weapon !== 'unarmed' ? l.weapons[Number(d.weapon)] : undefined;
  if (l.surrendered) stop('Surrendered', 'You surrendered: no attacks unless the enemy harms you.', SRC.surrender);
  else if (l.moraleBroken) stop('Morale broken', 'You failed a morale check: surrender or retreat. Harmed by the enemy, you may fight again.', SRC.morale);
  else if (w?.destroyed) stop('Weapon destroyed', `${sheet.weapons[Number(d.weapon)]?.name || 'This weapon'} is destroyed: choose another, or fight unarmed.`, SRC.gear);
  return { d, lost };
}

/** Works out the whole round for a declaration. Missing fields take their defaults. */
function workOut(input: PlanInput): Built {
  const stored = asSheet(input.sheet);
  const declared = asDeclaration(overDefaults(declarationSchema(input.sheet).fields, input.declaration));
  const o = asOptions(overDefaults(optionsSchema.fields, input.options));
  const s = turnStateFor(input.state, declared.round);
  const l = readLasting(stored, input.state);
  const sheet = effectiveSheet(stored, l);
  let actions: PlannedAction[] = [];
  let specs = new Map<string, DamageSpec>();
  const lost: Note[] = [];
  const notes: Note[] = [];
  const stats: Stat[] = [];
  let after = s;
  const down = downOf(l);
  const held = held_(declared, l, sheet);
  // The health the round began with is tracked: the morale check reads it unless one is typed.
  const d = held.d.act === 'morale' && held.d.healthAtStart === null ? { ...held.d, healthAtStart: l.roundStartHealth } : held.d;
  if (!down) lost.push(...held.lost);
  if (down && !afterFight(d)) {
    lost.push({ label: down.word === 'dead' ? 'Dead' : 'Incapacitated', text: `${down.text} Only the durability rolls after the fight are left to do.`, source: down.source ?? SRC.attacking });
  } else if (afterFight(d)) {
    const a = durabilityActions(sheet, l, o);
    actions = a.actions;
    notes.push(...a.notes);
  } else if (d.act === 'turn') {
    const t = turnActions(sheet, d, o, s);
    ({ actions, specs, after } = t);
    lost.push(...t.lost);
    notes.push(...t.notes);
  } else if (d.act === 'reaction') {
    const r = planReaction(sheet, d, o, s);
    ({ actions, specs, after } = r);
    lost.push(...r.lost);
    notes.push(...r.notes);
    stats.push(...r.stats);
  } else if (d.act === 'chase') {
    const c = chaseAction(sheet, d, o);
    if (c.action) actions.push(c.action);
    lost.push(...c.lost);
    notes.push(...c.notes);
  } else {
    const m = moraleAction(sheet, d, o, s, l.moraleDue);
    if (m.action) actions.push(m.action);
    notes.push(...m.notes);
  }
  // The same round number keeps the turn state: say how to start afresh when it blocks something.
  if (s.turnTaken && lost.length > 0) notes.push({ label: 'New round?', text: `This is still round ${d.round} for your phone: when the GM starts a new round, raise the Round number and your turn starts afresh.`, source: SRC.procedure });
  if (!down && d.act === 'turn' && d.mounting !== 'no') {
    const m = mountingAction(sheet, d, o);
    notes.push(m.note);
    if (m.action) actions = [...actions, m.action];
  }
  if (d.mounted) notes.push({ label: 'Mounted', text: 'Mount and rider take their turn together; either may hold its turn to react. Getting on or off is half a zone; from a moving mount an AGI save or fall for 1d4 direct damage.', source: SRC.mounts });
  if (!down && (d.act === 'turn' || d.act === 'reaction')) notes.push(turnAllowance);
  const armour = armourAgainst(sheet.armour, d.act === 'reaction' && d.cover);
  const defence: Stat[] = [{ label: 'Armour', value: armour, text: d.act === 'reaction' && d.cover ? `${sheet.armour} +1 for cover, never above 3` : 'taken off each hit, never above 3' }];
  for (const c of conditionsOf(sheet, l, s.moraleSteady)) if (c.id !== 'dead' && c.id !== 'incapacitated' && c.id !== 'steady') notes.push({ label: c.label, text: c.text, ...(c.source ? { source: c.source } : {}) });
  const status: Stat[] = [...stats, ...turnStats(after, sheet, s), { label: 'Health', value: sheet.health, text: `of ${sheet.maxHp}${down ? ` · ${down.word}` : ''}` }];
  return { plan: { rulesetId: 'zones-factions', character: sheet.name, actions, defence, status, lost, notes }, specs, after, sheet, stored, l, d, o };
}

/** The id of the AGI save for getting on or off a moving mount or vehicle. */
export const MOUNT_SAVE = 'mount-save';

/**
 * Getting on or off a mount or vehicle: it counts as moving half a zone; if it is moving, an
 * AGI save or a fall for d4 direct damage (the roll rolls the d4 and the state takes it).
 * @see 004 Mounts and vehicles in combat ("Mounting or dismounting ... counts as moving half a zone. If the mount or vehicle is moving, an AGI save is required to avoid falling, suffering d4 direct damage")
 */
function mountingAction(sheet: Sheet, d: Declaration, o: Options): { note: Note; action?: PlannedAction } {
  const what = d.mounting === 'mount' ? 'Getting on' : 'Getting off';
  const note: Note = { label: what, text: `${what} counts as moving half a zone of this turn's movement${d.move === 'none' ? ' (declare at least a half move for it)' : ''}.`, source: SRC.mounts };
  if (!d.mountMoving) return { note };
  return { note, action: { id: MOUNT_SAVE, kind: 'check', label: `${what} a moving mount: AGI save`, timing: { kind: 'turn', note: 'As you get on or off' },
    check: saveCheck('AGI', sheet.agi, o.saveEqual, SRC.mounts, { pass: 'you keep your seat', fail: 'you fall: d4 direct damage' }) } };
}

/**
 * The whole round for a declaration (missing fields take their defaults), worked out once per
 * input object: `plan` and `roll` of the same input share it (../../engine/memo.ts). Read-only.
 */
export const build: (input: PlanInput) => Built = oncePerInput(workOut);

/** The Zones and factions plan. Inputs are validated; missing declaration or option fields take their defaults. */
export function plan(input: PlanInput): Plan {
  return build(input).plan;
}
