/**
 * `takeHit`: one attack landing on this character. Armour counts in the AC, so nothing is taken
 * off the damage: a hit's damage is hit-point damage (half of it subdual on a subdual attack).
 * An assassination attack (a round whose attacker declared the victim helpless or unaware, or
 * a hit typed with the tag `assassination`) does its damage to CON instead, unless the victim
 * saves (a d20, rolled first), which turns it into hit-point damage.
 * Then, in this order (and this order of dice):
 * 1. a character already stunned is knocked unconscious for 1d4 rounds by the successful attack;
 * 2. a blow of fist or foot stuns when it does more than half the hit points left, or on a natural 20;
 * 3. real damage to 0 hit points kills a character; a monster or NPC saves against death at 0
 *    to -5 (made: fights at -2; failed: unconscious; a 1: dead), is unconscious at -6 to -10 and
 *    dies on a failed save, and dies at -11 (a d20 for the save);
 * 4. a Mighty Blow: the effect from the attacker's follow-up entry (or a tag `effect-N` typed
 *    with the hit, or else rolled here, a d20), then the victim's rolls (./blow.ts);
 * 5. a natural 20 with a missile leaves it in the wound; a successful attack spoils a scroll being read,
 *    and disrupts a spell being cast before its count (the spell is lost, as if cast).
 * @see 001 Critical Hits and Fumbles; Effects of Mighty Blows; Subdual Damage; Unarmed Combat; Magic Use in Combat; "Assassination" attacks
 */
import type { Dice } from '../../engine/dice';
import type { Hit, HitReport, Note, StateChange, StateInput } from '../../engine/ruleset';
import { checkHit } from '../../engine/state';
import { overDefaults } from '../../engine/schema';
import { EFFECT_SUFFIX } from './attacks';
import { resolveBlow } from './blow';
import { subdualSplit } from './damage';
import { attackAgainst } from './secretAc';
import { optionsSchema } from './schemas';
import { HP_FLOOR, maxHpOf, readState, stateValues, type BcbState } from './state';
import { assassination, belowZero, isAssassination, type Mutable } from './saves';
import { downOf } from './status';
import { RULES, SRC } from './tables';
import { asOptions, asSheet, type Options, type Sheet } from './types';


/** The outcome a hit lands as, after reading the attacker's entry. */
interface Landing { readonly outcome: 'hit' | 'mighty-blow' | 'miss'; readonly natural20: boolean; readonly notes: Note[] }

const LABELS = { hit: 'Hit', 'mighty-blow': 'Mighty Blow', miss: 'Miss' } as const;

/**
 * How the hit lands: its own outcome, or for an attack rolled against an unknown AC ('unknown',
 * or a natural 20 that is a Mighty Blow only if the AC allows) the attacker's d20 and bonus
 * against this character's AC of the round (kept from its last roll), by the function the GM's
 * `monsters.resolve` uses too (secretAc.ts), so both phones agree.
 * @throws Error "Expected a resolved attack ..." for 'unknown' without the d20 or the AC; "Expected the outcome ..." for another outcome id.
 */
function landing(hit: Hit, roundAc: number | null): Landing {
  const check = hit.entry?.check;
  const natural20 = check?.face === 20;
  switch (hit.outcome) {
    case 'miss': case 'fumble': case 'fail':
      return { outcome: 'miss', natural20: false, notes: [] };
    case 'mighty-blow': case 'critical':
      return { outcome: 'mighty-blow', natural20: true, notes: [] };
    case 'hit': {
      if (!(natural20 && check.need === null)) return { outcome: 'hit', natural20, notes: [] };
      if (roundAc === null) {
        return { outcome: 'hit', natural20, notes: [{ label: 'Natural 20', text: `A Mighty Blow if your AC was ${20 + check.bonus} or less; your phone keeps your AC only once your round is rolled, so it took a plain hit. If the GM says so, undo and type a Mighty Blow.`, gm: true, source: SRC.critical }] };
      }
      const o = attackAgainst({ face: 20, bonus: check.bonus }, roundAc).outcome === 'mighty-blow' ? 'mighty-blow' : 'hit';
      return { outcome: o, natural20, notes: [{ label: 'Natural 20', text: `${20 + check.bonus} against your AC ${roundAc} this round: ${o === 'mighty-blow' ? 'a Mighty Blow' : 'a hit, no Mighty Blow'}.`, source: SRC.critical }] };
    }
    case 'unknown': {
      if (!check || roundAc === null) {
        throw new Error(`Expected a resolved attack (hit, mighty-blow or miss), or an attacker's d20 and your AC from a round you rolled, but received outcome "unknown"${check ? ' and no AC this round' : ' without the d20'}`);
      }
      const o = attackAgainst(check, roundAc).outcome;
      const outcome = o === 'mighty-blow' ? 'mighty-blow' : o === 'hit' ? 'hit' : 'miss';
      return { outcome, natural20, notes: [{ label: 'Resolved', text: `${check.face} + ${check.bonus} = ${check.face + check.bonus} against your AC ${roundAc} this round: ${LABELS[outcome].toLowerCase()}.`, source: SRC.attack }] };
    }
    default:
      throw new Error(`Expected the outcome hit, mighty-blow, miss, fumble or unknown but received "${hit.outcome}"`);
  }
}

