/**
 * `plan`: everything about a Spelljammer round before the dice: each attack's initiative die
 * and exact distribution, the strike roll's need and bands (or a range of target DEF when the
 * GM keeps it), damage distributions, spells' casting times, the character's own DEF, wound
 * modifier and stun threshold, attacks lost to the declaration and the GM's notes.
 */
import { distOf, probability, percent } from '../../engine/dist';
import { die } from '../../engine/notation';
import { defaults, overDefaults, type Values } from '../../engine/schema';
import type { CheckPlan, Modifier, Note, PlannedAction, Plan, PlanInput, Stat, TimingPlan } from '../../engine/ruleset';
import { attacksThisRound, initiativeModifiers } from './attacks';
import { castingTime } from './casting';
import { attackTags, damagePlans } from './damage';
import { ownDefence } from './defence';
import { initiativeDie } from './initiative';
import { damageModifiers, defTerms, scModifiers, sum } from './modifiers';
import { declarationSchema, optionsSchema } from './schemas';
import { intoMeleeCheck } from './shootingIntoMelee';
import { strikeBands, strikeSummary } from './strike';
import { LOST_AT, RULES, SRC, weaponKinds } from './tables';
import { asDeclaration, asOptions, asSheet, pendingSpell, type Declaration, type Options, type Sheet, type Weapon } from './types';
import { stunThreshold, woundModifier, woundStat } from './wounds';
import { desperateOnly } from './desperate';
import { allActionModifiers, downOf, stateNotes } from './effects';
import { readState, type CarriedState } from './state';
import { statsOf } from './status';
import { situationNotes } from './situationNotes';

/** Target DEF values shown when the GM's DEF is unknown. */
export const DEF_RANGE: readonly number[] = Array.from({ length: 11 }, (_, i) => i * 10);

const fmtPct = (p: number) => `${Math.round(p * 10) / 10}%`;

/** Whether the declaration moves before attacking, so the attacker is not standing still (000 Careful Aim). */
const movesFirst = (d: Declaration): boolean => d.movement === 'move' || d.movement === 'run';

/** The declaration with defaults filled in and the fields that do not apply to the chosen weapon or action reset. */
function effective(d: Declaration, ranged: boolean): Declaration {
  const attacking = d.action === 'attack';
  return {
    ...d,
    carefulAim: ranged && attacking && d.carefulAim && !movesFirst(d),
    sacrifice: attacking ? d.sacrifice : 0,
    offhand: attacking && d.offhand,
    inMelee: ranged && d.inMelee,
    intoMelee: ranged && attacking ? d.intoMelee : 'no',
    targetMovement: ranged ? d.targetMovement : 'walking',
    cover: ranged ? d.cover : 'none',
    targetSize: ranged ? d.targetSize : 'medium',
    dexRoll: d.movement === 'attack-then-move' ? d.dexRoll : 'unknown',
  };
}

/** Builds an initiative timing from a die and modifiers, with the chance the action is lost. */
function initiativeTiming(sides: number, mods: readonly Modifier[], attack = true): TimingPlan {
  const expr = die(sides, sum(mods));
  const dist = distOf(expr);
  const lost = probability(dist, (x) => x <= LOST_AT);
  return { kind: 'initiative', expr, modifiers: mods, dist, ...(attack && lost.num ? { note: `Lost on ${LOST_AT} or lower: ${fmtPct(percent(lost))}` } : {}) };
}

/**
 * The target DEF the need is taken against: surprised out of combat, a target keeps only its
 * always-on magical DEF, so that value (the GM's) replaces its DEF. Null when unknown.
 * @see 000 Surprise
 */
export const targetDefFor = (d: Declaration): number | null => (d.surprise === 'out-of-combat' ? d.targetMagicDef : d.targetDef);

