/**
 * Own hit points: damage after armour comes off current HP and is kept as a separate injury;
 * reduced to 2 the character falls unconscious for 1D6 hours (reading in the `unconscious`
 * option), at 0 or below at the end of the round dead; First Aid heals 1D3 on one injury, at
 * most what that injury took, once per injury; natural healing is 1D3 a week (3 in hospital).
 * @see 003 5.12 Damage and Injury; 5.14 Healing
 */
import type { Stat } from '../../engine/ruleset';
import type { CarriedState, Injury } from './state';
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

const CONDITION_TEXT: Readonly<Record<Condition, string>> = {
  fine: '',
  unconscious: 'unconscious for 1D6 hours or until someone wakes you',
  dying: 'at 0 or below: dead at the end of the round unless First Aid brings you to 1 or more',
};

/** The HP status figure: current of maximum, with the condition in words. */
export function hpStat(hp: number, maxHp: number, reading: Options['unconscious']): Stat {
  const c = conditionAt(hp, reading);
  const text = c === 'dying' && knockedOut(hp, reading) ? `unconscious; ${CONDITION_TEXT.dying}` : CONDITION_TEXT[c];
  return { label: 'HP', value: hp, text: `of ${maxHp}${text ? ` · ${text}` : ''}` };
}

/** The state after taking `damage` points (already after armour): HP down, a new injury when above 0. */
export function takeDamage(s: CarriedState, damage: number): CarriedState {
  if (damage <= 0) return s;
  return { ...s, hp: s.hp - damage, injuries: [...s.injuries, { hp: damage, aided: false }] };
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
