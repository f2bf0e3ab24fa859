/**
 * `takeHit`: one attack landing on a Spelljammer character. PROT comes off a hit (not off a
 * critical or grievous hit, nor when the hit says armour does not apply) and the rest off HP;
 * a single hit of more than the stun threshold stuns for the rest of the round; a grievous hit
 * costs the armour 1 PROT until repaired and may cause a grievous wound: the GM's roll on tables
 * the text does not give, so an input (the hit's tag `grievous-wound`, the typed outcome
 * 'grievous-wound', or later, for a grievous hit still waiting for the roll, the outcome
 * 'grievous-wound' with no damage); a penetrating missile on a critical or grievous hit sticks
 * (DEX penalty, bleeding).
 * @see 000 Taking Damage; Wound Modifiers; Critical and Grievous Hits; Ranged Critical or Grievous Hits
 */
import type { Dice } from '../../engine/dice';
import { oncePerPair } from '../../engine/memo';
import type { Values } from '../../engine/schema';
import { sameJson } from '../../engine/state-key';
import { checkHit, type Hit, type HitReport, type StateChange, type StateInput } from '../../engine/state';
import type { Note } from '../../engine/ruleset';
import { downOf, protNow, stuckEffect } from './effects';
import { readOptions } from './schemas';
import { nextNumber, readState, STATE_LIMITS, writeState, type CarriedState, type StuckKind } from './state';
import { landedDamage, secretStrikeOf, strikeAgainst } from './secretDef';
import { strikeStyles } from './strike';
import { RULES, SRC } from './tables';
import { asSheet, type Options, type Sheet } from './types';
import { stunThreshold, woundModifier, woundText } from './wounds';

/** The tag (and typed outcome) of a grievous hit that the GM's roll made a grievous wound. */
export const GRIEVOUS_WOUND_TAG = 'grievous-wound';

/**
 * The GM's grievous wound roll came out as a wound, for the latest grievous hit waiting for it:
 * the wound is kept (its effect for the GM to enter) and a missile that hit stuck is 1 DEX worse.
 */
export function addGrievousWound(s: CarriedState, fromRoll: boolean): CarriedState {
  const grievous = [...s.grievous, { n: nextNumber(s.grievous), text: 'Grievous wound', mod: 0 }];
  if (!fromRoll) return { ...s, grievous };
  const at = s.stuck.map((x) => x.pending).lastIndexOf(true);
  const stuck = s.stuck.map((x, i) => (i === at ? { ...x, grievous: true, pending: false } : x));
  return { ...s, grievous, stuck, grievousRolls: Math.max(0, s.grievousRolls - 1) };
}

const RULESET = 'spelljammer';
const landing = ['hit', 'critical', 'grievous', GRIEVOUS_WOUND_TAG] as const;

/**
 * Which penetrating missile a critical or grievous hit leaves stuck, from the hit's tags: 'arrow'
 * or 'bolt' (an arrow or quarrel), 'javelin' or 'spear' typed by hand, 'thrown' (a Spelljammer
 * attacker's javelin or spear: a spear when the attack's label names one). Undefined otherwise.
 */
export function stuckKindOf(hit: Hit): StuckKind | undefined {
  const t = hit.tags;
  if (t.includes('arrow') || t.includes('bolt')) return 'arrow';
  if (t.includes('spear')) return 'spear';
  if (t.includes('javelin')) return 'javelin';
  if (t.includes('thrown')) return /\bspear/i.test(hit.entry?.label ?? '') ? 'spear' : 'javelin';
  return undefined;
}

/**
 * The outcome of a hit whose attacker did not know this character's DEF: the attacker's SC from
 * the entry's summary ("need 112 − target DEF") less this character's DEF of the round (from the
 * last roll; the sheet's DEF before any roll; half of it when the attacker surprised it in combat),
 * with +10 SC when this character is stunned (unless the attacker counted it already), looked up on the Modified Strike Chance table by
 * the function the GM's `monsters.resolve` uses too (secretDef.ts), so both phones agree.
 * @throws Error "Expected a resolved attack ..." when the entry does not carry what it needs.
 */
