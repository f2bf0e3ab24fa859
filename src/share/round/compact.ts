/**
 * The compact form of a RoundResult carried in a share payload (format version 2): nested
 * JSON arrays in a fixed order instead of keyed objects, so a five-attack round deflates to
 * under 200 bytes. Only what the GM needs travels (see `toCompact` for what is dropped and
 * how long text is shortened). The valibot schema below is the only gate between a scanned
 * code and the app: everything in it is a tuple, a bounded array, a bounded number or a
 * plain string of bounded length without control characters.
 */
import * as v from 'valibot';
import { normalizeName } from '../../engine/names';
import { ATTACK_TAGS, type ActionKind, type Note, type RollProof, type RoundResult, type Stat } from '../../engine/ruleset';

/** Action kinds by their index in the compact form; append only (the index is the wire value). */
export const ACTION_KINDS: readonly ActionKind[] = ['attack', 'spell', 'reaction', 'check', 'move', 'other'];

/** Longest strings the decoder accepts (UTF-16 code units); the encoder shortens to these or less. */
export const MAX = { character: 60, label: 80, text: 300, summary: 120, id: 24, code: 32, rulesetId: 40 } as const;

// C0/C1 controls and bidirectional overrides: they can hide or reorder text on the GM's screen.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const str = (max: number, what: string) =>
  v.pipe(
    v.string(`${what}: expected text`),
    v.maxLength(max, (i) => `${what}: expected at most ${max} characters, but received ${String(i.input).length}`),
    v.check((s) => !UNSAFE_CHARS.test(s), `${what}: expected plain text, but received control characters`),
  );
const int = (what: string, min = -1e6, max = 1e6) =>
  v.pipe(v.number(`${what}: expected a number`), v.integer(`${what}: expected a whole number`),
    v.minValue(min, `${what}: expected at least ${min}`), v.maxValue(max, `${what}: expected at most ${max}`));
const real = (what: string) =>
  v.pipe(v.number(`${what}: expected a number`), v.finite(`${what}: expected a finite number`),
    v.minValue(-1e9, `${what}: expected at least -1e9`), v.maxValue(1e9, `${what}: expected at most 1e9`));
const list = <T extends v.GenericSchema>(item: T, max: number, what: string) =>
  v.pipe(v.array(item, `${what}: expected a list`), v.maxLength(max, `${what}: expected at most ${max} items`));
const flag = (what: string) => v.picklist([0, 1], `${what}: expected 0 or 1`);
const faces = (what: string) => list(int(`${what} face`), 64, `${what} faces`);

/** [label, text, gm 0|1]: a lost note. */
const NoteC = v.strictTuple([str(MAX.label, 'note label'), str(MAX.text, 'note text'), flag('note gm flag')], 'note: expected [label, text, gm]');
/** [label, text, 1]: entry and round notes travel only when they are for the GM (format 2 sends no flag). */
const GmNoteC = v.strictTuple([
  str(MAX.label, 'note label'), str(MAX.text, 'note text'),
  v.literal(1, (i) => `GM note flag: expected 1 (only GM notes travel), but received ${String(i.input)}`),
], 'GM note: expected [label, text, 1]');
/** Most tags on one entry; ATTACK_TAGS has 10, and a tag is never repeated by a ruleset. */
export const MAX_TAGS = 8;
/** An attack tag by name (the packed form carries its index in ATTACK_TAGS). */
const TagC = v.picklist(ATTACK_TAGS, (i) => `attack tag: expected one of ${ATTACK_TAGS.join(', ')}, but received ${JSON.stringify(i.input)?.slice(0, 40)}`);
/** [label, value] */
const StatC = v.strictTuple([str(MAX.label, 'stat label'), real('stat value')], 'stat: expected [label, value]');
/** [faces, total, order (0 when it is just [total]), phase ('' when none), lost 0|1] */
const TimingC = v.strictTuple([
  faces('initiative'), int('initiative total'),
  v.union([v.literal(0), list(real('order key'), 8, 'order')], 'order: expected 0 or a list of numbers'),
  str(MAX.code, 'phase'), flag('lost flag'),
], 'timing: expected [faces, total, order, phase, lost]');
/** [face, need (null when unknown), bonus, outcome, label, tone, automatic 0|1] */
const CheckC = v.strictTuple([
  int('check face'), v.nullable(int('need')), int('bonus'), str(MAX.code, 'outcome'), str(MAX.label, 'outcome label'),
  v.picklist([-1, 0, 1, 2, 3], 'tone: expected -1, 0, 1, 2 or 3'), flag('automatic flag'),
], 'check: expected [face, need, bonus, outcome, label, tone, automatic]');
/** [faces, total, armour 1 = 'yes' | 0 = 'no'] */
const DamageC = v.strictTuple([faces('damage'), int('damage total'), flag('armour flag')], 'damage: expected [faces, total, armour]');
/** [id, kind index, label, timing | 0, check | 0, summary ('' when none), damage | 0, GM notes, tags] */
const EntryC = v.strictTuple([
  str(MAX.id, 'entry id'), int('kind', 0, ACTION_KINDS.length - 1), str(MAX.label, 'entry label'),
  v.union([v.literal(0), TimingC], 'timing: expected 0 or [faces, total, order, phase, lost]'),
  v.union([v.literal(0), CheckC], 'check: expected 0 or [face, need, bonus, outcome, label, tone, automatic]'),
  str(MAX.summary, 'summary'),
  v.union([v.literal(0), DamageC], 'damage: expected 0 or [faces, total, armour]'),
  list(GmNoteC, 24, 'entry notes'),
  list(TagC, MAX_TAGS, 'attack tags'),
], 'entry: expected [id, kind, label, timing, check, summary, damage, notes, tags]');

