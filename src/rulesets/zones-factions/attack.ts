/**
 * An attack of the character (its turn's attack, an opportunity attack or a counter): whether
 * it hits automatically, needs a WIT save (melee at an unseen target; ranged beyond half range
 * or on the move) or is impossible (ranged at an unseen target, or beyond half range on the
 * move, or out of reach), its damage and the notes that go with it.
 * @see 004 Attacking; Cover; Blast attacks; Attack stunts; Sneaking in combat; Effects of size in combat
 */
import type { ActionKind, DamagePlan, Note, PlannedAction } from '../../engine/ruleset';
import { damageDist, damageSpec, type DamageSpec } from './damage';
import { saveCheck } from './saves';
import { armourAgainst, reachAgainst, sizeDiff } from './size';
import { SRC, weaponKinds } from './tables';
import type { Declaration, Options, Sheet, Weapon } from './types';

/** Bare hands: a d4, always impaired. @see 004 Attacking */
export const UNARMED: Weapon = { name: 'Unarmed', kind: 'melee', damage: 'd4', range: 1, blast: false, twoHanded: false, damaged: false };

/** The weapon a declaration names: a sheet weapon by index, or bare hands. */
export function weaponOf(sheet: Sheet, choice: string): { weapon: Weapon; unarmed: boolean } {
  const w = choice === 'unarmed' ? undefined : sheet.weapons[Number(choice)];
  return w ? { weapon: w, unarmed: false } : { weapon: UNARMED, unarmed: true };
}

/** A WIT save to hit: passing hits. */
export const HIT_WORDS = { pass: 'hit', fail: 'miss' } as const;

/** Whether a weapon reaches by range (ranged, thrown, firearm) rather than nearby only. */
export const isRanged = (w: Weapon): boolean => !!weaponKinds.find((k) => k.value === w.kind)?.ranged;

/** Whether an attack needs a WIT save to hit, or cannot be made, and why. */
export interface HitRule {
  readonly save: boolean;
  readonly impossible?: string;
  readonly why?: string;
}

/**
 * The hit rule for a weapon in this situation. `moving`: the attack is made on the move.
 * Melee blasts cannot miss; the reach of a ranged weapon follows the target's size.
 */
export function hitRule(w: Weapon, sheet: Sheet, d: Declaration, moving: boolean): HitRule {
  if (!isRanged(w)) {
    if (w.blast) return { save: false, why: 'A melee blast cannot miss.' };
    return d.targetVisible ? { save: false } : { save: true, why: 'You cannot see the target: a WIT save to hit.' };
  }
  if (!d.targetVisible) return { save: false, impossible: 'A ranged attack needs a visible target.' };
  const reach = reachAgainst(w.range, sizeDiff(sheet.size, d.foeSize), w.blast);
  const sized = reach !== w.range ? ` (range ${w.range}, ${reach > w.range ? 'doubled' : 'halved'} for the target's size)` : '';
  if (d.distance > reach) return { save: false, impossible: `${d.distance} zones is beyond your reach of ${reach}${sized}.` };
  const far = d.distance > reach / 2;
  if (far && moving) return { save: false, impossible: `Beyond half range (${reach / 2} zones${sized}) you cannot shoot on the move.` };
  if (far) return { save: true, why: `${d.distance} zones is beyond half range (${reach / 2}${sized}): a WIT save to hit.` };
  if (moving) return { save: true, why: 'Shooting on the move: a WIT save to hit.' };
  return { save: false };
}

/**
 * Whether the one this character's attack strikes is in cover. On a turn that is the declared
 * target (`cover`); on a reaction `cover` is the character's own, and a counter or opportunity
 * attack strikes the foe, whose cover is `foeCover` (a foe leaning out from a barrier to attack
 * can still be countered, the barrier counting as cover). @see 004 Cover
 */
export const targetCover = (d: Declaration): boolean => (d.act === 'reaction' ? d.foeCover : d.cover);

/** The armour note of a damage plan: the GM's value (or a request for it), the target's cover, the cap of 3. */
export function armourNote(d: Declaration): string {
  const inCover = targetCover(d);
  const cover = inCover ? ', +1 for cover (never above 3) unless the attack punches through it' : '';
  return d.foeArmour === null ? `Less the target's armour (0-3, ask the GM)${cover}.` : `Less the target's armour ${armourAgainst(d.foeArmour, inCover)}${inCover ? ` (${d.foeArmour} +1 for cover, never above 3)` : ''}.`;
}

/** The attack's shared tags: how it reaches, blast, unarmed. */
export function attackTags(w: Weapon, unarmed: boolean): string[] {
  const kind = weaponKinds.find((k) => k.value === w.kind)!;
  return [...kind.tags, ...(w.blast ? ['blast'] : []), ...(unarmed ? ['unarmed'] : [])];
}

/** What an attack plan holds beside the action: the damage spec `roll` uses. */
export interface PlannedAttack {
  readonly action?: PlannedAction;
  readonly spec?: DamageSpec;
  readonly lost: Note[];
}

