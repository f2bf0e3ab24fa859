/**
 * The round as declared: reads the sheet, declaration, options and carried state, and works out
 * every action of the round (attacks as {@link AttackSpec}s, the surprise roll, spells, running,
 * reloading), the character's AC, its status and what the declaration costs. `plan` and `roll`
 * both start from here, so they never disagree.
 * @see shared/rules/002_531e683ac1309b4e.txt, 17 Combat
 */
import type { Modifier, Note, PlanInput, PlannedAction, Stat, TimingPlan } from '../../engine/ruleset';
import { oncePerInput } from '../../engine/memo';
import { overDefaults } from '../../engine/schema';
import { brawl, chargeProblem, touchAttack, weaponAttack, type AttackContext, type AttackSpec } from './attacks';
import { disruptionSave, grappleCheck, surpriseCheck } from './checks';
import { heldEffects } from './effects';
import { ownDefence } from './defence';
import { initiativeModifiers, initiativeTiming } from './initiative';
import { ownPenalties } from './modifiers';
import { declarationSchema, optionsSchema } from './schemas';
import { roundState, type RoundState } from './state';
import { activeConditions, grappleSizes, kindOf, rangeBands, SRC } from './tables';
import { stateFor } from './record';
import { downOf } from './status';
import { asDeclaration, asOptions, asSheet, type CritState, type Declaration, type Options, type Sheet, type TimingId, type Weapon } from './types';

/** Everything worked out from a plan input. */
export interface Round {
  readonly sheet: Sheet; readonly d: Declaration; readonly o: Options;
  /** The whole lasting state the round starts from. */
  readonly carried: CritState; readonly rs: RoundState;
  /** The timing actually used (a set or long-reach timing without a fitting weapon falls back to 'own'). */
  readonly timing: TimingId;
  readonly charging: boolean;
  readonly running: boolean;
  readonly attacks: readonly AttackSpec[];
  readonly actions: readonly PlannedAction[];
  readonly defence: readonly Stat[];
  readonly status: readonly Stat[];
  readonly lost: readonly Note[];
  readonly notes: readonly Note[];
}

const WEAPON_ACTIONS = ['attack', 'charge', 'two-weapons'];

function effectiveTiming(d: Declaration, w: Weapon | undefined, notes: Note[]): TimingId {
  // The form hides the timing choice for these; a value left from another action does not count.
  if (d.action === 'run' || d.action === 'reload') return 'own';
  if (d.timing === 'set-vs-charge' && !(WEAPON_ACTIONS.includes(d.action) && w?.setVsCharge && d.action !== 'charge')) {
    notes.push({ label: 'Not set', text: 'Setting against a charge takes an attack with a spear, pole arm or similar piercing weapon: you act on your own number.', source: SRC.setVsCharge });
    return 'own';
  }
  if (d.timing === 'long-reach' && !(WEAPON_ACTIONS.includes(d.action) && w?.longReach && d.action !== 'charge')) {
    notes.push({ label: 'No long reach', text: 'Striking a closing foe on its number takes an attack with a long-reach weapon: you act on your own number.', source: SRC.hold });
    return 'own';
  }
  return d.timing;
}

