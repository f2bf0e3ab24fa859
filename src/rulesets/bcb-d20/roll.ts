/**
 * `roll`: rolls a planned round. Dice order (for scripted tests): first every initiative die in
 * plan order (an effect roll shares its attack's), then in plan order: the surprise die; the
 * Mighty Blow save (d20, then its stun die and further save where the effect has them); each
 * attack's d20 and, when it may have hit, its damage dice; each effect d20 when its attack was a
 * Mighty Blow (or a natural 20 against an unknown AC).
 * @see 001 Order of Battle; The Attack Roll; Critical Hits and Fumbles; Effects of Mighty Blows; Surprise
 */
import { resolveCheck } from '../../engine/check';
import type { Dice } from '../../engine/dice';
import { formatDice, rollDice } from '../../engine/notation';
import { oncePerInput, oncePerPair } from '../../engine/memo';
import type { CheckResult, DamageResult, EntryDraft, Note, Plan, PlanInput, PlannedAction, ResultEntry, RoundResult, TimingResult } from '../../engine/ruleset';
import { overDefaults } from '../../engine/schema';
import { attackStyles } from './attackRoll';
import { EFFECT_SUFFIX } from './attacks';
import { effectCheck } from './mightyBlows';
import { subdualSplit } from './damage';
import { countOf, phaseAt } from './initiative';
import { scrollNextState, scrollProgress } from './scroll';
import { REMINDERS, SURPRISE_ID } from './plan';
import { declarationSchema, optionsSchema } from './schemas';
import { SRC } from './tables';
import { readState, stateValues } from './state';
import { asDeclaration, asOptions, asSheet, type Declaration, type Options } from './types';
import type { Values } from '../../engine/schema';

/** The rolled timing of an action with an initiative or fixed timing; undefined for 'turn'. `quiet`: no text. */
function rollTiming(a: PlannedAction, dice: Dice, o: Options, quiet: boolean): TimingResult | undefined {
  if (a.timing.kind === 'turn') return undefined;
  if (a.timing.kind === 'fixed') {
    return { faces: [], total: a.timing.value, order: [a.timing.value], phase: phaseAt(a.timing.value), text: quiet ? '' : 'Held: after the count' };
  }
  const r = rollDice(a.timing.expr, dice);
  const count = countOf(r.total, o.aboveTen);
  const text = quiet ? '' : count > 10 ? `Rolled ${r.total}: acts before the count` : count !== r.total ? `Rolled ${r.total}: acts on 10` : `Acts on ${count}`;
  return { faces: r.faces, total: r.total, order: [count], phase: phaseAt(count), text };
}

/** Table options and the declaration with every missing field at its default, read once per object (every roll asks). Shared: read-only. */
const readOptions = oncePerInput((values: Values): Options => asOptions(overDefaults(optionsSchema.fields, values)));
const readDeclaration = oncePerPair((sheet: Values, values: Values): Declaration => asDeclaration(overDefaults(declarationSchema(sheet).fields, values)));

/** The label of an effect roll left out (its attack was no Mighty Blow), made once per planned action. Shared: read-only. */
const skippedLabel = oncePerInput((a: PlannedAction): string => `${a.label.replace(/: Mighty Blow effect$/, '')}: no Mighty Blow`);

/** The attack's check result; with an unknown AC the natural 1 and 20 still decide. */
function attackResult(a: PlannedAction, face: number): CheckResult {
  const check = a.check!;
  if (check.need !== null) return resolveCheck(check, face);
  if (face === 1) return { face, need: null, bonus: check.bonus, outcome: 'fumble', label: attackStyles['fumble']!.label, tone: -1, automatic: true };
  if (face === 20) return { face, need: null, bonus: check.bonus, outcome: 'hit', label: `Hit (natural 20): a Mighty Blow if the AC is ${20 + check.bonus} or less`, tone: 2, automatic: true };
  return { ...resolveCheck(check, face), label: `The GM resolves it: hits AC ${face + check.bonus} or less` };
}

