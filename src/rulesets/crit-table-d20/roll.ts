/**
 * `roll`: rolls a planned round. Dice order (for scripted tests): the surprise d20 (when
 * declared and the side's face is not given); the initiative d6 (one for the round); then, in plan order, each attack's d20 and
 * its follow-ups (natural 20: the special d20, the damage dice, the condition d4 on a 20;
 * natural 1: the critical-miss d20, the DEX check d20 where the result calls for one, the d2 of
 * a failed stumble; a hit: the damage dice), the grapple check's d20 (not rolled after a missed
 * touch attack), the disruption save's d20, and a held character's break-free grapple d20. A
 * surprised character rolls nothing after its initiative: its actions are lost. Last, only if a
 * punch or kick on metal armour brings the brawler to 0 hit points: the knock-out's d4 and 2d10.
 * The result's `nextState` is always the whole lasting state: hit points and conditions carried over, plus
 * what the round used up or ended (a reload, a hold broken, burning oil put out, a brawler's
 * own damage from metal armour).
 * @see shared/rules/002_531e683ac1309b4e.txt, 17 Combat
 */
import { resolveCheck } from '../../engine/check';
import type { Dice } from '../../engine/dice';
import { formatDice, rollDice } from '../../engine/notation';
import type { CheckResult, DamageResult, EntryDraft, Note, Plan, PlanInput, ResultEntry, RoundResult, TimingResult } from '../../engine/ruleset';
import type { AttackSpec } from './attacks';
import { dexForChecks } from './attacks';
import { criticalExpr, diceMaximum, maximumDamage, scaled, type Scaling } from './damage';
import { placeInitiative } from './initiative';
import { ownDefence } from './defence';
import { brawlRecoil } from './recoil';
import { buildRound, type Round } from './round';
import { conditionOf, criticalMissOf, specialRowOf } from './special';
import { nextCarried, type RoundEvents } from './state';
import { kindOf, SRC } from './tables';
import { attackStyles, touchStyles } from './tohit';
import { writeState } from './record';
import { downOf } from './status';
import type { CritState } from './types';

/** Plan notes about the follow-up d20s' odds, left out of the rolled entry. */
const BEFORE_THE_ROLL = new Set(['On a natural 20', 'On a natural 1']);

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** What a rolled attack left for the next round. */
interface AttackAfter { noAttackNext: boolean; stumbleRounds: number; broke: number[] }