/** Most dice a verified round may list, and most faces it may mark as typed in. */
export const MAX_DRAWS = 512;
export const MAX_MANUAL = 64;
/** Most bytes of a verified round's inputs (src/verify/inputs.ts MAX_INPUT_BYTES). */
export const MAX_INPUT_BYTES = 2048;
/** Highest rules version a verified round may say (`Ruleset.rulesVersion`). */
export const MAX_RULES_VERSION = 65_535;
/** Largest die a verified round may list. */
export const MAX_SIDES = 10_000;

/**
 * [player, link, secret, code, draws, manual, seal, inputs, rules]: a verified round's RollProof
 * (format 3; inputs from format 4, the rules version from format 6, 0 when the code says none;
 * see src/verify). Hex is lower case; the code is 5 characters of Crockford's base 32.
 */
const ProofC = v.strictTuple([
  v.pipe(v.string('proof player: expected text'), v.regex(/^[0-9a-f]{8}$/, 'proof player: expected 8 hex digits')),
  int('proof link', 1, 1000),
  v.pipe(v.string('proof secret: expected text'), v.regex(/^[0-9a-f]{32}$/, 'proof secret: expected 32 hex digits')),
  v.pipe(v.string('proof code: expected text'), v.regex(/^[0-9A-HJKMNP-TV-Z]{5}$/, 'proof code: expected 5 letters and digits of a round code')),
  list(int('die sides', 1, MAX_SIDES), MAX_DRAWS, 'proof dice'),
  list(int('typed face index', 0, 40 * 2 * 64), MAX_MANUAL, 'typed faces'),
  v.pipe(v.string('proof seal: expected text'), v.regex(/^(?:[0-9a-f]{16})?$/, 'proof seal: expected 16 hex digits or none')),
  v.pipe(v.string('proof inputs: expected text'), v.maxLength(2 * MAX_INPUT_BYTES, `proof inputs: expected at most ${MAX_INPUT_BYTES} bytes`),
    v.regex(/^(?:[0-9a-f]{2})*$/, 'proof inputs: expected hex digits')),
  int('rules version', 0, MAX_RULES_VERSION),
], 'proof: expected [player, link, secret, code, dice, typed faces, seal, inputs, rules version]');
/** A proof is checked by its inputs (format 4) or, without them, by its seal (format 3): never by neither. */
const SealedProofC = v.pipe(ProofC, v.check((p) => p[6] !== '' || p[7] !== '', 'proof: expected a seal or the inputs it was rolled from'));

/** The whole round: [rulesetId, character, at (ms), entries, defence, status, lost, GM notes, proof | 0]. */
export const RoundC = v.strictTuple([
  v.pipe(v.string('ruleset id: expected text'), v.maxLength(MAX.rulesetId, 'ruleset id: too long'),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, (i) => `ruleset id: expected a kebab-case id, but received "${String(i.input).slice(0, 40)}"`)),
  str(MAX.character, 'character name'),
  int('time', 0, 8.64e15),
  list(EntryC, 40, 'entries'),
  list(StatC, 16, 'defence'),
  list(StatC, 16, 'status'),
  list(NoteC, 24, 'lost'),
  list(GmNoteC, 24, 'notes'),
  v.union([v.literal(0), SealedProofC], 'proof: expected 0 or [player, link, secret, code, dice, typed faces, seal, inputs, rules version]'),
], 'round: expected [ruleset, character, time, entries, defence, status, lost, notes, proof]');

/** A round in the compact form that pack.ts writes: positional arrays, as checked by {@link RoundC}. */
export type CompactRound = v.InferOutput<typeof RoundC>;
type CompactNote = v.InferOutput<typeof NoteC>;
type CompactGmNote = v.InferOutput<typeof GmNoteC>;
/** A RollProof in the compact form. */
export type CompactProof = v.InferOutput<typeof ProofC>;

