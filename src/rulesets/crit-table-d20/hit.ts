/**
 * `takeHit`: an attack landing on this character, from another crit-table-d20 phone's code or
 * typed by hand. Armour in this system is AC, which decides whether an attack hits: nothing is
 * subtracted from the damage. What lasts: hit points (and non-lethal damage, 0 hit points,
 * knock-out), the condition a natural 20 with a special 20 puts on its victim, being grabbed by
 * a grapple, and burning oil or ground fire.
 * Typed by hand, tags name what the outcome cannot: 'non-lethal'; 'grapple' (grabbed by a
 * touch attack); 'disarmed', 'shaken', 'prone' or 'blinded' (the condition of a critical);
 * 'oil' (a direct hit with burning oil); 'ground-fire' (standing in burning oil on the ground).
 * A scanned punch or kick whose attacker noted the victim's metal armour (the attacker in leather
 * or none) does the victim no harm when the victim's sheet says metal armour.
 * @see 002 17.0.1.2 Attack; 17.0.3 Critical Hit; 17.0.10 Oil; 17.0.16 Non-Lethal; 17.0.17 Brawling; 17.0.18 Grappling
 */
import type { Dice } from '../../engine/dice';
import { overDefaults } from '../../engine/schema';
import { checkHit, type Hit, type HitReport, type StateChange, type StateInput } from '../../engine/state';
import type { Note } from '../../engine/ruleset';
import { applyDamage } from './hp';
import { hpOf, maxHpOf, stateFor, writeState } from './record';
import { optionsSchema } from './schemas';
import { againstAc, OUTCOME_LABELS } from './secret';
import { conditionTable, RULES, SRC, type ConditionRow } from './tables';
import { asOptions, asSheet, type CritState, type HeldCondition, type Sheet } from './types';

const ID = 'crit-table-d20';
const LABELS: Readonly<Record<string, string>> = { ...OUTCOME_LABELS, critical: 'Critical hit', fail: 'Miss' };
const MISSES = ['miss', 'fail', 'fumble'];

/**
 * This character's AC against an attack: the sheet's AC, the chart's conditions, and the defence
 * the rolled round declared (parry and dodge +2, a charge -2, the GM's call), with one modifier
 * per rule that applied.
 * @see 002 17.0.1.4 Parry and Dodge; 17.0.1.8 Charge; 17.0.3 Critical Hit (condition chart)
 */