/** What the damage number means, shown under it: "1d8+2", "1d8+2 · 3 real, 4 subdual", "1d6 · if it hits". */
function damageText(total: number, expr: string, outcome: string, subdual: boolean, o: Options): string {
  const parts = [expr];
  if (subdual) { const s = subdualSplit(total, o.subdualOdd); parts.push(`${s.real} real, ${s.subdual} subdual`); }
  if (outcome === 'unknown') parts.push('if it hits');
  return parts.join(' · ');
}

/**
 * Rolls a plan with the given dice. `input` supplies the sheet (save), declaration and options.
 * `quiet`: no notes and no timing or damage texts (see Ruleset.roll).
 */
export function roll(plan: Plan, dice: Dice, at: number, input: PlanInput, quiet = false): RoundResult {
  const o = readOptions(input.options);
  const d = readDeclaration(input.sheet, input.declaration);
  const timings = new Map<string, TimingResult | undefined>();
  for (const a of plan.actions) if (!a.id.endsWith(EFFECT_SUFFIX)) timings.set(a.id, rollTiming(a, dice, o, quiet));

  const outcomes = new Map<string, CheckResult>();
  const entries: ResultEntry[] = [];
  for (const a of plan.actions) {
    const base = (label = a.label): EntryDraft => {
      const e: EntryDraft = { id: a.id, kind: a.kind, label };
      if (a.tags) e.tags = a.tags;
      return e;
    };
    const notes: Note[] = a.notes && !quiet ? [...a.notes] : [];
    if (a.id.endsWith(EFFECT_SUFFIX)) {
      const attackId = a.id.slice(0, -EFFECT_SUFFIX.length);
      const of = outcomes.get(attackId);
      const sure = of?.outcome === 'mighty-blow';
      if (!(sure || (of?.face === 20 && of.need === null))) {
        const e = base(skippedLabel(a));
        e.skipped = true;
        entries.push(e);
        continue;
      }
      const effectPlan = effectCheck();
      const check = resolveCheck(effectPlan, dice.roll(effectPlan.die));
      const extra: Note = sure
        ? { label: 'Victim', text: `Saves against effect ${check.face}.`, source: SRC.mightyBlows }
        : { label: 'If a Mighty Blow', text: `Only if the AC is ${20 + of!.bonus} or less; the victim then saves against effect ${check.face}.`, gm: true, source: SRC.mightyBlows };
      // The planned note (the table's odds) is for the odds panel; the GM needs only what follows.
      const e = base();
      e.timing = timings.get(attackId); e.check = check; e.summary = effectPlan.summary;
      if (!quiet) e.notes = [extra];
      entries.push(e);
      continue;
    }
    const timing = timings.get(a.id);
    if (!a.check) {
      const e = base();
      if (timing) e.timing = timing;
      if (notes.length) e.notes = notes;
      entries.push(e);
      continue;
    }
    if (a.id === SURPRISE_ID) {
      const check = resolveCheck(a.check, dice.roll(a.check.die));
      const surprised = check.outcome === 'surprised';
      const label = surprised ? `Surprised for ${check.face} segment${check.face === 1 ? '' : 's'}` : 'Not surprised';
      // The plan's note explains the rule; the rolled entry only says what it means now.
      const e = base();
      e.check = { ...check, label }; e.summary = a.check.summary;
      if (surprised) e.notes = [{ label: 'Surprise', text: `Foes get ${check.face} free round${check.face === 1 ? '' : 's'} of attacks.`, source: SRC.surprise }];
      entries.push(e);
      continue;
    }
    const check = attackResult(a, dice.roll(a.check.die));
    outcomes.set(a.id, check);
    let damage: DamageResult | undefined;
    const lands = check.outcome === 'hit' || check.outcome === 'mighty-blow' || check.outcome === 'unknown';
    const dmgPlan = a.damage?.find((p) => p.outcomes.includes(check.outcome)) ?? a.damage?.[0];
    if (lands && dmgPlan) {
      const r = rollDice(dmgPlan.expr, dice);
      const total = Math.max(0, r.total);
      damage = { faces: r.faces, total, armour: dmgPlan.armour, text: quiet ? '' : damageText(total, formatDice(dmgPlan.expr), check.outcome, d.subdual, o) };
      if (!quiet) notes.push(...hitNotes(a, check, total, d.targetHp));
    }
    if (check.outcome === 'fumble' && !quiet) notes.push({ label: 'Fumble', text: 'Foes in reach get a free attack; the GM picks a mishap.', gm: true, source: SRC.fumble });
    const e = base();
    if (timing) e.timing = timing;
    e.check = check; e.summary = a.check.summary;
    if (damage) e.damage = damage;
    if (notes.length) e.notes = notes;
    entries.push(e);
  }
  // The rules reminders are for the odds panel: the entries say what the natural 1 or 20 did.
  const notes = quiet ? [] : plan.notes.filter((n) => !REMINDERS.includes(n.label));
  return { rulesetId: plan.rulesetId, character: plan.character, at, entries, defence: plan.defence, status: plan.status, lost: plan.lost, notes, nextState: carried(plan, d, input, timings.get('spell')) };
}