/** A RollProof as the compact tuple. */
export const proofToCompact = (p: RollProof): CompactProof => [p.player, p.link, p.secret, p.code, [...p.draws], [...p.manual], p.seal ?? '', p.inputs ?? '', p.rules ?? 0];

/**
 * What the seal covers (src/share/seal.ts): the compact round with its proof tuple cut before
 * the seal. The encoder seals this; the GM's phone rebuilds it from the decoded round.
 */
export function sealedPart(c: CompactRound): unknown[] {
  return c[8] === 0 ? [...c] : [...c.slice(0, 8), c[8].slice(0, 6)];
}

/** How far text is shortened; `label` and `summary` bound their strings, `text` bounds note texts. */
export interface Limits { readonly character: number; readonly label: number; readonly summary: number; readonly text: number }

/**
 * The shortest a GM note's text is cut to fit a QR code: its first words, enough to say what the
 * GM must do ("Fumble: roll on the fumble table…"), never the label alone.
 */
export const GM_NOTE_WORDS = 48;

/** No shortening beyond what the decoder accepts. */
export const FULL: Limits = { character: MAX.character, label: MAX.label, summary: MAX.summary, text: MAX.text };

/**
 * Shortens `s` to at most `max` UTF-16 units, marking the cut with "…", never splitting a
 * surrogate pair. `middle` keeps the end too, which tells "…, attack 1" from "…, attack 2".
 */
export function shorten(s: string, max: number, middle = false): string {
  const clean = s.replace(new RegExp(UNSAFE_CHARS.source, 'g'), ' ');
  if (clean.length <= max) return clean;
  if (max <= 1) return max === 1 ? '…' : '';
  const cps = Array.from(clean);
  const take = (arr: string[], budget: number) => {
    let out = '';
    for (const c of arr) {
      if (out.length + c.length > budget) break;
      out += c;
    }
    return out;
  };
  if (!middle) return take(cps, max - 1) + '…';
  const tailBudget = Math.floor((max - 1) / 2);
  const tail = Array.from(take([...cps].reverse(), tailBudget)).reverse().join('');
  return take(cps, max - 1 - tail.length) + '…' + tail;
}

const sameOrder = (order: readonly number[], total: number) => order.length === 1 && order[0] === total;

/**
 * Builds the compact form. Dropped on the way (the GM screen does not show them): non-GM
 * notes of entries and of the round, note sources, stat modifiers and texts, timing and
 * damage texts, `nextState`, skipped entries; `false` flags and empty tag lists come back absent. Lost notes
 * are all kept. Attack tags go as they are (a tag outside ATTACK_TAGS fails the schema).
 * Strings are shortened to `limits` (labels in the middle, texts at the end); a GM note's text
 * keeps at least its first {@link GM_NOTE_WORDS} characters.
 */
export function toCompact(r: RoundResult, limits: Limits = FULL): CompactRound {
  const label = (s: string) => shorten(s, limits.label, true);
  const note = (n: Note): CompactNote => [label(n.label), shorten(n.text, limits.text), n.gm ? 1 : 0];
  const stat = (s: Stat): [string, number] => [label(s.label), s.value];
  // A GM note is something the GM must act on ("Fumble: the weapon breaks on 01-05"): its text
  // is never cut below GM_NOTE_WORDS characters to fit, so its words stay (lost notes' texts
  // may go down to nothing).
  const gmOnly = (ns: readonly Note[] | undefined) =>
    (ns ?? []).filter((n) => n.gm).map((n): CompactGmNote => [label(n.label), shorten(n.text, Math.max(limits.text, GM_NOTE_WORDS)), 1]);
  return [
    r.rulesetId,
    shorten(normalizeName(r.character), limits.character),
    r.at,
    r.entries.filter((e) => !e.skipped).map((e) => [
      shorten(e.id, MAX.id),
      ACTION_KINDS.indexOf(e.kind),
      label(e.label),
      e.timing
        ? [[...e.timing.faces], e.timing.total, sameOrder(e.timing.order, e.timing.total) ? 0 : [...e.timing.order],
            shorten(e.timing.phase ?? '', MAX.code), e.timing.lost ? 1 : 0]
        : 0,
      e.check
        ? [e.check.face, e.check.need, e.check.bonus, shorten(e.check.outcome, MAX.code), label(e.check.label),
            e.check.tone, e.check.automatic ? 1 : 0]
        : 0,
      shorten(e.summary ?? '', limits.summary),
      e.damage ? [[...e.damage.faces], e.damage.total, e.damage.armour === 'yes' ? 1 : 0] : 0,
      gmOnly(e.notes),
      // Unknown tags stay in so the schema refuses them with a message (a ruleset bug).
      [...(e.tags ?? [])] as CompactRound[3][number][8],
    ]),
    r.defence.map(stat),
    r.status.map(stat),
    r.lost.map(note),
    gmOnly(r.notes),
    r.proof ? proofToCompact(r.proof) : 0,
  ];
}

