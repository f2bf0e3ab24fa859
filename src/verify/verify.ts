/**
 * The GM's side of verified table mode: checking a round against the table's round
 * code and the commitment its phone showed when it joined. Pure given Web Crypto; the caller
 * keeps the table's state and stores the phone's updated record.
 */
import type { RoundResult, Ruleset } from '../engine/ruleset';
import { recompute, differences, RecomputeError } from './recompute';
import type { PlanInput } from '../engine/ruleset';
import { decodeInputs } from './inputs';
import { changeLine, sheetChanges, sheetDigest } from './sheet';
import { LINK_BYTES, linkMatches } from './chain';
import { deriveFaces, diceName } from './derive';
import { lookAlike } from '../engine/name-key';
import { fromHex } from '../share/codec/hex';
import type { JoinCode } from './join';
import { matchFaces, sharedEntries, shownFaces, type ShownFace } from './proof';
import { sealOf } from '../share/round/seal';
import { sealedPart, toCompact } from '../share/round/compact';

/** A phone that joined the table, as the GM's phone keeps it. */
export interface JoinedPhone extends JoinCode {
  /** The last round of its chain the GM has seen (0 before its first roll). */
  readonly lastLink: number;
  /** The round code that round was rolled with ('' before). */
  readonly lastCode: string;
  /**
   * The first roll this phone showed for a round code, whatever its mark (a replayed link
   * too), until it shows one for another code: a roll for that code with any other link is a
   * re-roll. Absent in records saved before it was kept.
   */
  readonly shown?: { readonly code: string; readonly link: number };
  /**
   * The characters this phone has shown rolls of, as their names enter the dice (`diceName`),
   * each with the link it was first shown with, in the order seen (the first is the phone's
   * first roll). A name gives its own dice for a code, so a name is a second try at a round:
   * one shown from another phone is not verified, nor is a name new after the phone's first
   * round until its next round (a rename, a look-alike letter).
   */
  readonly names?: readonly PhoneName[];
  /**
   * When it joined among the table's phones (1, 2, ...). Phones are kept by id (8 hex digits),
   * and an object lists an all-digit key first whatever its insertion order, so the order a
   * GM sees comes from this number. Absent in records saved before it was kept.
   */
  readonly joined?: number;
  /**
   * The sheet and table options each character rolls from, as the GM holds them, by the name
   * as it enters the dice: the inputs (hex, inputs.ts) of the round they were taken from, and
   * where they came from: the sheet the join code committed to, the character's first round
   * (a join code without digests, or an older app's), or a later round the GM accepted.
   */
  readonly kept?: Readonly<Record<string, KeptSheet>>;
}

/** A character's sheet as the GM's phone holds it (see {@link JoinedPhone.kept}). */
export interface KeptSheet { readonly rulesetId: string; readonly inputs: string; readonly from: 'join' | 'first' | 'accepted' }

/**
 * A verified round rolled from another sheet or table options than the ones the GM holds for
 * the character: one line saying what changed ("SC 105 -> 112 since joining"), the round's
 * inputs (hex) to keep if the GM accepts them, and the GM's answer once given.
 */
export interface SheetChange { readonly line: string; readonly inputs: string; readonly settled?: 'accepted' | 'refused' }

/** A character a phone rolled for: its name as it enters the dice, and the link it was first shown with. */
export interface PhoneName { readonly name: string; readonly link: number }

/** A round code the table used before, for telling a replayed result from a mistyped code. */
export interface EarlierCode {
  readonly round: number;
  readonly code: string;
}

/** What `verifyRound` checks against: this round's code, earlier codes, and the joined phones by id. */
export interface TableCheck {
  readonly code: string;
  readonly earlier: readonly EarlierCode[];
  readonly phones: Readonly<Record<string, JoinedPhone>>;
  /**
   * Phones the GM removed, by id (their records set aside): the sheets they kept still hold for
   * their characters on a phone that replaced them (a new evening, another device).
   */
  readonly removed?: Readonly<Record<string, JoinedPhone>>;
  /** The ruleset with an id, to roll a round again (format 4); the app's lazy catalog when not given. */
  readonly rules?: (id: string) => Promise<Ruleset | undefined>;
}

