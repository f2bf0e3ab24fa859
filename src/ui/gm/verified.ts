/**
 * The GM's side of verified table mode as plain data: whether it is on, this round's
 * code, earlier codes, the phones that joined, and the verdicts on the players' rounds. Pure
 * steps only; the checks themselves are src/verify (loaded when a round is checked) and the
 * random codes come from the caller.
 */
import type { RoundResult } from '../../engine/ruleset';
import type { JoinCode } from '../../verify/join';
import type { EarlierCode, JoinedPhone, Reason, RoundVerdict, Verdict } from '../../verify/verify';
import type { IngestOutcome } from './info';

/** The table's verified mode, kept across rounds (and a new encounter: phones join once an evening). */
export interface VerifiedTable {
  readonly on: boolean;
  /** This round's code (5 characters); '' when none was made (mode off). */
  readonly code: string;
  /** Codes of earlier rounds, oldest first, at most {@link MAX_EARLIER}. */
  readonly earlier: readonly EarlierCode[];
  /** The phones that joined, by id. */
  readonly phones: Readonly<Record<string, JoinedPhone>>;
  /**
   * Phones the GM removed, by id: joining again with the same commitment brings the record
   * back (its last round and characters), so a removal by mistake is no skipped round, and a
   * chain's shown links cannot be used again.
   */
  readonly removed?: Readonly<Record<string, JoinedPhone>>;
  /**
   * The code of a round taken back with Undo, given again by the next "Next round": players
   * who already rolled with it are then not marked "wrong code" (and their next roll "skipped").
   */
  readonly undone?: string;
}

/** A verdict as kept with the round: `at` is the time stamp of the result it judges. */
export type StoredVerdict = Omit<RoundVerdict, 'phone'> & { readonly at: number };

/** Earlier codes kept (enough to name a replay from any round of an evening). */
export const MAX_EARLIER = 50;

const EMPTY: VerifiedTable = { on: false, code: '', earlier: [], phones: {} };

/** Turns the mode on (keeping this round's code if it has one, else taking `code`) or off. */
export function setVerified(t: VerifiedTable | undefined, on: boolean, code: string): VerifiedTable {
  const base = t ?? EMPTY;
  return { ...base, on, code: on && !base.code ? code : base.code };
}

/**
 * The table after "Next round" (or a new encounter) ends `round`: its code joins the earlier
 * ones, and the new round gets `code` while the mode is on (none while off).
 */
export function nextCode(t: VerifiedTable, round: number, code: string): VerifiedTable {
  const { undone, ...rest } = t;
  const earlier = t.code ? [...t.earlier, { round, code: t.code }].slice(-MAX_EARLIER) : t.earlier;
  return { ...rest, earlier, code: t.on ? undone || code : '' };
}

/**
 * The table after undoing "Next round" back to `round`: that round's code is current again, and
 * the code taken back is kept for the next "Next round" (it may already be on players' phones).
 */
export function undoCode(t: VerifiedTable, round: number): VerifiedTable {
  const last = t.earlier[t.earlier.length - 1];
  if (last?.round !== round) return t.on ? t : { ...t, code: '' };
  return { ...t, code: last.code, earlier: t.earlier.slice(0, -1), ...(t.code ? { undone: t.code } : {}) };
}

/**
 * Adds a phone from its join code. The same phone joining again with the same commitment
 * keeps the rounds already seen (so a result cannot be replayed by re-joining); a new
 * commitment (a new evening on that phone) starts afresh.
 */
export function joinPhone(t: VerifiedTable | undefined, j: JoinCode): VerifiedTable {
  const base = t ?? EMPTY;
  const { [j.id]: back, ...removed } = base.removed ?? {};
  const old = base.phones[j.id] ?? back;
  const joined = 1 + Math.max(0, ...[...Object.values(base.phones), ...Object.values(base.removed ?? {})].map((p) => p.joined ?? 0));
  const phone: JoinedPhone = old && old.commitment === j.commitment ? { ...old, label: j.label, ...moreSheets(old, j) } : { ...j, lastLink: 0, lastCode: '', joined };
  return { ...base, phones: { ...base.phones, [j.id]: phone }, ...(base.removed ? { removed } : {}) };
}

/** Sheet digests kept per phone (a join code carries 16; joining again can add more). */
export const MAX_COMMITTED = 64;

/**
 * The digests of a phone joining again with the same chain: those it committed to before and
 * those of the new code (a character added, a sheet committed again). A sheet already held for
 * a character is not affected: only a character with none held yet is compared with them.
 */
function moreSheets(old: JoinedPhone, j: JoinCode): { sheets?: readonly string[] } {
  if (!j.sheets?.length) return {};
  return { sheets: [...new Set([...(old.sheets ?? []), ...j.sheets])].slice(-MAX_COMMITTED) };
}

/** Removed phones kept for a join again (the latest ones). */
const MAX_REMOVED = 50;

/** The table without the phone `id` (its record is kept aside in `removed`). */
export function removePhone(t: VerifiedTable, id: string): VerifiedTable {
  const { [id]: gone, ...phones } = t.phones;
  if (!gone) return t;
  const { [id]: _old, ...removed } = t.removed ?? {};
  return { ...t, phones, removed: Object.fromEntries([...Object.entries(removed), [id, gone]].slice(-MAX_REMOVED)) };
}

