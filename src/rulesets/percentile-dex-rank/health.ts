/**
 * Own hit points: damage after armour comes off current HP and is kept as a separate injury;
 * reduced to 2 the character falls unconscious for 1D6 hours or until someone wakes them
 * (reading in the `unconscious` option), at 0 or below at the end of the round dead; First Aid heals 1D3 on one injury, at
 * most what that injury took, once per injury; natural healing is 1D3 a week (3 in hospital).
 * @see 003 5.12 Damage and Injury; 5.14 Healing
 */
import type { Dice } from '../../engine/dice';
import type { Stat } from '../../engine/ruleset';
import { ROUNDS_PER_HOUR, type CarriedState, type Injury } from './state';
import { HP, SRC } from './tables';
import type { Options } from './types';

/** The character's condition at a hit point total. */
export type Condition = 'fine' | 'unconscious' | 'dying';

/**
 * The condition at `hp`: 0 or below is dying (dead at the end of the round unless First Aid
 * brings it to 1 or more; {@link knockedOut} says whether also unconscious); unconscious at 2 or
 * less by default, or only at exactly 2 (`unconscious: 'exactly-two'`, the literal reading of
 * "reduced to 2").
 */
export function conditionAt(hp: number, reading: Options['unconscious']): Condition {
  if (hp <= HP.dead) return 'dying';
  if (reading === 'exactly-two' ? hp === HP.unconscious : hp <= HP.unconscious) return 'unconscious';
  return 'fine';
}

/**
 * Whether a character at `hp` has been knocked out. By default ('two-or-less') every total of
 * 2 or less counts, 0 and below too: a character reduced to 0 was reduced past 2 on the way,
 * so it is unconscious as well as dying. Under 'exactly-two' only 2 itself does.
 * @see 003 5.12 Damage and Injury
 */
export function knockedOut(hp: number, reading: Options['unconscious']): boolean {
  return reading === 'exactly-two' ? hp === HP.unconscious : hp <= HP.unconscious;
}

/**
 * Whether the character is unconscious now: knocked out (at 2 or less, by the reading) or
 * still within the 1D6 hours rolled, unless someone woke them since (or the hours passed);
 * the dead are dead, not unconscious.
 * @see 003 5.12 ("fall unconscious for 1D6 hours or until awakened by another character")
 */
export function isUnconscious(s: CarriedState, reading: Options['unconscious']): boolean {
  return !s.dead && !s.woken && (knockedOut(s.hp, reading) || s.unconsciousRounds > 0);
}

/** "3 hours 20 rounds" style words for rounds of unconsciousness left (300 rounds an hour). */
export function roundsText(rounds: number): string {
  const h = Math.floor(rounds / ROUNDS_PER_HOUR), r = rounds % ROUNDS_PER_HOUR;
  return [h ? `${h} hour${h === 1 ? '' : 's'}` : '', r ? `${r} round${r === 1 ? '' : 's'}` : ''].filter(Boolean).join(' ') || '0 rounds';
}

/** The character's condition in words, for the HP figure and the status: '' when fine. */
export function conditionText(s: CarriedState, reading: Options['unconscious']): string {
  if (s.dead) return 'dead';
  const out: string[] = [];
  if (isUnconscious(s, reading)) out.push(`unconscious${s.unconsciousRounds ? ` for ${roundsText(s.unconsciousRounds)} more` : ''} or until someone wakes you`);
  if (s.hp <= HP.dead) out.push('at 0 or below: dead at the end of the round unless First Aid brings you to 1 or more');
  return out.join('; ');
}

/** The HP status figure: current of maximum, with the condition in words. */
export function hpStat(s: CarriedState, maxHp: number, reading: Options['unconscious']): Stat {
  const text = conditionText(s, reading);
  return { label: 'HP', value: s.hp, text: `of ${maxHp}${text ? ` · ${text}` : ''}` };
}

/** What {@link takeDamage} did: the state, and the 1D6 hours rolled when the hit knocked the character out. */
export interface Damaged { readonly state: CarriedState; readonly hours?: number }

/**
 * The state after taking `damage` points (already after armour): HP down, a new injury when
 * above 0. A hit that reduces the character into the knock-out range (by the reading) while
 * awake knocks them out for 1D6 hours (one d6 rolled, counted as 300 rounds an hour); an
 * unconscious character hit again rolls no second 1D6.
 * @see 003 5.12 Damage and Injury
 */
export function takeDamage(s: CarriedState, damage: number, reading: Options['unconscious'], dice: Dice): Damaged {
  if (damage <= 0) return { state: s };
  const hurt: CarriedState = { ...s, hp: s.hp - damage, injuries: [...s.injuries, { hp: damage, aided: false }] };
  if (s.dead || isUnconscious(s, reading) || !knockedOut(hurt.hp, reading)) return { state: hurt };
  const hours = dice.roll(6);
  return { state: { ...hurt, woken: false, unconsciousRounds: hours * ROUNDS_PER_HOUR }, hours };
}

/** Why First Aid cannot be applied to injury `n` (1-based), or undefined when it can. */
export function firstAidProblem(injuries: readonly Injury[], n: number): string | undefined {
  const inj = injuries[n - 1];
  if (!inj) return injuries.length ? `There is no injury ${n}: you have ${injuries.length}.` : 'You have no injuries to treat.';
  if (inj.aided) return `Injury ${n} has already had First Aid: it can be treated only once.`;
  return undefined;
}

/**
 * The state after First Aid on injury `n` (1-based): the injury is bandaged whatever the roll;
 * on a success it heals `healRoll` (1D3) up to what that injury took. Returns the HP healed.
 * @see 003 5.14 Healing (2 HP wound example)
 */
export function applyFirstAid(s: CarriedState, n: number, success: boolean, healRoll: number): { state: CarriedState; healed: number } {
  const inj = s.injuries[n - 1]!;
  const healed = success ? Math.min(healRoll, inj.hp) : 0;
  const injuries = s.injuries.map((x, i) => (i === n - 1 ? { hp: x.hp - healed, aided: true } : x));
  return { state: { ...s, hp: s.hp + healed, injuries }, healed };
}

/** The state after a week's healing of `amount` HP (up to the maximum); the oldest injuries close first. */
export function applyWeek(s: CarriedState, amount: number, maxHp: number): { state: CarriedState; healed: number } {
  const healed = Math.max(0, Math.min(amount, maxHp - s.hp));
  let left = healed;
  const injuries = s.injuries.map((x) => { const take = Math.min(left, x.hp); left -= take; return { ...x, hp: x.hp - take }; }).filter((x) => x.hp > 0);
  return { state: { ...s, hp: s.hp + healed, injuries }, healed };
}

/** A short list of open injuries for the status text: "1: 4 HP, 2: 2 HP (aided)". */
export function injuriesText(injuries: readonly Injury[]): string {
  return injuries.map((x, i) => `${i + 1}: ${x.hp} HP${x.aided ? ' (First Aid done)' : ''}`).join(', ');
}

/** Source for health notes. */
export const healthSource = SRC.damage;