/** Why a round or entry is not verified. */
export type Reason = 'not-joined' | 'commitment' | 'wrong-code' | 'replayed' | 'reroll' | 'skipped' | 'other-phone' | 'look-alike' | 'new-name' | 'faces' | 'typed' | 'altered' | 'damaged' | 'old-format' | 'costly' | 'rules-version' | 'sheet-refused';

/** A shown face and the die that gave it, for the GM to read ("d20 → 17"). */
export interface DieShown { readonly what: ShownFace['what']; readonly sides: number; readonly face: number }

/** A mark on a round or an entry: verified, not verified with the reason, or unverified (no proof). */
export type Verdict =
  | { readonly status: 'verified'; readonly message: string; readonly dice?: readonly DieShown[] }
  | { readonly status: 'not-verified'; readonly reason: Reason; readonly message: string }
  | { readonly status: 'unverified'; readonly message: string };

/** A die drawn but shown on no entry, or a face no die gave but typed in. */
export interface Extra { readonly sides: number; readonly face: number }

/** The verdict on a round, one per shared entry, and the phone's record after it. */
export interface RoundVerdict {
  readonly round: Verdict;
  /** One per entry the payload carries (skipped entries are not carried), in order. */
  readonly entries: readonly Verdict[];
  /** Dice drawn that no shown face used (a critical's condition die, say), for the GM to see. */
  readonly spare: readonly Extra[];
  /** Faces shown that the phone says were typed in, not rolled (a surprise die on the sheet). */
  readonly manual: readonly ShownFace[];
  /** The phone's record to store when the roll was for this round and its secret is good. */
  readonly phone?: JoinedPhone;
  /** Every die the check drew, in order (format 4: as the rules drew them rolling the round again). */
  readonly drawn?: readonly Extra[];
  /** Set when the round was rolled under another version of the rules than this phone's (`Ruleset.rulesVersion`). */
  readonly rules?: RulesVersions;
  /** Set when a round whose figures check out was rolled from another sheet than the one kept for the character. */
  readonly sheet?: SheetChange;
}

/** The rules version a round was rolled with, and this phone's. */
export interface RulesVersions { readonly rolled: number; readonly here: number }

/** Names kept per phone (a player's characters in an evening). */
const MAX_NAMES = 40;

const displayName = (name: string): string => name.trim() || 'Unnamed character';

const what = { initiative: 'initiative die', check: 'roll', damage: 'damage die' } as const;

function all(round: Verdict, n: number): RoundVerdict {
  return { round, entries: Array.from({ length: n }, () => round), spare: [], manual: [] };
}

const not = (reason: Reason, message: string): Verdict => ({ status: 'not-verified', reason, message });

/**
 * Checks a decoded round for the table, in this order: a proof at all (else unverified); a
 * joined phone; its secret against the commitment; the round code (another round's code is a
 * replay, an unknown one a wrong code); the link (one already shown for another round is a
 * replay, a gap is a skipped round); every shown face against the derived dice (per entry);
 * then the seal over the whole code ('altered' when anything else was edited).
 * `result` must come from the payload decoder (the encoder adds the seal).
 * Never throws for bad input: a malformed proof is 'damaged'.
 */