/** The Mighty Blow's d20 effect: the attacker's follow-up entry, a typed `effect-N` tag, or undefined (rolled by the victim). */
export function effectOf(hit: Hit): number | undefined {
  const id = hit.entry ? hit.entry.id + EFFECT_SUFFIX : undefined;
  const follow = id ? hit.round?.entries.find((e) => e.id === id && !e.skipped && e.check) : undefined;
  if (follow?.check) return Math.max(1, Math.min(30, follow.check.face + follow.check.bonus));
  const tag = hit.tags.map((t) => /^effect-(\d{1,2})$/.exec(t)).find((m) => m);
  const n = tag ? Number(tag[1]) : NaN;
  return n >= 1 && n <= 30 ? n : undefined;
}

/** The missile's name for the strip: the attacker's weapon, or the kind of missile. */
function missileName(hit: Hit): string {
  const weapon = hit.entry?.label.split(',')[0]?.trim();
  if (weapon) return weapon.slice(0, 40);
  return hit.tags.includes('arrow') ? 'Arrow' : hit.tags.includes('bolt') ? 'Bolt' : 'Missile';
}

/** Applies one hit. Pure given its dice; never raises hit points. */
export function takeHit(input: StateInput, hit: Hit, dice: Dice): StateChange {
  if (hit.from && hit.from.rulesetId !== 'bcb-d20') throw new Error(`Expected an attack from bcb-d20 but received one from ${hit.from.rulesetId}`);
  checkHit(hit);
  const sheet = asSheet(input.sheet);
  const o = asOptions(overDefaults(optionsSchema.fields, input.options));
  const before = readState(sheet, input.state);
  const land = landing(hit, before.roundAc);
  const notes: Note[] = [...land.notes];
  if (land.outcome === 'miss') {
    const report: HitReport = { outcome: 'miss', label: 'Miss', damage: hit.damage, taken: 0, text: 'Nothing taken.' };
    return { state: stateValues(before), notes, hits: [report] };
  }
  const s: Mutable<BcbState> = { ...before, missiles: [...before.missiles] };
  const wasDown = downOf(sheet, before);
  const nonLethal = hit.tags.includes('non-lethal');
  const split = nonLethal ? subdualSplit(hit.damage, o.subdualOdd) : { real: hit.damage, subdual: 0 };
  const toCon = isAssassination(hit) && hit.damage > 0 ? assassination(sheet, s, o, hit.damage, dice, notes) : 0;
  const real = toCon ? 0 : split.real, subdual = toCon ? 0 : split.subdual;
  s.hp = Math.max(HP_FLOOR, before.hp - real);
  s.subdual = Math.min(999, before.subdual + subdual);
  if (nonLethal && sheet.creature === 'monster') notes.push({ label: 'Subdual', text: 'Only humanoids and special creatures such as dragons can be subdued.', gm: true, source: SRC.subdual });

  const unarmed = hit.tags.includes('unarmed');
  const stunFor = (n: number) => n + (o.stunStart === 'after' ? 1 : 0);
  if (before.stunned > 0 && (o.stunnedKnockOut === 'any' || unarmed)) {
    const n = dice.roll(RULES.knockOutDie);
    s.knockedOut = Math.max(s.knockedOut, n);
    notes.push({ label: 'Knocked unconscious', text: `Hit while stunned: ${n} round${n === 1 ? '' : 's'} (1d4).`, source: SRC.unarmed });
  }
  if (unarmed) {
    const left = before.hp - before.subdual;
    const why = land.natural20 ? 'A natural 20 with fist or foot' : hit.damage * 2 > left ? `${hit.damage} is more than half of the ${left} hit points left` : undefined;
    if (why) { s.stunned = Math.max(s.stunned, stunFor(o.brawlStun)); notes.push({ label: 'Stunned', text: `${why}.`, source: SRC.unarmed }); }
  }
  if (real > 0 && s.hp <= 0 && !s.dead) {
    if (sheet.creature === 'monster' || o.characterZeroHp === 'save') belowZero(sheet, s, o, dice, notes);
    else { s.dead = true; notes.push({ label: 'Dead', text: `Real damage to ${s.hp} hit points kills.`, source: SRC.subdual }); }
  }
  if (land.outcome === 'mighty-blow') applyBlow(sheet, s, hit, o, dice, notes, stunFor);
  if (land.natural20 && hit.tags.includes('missile') && !s.dead) {
    s.missiles = [...s.missiles, { name: missileName(hit) }].slice(-12);
    notes.push({ label: 'Missile in the wound', text: 'It hurts again in each round you move or fight (the GM gives how much); a full round to pull out, with normal damage unless the one pulling it saves.', gm: true, source: SRC.critical });
  }
  if (before.spell && !before.spellLost) disrupt(before, s, hit, o, notes);
  if (before.scrollRoundsLeft > 0) {
    s.scrollLevel = 0; s.scrollRoundsLeft = 0;
    notes.push({ label: 'Scroll spoiled', text: 'A successful attack while you read spoils the spell; a harmless sting may not (the GM says: undo).', source: SRC.spells });
  }
  const down = downOf(sheet, s);
  if (!wasDown && down) notes.push({ label: down.word[0]!.toUpperCase() + down.word.slice(1), text: down.text, ...(down.source ? { source: down.source } : {}) });
  const parts = toCon ? ` to CON: ${Math.max(0, (sheet.con ?? 10) - s.conLost)} CON left` : nonLethal ? `: ${real} real, ${subdual} subdual` : '';
  const text = `${hit.damage} damage${parts} (armour counts in the AC); ${s.hp} of ${maxHpOf(sheet)} hit points left${s.subdual ? `, ${s.subdual} subdual` : ''}.`;
  const report: HitReport = { outcome: land.outcome, label: LABELS[land.outcome], damage: hit.damage, taken: real + subdual + toCon, text };
  return { state: stateValues(s), notes: [{ label: LABELS[land.outcome], text, source: SRC.attack }, ...notes], hits: [report] };
}

