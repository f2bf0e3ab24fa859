/**
 * `roll`: rolls a planned Spelljammer round. Dice order (for scripted tests): first every
 * initiative die in plan order (an aim check shares its attack's roll), then, in plan order,
 * each non-lost action's d100 and, on a hit, its damage dice. `nextState` always holds the whole
 * lasting state (state.ts), carried from `input.state` with what the round changed.
 */
import { resolveCheck } from '../../engine/check';
import type { Dice } from '../../engine/dice';
import { oncePerInput } from '../../engine/memo';
import { rollDice } from '../../engine/notation';
import type { CheckResult, DamagePlan, DamageResult, EntryDraft, Note, Plan, PlanInput, PlannedAction, ResultEntry, RoundResult, TimingResult } from '../../engine/ruleset';
import { defaults, overDefaults, type Values } from '../../engine/schema';
import { declarationSchema, readOptions } from './schemas';
import { moveStart, moveStartTable, type DexMultiple } from './attackThenMove';
import { spellTiming } from './casting';
import { isLost, ownSegments, phaseAt } from './initiative';
import { strikeOutcomeUnknownNeed } from './strike';
import { RULES, SRC, weaponKinds } from './tables';
import { asDeclaration, asSheet } from './types';
import { readState, writeState, type CarriedState } from './state';

/** A rolled initiative: its faces and total. */
type Rolled = { readonly faces: number[]; readonly total: number };

/** Rolls the initiatives, in plan order: per action index (aim checks share their attack's, so have none). */
function rollTimings(plan: Plan, dice: Dice): (Rolled | undefined)[] {
  const out: (Rolled | undefined)[] = [];
  for (const a of plan.actions) {
    let r: Rolled | undefined;
    if (a.id.endsWith('-aim')) r = undefined;
    else if (a.timing.kind === 'initiative') r = rollDice(a.timing.expr, dice) as Rolled;
    else if (a.timing.kind === 'fixed') r = { faces: [], total: a.timing.value };
    out.push(r);
  }
  return out;
}

function damageText(total: number, armour: 'yes' | 'no', prot: number | null): string {
  if (armour === 'no') return `${total} damage (doubled), PROT ignored`;
  return prot === null ? `${total} damage, less PROT` : `${total} damage, ${Math.max(0, total - prot)} after PROT ${prot}`;
}

/** The damage line of a hit whose need is unknown: `double` for 02 (or 01), `single` for 03, undefined for any other face. */
function unknownDamageText(once: number, fixed: 'none' | 'single' | 'double' | undefined): string {
  if (fixed === 'double') return `${2 * once} damage (doubled), PROT ignored`;
  if (fixed === 'single') return `${once} damage less PROT; ${2 * once}, PROT ignored, if the target's DEF makes 03 a critical hit`;
  return `If it hits: ${once} damage less PROT; ${2 * once} on a critical or grievous hit, PROT ignored`;
}

/**
 * What a roll of a plan reads of its actions before any die, worked out once per plan (the fight
 * simulation rolls one plan round after round). Shared: read-only.
 * - `attackAt`: the action index of each attack, in plan order;
 * - `attackOf`: per action, the attack it belongs to (an aim check shares its attack's) as an
 *   index into `attackAt`, -1 for none.
 */
const actionsOf = oncePerInput((plan: Plan): { readonly attackAt: readonly number[]; readonly attackOf: readonly number[] } => {
  const attackAt: number[] = [];
  plan.actions.forEach((a, i) => { if (a.kind === 'attack') attackAt.push(i); });
  const attackIds = attackAt.map((i) => plan.actions[i]!.id);
  return { attackAt, attackOf: plan.actions.map((a) => attackIds.indexOf(a.id.replace(/-aim$/, ''))) };
});

/** A rolled entry's start: the action's id, kind, label and tags. */
function entryOf(a: PlannedAction): EntryDraft {
  const e: EntryDraft = { id: a.id, kind: a.kind, label: a.label };
  if (a.tags) e.tags = a.tags;
  return e;
}

/**
 * Rolls a plan with the given dice. `input` supplies the options and the declaration's target
 * PROT and DEX roll. `quiet`: no notes and no timing or damage texts (see Ruleset.roll).
 */