/**
 * The phone's newer record: a later round of its chain than the one kept wins. Characters
 * are merged (two checks of one phone may run at once, each adding its own character).
 */
export function seePhone(t: VerifiedTable, p: JoinedPhone): VerifiedTable {
  const old = t.phones[p.id];
  if (old && (old.commitment !== p.commitment || old.lastLink > p.lastLink)) return t;
  const extra = (p.names ?? []).filter((x) => !old?.names?.some((y) => y.name === x.name));
  const names = old?.names ? [...old.names, ...extra] : p.names;
  // Sheets kept per character: two checks at once each add their own.
  const kept = old?.kept || p.kept ? { ...old?.kept, ...p.kept } : undefined;
  return { ...t, phones: { ...t.phones, [p.id]: { ...p, ...(names ? { names } : {}), ...(kept ? { kept } : {}) } } };
}

/**
 * The table and verdict after the GM answers a round's sheet change (`verdict.sheet`):
 * accepted, the round's sheet becomes the one kept for the character (`key`, its name as it
 * enters the dice) on phone `phoneId`; refused, the round and its entries are marked
 * "Not verified: sheet refused". Unchanged when there is no change waiting.
 */
export function settleSheet(t: VerifiedTable, v: StoredVerdict, phoneId: string, key: string, rulesetId: string, accept: boolean): { table: VerifiedTable; verdict: StoredVerdict } {
  if (!v.sheet || v.sheet.settled) return { table: t, verdict: v };
  if (accept) {
    const phone = t.phones[phoneId];
    const table = phone ? { ...t, phones: { ...t.phones, [phoneId]: { ...phone, kept: { ...phone.kept, [key]: { rulesetId, inputs: v.sheet.inputs, from: 'accepted' as const } } } } } : t;
    return { table, verdict: { ...v, sheet: { ...v.sheet, settled: 'accepted' } } };
  }
  const refused: Verdict = { status: 'not-verified', reason: 'sheet-refused', message: `You refused the sheet this round was rolled from: ${v.sheet.line}.` };
  return { table: t, verdict: { ...v, round: refused, entries: v.entries.map(() => refused), sheet: { ...v.sheet, settled: 'refused' } } };
}

/** The verdict as kept with the round (the phone's record goes to the table instead). */
export function storedVerdict(v: RoundVerdict, result: RoundResult): StoredVerdict {
  const { phone: _p, ...rest } = v;
  return { ...rest, at: result.at };
}

const REASON: Record<Reason, string> = {
  'not-joined': 'phone not joined',
  commitment: 'secret does not match',
  'wrong-code': 'wrong code',
  replayed: 'replayed',
  reroll: 're-roll',
  skipped: 'skipped round',
  'other-phone': 'rolled on another phone',
  'new-name': 'new name on this phone',
  'look-alike': 'look-alike name',
  faces: 'faces',
  typed: 'face typed in',
  altered: 'code altered',
  damaged: 'damaged proof',
  'old-format': 'older app',
  costly: 'too costly to check',
  'rules-version': 'other rules version',
  'sheet-refused': 'sheet refused',
};

/**
 * Said of a phone whose join code commits to no sheet (RCJ1: an older app, or a phone with no
 * character yet): the GM's phone holds each character's sheet from its first round, unchecked.
 */
export const NO_SHEETS = 'Its join code commits to no sheet (an older Rollcall, or no character on the phone yet), so each character\'s first round gives the sheet held';

/** The icon that goes with the word (never the colour alone). */
export const VERDICT_ICON = { verified: '✓', 'not-verified': '✕', unverified: '?' } as const;

/** The badge's word: "Verified", "Not verified: wrong code", "Unverified". */
export function verdictWord(v: Verdict): string {
  if (v.status === 'verified') return 'Verified';
  if (v.status === 'unverified') return 'Unverified';
  return `Not verified: ${REASON[v.reason]}`;
}

/** The mark of a result taken while the mode was off, once it is on. */
export const NOT_CHECKED: Verdict = { status: 'unverified', message: 'Taken before verified rolls were on: scan it again to check it.' };

/**
 * The GM's sentence after a checked result was offered: the intake's, then the verdict's. A
 * result the round did not take (another system, an older roll) is named by its verdict's word
 * only when that is "not verified" (a replay, say), without its sentence, which would say again
 * what the intake's did; "…: verified" after a refusal reads as if it had been taken.
 */
export function verdictMessage(o: IngestOutcome, v: Verdict): string {
  const taken = o.kind === 'added' || o.kind === 'replaced' || o.kind === 'duplicate';
  if (!taken) return v.status === 'not-verified' ? `${o.message} ${verdictWord(v)}.` : o.message;
  if (v.status === 'verified') return `${o.message.replace(/\.$/, '')}: verified.`;
  return `${o.message} ${verdictWord(v)}. ${v.message}`;
}

/**
 * The table's phones in the order they joined (`joined`; phones saved without it keep the
 * record's order, before the numbered ones). @see JoinedPhone.joined for why the record's own
 * order cannot be trusted.
 */
export function phonesInOrder(t: VerifiedTable | undefined): JoinedPhone[] {
  return Object.values(t?.phones ?? {}).sort((a, b) => (a.joined ?? 0) - (b.joined ?? 0));
}