export function acAgainst(sheet: Sheet, s: CritState, missile: boolean): { ac: number; modifiers: { label: string; value: number; source?: string }[] } {
  const modifiers: { label: string; value: number; source?: string }[] = [];
  for (const c of s.conditions) {
    const row = conditionTable.find((r) => r.id === c.id)!;
    const v = missile ? row.acMissile : row.acMelee;
    if (v) modifiers.push({ label: row.label, value: v, source: row.source });
  }
  if (s.roundDefence === 'parry-dodge') modifiers.push({ label: 'Parry and dodge', value: RULES.parryDodgeAc, source: SRC.parryDodge });
  if (s.roundDefence === 'charge') modifiers.push({ label: 'Charging', value: RULES.chargeAc, source: SRC.charge });
  if (s.roundAcMod) modifiers.push({ label: "GM's call", value: s.roundAcMod });
  return { ac: sheet.ac + modifiers.reduce((n, m) => n + m.value, 0), modifiers };
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** The outcome of a hit whose attacker left the AC secret, from the attacker's d20 and this character's AC of the round (the GM's `monsters.resolve` settles it the same way). */
function resolveUnknown(hit: Hit, sheet: Sheet, s: CritState): { outcome: string; notes: Note[] } {
  const c = hit.entry?.check;
  if (!c) throw new Error('Expected a resolved attack (hit or miss) or the attacker\'s d20 but received the outcome "unknown" without it');
  const { ac, modifiers } = acAgainst(sheet, s, hit.tags.includes('missile'));
  const { outcome, why } = againstAc(c, ac, 'your ');
  const how = modifiers.length ? `your AC ${sheet.ac} ${modifiers.map((m) => `${signed(m.value)} ${m.label.toLowerCase()}`).join(' ')} = ${ac} this round` : 'your AC this round';
  const notes: Note[] = [{ label: 'Against your AC', text: `${why} (${how}).`, source: SRC.attack }];
  for (const m of modifiers) if (m.source === SRC.parryDodge || m.source === SRC.charge) notes.push({ label: m.label, text: `${m.label} declared for this round: ${signed(m.value)} AC counted.`, source: m.source });
  return { outcome, notes };
}

/**
 * An attack on this character while it casts this round's spell, hit or miss: its disruption
 * save (rolled with the round, on its own initiative number) decides; failed, the spell is lost.
 * "While casting" is read as an attack on or before the caster's number (a higher or equal
 * initiative), or one whose number is not known; a later one finds the spell already cast.
 * @see 002 17.0.13 Spell Casting ("If a spellcaster is attacked during their casting—even if the attack misses—they must make a saving throw on their current Initiative number. Failure means the spell is disrupted and lost.")
 */
function disruption(hit: Hit, s: CritState): { note: Note; lost: boolean } | undefined {
  if (!s.spell || s.spellLost) return undefined;
  const at = hit.entry?.timing && !hit.entry.timing.lost ? hit.entry.timing.order[0] : undefined;
  if (at !== undefined && s.spellAt !== null && at < s.spellAt) {
    return { note: { label: 'Spell already cast', text: `${s.spell} went off on ${s.spellAt}, before this attack on ${at}.`, source: SRC.spells }, lost: false };
  }
  if (s.spellSave === 'fail') return { note: { label: 'Spell disrupted', text: `Attacked while casting ${s.spell}: your save against disruption failed, so the spell is lost.`, source: SRC.spells }, lost: true };
  if (s.spellSave === 'pass') return { note: { label: 'Spell kept', text: `Attacked while casting ${s.spell}: your save against disruption was made, the spell goes off.`, source: SRC.spells }, lost: false };
  return { note: { label: 'Save against disruption', text: `Attacked while casting ${s.spell}: make your save on your initiative number; failing loses the spell.`, gm: true, source: SRC.spells }, lost: false };
}

/** The chart's condition the hit puts on this character: from the attacker's note, or a typed tag. */
function conditionOfHit(hit: Hit): ConditionRow | undefined {
  return conditionTable.find((c) => hit.tags.includes(c.id) || hit.entry?.notes?.some((n) => n.label === `Condition: ${c.label}`));
}

/** Whether the hit is a grapple's touch attack: a typed 'grapple' tag, or the attacker's grapple entry. */
function isGrapple(hit: Hit): boolean {
  return hit.tags.includes('grapple') || (hit.entry !== undefined && hit.entry.label.startsWith('Grapple'));
}

/** Whether the hit is a direct hit with burning oil: a typed 'oil' tag, or a thrown flask named oil. */
function isOil(hit: Hit): boolean {
  return hit.tags.includes('oil') || (hit.tags.includes('blast') && /oil/i.test(hit.entry?.label ?? ''));
}

/** Grabbed by a grapple: held unless the holder's grapple check (in the attacker's round) lost. */
function grab(hit: Hit, s: CritState, notes: Note[]): CritState {
  const check = hit.round?.entries.find((e) => e.id === 'grapple')?.check;
  if (check?.outcome === 'lose') {
    notes.push({ label: 'Not held', text: 'The touch attack landed, but your grapple check beat the attacker\'s: the hold is not kept.', source: SRC.grapple });
    return s;
  }
  const total = check ? check.face + check.bonus : s.holderGrapple;
  const how = check?.outcome === 'win' ? 'the attacker won the grapple check' : check?.outcome === 'tie' ? 'the grapple checks tied: the GM decides, held until then' : 'both of you make a grapple check: the higher keeps or breaks the hold';
  notes.push({ label: 'Grabbed', text: `Grabbed: the attacker moves into your space and holds you (${how}${total !== null ? `; the holder's total ${total}` : ''}).`, source: SRC.grapple });
  return { ...s, grabbed: true, holderGrapple: total ?? null };
}

/** Applies one hit. @throws Error "Expected an attack from crit-table-d20 but received one from ..." and the like. */
export function takeHit(input: StateInput, hit: Hit, dice: Dice): StateChange {
  checkHit(hit);
  if (hit.from && hit.from.rulesetId !== ID) throw new Error(`Expected an attack from ${ID} but received one from ${hit.from.rulesetId}`);
  if (hit.entry && hit.entry.kind !== 'attack') throw new Error(`Expected an attack entry but received a ${hit.entry.kind} entry ("${hit.entry.label}")`);
  const sheet = asSheet(input.sheet), o = asOptions(overDefaults(optionsSchema.fields, input.options));
  // 002 17.0.13: attacked while casting, "even if the attack misses", the save on the caster's number decides.
  const read = stateFor(sheet, input.state);
  const cast = disruption(hit, read);
  const before: CritState = cast?.lost ? { ...read, spellLost: true } : read;
  const notes: Note[] = [];
  let outcome = hit.outcome;
  if (outcome === 'unknown') { const r = resolveUnknown(hit, sheet, before); outcome = r.outcome; notes.push(...r.notes); }
  if (!(outcome in LABELS)) throw new Error(`Expected the outcome hit, critical, natural-20, miss or unknown but received "${outcome}"`);
  const label = LABELS[outcome]!;
  if (cast) notes.push(cast.note);
  if (MISSES.includes(outcome)) {
    return { state: writeState(before), notes: [...notes, { label: 'Missed', text: 'The attack missed: nothing happens to you.', source: SRC.attack }], hits: [{ outcome: 'miss', label, damage: hit.damage, taken: 0, text: `${label}: no damage` }] };
  }
  if (sheet.armour === 'metal' && hit.tags.includes('unarmed') && hit.entry?.notes?.some((n) => n.label === 'Metal armour')) {
    return { state: writeState(before), notes: [...notes, { label: 'Metal armour', text: 'A punch or kick from a brawler in leather or no armour does not hurt you in metal armour: the attacker takes the damage instead.', source: SRC.brawling }],
      hits: [{ outcome, label, damage: hit.damage, taken: 0, text: `${label}: on your metal armour, no damage to you` }] };
  }
  let s = before;
  const oil = isOil(hit);
  const nonLethal = hit.tags.includes('non-lethal');
  const resisted = oil && sheet.fireResistant;
  const taken = resisted ? 0 : hit.damage;
  const hpBefore = hpOf(sheet, s);
  const damaged = applyDamage(sheet, o, s, taken, nonLethal, dice);
  s = damaged.state;
  const hpAfter = hpOf(sheet, s);
  if (resisted && hit.damage > 0) notes.push({ label: 'Resistant to fire', text: 'Burning oil does you no harm.', source: SRC.grenade });
  notes.push(...damaged.notes);

  const alive = s.down !== 'dead';
  const cond = conditionOfHit(hit);
  if (cond && alive) {
    const held: HeldCondition = { id: cond.id, rounds: o.conditionRounds };
    s = { ...s, conditions: [...s.conditions.filter((c) => c.id !== cond.id), held] };
    notes.push({ label: cond.label, text: `${cond.label}: ${cond.effect.replace(/^its /, 'your ')}, ${o.conditionRounds > 0 ? `for ${o.conditionRounds} round${o.conditionRounds > 1 ? 's' : ''} (table option)` : 'until the GM ends it'}.`, source: cond.source });
  }
  if (isGrapple(hit) && alive) s = grab(hit, s, notes);
  if (oil && alive && !sheet.fireResistant) {
    s = { ...s, burning: 2 };
    notes.push({ label: 'Burning', text: 'Burning oil: another 1d8 at the end of next round unless you spend that round putting the flames out (rolling on the ground, a wet blanket; pouring water does not work).', source: SRC.grenade });
  }
  if (hit.tags.includes('ground-fire') && alive && !sheet.fireResistant && s.groundFire === 0) {
    s = { ...s, groundFire: 10 };
    notes.push({ label: 'In ground fire', text: 'Burning oil on the ground: 1d6 at the end of each round you stand or move in it, no save, for the 10 rounds it burns (the phone rolls it; clear it when you step out).', source: SRC.grenade });
  }
  const kind = nonLethal ? ' non-lethal' : '';
  const grabbed = s.grabbed && !before.grabbed ? '; grabbed' : '';
  const damageText = hit.damage > 0 ? `${hit.damage}${kind} damage${resisted ? ', none taken (resistant to fire)' : ''}; hit points ${hpBefore} → ${hpAfter} of ${maxHpOf(sheet)}` : `no damage; hit points ${hpAfter} of ${maxHpOf(sheet)}`;
  const text = `${label}: ${damageText}${grabbed}${s.down !== 'none' && before.down !== s.down ? `; ${s.down}` : ''}`;
  const report: HitReport = { outcome, label, damage: hit.damage, taken, text };
  return { state: writeState(s), notes, hits: [report] };
}