/** Rolls an attack's follow-ups and damage; returns the entry parts. */
function rollAttack(spec: AttackSpec, check: CheckResult, dice: Dice, dexBonus: number, setInTime: boolean | undefined, after: AttackAfter): { check: CheckResult; damage?: DamageResult; notes: Note[] } {
  const notes: Note[] = [];
  const dmg = spec.damage;
  const scaling: Scaling = dmg && spec.setVsCharge && setInTime === false ? { ...dmg.scaling, double: false, why: dmg.scaling.why.filter((w) => !w.startsWith('doubled')) } : dmg?.scaling ?? { double: false, half: false, why: [] };
  const unsure = dmg && spec.setVsCharge && setInTime === undefined;
  const finish = (raw: number, what: string, faces: readonly number[]): DamageResult => {
    const total = scaled(raw, scaling);
    const shown = `${what} = ${Math.max(0, raw)}${scaling.why.length ? ` · ${scaling.why.join(', ')}: ${total}` : ''}`;
    const alt = unsure ? `; ${scaled(raw, { ...scaling, double: false })} if the charger was quicker` : '';
    // Damage texts stay on the phone; the GM, who knows the charger's number, gets both figures as a note.
    if (unsure) notes.push({ label: 'Damage if set in time', text: `${total} damage if this initiative was at least the charger's number; ${scaled(raw, { ...scaling, double: false })} if the charger was quicker.`, gm: true, source: SRC.setVsCharge });
    return { faces: [...faces], total, armour: 'yes', text: shown + alt };
  };
  const plus = (k: number) => (k ? ` ${k > 0 ? '+' : '-'} ${Math.abs(k)}` : '');
  if (check.face === 20) {
    const base: CheckResult = { ...check, outcome: 'natural-20', automatic: true, tone: 2, label: (dmg ? attackStyles : touchStyles)['natural-20']!.label };
    if (!dmg) return { check: { ...base, tone: 1 }, notes };
    const sf = dice.roll(20), total = sf + dmg.specialBonus, row = specialRowOf(total);
    notes.push({ label: 'Special d20', text: `${sf}${dmg.specialBonus ? ` ${signed(dmg.specialBonus)} = ${total}` : ''}: ${row.label.toLowerCase()}.`, source: SRC.critical });
    let damage: DamageResult;
    if (row.id === 'regular') {
      const r = rollDice(dmg.expr, dice);
      damage = finish(r.total, `Regular damage ${formatDice(dmg.expr)}: rolled ${r.faces.join(' + ')}${plus(dmg.expr.bonus)}`, r.faces);
    } else if (row.id === 'maximum') {
      damage = finish(maximumDamage(dmg.expr), `Maximum damage ${formatDice(dmg.expr)}: every die at its top, ${diceMaximum(dmg.expr)}${plus(dmg.expr.bonus)}`, []);
    } else {
      const r = rollDice(criticalExpr(dmg.expr), dice);
      damage = finish(r.total, `Critical damage ${formatDice(dmg.expr)}: rolled ${r.faces.join(' + ')} + maximum ${diceMaximum(dmg.expr)}${plus(dmg.expr.bonus)}`, r.faces);
    }
    if (row.id === 'critical-condition') {
      const c = conditionOf(dice.roll(4));
      notes.push({ label: `Condition: ${c.label}`, text: `d4 ${c.face}: the target is ${c.label.toLowerCase()}: ${c.effect}. The GM says how long it lasts.`, gm: true, source: c.source });
    }
    return { check: { ...base, label: `Natural 20: ${row.label.toLowerCase()}`, tone: row.tone }, damage, notes };
  }
  if (check.face === 1) {
    const row = criticalMissOf(dice.roll(20));
    notes.push({ label: 'Critical-miss d20', text: `${row.label}: ${row.effect}.`, source: row.source });
    const dc: number | undefined = row.dexDc;
    if (dc !== undefined) {
      const f = dice.roll(20), t = f + dexBonus, passed = t >= dc;
      notes.push({ label: 'DEX check', text: `${f}${dexBonus ? ` ${signed(dexBonus)} = ${t}` : ''} against DC ${dc}: ${passed ? 'passed, no effect' : 'failed'}.`, source: row.source });
      if (!passed && row.id === 'stumble') {
        const k = dice.roll(2);
        after.stumbleRounds = Math.max(after.stumbleRounds, k);
        notes.push({ label: 'Stumbling', text: `-1 to combat rolls for the next ${k} round${k > 1 ? 's' : ''} (d2 ${k}).`, source: row.source });
      }
      if (!passed && row.id === 'sloppy') notes.push({ label: 'Free attack', text: 'Your opponent gets a free attack on you.', gm: true, source: row.source });
    }
    if (row.noAttackNextRound) after.noAttackNext = true;
    // 17.0.4: a broken weapon stays broken (the lasting state keeps it) until repaired or replaced.
    if (row.id === 'breaks' && spec.weaponIndex !== undefined && !after.broke.includes(spec.weaponIndex)) after.broke.push(spec.weaponIndex);
    return { check: { ...check, outcome: 'fumble', automatic: true, tone: -1, label: `Natural 1: ${row.label.toLowerCase()}` }, notes };
  }
  if (!dmg || (check.outcome !== 'hit' && check.outcome !== 'unknown')) return { check, notes };
  const r = rollDice(dmg.expr, dice);
  const damage = finish(r.total, `${check.outcome === 'unknown' ? 'If it hits, ' : ''}${formatDice(dmg.expr)}: rolled ${r.faces.join(' + ')}${plus(dmg.expr.bonus)}`, r.faces);
  return { check, damage, notes };
}

/**
 * The round's figures for a surprised character, who cannot act (17 Combat, 1. Determine
 * Surprise): no parry and dodge or charge in its AC, no movement, no round of running.
 */