/**
 * A successful attack on a caster before the spell goes off disrupts it: lost, as if cast, even
 * when the attack does no damage. "Before" is the attacker's count above the spell's (the count
 * runs down from 10); the same count disrupts it too by default (table option `spellSameCount`);
 * an attack without a known count (typed by hand) is taken as before.
 * @see 001 Magic Use in Combat ("Any successful attack on them before the spell is cast, even if it does no actual damage, will disrupt the spell")
 */
function disrupt(before: BcbState, s: Mutable<BcbState>, hit: Hit, o: Options, notes: Note[]): void {
  const at = hit.entry?.timing?.order[0];
  const count = before.spellCount;
  if (typeof at === 'number' && count !== null && (at < count || (at === count && o.spellSameCount === 'goes-off'))) {
    notes.push({ label: 'Spell not disrupted', text: `${before.spell} went off on ${count}, before this attack on ${at}.`, source: SRC.spells });
    return;
  }
  s.spellLost = true;
  const when = typeof at !== 'number' ? 'The attack\'s count is not known, so it is taken as before the spell (if your spell had gone off already, undo)'
    : count === null ? `The attack came on ${at}; the spell's count is not known, so it is taken as before it`
    : at === count ? `The attack came on ${at}, the spell's own count (table option: the same count disrupts)` : `The attack came on ${at}, before the spell's count ${count}`;
  notes.push({ label: 'Spell disrupted', text: `${when}: ${before.spell} is lost, as if cast.`, source: SRC.spells });
  if (hit.damage === 0) notes.push({ label: 'No damage', text: 'Even an attack doing no damage disrupts a spell; a minuscule one foiled by magic (a 1-point sting) probably does not: the GM says (undo).', gm: true, source: SRC.spells });
}

/** A Mighty Blow's lasting results on the victim (after its hit-point damage). */
function applyBlow(sheet: Sheet, s: Mutable<BcbState>, hit: Hit, o: Options, dice: Dice, notes: Note[], stunFor: (n: number) => number): void {
  if (s.dead) { notes.push({ label: 'Mighty Blow', text: 'Not rolled: already dead.', source: SRC.mightyBlows }); return; }
  let effect = effectOf(hit);
  if (effect === undefined) {
    effect = dice.roll(20);
    notes.push({ label: 'Effect rolled', text: `No effect came with the hit: the phone rolled ${effect}.`, source: SRC.mightyBlows });
  }
  const b = resolveBlow(effect, sheet.save, o.mightyBlowSave, s.fleshWound, dice, o.saveNatural1);
  notes.push(...b.notes);
  const row = b.row;
  if (!row) return;
  if (row.wound) s.fleshWound = true;
  if (b.stunRounds) s.stunned = Math.max(s.stunned, stunFor(b.stunRounds));
  if (row.id === 'incapacitating') s.outOfFight = true;
  if (b.further?.kind === 'stay-in' && !b.further.made) s.outOfFight = true;
  if (b.further?.kind === 'survive' && !b.further.made) s.dead = true;
  if (row.id === 'deadly' || row.id === 'mangled') s.dead = true;
  const con = typeof sheet.con === 'number' ? sheet.con : 10;
  s.conLost = Math.min(99, row.con === 'all' ? Math.max(s.conLost, con) : s.conLost + row.con);
  if (s.conLost >= con && !s.dead) { s.dead = true; notes.push({ label: 'Dead', text: `CON ${con}, all of it lost.`, source: SRC.mightyBlows }); }
}