/** The strike check for a need (null: unknown DEF, shown for a range of DEF values). */
function strikeCheck(scMods: readonly Modifier[], d: Declaration, targetDef: number | null, o: Options): CheckPlan {
  const sc = sum(scMods);
  if (targetDef === null) {
    const byTarget = DEF_RANGE.map((def) => {
      const need = sc + sum(defTerms(def, d));
      return { target: def, need, bands: strikeBands(need, o.natural01) };
    });
    // The target's side of the need that does not depend on its DEF (encumbered, cannot see you) goes into the SC the code
    // carries, and a surprise in combat is named, so the victim's phone and the GM's resolve the full need (secretDef.ts).
    const fixed = sum(defTerms(0, d));
    const whose = d.surprise === 'out-of-combat' ? 'target\'s always-on magical DEF' : d.surprise === 'in-combat' ? 'half target DEF' : 'target DEF';
    return { die: 100, mode: 'under', need: null, bonus: 0, modifiers: scMods, bands: [], byTarget, summary: `need ${sc + fixed} − ${whose} (${d.targetStunned ? 'stunned counted; ' : ''}ask the GM)` };
  }
  const mods = [...scMods, ...defTerms(targetDef, d)];
  const need = sum(mods);
  return { die: 100, mode: 'under', need, bonus: 0, modifiers: mods, bands: strikeBands(need, o.natural01), summary: strikeSummary(need, o.natural01) };
}

function attackActions(sheet: Sheet, w: Weapon, d: Declaration, o: Options, count: number, initMods: readonly Modifier[], lasting: readonly Modifier[]): { actions: PlannedAction[]; notes: Note[] } {
  const ranged = !!weaponKinds.find((k) => k.value === w.kind)?.ranged;
  const { mods: scMods, notes } = scModifiers(sheet, w, d, ranged, lasting);
  const check = strikeCheck(scMods, d, targetDefFor(d), o);
  const damage = damagePlans(w, damageModifiers(sheet, w, d), ranged, o.thirdPenetrating, d.targetProt, o.grievousDex);
  const actions: PlannedAction[] = [];
  for (let i = 0; i < count; i++) {
    const sides = initiativeDie(i, o.ladder);
    const timing = initiativeTiming(sides, initMods);
    if (d.intoMelee !== 'no') {
      actions.push({ id: `a${i + 1}-aim`, kind: 'check', label: `${w.name}, shot ${i + 1}: friend or foe`, timing, check: intoMeleeCheck(d.intoMelee, w.rank, sheet.masterBowmanRank, w.spec, lasting),
        notes: [{ label: 'Shooting into melee', text: 'Rolled just before the shot; a friend hit at random if several.', source: SRC.intoMelee }] });
    }
    actions.push({ id: `a${i + 1}`, kind: 'attack', label: `${w.name}, attack ${i + 1}`, timing, check, damage, tags: attackTags(w, ranged) });
  }
  return { actions, notes };
}

function spellAction(sheet: Sheet, d: Declaration, initMods: readonly Modifier[], state: Values | undefined): PlannedAction | undefined {
  const held = pendingSpell(state);
  const notes: Note[] = [
    { label: 'Casting', text: 'If you are hit while casting the spell may be interrupted and lost with your action.', gm: true, source: SRC.mage },
  ];
  if (held) {
    notes.push({ label: 'Held from last round', text: `Casting started on 10 this round: goes off on ${RULES.movementFrom - held.pendingCastingTime}.`, source: SRC.round });
    return { id: 'spell', kind: 'spell', label: held.pendingSpell, timing: { kind: 'fixed', value: RULES.movementFrom, modifiers: [], note: 'Starts on 10 (carried over)' }, castingTime: held.pendingCastingTime, notes };
  }
  const spell = sheet.spells[Number(d.spell)];
  if (!spell) return undefined;
  const ct = castingTime(spell);
  const typeLabel = spell.type === 'cleric' ? 'cleric' : `${spell.type.toUpperCase()} rank ${spell.rank}`;
  const label = `${spell.name} (${typeLabel})`;
  if (d.castStart === 'held') {
    notes.push({ label: 'Held action', text: `Casting starts on 10: goes off on ${RULES.movementFrom - ct}.`, source: SRC.round });
    return { id: 'spell', kind: 'spell', label, timing: { kind: 'fixed', value: RULES.movementFrom, modifiers: [], note: 'Starts on 10 (action held from last round)' }, castingTime: ct, notes };
  }
  const timing = initiativeTiming(10, initMods, false);
  const dist = (timing as Extract<TimingPlan, { kind: 'initiative' }>).dist;
  const inRound = ct >= RULES.oneRoundSpell ? probability(dist, (x) => x >= RULES.movementFrom) : probability(dist, (x) => x - ct > LOST_AT);
  notes.push({ label: 'Goes off', text: ct >= RULES.oneRoundSpell
    ? `A one-round spell must start on 10: this round only on initiative 10 or more (${fmtPct(percent(inRound))}); otherwise it starts on 10 next round and goes off on 0.`
    : `On initiative − ${ct}.` + (inRound.num === inRound.den ? ' Always this round.'
      : ` Goes off this round ${fmtPct(percent(inRound))} of the time; otherwise casting starts on 10 next round and goes off on ${RULES.movementFrom - ct}.`),
    source: spell.type === 'cleric' ? SRC.cleric : SRC.mage });
  return { id: 'spell', kind: 'spell', label, timing, castingTime: ct, notes };
}