export function roll(plan: Plan, dice: Dice, at: number, input: PlanInput, quiet = false): RoundResult {
  const o = readOptions(input.options);
  const prot = typeof input.declaration['targetProt'] === 'number' ? input.declaration['targetProt'] : null;
  const rolled = rollTimings(plan, dice);
  const { attackAt, attackOf } = actionsOf(plan);
  const totals: number[] = [];
  for (const i of attackAt) totals.push(rolled[i]!.total);
  const segments = ownSegments(totals);
  // Per attack, in plan order.
  const timings: TimingResult[] = [];
  for (let i = 0; i < attackAt.length; i++) {
    const r = rolled[attackAt[i]!]!, seg = segments[i]!;
    const lost = isLost(seg);
    const shifted = quiet || seg === r.total ? '' : ` (moved from ${r.total}: your own attack already acts then)`;
    const phase = phaseAt(seg, o.movementEnds);
    // Written out rather than spread (the same fields in the same order): rolled on every round of a simulated fight.
    timings.push(lost ? { faces: r.faces, total: r.total, order: [seg], phase, lost: true, text: quiet ? '' : `Lost: segment ${seg}${shifted}` }
      : { faces: r.faces, total: r.total, order: [seg], phase, text: quiet ? '' : `Segment ${seg}${shifted}` });
  }

  let pending: { name: string; ct: number } | undefined;
  let casting: Pick<CarriedState, 'casting' | 'castFrom' | 'castOn'> = { casting: '', castFrom: null, castOn: null };
  const entries: ResultEntry[] = [];
  const notes: Note[] = quiet ? [] : [...plan.notes];
  let friendShots: Set<number> | undefined;
  for (let ai = 0; ai < plan.actions.length; ai++) {
    const a = plan.actions[ai]!;
    if (a.kind === 'spell') {
      const r = rolled[ai]!;
      const t = spellTiming(r.total, a.castingTime ?? 0);
      if (t.inRound) {
        // The summary travels to the GM (timing texts do not): when casting starts and when it goes off.
        const when = `Starts on ${t.startsAt}, goes off on ${t.goesOff}`;
        casting = { casting: a.label, castFrom: t.startsAt, castOn: t.goesOff };
        const e = entryOf(a);
        e.timing = { faces: r.faces, total: r.total, order: [t.goesOff], phase: phaseAt(t.goesOff, o.movementEnds), text: when };
        e.summary = when; e.notes = a.notes ?? [];
        entries.push(e);
      } else {
        pending = { name: a.label, ct: a.castingTime ?? 0 };
        casting = { casting: a.label, castFrom: t.startsAt, castOn: null };
        const when = `Would go off on ${t.wouldGoOff}: starts casting on 10 next round, goes off on ${t.nextRoundGoesOff}`;
        const e = entryOf(a);
        e.timing = { faces: r.faces, total: r.total, order: [t.startsAt], phase: 'lost', lost: true, text: when };
        e.summary = when; e.notes = a.notes ?? [];
        entries.push(e);
      }
      continue;
    }
    const attackIndex = attackOf[ai]!;
    const timing = attackIndex < 0 ? undefined : timings[attackIndex];
    if (!timing) {
      const e = entryOf(a);
      if (a.notes) e.notes = a.notes;
      entries.push(e);
      continue;
    }
    if (timing.lost || !a.check) {
      const e = entryOf(a);
      e.timing = timing;
      if (a.check) e.summary = a.check.summary;
      e.notes = [...(a.notes ?? []), ...(timing.lost ? [{ label: 'Lost', text: 'Initiative -6 or lower: this attack does not happen.', source: SRC.initiative }] : [])];
      entries.push(e);
      continue;
    }
    // A shot the friend-or-foe roll sent at a friend is resolved against the friend's DEF, which only the GM knows.
    const atFriend = a.kind === 'attack' && !!friendShots?.has(attackIndex);
    const checkPlan = atFriend ? { ...a.check, need: null, bands: [] } : a.check;
    const face = dice.roll(checkPlan.die);
    // With the DEF unknown, the automatic results still decide what they can.
    const fixed = checkPlan.need === null ? strikeOutcomeUnknownNeed(face, o.natural01) : undefined;
    const resolved = resolveCheck(checkPlan, face);
    const check: CheckResult = fixed ? { ...resolved, outcome: fixed.outcome, label: fixed.label, tone: fixed.tone, automatic: true } : resolved;
    const dmgOutcome = fixed?.damage === 'double' ? 'critical' : check.outcome === 'unknown' ? 'hit' : check.outcome;
    let dmgPlan: DamagePlan | undefined;
    if (a.damage) for (const p of a.damage) if (p.outcomes.includes(dmgOutcome)) { dmgPlan = p; break; }
    let damage: DamageResult | undefined;
    const hitting = check.outcome === 'hit' || check.outcome === 'critical' || check.outcome === 'grievous' || check.outcome === 'unknown';
    if (a.damage && hitting) {
      const plan1 = dmgPlan ?? a.damage[0]!;
      const r = rollDice(plan1.expr, dice);
      const once = Math.max(0, r.total);
      const total = once * plan1.multiplier;
      damage = { faces: r.faces, total, armour: plan1.armour, text: quiet ? '' : check.outcome !== 'unknown' ? damageText(total, plan1.armour, prot) : unknownDamageText(once, fixed?.damage) };
    }
    if (a.id.endsWith('-aim') && check.outcome === 'fail') (friendShots ??= new Set()).add(attackIndex);
    if (quiet) {
      // Made whole at once (one shape): the fight simulation rolls this on every round.
      const e: EntryDraft = a.tags ? { id: a.id, kind: a.kind, label: a.label, tags: a.tags, timing, check, summary: a.check.summary }
        : { id: a.id, kind: a.kind, label: a.label, timing, check, summary: a.check.summary };
      if (damage) e.damage = damage;
      entries.push(e);
      continue;
    }
    const extra: Note[] = [];
    if (atFriend) extra.push({ label: 'Shot at a friend', text: 'The friend-or-foe roll sent this shot at a friend: the GM compares the roll with the friend\'s DEF (the need shown is against the foe).', gm: true, source: SRC.intoMelee });
    if (check.outcome === 'grievous') extra.push({ label: 'Grievous hit', text: 'The GM rolls on the grievous wound tables; the target\'s armour loses 1 PROT.', gm: true, source: SRC.msc });
    if (check.outcome === 'unknown' && fixed?.damage === 'double') extra.push({ label: 'Critical or grievous', text: 'If the target\'s DEF makes this a grievous hit, the GM rolls on the grievous wound tables and its armour loses 1 PROT.', gm: true, source: SRC.automatic });
    const dmgNote = damage && dmgOutcome !== 'hit' ? dmgPlan?.note : undefined;
    if (dmgNote) extra.push({ label: 'Damage', text: dmgNote });
    const entryNotes = extra.length ? [...(a.notes ?? []), ...extra] : a.notes ? [...a.notes] : [];
    const e = entryOf(a);
    e.timing = timing; e.check = check; e.summary = a.check.summary;
    if (damage) e.damage = damage;
    if (entryNotes.length) e.notes = entryNotes;
    entries.push(e);
  }

  const move = quiet ? undefined : attackThenMoveNote(input, timings);
  // The rolled segment replaces the plan's general reminder of the rule.
  if (move) {
    const at = notes.findIndex((n) => n.label === move.label);
    if (at >= 0) notes[at] = move; else notes.push(move);
  }
  const kept: number[] = [];
  for (const t of timings) if (!t.lost) kept.push(t.order[0]!);
  const nextState = carryState(input, plan, pending, kept, casting);
  return { rulesetId: plan.rulesetId, character: plan.character, at, entries, defence: plan.defence, status: plan.status, lost: plan.lost, notes, nextState };
}