/**
 * The whole lasting state after the round: the state it started from (or the initial one),
 * with the scroll's remaining rounds (only when the plan kept the reading), the AC of the
 * round, by which an attack rolled against an unknown AC is resolved when it lands, and the spell
 * being cast with the count it goes off on, which a successful attack before then disrupts.
 */
function carried(plan: Plan, d: Declaration, input: PlanInput, spellTiming: TimingResult | undefined): Values {
  const s = readState(asSheet(input.sheet), input.state);
  const scroll = d.action === 'scroll' && plan.actions.some((a) => a.id === 'spell') ? scrollNextState(scrollProgress(d, input.state)) : undefined;
  const ac = plan.defence[0]?.value;
  // 001 Magic Use in Combat: the spell declared is being cast from the start of the round until it goes off on this count.
  const cast = d.action === 'cast' ? plan.actions.find((a) => a.id === 'spell') : undefined;
  const count = spellTiming?.order[0];
  return stateValues({ ...s, scrollLevel: (scroll?.['scrollLevel'] as number | undefined) ?? 0, scrollRoundsLeft: (scroll?.['scrollRoundsLeft'] as number | undefined) ?? 0,
    roundAc: typeof ac === 'number' ? Math.max(-10, Math.min(99, ac)) : null,
    spell: cast ? cast.label.slice(0, 60) : '', spellCount: cast && typeof count === 'number' ? Math.max(-10, Math.min(30, count)) : null, spellLost: false });
}

/** Notes a landed blow adds: an unarmed stun, a missile left in the wound on a natural 20. */
function hitNotes(a: PlannedAction, check: CheckResult, total: number, targetHp: number | null): Note[] {
  const out: Note[] = [];
  const tags = a.tags ?? [];
  if (tags.includes('unarmed')) {
    const out1d4 = ' (out for 1d4 rounds if already stunned)';
    if (check.face === 20) out.push({ label: 'Stunned', text: `A natural 20 with fist or foot stuns${out1d4}.`, source: SRC.unarmed });
    else if (targetHp !== null && total * 2 > targetHp) out.push({ label: 'Stunned', text: `${total} is more than half of ${targetHp} hit points${out1d4}.`, source: SRC.unarmed });
    else if (targetHp === null) out.push({ label: 'Stun', text: `Stuns if more than half the defender's hit points left${out1d4}.`, gm: true, source: SRC.unarmed });
  }
  if (tags.includes('missile') && check.face === 20) {
    out.push({ label: 'Missile in the wound', text: 'Hurts again each round the victim moves or fights; a round to pull out, with damage unless the puller saves.', gm: true, source: SRC.critical });
  }
  return out;
}