/** Situation notes of an attack: size, blasts, concealment, gear, stunts. */
function attackNotes(w: Weapon, sheet: Sheet, d: Declaration, role: 'turn' | 'opportunity' | 'counter'): Note[] {
  const notes: Note[] = [];
  const diff = sizeDiff(sheet.size, d.foeSize);
  if (!isRanged(w) && diff > 0 && !w.blast) notes.push({ label: 'Bigger than the target', text: 'You may share these dice among several smaller targets nearby (a d8 bite doubled to 2d8 can be d8 on each of two).', source: SRC.size });
  if (!isRanged(w) && sheet.size === 'massive') notes.push({ label: 'Massive', text: 'Your melee attacks reach up to 1 zone away.', source: SRC.size });
  if (w.blast) notes.push(isRanged(w)
    ? { label: 'Blast', text: 'Hits everyone in the zone and on its borders, you too if it is your zone. If the WIT save fails it lands in a random neighbouring zone: number them and roll.', source: SRC.blast }
    : { label: 'Blast', text: 'Hits everyone in your zone and on its borders except you.', source: SRC.blast });
  if (role === 'turn' && d.fromHiding) notes.push({ label: 'No reaction', text: 'Attacked from concealment, the target is taken by surprise and cannot react. Attacking reveals you.', source: SRC.sneaking });
  // Holding a grab allows only one-handed or unarmed attacks; the sheet marks two-handed weapons.
  if (w.twoHanded) notes.push({ label: 'Two-handed', text: 'If you hold someone grabbed, attacking with this lets them go (only one-handed or unarmed attacks keep hold).', source: SRC.nonLethal });
  if (w.damaged) notes.push({ label: 'Damaged weapon', text: 'It breaks if its damage die shows a 1.', source: SRC.gear });
  if (role === 'turn' && d.cover) notes.push({ label: 'Cover', text: 'A powerful enough attack may punch through the cover; a barrier blocks it entirely.', gm: true, source: SRC.cover });
  if (role !== 'turn' && d.foeCover) notes.push({ label: 'Cover', text: 'A foe leaning out from behind a barrier to attack can be struck back: the barrier only counts as cover. A powerful enough attack may punch through it.', gm: true, source: SRC.cover });
  if (role !== 'counter' && !(role === 'turn' && d.fromHiding)) notes.push({ label: 'Reaction first', text: 'The target picks its reaction after any WIT save but before it learns this damage: tell it only the hit.', source: SRC.reacting });
  if (role === 'turn') notes.push({ label: 'Attack stunt', text: 'Before the target reacts you may offer it another effect instead of damage (disarmed, a surrender...); the GM approves it, and a target that accepts it cannot react as well; otherwise the attack goes on as usual.', gm: true, source: SRC.stunts });
  return notes;
}

/**
 * Plans an attack with a weapon (or bare hands). `moving`: made on the move (ranged only).
 * Returns a lost note instead of an action when the attack cannot be made.
 */
export function weaponAttack(sheet: Sheet, d: Declaration, o: Options, choice: string, id: string, kind: ActionKind, role: 'turn' | 'opportunity' | 'counter'): PlannedAttack {
  const { weapon: w, unarmed } = weaponOf(sheet, choice);
  const title = `${w.name}: ${role === 'turn' ? 'attack' : role === 'counter' ? 'counter' : 'opportunity attack'}`;
  const moving = isRanged(w) && d.onTheMove;
  const rule = hitRule(w, sheet, d, moving);
  if (rule.impossible) return { lost: [{ label: title, text: rule.impossible, source: SRC.attacking }] };
  const tags = attackTags(w, unarmed);
  // Death blows and opportunity attacks are made on nearby characters only. A melee weapon
  // reaches only nearby targets anyway; "nearby" is one's own zone (massive characters' melee
  // reaching 1 zone is the exception), so a ranged weapon needs distance 0.
  const nearbyOnly = role === 'opportunity'
    ? { label: title, why: 'An opportunity attack is made on a nearby foe moving away', source: SRC.opportunity, instead: '' }
    : role === 'turn' && d.deathBlow ? { label: `${w.name}: death blow`, why: 'A death blow needs the incapacitated target nearby', source: SRC.attacking, instead: ' Attack it normally instead.' } : undefined;
  if (nearbyOnly && isRanged(w) && d.distance > 0) {
    return { lost: [{ label: nearbyOnly.label, text: `${nearbyOnly.why}, in your zone; it is ${d.distance} zone${d.distance > 1 ? 's' : ''} away.${nearbyOnly.instead}`, source: nearbyOnly.source }] };
  }
  if (role === 'turn' && d.deathBlow) {
    return { lost: [], action: { id, kind, label: `${w.name}: death blow`, timing: { kind: 'turn' }, tags,
      notes: [{ label: 'No reaction', text: 'The target is nearby and incapacitated: it dies.', source: SRC.attacking }] } };
  }
  const why = [unarmed ? 'unarmed' : '', d.holdBack ? 'held back' : '', d.mounted ? 'riding' : ''].filter(Boolean).join(', ');
  const spec = damageSpec({ dice: w.damage, impaired: why !== '', impairedWhy: why, reading: o.impaired, halving: o.halving, sizeDiff: sizeDiff(sheet.size, d.foeSize), blast: w.blast });
  const check = rule.save ? saveCheck('WIT', sheet.wit, o.saveEqual, SRC.attacking, HIT_WORDS) : undefined;
  const damage: DamagePlan = {
    outcomes: [check ? 'pass' : 'hit'], expr: spec.expr, multiplier: 1, modifiers: [], dist: damageDist(spec), armour: 'yes',
    ...(d.foeArmour === null ? {} : { targetArmour: armourAgainst(d.foeArmour, targetCover(d)) }),
    note: `${spec.text}. ${armourNote(d)}`,
  };
  const notes = attackNotes(w, sheet, d, role);
  if (rule.why) notes.unshift({ label: 'To hit', text: rule.why, source: SRC.attacking });
  else if (!check) notes.unshift({ label: 'To hit', text: 'Hits automatically.', source: SRC.attacking });
  return { spec, lost: [], action: { id, kind, label: title, timing: { kind: 'turn' }, ...(check ? { check } : {}), damage: [damage], notes, tags } };
}