function surprisedFigures(plan: Plan, round: Round): Pick<RoundResult, 'defence' | 'status' | 'lost'> {
  const status = plan.status.flatMap((s) => {
    if (s.label === 'Movement') return [{ label: s.label, value: 0, text: 'ft: surprised, you cannot act this round' }];
    if (s.label === 'Rounds run' && round.running) return round.rs.roundsRun > 0 ? [{ ...s, value: round.rs.roundsRun }] : [];
    return [s];
  });
  return { defence: ownDefence(round.sheet, { ...round.d, action: 'other' }, false), status,
    lost: [...plan.lost, { label: 'Surprised', text: 'You cannot act this round: no attack, spell, defensive action or movement.', source: SRC.surprise }] };
}

/**
 * What the rolled round changed in the lasting state: a won grapple check against the holder
 * breaks the hold (17.0.18); a round spent putting out burning oil puts it out (17.0.10).
 */
function afterRound(s: CritState, entries: readonly ResultEntry[], surprised: boolean): CritState {
  if (surprised) return s;
  let out = s;
  if (entries.find((e) => e.id === 'free')?.check?.outcome === 'free') out = { ...out, grabbed: false, holderGrapple: null, silenced: false };
  if (entries.some((e) => e.id === 'smother')) out = { ...out, burning: 0 };
  return out;
}

/** Rolls a plan with the given dice. `input` is the plan's input (its specs give the follow-up dice). */
export function roll(plan: Plan, dice: Dice, at: number, input: PlanInput): RoundResult {
  const round = buildRound(input);
  const entries: ResultEntry[] = [];
  const surpriseAction = plan.actions.find((a) => a.id === 'surprise' && a.check);
  // One surprise d20 per side (17 Combat, 1.): a face the side already rolled is read, not rolled again.
  const surprise = surpriseAction?.check ? resolveCheck(surpriseAction.check, round.d.surpriseFace ?? dice.roll(20)) : undefined;
  const surprised = surprise?.outcome === 'surprised';
  const timed = plan.actions.find((a) => a.timing.kind === 'initiative');
  const init = timed && timed.timing.kind === 'initiative' ? rollDice(timed.timing.expr, dice) : undefined;
  const place = init ? placeInitiative(init.total, round.timing, round.d.actsOn) : undefined;
  const timing: TimingResult | undefined = init && place
    ? { faces: [...init.faces], total: init.total, order: [place.order], ...(surprised ? { lost: true, text: 'Surprised: no action this round' } : { text: place.text }) }
    : undefined;
  const after: AttackAfter = { noAttackNext: false, stumbleRounds: 0, broke: [] };
  const outcomes = new Map<string, string>();
  let firedCrossbow: number | undefined;
  const dexBonus = dexForChecks(round.sheet, round.d);

  for (const a of plan.actions) {
    const t = a.timing.kind === 'initiative' ? timing : undefined;
    /** The entry's fields in order (id, kind, label, tags, summary, timing, check, damage, notes), built one by one: spreading optional parts is slow in the fight simulation. */
    const entry = (check: CheckResult | undefined, notes: readonly Note[] | undefined, damage?: DamageResult, withTiming = true): EntryDraft => {
      const e: EntryDraft = { id: a.id, kind: a.kind, label: a.label };
      if (a.tags) e.tags = a.tags;
      if (a.check) e.summary = a.check.summary;
      if (t && withTiming) e.timing = t;
      if (check) e.check = check;
      if (damage) e.damage = damage;
      if (notes) e.notes = notes;
      return e;
    };
    if (a.id === 'surprise' && surprise) { entries.push(entry(surprise, a.notes, undefined, false)); continue; }
    if (surprised) { entries.push(entry(undefined, [...(a.notes ?? []), { label: 'Surprised', text: 'No action this round.', source: SRC.surprise }])); continue; }
    if (!a.check) { entries.push(entry(undefined, a.notes)); continue; }
    if (a.id === 'grapple' && ['miss', 'fumble'].includes(outcomes.get('a1') ?? '')) {
      entries.push(entry(undefined, [...(a.notes ?? []), { label: 'No grapple', text: 'The touch attack missed: no grapple check.', source: SRC.grapple }]));
      continue;
    }
    const resolved = resolveCheck(a.check, dice.roll(a.check.die));
    const spec = a.kind === 'attack' ? round.attacks.find((s) => s.id === a.id) : undefined;
    if (!spec) { entries.push(entry(resolved, a.notes)); continue; }
    const r = rollAttack(spec, resolved, dice, dexBonus, place?.setInTime, after);
    outcomes.set(a.id, r.check.outcome);
    if (spec.weaponIndex !== undefined && round.rs.reloading === undefined && !round.d.spareCrossbow && kindOf(round.sheet.weapons[spec.weaponIndex]?.kind ?? 'melee').reloadRounds > 0) firedCrossbow = spec.weaponIndex;
    // The odds of the follow-up rolls were for before the roll; the entry now says what was rolled.
    const notes = [...(a.notes ?? []).filter((n) => !BEFORE_THE_ROLL.has(n.label)), ...r.notes];
    if (spec.tags.includes('blast') && (r.check.outcome === 'miss' || r.check.outcome === 'fumble')) {
      notes.push({ label: 'Flask missed', text: 'The GM rolls 1d10 on the scatter diagram (each number a 10 ft square around the target); creatures near where it lands may take splash damage.', gm: true, source: SRC.grenade });
    }
    entries.push(entry(r.check, notes.length ? notes : undefined, r.damage));
  }

  const events: RoundEvents = { ...(firedCrossbow !== undefined ? { firedCrossbow } : {}), ran: round.running && !surprised, noAttackNext: after.noAttackNext, stumbleRounds: after.stumbleRounds, surprised };
  const carried = afterRound({ ...round.carried, ...nextCarried(round.sheet, round.rs, round.carried, events) }, entries, surprised);
  const recoil = brawlRecoil(round, entries, carried, dice);
  const figures = surprised ? surprisedFigures(plan, round) : { defence: plan.defence, status: plan.status, lost: plan.lost };
  const next: CritState = { ...recoil.state, ...roundDefenceOf(round, surprised), ...castingOf(entries), broken: [...recoil.state.broken, ...after.broke.filter((w) => !recoil.state.broken.includes(w))] };
  return { rulesetId: plan.rulesetId, character: plan.character, at, entries, ...figures, notes: [...plan.notes, ...recoil.notes], nextState: writeState(next) };
}