function resolveUnknown(hit: Hit, sheet: Sheet, s: CarriedState, o: Options): { outcome: string; notes: Note[] } {
  const strike = secretStrikeOf(hit.entry);
  if (!strike) {
    throw new Error(`Expected a resolved attack (hit, critical, grievous or miss: ask the GM, who knows your DEF) but received outcome "unknown"${hit.entry ? ' without the attacker\'s SC' : ''}`);
  }
  const def = strike.magic ? sheet.defMagicAlwaysOn : s.def ?? sheet.def;
  const whose = strike.magic ? 'your always-on magical DEF' : s.def === null ? 'your normal DEF (no round rolled)' : 'your DEF this round';
  const stunned = stunnedTarget(hit, s) && !strike.stunnedCounted;
  const sc = strike.sc + (stunned ? RULES.stunnedTarget : 0);
  const { need, outcome } = strikeAgainst({ ...strike, sc }, def, o.natural01);
  const notes: Note[] = [];
  if (stunned) notes.push({ label: 'Target stunned', text: `You are stunned: the attacker gets +${RULES.stunnedTarget} SC (${strike.sc} → ${sc}).`, source: SRC.stunned });
  if (strike.halfDef) notes.push({ label: 'Surprised in combat', text: `You did not expect this attack: half your DEF counts (${def} → ${Math.floor(def / 2)}).`, source: SRC.surprise });
  const defText = strike.halfDef ? `half ${whose} ${Math.floor(def / 2)}` : `${whose} ${def}`;
  notes.unshift({ label: 'Resolved here', source: SRC.msc,
    text: `Rolled ${String(strike.face).padStart(2, '0')} against SC ${sc} − ${defText} = ${need}: ${strikeStyles[outcome]!.label.toLowerCase()}.` });
  return { outcome, notes };
}

/**
 * Whether this character was stunned when the attack came: stunned now, and the attack came
 * after the hit that stunned it (a later segment, the count running down) or its segment is not known.
 * @see 000 Target Stunned ("Attacker gets a +10 to SC to hit a stunned target"); Taking Damage (stunned for the rest of the round)
 */
function stunnedTarget(hit: Hit, s: CarriedState): boolean {
  if (!s.stunned) return false;
  const t = hit.entry?.timing;
  const at = t && !t.lost ? t.order[0] : undefined;
  return at === undefined || s.stunSegment === null || at < s.stunSegment;
}

/**
 * A hit on a caster while the spell is being cast (from the segment casting started to the one it
 * goes off on, or to the end of the round for a spell carried over; any time when the attack's
 * segment is not known): the text says the spell "might be interrupted", lost with the caster's
 * action, and gives no rule for when, so the GM rules.
 * @see 000 Action Declaration ("If a spell caster is hit with an attack while casting a spell, the spell might be interrupted")
 */
function castingWhenHit(hit: Hit, s: CarriedState): Note | undefined {
  if (!s.casting) return undefined;
  const t = hit.entry?.timing;
  const at = t && !t.lost ? t.order[0] : undefined;
  if (at !== undefined && ((s.castFrom !== null && at > s.castFrom) || (s.castOn !== null && at < s.castOn))) return undefined;
  const when = s.castOn === null ? `cast from ${s.castFrom ?? 10} to the end of the round` : `cast from ${s.castFrom} to ${s.castOn}`;
  return { label: 'Hit while casting', text: `${s.casting} (${when}) might be interrupted: if the GM rules so, the spell and your action for the round are lost.`, gm: true, source: SRC.declaring };
}

/** The damage line of a hit in the text's words: "9 damage, 5 after PROT 4". */
function damageLine(damage: number, taken: number, prot: number, ignored: string | undefined): string {
  if (ignored) return `${damage} damage, ${ignored}: ${taken} taken`;
  return `${damage} damage, ${taken} after PROT ${prot}`;
}

/** The sheet's stun threshold under the options, worked out once per sheet (every hit asks). Shared: read-only. */
const stunOf = oncePerPair((o: Options, sheet: Sheet) => stunThreshold(sheet.con, sheet.size, sheet.maxHp, o.stunDamage));