/** Works out the round from a plan input (schemas' defaults fill what is missing). */
function workOutRound(input: PlanInput): Round {
  const sheet = asSheet(input.sheet);
  const carried = stateFor(sheet, input.state);
  const declared = asDeclaration(overDefaults(declarationSchema(input.sheet).fields, input.declaration));
  const d: Declaration = { ...declared, held: carried.conditions.map((c) => c.id) };
  const o = asOptions(overDefaults(optionsSchema.fields, input.options));
  const rs = roundState(sheet, d, carried);
  const notes: Note[] = [], lost: Note[] = [], status: Stat[] = [];
  const mainIndex = sheet.weapons[Number(d.weapon)] ? Number(d.weapon) : 0;
  const main = sheet.weapons[mainIndex]!;
  const timing = effectiveTiming(d, main, notes);
  const timingPlan: TimingPlan = initiativeTiming(initiativeModifiers(sheet, d), timing);
  const actions: PlannedAction[] = [];
  const attacks: AttackSpec[] = [];
  let charging = false, running = false;
  const down = downOf(carried);
  if (down) {
    // 17.0.16: the unconscious and the dead do nothing; their AC still shows (hit points are on the state's strip).
    return { sheet, d, o, carried, rs, timing, charging, running, attacks, actions,
      defence: ownDefence(sheet, d, false), status: [],
      lost: [{ label: down.word[0]!.toUpperCase() + down.word.slice(1), text: `${down.text} No action this round.`, source: down.source }], notes };
  }
  const dcChecks: Modifier[] = activeConditions(d).flatMap((c) => (c.saves ? [{ label: c.label, value: c.saves, source: c.source }] : []));

  if (d.surprise !== 'no') {
    actions.push({ id: 'surprise', kind: 'check', label: 'Surprise roll', timing: { kind: 'turn', note: 'Before initiative, for your side' }, check: surpriseCheck(sheet.elf, d.surprise === 'ambushed', o.surprise),
      notes: [{ label: 'Surprised', text: 'A surprised character cannot act this round; the phone marks the round\'s actions lost.', source: SRC.surprise },
        d.surpriseFace !== null
          ? { label: 'Side\'s roll', text: `Your side rolled ${d.surpriseFace}: the phone reads that face instead of rolling.`, source: SRC.surprise }
          : { label: 'One roll per side', text: 'The rules roll once for the whole side: if someone else already rolled for it, enter that face instead.', gm: true, source: SRC.surprise }] });
  }
  const act = (label: string, note?: string) => actions.push({ id: 'act', kind: 'other', label, timing: timingPlan, ...(note ? { notes: [{ label, text: note }] } : {}) });
  const addAttack = (spec: AttackSpec, timing: TimingPlan = timingPlan) => { attacks.push(spec); actions.push({ id: spec.id, kind: 'attack', label: spec.label, timing, check: spec.check, notes: spec.notes, tags: spec.tags }); };
  const attackBlocked = (): boolean => {
    if (!rs.noAttack) return false;
    lost.push({ label: 'No attack this round', text: 'Your weapon broke or fell last round: no attack now. You may move, draw another weapon or pick it up.', source: SRC.criticalMiss });
    act('No attack: move, draw or pick up a weapon');
    return true;
  };

  if (rs.reloading) {
    const r = rs.reloading;
    actions.push({ id: 'reload', kind: 'other', label: `Reloading the ${r.name}`, timing: { kind: 'turn', note: 'The whole round' } });
    lost.push({ label: 'Reloading', text: `Reloading the ${r.name} takes this whole round: no other action, not even moving. ${r.left > 1 ? `${r.left - 1} more reload round${r.left - 1 > 1 ? 's' : ''} after this.` : 'Ready to shoot next round.'}`, source: SRC.rateOfFire });
  } else if (WEAPON_ACTIONS.includes(d.action)) {
    if (!attackBlocked()) {
      const offIndex = d.action === 'two-weapons' && sheet.weapons[Number(d.offWeapon)] ? Number(d.offWeapon) : mainIndex;
      const broken = [mainIndex, offIndex].find((i) => carried.broken.includes(i));
      const problem = broken !== undefined ? `Your ${sheet.weapons[broken]!.name} broke on a critical miss: no attack with it until it is repaired or replaced (clear it on the strip then). Choose another weapon.`
        : d.action === 'charge' ? chargeProblem(sheet, main, d.chargeFeet, rs.fatigued) : undefined;
      const outOfRange = kindOf(main.kind).missile && rangeBands.find((b) => b.value === d.range)?.allowed === false;
      if (broken !== undefined) { lost.push({ label: 'Weapon broken', text: problem!, source: SRC.criticalMiss }); act('No attack: draw another weapon or move'); }
      else if (problem) { lost.push({ label: 'No charge', text: problem, source: SRC.charge }); act('Move (no charge)'); }
      else if (outOfRange) { lost.push({ label: 'Out of range', text: 'Beyond long range the target cannot be hit: no attack.', source: SRC.ranged }); act('Move or other action'); }
      else {
        charging = d.action === 'charge';
        running = charging;
        const ctx: AttackContext = { sheet, d, o, charging, setVsCharge: timing === 'set-vs-charge', stumbling: rs.stumbling };
        if (d.action === 'two-weapons') {
          const secondIndex = sheet.weapons[Number(d.offWeapon)] ? Number(d.offWeapon) : mainIndex;
          const second = sheet.weapons[secondIndex]!;
          addAttack(weaponAttack(ctx, main, mainIndex, 'main', 'a1'));
          addAttack(weaponAttack(ctx, second, secondIndex, 'second', 'a2'));
          if (second === main || !second.small) notes.push({ label: 'Two weapons', text: 'The second weapon should be the smaller one (a short sword or dagger), and a different weapon from the first.', gm: true, source: SRC.twoWeapons });
        } else addAttack(weaponAttack(ctx, main, mainIndex, 'only', 'a1'));
        if (charging) notes.push({ label: 'Charge', text: 'A straight run with a clear path at a foe you could see from the start; the GM confirms.', gm: true, source: SRC.charge });
      }
    }
  } else if (d.action === 'punch' || d.action === 'kick') {
    if (!attackBlocked()) addAttack(brawl({ sheet, d, o, charging: false, setVsCharge: false, stumbling: rs.stumbling }, d.action));
  } else if (d.action === 'grapple') {
    if (!attackBlocked()) {
      if (d.grappleStart) addAttack(touchAttack({ sheet, d, o, charging: false, setVsCharge: false, stumbling: rs.stumbling }));
      const size = grappleSizes.find((s) => s.value === sheet.size)!;
      const mods: Modifier[] = [
        d.grappleWith === 'dex' ? { label: 'DEX bonus', value: sheet.dexBonus, source: SRC.grapple } : { label: 'STR bonus', value: sheet.strBonus, source: SRC.grapple },
        ...(size.mod ? [{ label: `Size: ${size.value}`, value: size.mod, source: size.source }] : []),
        ...dcChecks,
        ...ownPenalties({ ...d, condition: 'none', held: [] }, rs.stumbling),
      ];
      actions.push({ id: 'grapple', kind: 'check', label: 'Grapple check', timing: timingPlan, check: grappleCheck(mods, d.opponentGrapple),
        notes: [{ label: 'Holding', text: 'While you hold the foe you may punch it, keep it from speaking, use a ring or similar item, try to take an item (another attack roll) or move it at half your speed.', source: SRC.grapple }] });
    }
  } else if (d.action === 'parry-dodge') {
    act('Parry and dodge', 'No attack: +2 AC for the round.');
  } else if (d.action === 'cast' && carried.grabbed && carried.silenced) {
    lost.push({ label: 'No spell', text: 'The one holding you keeps you from speaking: no spell.', source: SRC.spells });
    act('Something else');
  } else if (d.action === 'cast' && carried.spellLost) {
    lost.push({ label: 'Spell lost', text: `${carried.spell}: disrupted while casting (the save failed), lost this round.`, source: SRC.spells });
    act('Something else');
  } else if (d.action === 'cast') {
    actions.push({ id: 'spell', kind: 'spell', label: d.spell || 'Spell', timing: timingPlan, tags: ['spell'],
      notes: [{ label: 'Casting', text: 'Needs a free hand and your voice; move before or after casting. Two spells released on the same number both work; to spoil another caster\'s spell, act earlier and hold yours until just before theirs.', source: SRC.spells }] });
    actions.push({ id: 'save', kind: 'check', label: 'Save against disruption', timing: timingPlan, check: disruptionSave(sheet.save, dcChecks),
      notes: [{ label: 'Only if attacked', text: 'Counts only if you were attacked while casting, even by a miss; failing loses the spell.', gm: true, source: SRC.spells }] });
  } else if (d.action === 'run') {
    if (rs.fatigued) { lost.push({ label: 'Fatigued', text: `You have run ${rs.roundsRun} rounds: walk only, and rest 3 turns before running again.`, source: SRC.run }); act('Walk'); }
    else { running = true; actions.push({ id: 'run', kind: 'move', label: 'Run away (double movement)', timing: timingPlan, notes: [{ label: 'Running', text: 'No attack while running away.', source: SRC.run }] }); }
  } else if (d.action === 'smother') {
    if (carried.burning > 0) {
      actions.push({ id: 'smother', kind: 'other', label: 'Put out the flames', timing: { kind: 'turn', note: 'The whole round' } });
      lost.push({ label: 'Putting out the flames', text: 'Rolling on the ground or smothering the oil with a wet blanket takes the round (pouring water does not work): no other action, and no second 1d8.', source: SRC.grenade });
    } else { notes.push({ label: 'Nothing burning', text: 'No burning oil on you to put out.', source: SRC.grenade }); act('Move or other action'); }
  } else if (d.action === 'reload') {
    notes.push({ label: 'Nothing to reload', text: 'No crossbow is waiting to be reloaded.', source: SRC.rateOfFire });
    act('Move or other action');
  } else act('Move or other action');

  // A crossbow shot this round leaves it empty: the parting shot cannot be a second bolt (17.0.9).
  const crossbowJustFired = kindOf(main.kind).reloadRounds > 0 && attacks.some((a) => a.weaponIndex === mainIndex);
  if (d.partingShot && crossbowJustFired) lost.push({ label: 'No parting shot', text: `The ${main.name} was shot this round and must be reloaded: no parting shot with it.`, source: SRC.rateOfFire });
  if (d.partingShot && !rs.reloading && !rs.noAttack && !carried.broken.includes(mainIndex) && d.action !== 'run' && rs.unloaded?.weapon !== mainIndex && !crossbowJustFired) {
    // An extra attack, made when the foe moves off, whatever the attacker has done this round.
    addAttack(weaponAttack({ sheet, d, o, charging: false, setVsCharge: false, stumbling: rs.stumbling }, main, mainIndex, 'only', 'ps', true),
      { kind: 'turn', note: 'When the foe turns its back and moves off' });
  }
  const held = heldEffects(sheet, d, carried, [...dcChecks, ...ownPenalties({ ...d, condition: 'none', held: [] }, rs.stumbling)]);
  actions.push(...held.actions);
  notes.push(...held.notes);
  const movement = carried.grabbed ? { value: 0, text: 'ft: held in a grapple, you go where the holder takes you' }
    : d.action === 'smother' && carried.burning > 0 ? { value: 0, text: 'ft: putting out the flames' }
    : rs.reloading ? { value: 0, text: 'ft: reloading allows no movement' }
    : running ? { value: 2 * sheet.move, text: `ft at most: double your ${sheet.move} ft while running` }
    : d.withdraw === 'fighting-withdrawal' ? { value: Math.floor(sheet.move / 2), text: 'ft at most, backing away while fighting' }
    : { value: sheet.move, text: 'ft, split before and after your action as you like' };
  status.push({ label: 'Movement', ...movement });
  if (rs.unloaded) status.push({ label: `${rs.unloaded.name}: reload rounds left`, value: rs.unloaded.left, text: 'Spend them reloading before it shoots again' });
  if (rs.stumbling) status.push({ label: 'Stumbling', value: -1, text: 'To combat rolls this round' });
  if (rs.roundsRun > 0 || running || rs.fatigued) status.push({ label: 'Rounds run', value: rs.roundsRun + (running ? 1 : 0), text: rs.fatigued ? 'Fatigued: walk only until you rest 3 turns' : `Of ${rs.runLimit} (3 × CON) before you tire` });
  if (timing !== 'own' && d.actsOn === null) notes.push({ label: 'On another\'s number', text: 'You act on another combatant\'s number: the GM places you there.', gm: true, source: SRC.hold });
  if (activeConditions(d).some((c) => c.id === 'disarmed')) notes.push({ label: 'Disarmed', text: 'Your main weapon is on the ground: draw another or spend the round picking it up.', gm: true, source: SRC.critical });
  if (d.withdraw === 'turn-away') notes.push({ label: 'Turning away', text: 'Each adjacent foe with a ready weapon gets a parting shot at +2 as you move off.', gm: true, source: SRC.partingShot });
  if (d.withdraw === 'fighting-withdrawal') notes.push({ label: 'Fighting withdrawal', text: 'Back away at up to half your walking speed while fighting; no parting shot.', source: SRC.partingShot });
  // 17.0.8 names cover but gives it no penalty: the GM's number, entered as the to-hit modifier.
  if (d.cover && attacks.length) notes.push({ label: 'Cover', text: `The target is behind cover: the GM sets the penalty${d.toHitMod ? ` (entered: ${d.toHitMod > 0 ? '+' : ''}${d.toHitMod} to hit)` : '; enter it as the to-hit modifier'}.`, gm: true, source: SRC.concealment });
  if (attacks.some((a) => a.damage)) notes.push({ label: 'Natural 20', text: 'Hits whatever the AC, unless the target can only be hurt by magic or silver.', gm: true, source: SRC.critical });

  return { sheet, d, o, carried, rs, timing, charging, running, attacks, actions, defence: ownDefence(sheet, d, charging), status, lost, notes };
}

/**
 * The round from a plan input (schemas' defaults fill what is missing), worked out once per input
 * object: `plan` and `roll` of the same input share it (../../engine/memo.ts). Read-only.
 */
export const buildRound: (input: PlanInput) => Round = oncePerInput(workOutRound);