/**
 * The spell the rolled round casts, as the lasting state keeps it for the attacks of the round:
 * its initiative number and the disruption save rolled with it, which decides if the caster is
 * attacked while casting (002 17.0.13). A surprised caster casts nothing.
 */
function castingOf(entries: readonly ResultEntry[]): Pick<CritState, 'spell' | 'spellAt' | 'spellSave' | 'spellLost'> {
  const spell = entries.find((e) => e.id === 'spell');
  const save = entries.find((e) => e.id === 'save')?.check?.outcome;
  if (!spell || spell.timing?.lost) return { spell: '', spellAt: null, spellSave: '', spellLost: false };
  const at = spell.timing?.order[0];
  return { spell: spell.label.slice(0, 40), spellAt: typeof at === 'number' ? Math.max(-20, Math.min(60, at)) : null, spellSave: save === 'pass' || save === 'fail' ? save : '', spellLost: false };
}

/**
 * The defence of the rolled round as the lasting state keeps it, so an attack settled on this
 * phone during the round counts it in the AC (17.0.1.4 Parry and Dodge: +2; 17.0.1.8 Charge: -2),
 * with the GM's call on your AC. A surprised or downed character declared nothing that counts.
 */
function roundDefenceOf(round: Round, surprised: boolean): Pick<CritState, 'roundDefence' | 'roundAcMod'> {
  if (surprised || downOf(round.carried)) return { roundDefence: 'none', roundAcMod: round.d.acMod };
  return { roundDefence: round.charging ? 'charge' : round.d.action === 'parry-dodge' && round.actions.some((a) => a.id === 'act' && a.label === 'Parry and dodge') ? 'parry-dodge' : 'none', roundAcMod: round.d.acMod };
}