export async function verifyRound(result: RoundResult, table: TableCheck): Promise<RoundVerdict> {
  const n = sharedEntries(result).length;
  const p = result.proof;
  if (!p) return all({ status: 'unverified', message: 'Rolled without verified mode: these dice cannot be checked.' }, n);
  const phone = Object.prototype.hasOwnProperty.call(table.phones, p.player) ? table.phones[p.player] : undefined;
  if (!phone) return all(not('not-joined', 'This phone has not joined the verified table: scan its join code, then scan this roll again.'), n);
  let secret: Uint8Array;
  try {
    secret = fromHex(p.secret, LINK_BYTES);
  } catch {
    return all(not('damaged', 'The roll\'s secret is not 32 hex digits.'), n);
  }
  let commitment: Uint8Array;
  try {
    commitment = fromHex(phone.commitment, LINK_BYTES);
  } catch {
    // The GM's stored record, not the roll, is at fault (a broken write, another app version).
    return all(not('not-joined', 'This phone\'s join record on the GM\'s phone is damaged: scan its join code again, then scan this roll again.'), n);
  }
  if (p.link > phone.length || !(await linkMatches(secret, p.link, commitment))) {
    return all(not('commitment', `The roll's secret does not match the commitment ${phone.label}'s phone showed when it joined.`), n);
  }
  if (p.code !== table.code) {
    const old = table.earlier.find((c) => c.code === p.code);
    return all(old
      ? not('replayed', `Rolled with round ${old.round}'s code ${p.code}, not this round's ${table.code}: an old result.`)
      : not('wrong-code', `Rolled with the code ${p.code}, but this round's code is ${table.code}.`), n);
  }
  // One rule for links: the first link a phone shows for a round code is its roll of that round;
  // any other link for the same code (a higher one the phone was made to take, or one shown
  // before) is a second try at the round. The same link again is the same dice (a re-scan, or
  // a re-roll from other inputs, which the GM's screen tells apart by the figures).
  const first = phone.shown?.code === p.code ? phone.shown.link : phone.lastCode === p.code && phone.lastLink > 0 ? phone.lastLink : undefined;
  const firstShown = { code: p.code, link: first ?? p.link };
  if (first !== undefined && p.link !== first) {
    // A higher link was spent all the same: record it, so the phone's next round is not a skipped one.
    const after = p.link > phone.lastLink ? { ...phone, lastLink: p.link, lastCode: p.code, shown: firstShown } : { ...phone, shown: firstShown };
    return { ...all(not('reroll', `A second roll of this round: the phone showed round ${first} of its chain for code ${p.code} and now round ${p.link}, which gives other dice. The first roll stands unless you take this one.`), n), phone: after };
  }
  if (p.link < phone.lastLink || (p.link === phone.lastLink && p.code !== phone.lastCode)) {
    // Recorded as this round's roll from the phone: a later link for the same code is a re-roll.
    return { ...all(not('replayed', `Round ${p.link} of this phone's chain was already shown for an earlier round: a replayed result.`), n), phone: { ...phone, shown: firstShown } };
  }
  const name = diceName(result.character);
  const looks = lookAlike(name);
  const owner = Object.values(table.phones).find((q) => q.id !== phone.id && q.names?.some((x) => lookAlike(x.name) === looks));
  if (owner) {
    // Its link was shown all the same: record it, so its next round is not a skipped one.
    return { ...all(not('other-phone', `${displayName(result.character)} rolled on another phone before (${owner.label}'s): a character's dice must come from one phone's chain, so remove that phone if it was replaced.`), n), phone: { ...phone, lastLink: p.link, lastCode: p.code, shown: firstShown } };
  }
  const known = phone.names?.find((x) => x.name === name);
  const names = known ? phone.names! : [...(phone.names ?? []), { name, link: p.link }].slice(0, MAX_NAMES);
  const seen: JoinedPhone = { ...phone, lastLink: p.link, lastCode: p.code, names, shown: firstShown };
  const gap = p.link - phone.lastLink - 1;
  if (gap > 0) {
    return { ...all(not('skipped', gap === 1
      ? 'The phone used 1 round of its chain that was never shown: a roll was made and kept back.'
      : `The phone used ${gap} rounds of its chain that were never shown: rolls were made and kept back.`), n), phone: seen };
  }
  // A look-alike of a name this phone showed first ("Аria" after "Aria"): a twin to pick from.
  const at = names.findIndex((x) => x.name === name);
  const twin = names.slice(0, at < 0 ? names.length : at).find((x) => lookAlike(x.name) === looks);
  if (twin) {
    return { ...all(not('look-alike', `${displayName(result.character)} looks like "${twin.name}", which this phone rolled for first: a look-alike name is a second try at the same round's dice, so it is not verified.`), n), phone: seen };
  }
  // A name first shown in this round, after the phone's first round: a rename is a re-roll.
  const firstLink = names[0]?.link ?? p.link;
  if ((known?.link ?? p.link) === p.link && p.link !== firstLink) {
    const before = names.filter((x) => x.name !== name).map((x) => `"${x.name}"`).join(', ');
    return { ...all(not('new-name', `${displayName(result.character)} has not rolled on this phone before (it rolled as ${before}): a new name gives other dice for the same code, so a new character is verified from its next round.`), n), phone: seen };
  }
  if (p.inputs) return recheck(result, secret, table, seen);
  // Format 4 on carries the inputs the round was rolled from: one without them had them taken
  // out (a format 3 code is an older app's, and says so below).
  if ((p.format ?? 3) >= 4) {
    return { ...all(not('altered', `The code was changed after it was rolled: its format (${p.format}) carries the sheet and declaration the round was rolled from, but this one has none, so its figures cannot be checked.`), n), phone: seen };
  }
  let faces: number[];
  try {
    faces = await deriveFaces(secret, p.code, result.character, p.draws);
  } catch {
    return all(not('damaged', 'The roll lists dice that cannot be rolled.'), n);
  }
  const shown = shownFaces(result);
  const manual = p.manual.filter((i) => i >= 0 && i < shown.length);
  const match = matchFaces(shown, faces, manual);
  const entries = sharedEntries(result).map((e, i): Verdict => {
    const list = (ss: ShownFace[]) => ss.map((s) => `the ${what[s.what]} ${s.value}`).join(', ');
    const bad = match.unmatched.map((k) => shown[k]!).filter((s) => s.entry === i);
    if (bad.length) return not('faces', `${e.label}: ${list(bad)} ${bad.length === 1 ? 'is' : 'are'} not what the dice gave.`);
    const typed = manual.map((k) => shown[k]!).filter((s) => s.entry === i);
    if (typed.length) return not('typed', `${e.label}: ${list(typed)} ${typed.length === 1 ? 'was' : 'were'} typed in, not rolled by the phone.`);
    const dice = shown.flatMap((s, k) => (s.entry === i && match.dieOf[k]! >= 0 ? [{ what: s.what, sides: p.draws[match.dieOf[k]!]!, face: s.value }] : []));
    return { status: 'verified', message: `Dice re-derived from round ${p.link} of the phone's chain and code ${p.code}.`, dice };
  });
  const extras = {
    spare: match.spare.map((k) => ({ sides: p.draws[k]!, face: faces[k]! })),
    manual: manual.map((k) => shown[k]!),
    phone: seen,
  };
  // Every face follows: last, the seal must cover everything else the code says.
  if (!match.unmatched.length && (!p.seal || p.seal !== (await sealOf(p.secret, sealedPart(toCompact(result)))))) {
    return { ...all(not('altered', 'The code was changed after it was rolled: its seal does not match what it says.'), n), ...extras };
  }
  const failed = entries.filter((v) => v.status !== 'verified').length;
  const faceFails = entries.filter((v) => v.status === 'not-verified' && v.reason === 'faces').length;
  const round: Verdict = faceFails
    ? not('faces', `${faceFails} of ${n} entr${n === 1 ? 'y shows' : 'ies show'} faces the dice did not give.`)
    : failed
    ? not('typed', `${failed} of ${n} entr${n === 1 ? 'y has' : 'ies have'} a face typed in rather than rolled.`)
    : OLD_FORMAT;
  // A format 3 code carries no declaration: its dice follow, but whoever holds its secret can
  // seal other needs, totals or outcomes, so it is never marked verified.
  return { round, entries: entries.map((e) => (e.status === 'verified' ? OLD_FORMAT : e)), ...extras };
}