/**
 * The whole lasting state after the round: what `input.state` held (HP, stun, stuck missiles,
 * grievous wounds, armour), this round's DEF and attack segments (for hits still to come this
 * round), and the spell to start on 10 next round (none unless this round pushed one there).
 */
function carryState(input: PlanInput, plan: Plan, pending: { name: string; ct: number } | undefined, segments: number[], casting: Pick<CarriedState, 'casting' | 'castFrom' | 'castOn'>): Values {
  // A round of attacks only (no spell) carries the same state for the same segments: written once per plan and segments.
  const key = pending || casting.casting ? -1 : segmentsKey(segments);
  if (key < 0) return writeCarried(input, plan, pending, segments, casting);
  let memo = carried.get(plan);
  if (!memo || memo.input !== input) { memo = { input, states: new Map() }; carried.set(plan, memo); }
  let out = memo.states.get(key);
  if (!out) { out = writeCarried(input, plan, pending, segments, casting); memo.states.set(key, out); }
  return out;
}

/** States a plan's rounds of attacks carried, by their segments (see carryState). Shared: read-only. */
const carried = new WeakMap<Plan, { readonly input: PlanInput; readonly states: Map<number, Values> }>();

/** Up to three segments from -128 to 127 as one whole number below 2^27, or -1 for others. */
function segmentsKey(segments: readonly number[]): number {
  if (segments.length > 3) return -1;
  let key = segments.length, unit = 4;
  for (const s of segments) {
    if (!(s >= -128 && s <= 127) || !Number.isInteger(s)) return -1;
    key += unit * (s + 128);
    unit *= 256;
  }
  return key;
}