/**
 * The state as a miss leaves it: read and written again, worked out once per state object, and
 * that very object when it is written so already (as every state these rules wrote is), so a
 * caller that compares states finds it unchanged at once. Shared: read-only.
 */
const unchanged = oncePerPair((sheet: Sheet, state: Values | undefined): Values => {
  const written = writeState(readState(sheet, state), sheet);
  return state && sameJson(written, state) ? state : written;
});

/** The Spelljammer `takeHit`. Pure; `dice` is not used (nothing is rolled when a hit lands). */
export function takeHit(input: StateInput, hit: Hit, _dice: Dice): StateChange {
  checkHit(hit);
  if (hit.from && hit.from.rulesetId !== RULESET) throw new Error(`Expected an attack from ${RULESET} but received one from ${hit.from.rulesetId}`);
  if (hit.entry && hit.entry.kind !== 'attack') throw new Error(`Expected an attack entry but received a ${hit.entry.kind} ("${hit.entry.label}")`);
  const sheet = asSheet(input.sheet);
  const o = readOptions(input.options);
  const before = readState(sheet, input.state);
  // Quiet: nothing said is wanted, so no line is written (a push skips its argument).
  const notes: Note[] | undefined = input.quiet ? undefined : [];

  let outcome = hit.outcome;
  let damage = hit.damage;
  if (outcome === 'unknown') {
    const r = resolveUnknown(hit, sheet, before, o);
    outcome = r.outcome;
    notes?.push(...r.notes);
    // The attacker rolled single damage for an unknown need unless a fixed face already doubled it.
    if (outcome !== 'miss') damage = landedDamage(outcome, damage, hit.armour).damage;
  }
  if (outcome === 'miss' || outcome === 'fail') {
    // The report's label already says Miss: the text only says what became of the damage.
    const text = !notes ? '' : hit.damage ? `The ${hit.damage} damage does not count.` : 'No damage.';
    return { state: unchanged(sheet, input.state), notes: notes ? [...notes, { label: 'Miss', text: 'Nothing changes.' }] : [], hits: [{ outcome: 'miss', label: 'Miss', damage: hit.damage, taken: 0, text }] };
  }
  if (!(landing as readonly string[]).includes(outcome)) {
    throw new Error(`Expected the outcome hit, critical, grievous, grievous-wound, miss or unknown but received "${outcome}"`);
  }
  const woundTold = outcome === GRIEVOUS_WOUND_TAG || hit.tags.includes(GRIEVOUS_WOUND_TAG);
  if (outcome === GRIEVOUS_WOUND_TAG && damage === 0 && before.grievousRolls > 0) {
    // The GM's roll for a grievous hit already taken: only the wound is new.
    const text = 'The GM\'s roll on the grievous wound tables gave a grievous wound: enter its effect.';
    return { state: writeState(addGrievousWound(before, true), sheet), notes: [{ label: 'Grievous wound', text, gm: true, source: SRC.critical }],
      hits: [{ outcome, label: 'Grievous wound', damage: 0, taken: 0, text: 'Grievous wound (the GM\'s roll)' }] };
  }
  if (outcome === GRIEVOUS_WOUND_TAG) outcome = 'grievous';

  const interrupted = castingWhenHit(hit, before);
  if (interrupted) notes?.push(interrupted);
  const critical = outcome === 'critical' || outcome === 'grievous';
  const prot = protNow(sheet, before).value;
  const protIgnored = critical || hit.armour === 'no';
  const taken = protIgnored ? damage : Math.max(0, damage - prot);
  let s: CarriedState = { ...before, hp: before.hp - taken };
  const line = !notes ? '' : damageLine(damage, taken, prot, !protIgnored ? undefined : critical ? `${strikeStyles[outcome]!.label.toLowerCase()}: PROT does not count` : 'PROT does not count');
  notes?.push({ label: 'Damage', text: `${line}: ${s.hp} of ${sheet.maxHp} HP.`, source: SRC.damage });

  const stun = stunOf(o, sheet);
  const stunBy = o.stunDamage === 'after-prot' ? taken : damage;
  if (stunBy > stun.value && !before.stunned) {
    const timing = hit.entry?.timing;
    const segment = timing && !timing.lost ? timing.order[0] ?? null : null;
    s = { ...s, stunned: true, stunSegment: segment };
    const lost = segment === null ? [] : before.segments.filter((x) => x < segment);
    const which = segment === null ? '' : lost.length ? `: your attack${lost.length > 1 ? 's' : ''} on ${lost.join(', ')}` : ': none of yours is left after segment ' + segment;
    notes?.push({ label: 'Stunned', source: SRC.damage, text: `${stunBy} ${o.stunDamage === 'after-prot' ? 'taken' : 'damage'} is more than ${stun.value}: stunned for the rest of the round; your remaining attacks are lost${which}.` });
  }

  if (outcome === 'grievous') {
    if (prot > 0) {
      s = { ...s, protLost: s.protLost + 1 };
      notes?.push({ label: 'Armour damaged', text: `A grievous hit: your armour's PROT drops from ${prot} to ${prot - 1} until repaired.`, source: SRC.critical });
    } else notes?.push({ label: 'Armour', text: 'A grievous hit: your armour has no PROT left to lose.', source: SRC.critical });
    if (woundTold) {
      s = addGrievousWound(s, false);
      notes?.push({ label: 'Grievous wound', text: 'Kept on your state: enter its effect from the GM\'s grievous wound tables.', gm: true, source: SRC.critical });
    } else {
      s = { ...s, grievousRolls: Math.min(STATE_LIMITS.grievous, s.grievousRolls + 1) };
      notes?.push({ label: 'Grievous wound?', gm: true, source: SRC.critical,
        text: 'A grievous hit may cause a grievous wound: the GM rolls on the grievous wound tables (not in this text). If it does, take a "Grievous wound" hit with no damage; if not, clear the roll.' });
    }
  }

  const kind = critical ? stuckKindOf(hit) : undefined;
  if (kind) {
    const grievousWound = outcome === 'grievous' && (o.grievousDex === 'hit' || woundTold);
    const pending = outcome === 'grievous' && !grievousWound;
    const e = stuckEffect(kind, grievousWound, o.thirdPenetrating);
    s = { ...s, stuck: [...s.stuck, { n: nextNumber(s.stuck), kind, grievous: grievousWound, pending }] };
    notes?.push({ label: `${e.label} stuck`, source: SRC.penetrating,
      text: `${e.dex} DEX until it is pulled out (First Aid) and ${e.bleed} HP of bleeding each round you stay in combat or strenuous activity.` +
        (hit.tags.includes('thrown') && !hit.tags.includes('javelin') && !hit.tags.includes('spear') ? ` Read as a ${kind} from the attack's name.` : '') });
  } else if (critical && hit.tags.includes('missile')) {
    notes?.push({ label: 'Stuck missile?', text: 'A penetrating missile (arrow, quarrel, javelin, spear) sticks on a critical or grievous hit; this one did not say it was one.', source: SRC.penetrating });
  }

  if (!notes) return { state: writeState(s, sheet), notes: [], hits: [{ outcome, label: strikeStyles[outcome]!.label, damage, taken, text: '' }] };

  const w0 = woundModifier(before.hp, sheet.maxHp).value, w1 = woundModifier(s.hp, sheet.maxHp).value;
  if (w1 !== w0) notes?.push({ label: 'Wound level', text: woundText(s.hp, sheet.maxHp) + '.', source: SRC.wounds });
  const down = downOf(s, o);
  if (down && !downOf(before, o)) notes?.push({ label: 'Out of the fight', text: down.text, source: down.source });

  const extra = [w1 ? woundText(s.hp, sheet.maxHp) : '', s.stunned && !before.stunned ? 'stunned' : '', down ? down.word : ''].filter(Boolean);
  // Joined by hand (the same text): the fight simulation lands hundreds of thousands of hits.
  const report: HitReport = { outcome, label: strikeStyles[outcome]!.label, damage, taken, text: extra.length ? `${line}; ${extra.join('; ')}` : line };
  return { state: writeState(s, sheet), notes, hits: [report] };
}