const OLD_FORMAT = not('old-format', 'Rolled by an older Rollcall (code format 3): its dice follow from the phone\'s secret, but the code does not carry the declaration, so its needs, totals and outcomes cannot be rolled again and checked. Update Rollcall on the player\'s phone.');

async function findRuleset(id: string): Promise<Ruleset | undefined> {
  const { findRulesetAsync } = await import('../rulesets/catalog');
  return findRulesetAsync(id);
}

/**
 * Format 4: rolls the round again from the inputs its code carries, with the dice re-derived
 * from its secret, code and name, and compares every field (recompute.ts). A difference in the
 * name, the figures or the number of entries is 'altered' on every entry; an entry that
 * differs is 'altered' (saying how) and so is the round; a face the rules took from the sheet
 * rather than a die is 'typed'; every other entry is verified with its dice.
 */
async function recheck(result: RoundResult, secret: Uint8Array, table: TableCheck, phone: JoinedPhone): Promise<RoundVerdict> {
  const p = result.proof!;
  const n = sharedEntries(result).length;
  const rs = await (table.rules ?? findRuleset)(result.rulesetId).catch(() => undefined);
  if (!rs) return { ...all(not('damaged', `The rule system "${result.rulesetId}" could not be loaded on this phone, so the round cannot be rolled again: try again when online.`), n), phone };
  // A round rolled under another version of the rules is checked with the rules here: the same
  // figures verify it (the change did not touch this round), other figures say so, never "altered".
  const claimed = p.rules ?? 1;
  const here = rs.rulesVersion ?? 1;
  const versions = claimed === here ? undefined : `rolled with rules version ${claimed}, this phone has ${here}`;
  const told = versions ? { rules: { rolled: claimed, here } } : {};
  const update = claimed > here ? 'Update Rollcall on this phone' : 'Update Rollcall on the player\'s phone';
  let again;
  try {
    again = await recompute(result, rs, secret);
  } catch (e) {
    if (!(e instanceof RecomputeError)) throw e;
    if (versions) return { ...all(not('rules-version', `Not checked: ${versions}, whose rules cannot roll this round again (${e.message}). ${update}, then scan it again.`), n), phone, ...told };
    return { ...all(not('damaged', `The roll cannot be checked: ${e.message}.`), n), phone };
  }
  const diff = differences(result, again.result);
  if (versions && (diff.round.length || diff.entries.some((d) => d.length))) {
    const first = diff.round[0] ?? diff.entries.find((d) => d.length)![0]!;
    return {
      ...all(not('rules-version', `Not checked: ${versions}, and the rules here give other figures (${first}), so this phone cannot tell a change of rules from a changed code. ${update}, then scan it again.`), n),
      phone,
      ...told,
    };
  }
  const shown = shownFaces(again.result);
  const match = matchFaces(shown, again.faces);
  const manual = match.unmatched;
  const extras = {
    spare: match.spare.map((k) => ({ sides: again.sides[k]!, face: again.faces[k]! })),
    manual: manual.map((k) => shown[k]!),
    phone,
    drawn: again.sides.map((sides, k) => ({ sides, face: again.faces[k]! })),
    ...told,
  };
  const labels = sharedEntries(result).map((e) => e.label);
  if (diff.round.length) {
    // The name, the figures or the entries themselves differ: nothing on the round can be trusted.
    return { ...all(not('altered', `The code was changed after it was rolled: rolled again on this phone from its declaration and dice, it shows ${diff.round.join('; ')}.`), n), ...extras };
  }
  const entries = sharedEntries(result).map((e, i): Verdict => {
    // An entry that matches is what the declaration and the dice give, whatever else was edited.
    if (diff.entries[i]!.length) return not('altered', `${labels[i]}: the code shows ${diff.entries[i]!.join(', ')}, which its declaration and dice do not give.`);
    const typed = manual.map((k) => shown[k]!).filter((s) => s.entry === i);
    if (typed.length) return not('typed', `${e.label}: ${typed.map((s) => `the ${what[s.what]} ${s.value}`).join(', ')} ${typed.length === 1 ? 'was' : 'were'} typed in, not rolled by the phone.`);
    const dice = shown.flatMap((s, k) => (s.entry === i && match.dieOf[k]! >= 0 ? [{ what: s.what, sides: again.sides[match.dieOf[k]!]!, face: s.value }] : []));
    return { status: 'verified', message: `Rolled again from round ${p.link} of the phone's chain, code ${p.code} and the declaration: every figure matches.`, dice };
  });
  const failed = entries.filter((v) => v.status !== 'verified').length;
  const altered = entries.filter((v) => v.status === 'not-verified' && v.reason === 'altered').length;
  // Figures that follow from the inputs: the sheet they were rolled from against the one kept.
  const held = altered ? { phone } : await holdSheet(rs, result, again.input, phone, table);
  const round: Verdict = altered
    ? not('altered', `The code was changed after it was rolled: ${altered} of ${n} entr${n === 1 ? 'y shows' : 'ies show'} figures its declaration and dice do not give.`)
    : failed
    ? not('typed', `${failed} of ${n} entr${n === 1 ? 'y has' : 'ies have'} a face typed in rather than rolled.`)
    : { status: 'verified', message: `${versions ? `Rolled with rules version ${claimed}, this phone has ${here}, whose rules give the same figures: rolled` : 'Rolled'} again on this phone from the declaration and the ${again.faces.length} dice of round ${p.link} and code ${p.code}: every need, outcome, damage and initiative matches.` };
  return { round, entries, ...extras, phone: held.phone, ...(held.sheet ? { sheet: held.sheet } : {}) };
}