/**
 * What the last round carried that this round's declaration uses: a weapon drawn then is in hand
 * (no draw, no -5), and an aim taken then with this ranged weapon counts for this round's shot
 * without costing an attack again (still +15 SC, still standing still). Table option `carryOver`.
 * @see 000 Draw Weapon; Careful Aim ("It takes one combat action to take Careful Aim")
 */
function carriedActions(sheet: Sheet, d: Declaration, s: CarriedState, o: Options, ranged: boolean): { d: Declaration; notes: Note[] } {
  if (o.carryOver !== 'next-round' || d.action !== 'attack') return { d, notes: [] };
  const index = sheet.weapons[Number(d.weapon)] ? Number(d.weapon) : 0;
  const name = sheet.weapons[index]!.name;
  let out = d;
  const notes: Note[] = [];
  if (s.drawnWeapon === index && d.draw === 'draw') {
    out = { ...out, draw: 'none' };
    notes.push({ label: 'Drawn last round', text: `Your ${name} is in hand already: no draw, no -5 initiative.`, source: SRC.draw });
  }
  if (s.aimedWeapon === index && d.carefulAim && ranged && !movesFirst(d)) {
    out = { ...out, carefulAim: false };
    notes.push({ label: 'Aimed last round', text: `The aim you took last round counts: +${RULES.carefulAimSc} SC without losing an attack again.`, source: SRC.carefulAim });
  }
  return { d: out, notes };
}

/**
 * The ambushed side on the ambush's surprise round, by its PER roll: 1x attacks back normally,
 * 2x only once, 3x or worse is surprised and does not attack back.
 * @see 000 Ambush
 */
function ambushedAttacks(d: Declaration, count: number): { count: number; lost: Note[]; notes: Note[] } {
  if (d.ambushed === 'no' || d.action !== 'attack') return { count, lost: [], notes: [] };
  if (d.ambushed === '1x') return { count, lost: [], notes: [{ label: 'Ambush noted (1x PER)', text: 'You noted it just before it was sprung: you attack back normally, and your shout moves every ally one line better (3x counts as 2x).', source: SRC.ambush }] };
  if (d.ambushed === '2x') {
    const lost = count > 1 ? [{ label: 'Ambush (2x PER)', text: `${count - 1} attack${count > 2 ? 's' : ''} lost: noted just as it sprang, you attack back once on its surprise round.`, source: SRC.ambush }] : [];
    return { count: Math.min(count, 1), lost, notes: [] };
  }
  return { count: 0, lost: count > 0 ? [{ label: 'Ambushed (3x PER or worse)', text: `${count} attack${count > 1 ? 's' : ''} lost: surprised, you do not attack back on the ambush's surprise round.`, source: SRC.ambush }] : [], notes: [] };
}

/**
 * The Spelljammer plan. Inputs are validated; missing declaration or option fields take their
 * defaults. The lasting state (`input.state`, see state.ts) counts: the wound level and grievous
 * wounds in SC and the friend-or-foe roll, the stuck missiles' DEX penalty in IM and DEF as the
 * state records it, a stun costing every attack for the rest of the round, and no actions at
 * all for a character out of the fight.
 */