function writeCarried(input: PlanInput, plan: Plan, pending: { name: string; ct: number } | undefined, segments: number[], casting: Pick<CarriedState, 'casting' | 'castFrom' | 'castOn'>): Values {
  const sheet = asSheet(input.sheet);
  const carried = readState(sheet, input.state);
  const def = plan.defence.find((st) => st.label === 'DEF this round')?.value ?? null;
  const r = readied(input, plan, carried);
  // Written out rather than spread (the same fields): the fight simulation rolls this on every round.
  return writeState({ ...carried, def, segments, pendingSpell: pending?.name ?? '', pendingCastingTime: pending?.ct ?? 0,
    drawnWeapon: r.drawnWeapon, aimedWeapon: r.aimedWeapon, casting: casting.casting, castFrom: casting.castFrom, castOn: casting.castOn }, sheet);
}

/**
 * What an attack declaration that left no attack still did by the end of the round, for the
 * next round (table option `carryOver`): the weapon it drew is in hand; the ranged weapon it
 * aimed carefully, standing still, is aimed. A round with an attack, or out of the fight or
 * stunned, carries nothing.
 * @see 000 Draw Weapon; Careful Aim
 */
function readied(input: PlanInput, plan: Plan, carried: CarriedState): Pick<CarriedState, 'drawnWeapon' | 'aimedWeapon'> {
  const none = { drawnWeapon: -1, aimedWeapon: -1 };
  const d = asDeclaration(overDefaults(declarationSchema(input.sheet).fields, input.declaration));
  const o = readOptions(input.options);
  if (o.carryOver !== 'next-round' || d.action !== 'attack' || plan.actions.some((a) => a.kind === 'attack') || carried.stunned || plan.lost.some((n) => n.label === 'Out of the fight')) return none;
  const sheet = asSheet(input.sheet);
  const index = sheet.weapons[Number(d.weapon)] ? Number(d.weapon) : 0;
  const ranged = !!weaponKinds.find((k) => k.value === sheet.weapons[index]!.kind)?.ranged;
  const still = d.movement === 'none' || d.movement === 'free';
  return { drawnWeapon: d.draw !== 'none' ? index : -1, aimedWeapon: d.carefulAim && ranged && still ? index : -1 };
}

/** After the attacks are rolled: from which segment an attack-then-move can start. */
function attackThenMoveNote(input: PlanInput, timings: readonly TimingResult[]): Note | undefined {
  if (input.declaration['movement'] !== 'attack-then-move') return undefined;
  const segs = timings.filter((t) => !t.lost).map((t) => t.order[0]!);
  if (segs.length === 0) return { label: 'Attack then move', text: 'No attack happened: move as normal from 10.', source: SRC.attackMove };
  const last = Math.min(...segs);
  const dex = String(input.declaration['dexRoll'] ?? 'unknown');
  if (dex === 'unknown' || last > RULES.movementFrom || last < 2) return { label: 'Attack then move', text: moveStartTable(last), source: SRC.attackMove };
  const start = moveStart(last, Number(dex[0]) as DexMultiple);
  return { label: 'Attack then move', text: start === null ? `Last attack on ${last}, DEX ${dex}: no movement this round.` : `Last attack on ${last}, DEX ${dex}: move 1/20 TMR a segment from ${start} to 1.`, source: SRC.attackMove };
}