const SINCE: Record<KeptSheet['from'], string> = { join: 'since joining', first: 'since its first round', accepted: 'since the sheet you accepted' };
/** Characters whose sheets a phone's record keeps. */
const MAX_KEPT = 40;

/**
 * The sheet a round was rolled from against the one the GM's phone keeps for the character:
 * the same, nothing to say; another, a {@link SheetChange} (the kept one stays until the GM
 * accepts). None kept on this phone but one on another phone of the table (one the GM removed
 * when this one replaced it: a new evening, another device): compared with that one, so a new
 * join code is no way round the sheet the GM holds. Else the round's sheet is kept when it is
 * one the join code committed to, or when the join code committed to none (an older app: its
 * first round's sheet); else the change says the sheet is not one the phone joined with.
 */
async function holdSheet(rs: Ruleset, result: RoundResult, input: PlanInput, phone: JoinedPhone, table: TableCheck): Promise<{ phone: JoinedPhone; sheet?: SheetChange }> {
  const name = diceName(result.character);
  const inputs = result.proof!.inputs!;
  const keep = (from: KeptSheet['from']) => (Object.keys(phone.kept ?? {}).length >= MAX_KEPT && !phone.kept?.[name]
    ? { phone }
    : { phone: { ...phone, kept: { ...phone.kept, [name]: { rulesetId: rs.id, inputs, from } } } });
  const against = (kept: KeptSheet, since: string): { phone: JoinedPhone; sheet?: SheetChange } | undefined => {
    let before: PlanInput;
    try {
      before = decodeInputs(rs, fromHex(kept.inputs));
    } catch {
      return undefined;
    }
    const changes = sheetChanges(rs, before, input);
    return changes.length ? { phone, sheet: { line: changeLine(changes, since), inputs } } : { phone };
  };
  const kept = phone.kept?.[name];
  if (kept && kept.rulesetId === rs.id) return against(kept, SINCE[kept.from]) ?? keep('first');
  const earlier = [...Object.values(table.phones), ...Object.values(table.removed ?? {})]
    .filter((q) => q.id !== phone.id && q.kept?.[name]?.rulesetId === rs.id)
    .sort((a, b) => (b.joined ?? 0) - (a.joined ?? 0))[0];
  const held = earlier && against(earlier.kept![name]!, `since ${earlier.label}'s earlier join code`);
  if (held) return held;
  if (phone.sheets?.length) {
    if (phone.sheets.includes(await sheetDigest(rs, input.sheet, input.options))) return keep('join');
    return { phone, sheet: { line: 'a sheet or table options this phone did not commit to when it joined (a character added, or a sheet changed before its first round)', inputs } };
  }
  return keep('first');
}