export function plan(input: PlanInput): Plan {
  const sheet = asSheet(input.sheet);
  const rawDecl = asDeclaration(overDefaults(declarationSchema(input.sheet).fields, input.declaration));
  const o = asOptions(overDefaults(optionsSchema.fields, input.options));
  const weapon = sheet.weapons[Number(rawDecl.weapon)] ?? sheet.weapons[0]!;
  const ranged = !!weaponKinds.find((k) => k.value === weapon.kind)?.ranged;
  const desperate = desperateOnly(rawDecl);
  const d = effective(desperate.d, ranged);
  const carried = readState(sheet, input.state);
  const down = downOf(carried, o);
  const casting = !down && d.action === 'cast' && (sheet.spells.length > 0 || !!pendingSpell(input.state));
  const lasting = allActionModifiers(sheet, carried);
  const allActions = sum(lasting);

  const initMods: Modifier[] = [];
  if (sheet.im) initMods.push({ label: 'IM', value: sheet.im, source: SRC.initiative });
  if (carried.stuck.length && carried.dexIm) initMods.push({ label: 'DEX penalty (stuck missile)', value: -carried.dexIm, source: SRC.penetrating });
  const carry = carriedActions(sheet, d, carried, o, ranged);
  initMods.push(...initiativeModifiers(carry.d));
  if (d.initMod) initMods.push({ label: "GM's call", value: d.initMod });

  const dexDef: Modifier[] = carried.stuck.length && carried.dexDef ? [{ label: 'DEX penalty (stuck missile)', value: -carried.dexDef, source: SRC.penetrating }] : [];
  const { stats: defence, notes: defNotes } = ownDefence(sheet, d, weapon.rank, casting, dexDef);
  const declared = attacksThisRound(sheet.attacksPerRound, carry.d, o.minusFivePairs);
  const lost: Note[] = [...declared.lost];
  let count = declared.count;
  const ambush = ambushedAttacks(d, count);
  count = ambush.count;
  lost.push(...ambush.lost);
  if (down) {
    lost.unshift({ label: 'Out of the fight', text: down.text, source: down.source });
    count = 0;
  } else if (carried.stunned && count > 0) {
    lost.push({ label: 'Stunned', text: `${count} attack${count === 1 ? '' : 's'} lost: stunned for the rest of the round${carried.stunSegment === null ? '' : ` (from segment ${carried.stunSegment})`}.`, source: SRC.damage });
    count = 0;
  }
  const notes: Note[] = [...desperate.notes, ...defNotes, ...stateNotes(carried, o), ...carry.notes, ...ambush.notes];
  const actions: PlannedAction[] = [];

  if (d.action === 'attack' && count > 0) {
    const r = attackActions(sheet, weapon, d, o, count, initMods, lasting);
    actions.push(...r.actions);
    notes.push(...r.notes);
  }
  if (!down && d.action === 'attack' && count === 0 && lost.length === 0) notes.push({ label: 'No attacks', text: 'The declaration leaves no attack this round.' });
  if (casting) {
    const sp = spellAction(sheet, d, initMods, input.state);
    if (sp) actions.push(sp);
    if (allActions) notes.push({ label: 'Cast chance', text: `${allActions} to the cast chance (${lasting.map((m) => m.label).join(', ')}).`, source: SRC.wounds });
  }
  const held = pendingSpell(input.state);
  if (held && !casting) notes.push({ label: 'Held spell dropped', text: `${held.pendingSpell} was to start on 10 this round; ${down ? 'you are out of the fight' : 'the declaration does something else'}.` });
  if (!down && d.action === 'other') notes.push({ label: 'Other action', text: 'No roll planned; a free action happens at your earliest initiative, one per round.' + (allActions ? ` Skill rolls are at ${allActions}.` : ''), source: SRC.free });
  if (rawDecl.carefulAim && ranged && d.action === 'attack' && movesFirst(rawDecl)) {
    notes.push({ label: 'Careful aim', text: 'Careful aim needs you to stand still: not counted while you move or run before attacking.', source: SRC.carefulAim });
  }
  if (!down) notes.push(...situationNotes(d, ranged, sheet));

  // The figures a shared code carries: the wound modifier, the stun level and attacks, and the
  // state's other figures only when they change something (so a round without lasting effects
  // shows what it always showed, and older verified codes still roll to the same round).
  const lastingStats = statsOf(sheet, carried, o).filter((st) =>
    (st.label === 'All actions and TMR' && st.value !== woundModifier(carried.hp, sheet.maxHp).value) ||
    (st.label === 'PROT' && st.value !== sheet.prot) || st.label === 'DEX penalty');
  const status: Stat[] = [
    woundStat(carried.hp, sheet.maxHp),
    ...lastingStats,
    stunThreshold(sheet.con, sheet.size, sheet.maxHp, o.stunDamage),
    { label: 'Attacks this round', value: count, text: `${sheet.attacksPerRound} normally` },
  ];
  return { rulesetId: 'spelljammer', character: sheet.name, actions, defence, status, lost, notes };
}
