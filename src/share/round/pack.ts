/**
 * The packed (bit-level) form of the compact round, payload format 2 (unpack.ts reads it and
 * format 1, which has no tags and a GM flag on every note).
 * The fields go in the compact form's order. Each string is coded the cheapest of four ways:
 * the predicted value (1 bit: the field's previous value, or for ids and labels that value
 * with its last number plus one), a string seen earlier in the round (its index), an entry of
 * a fixed dictionary, or literally (the longest prefix shared with an earlier string, then
 * the rest in the text code of textcode.ts). So "Longsword, attack 2" after "Longsword,
 * attack 1" costs 1 bit, and so does a summary repeated on every attack. Numbers are
 * exp-Golomb codes; the need and the modifiers on the initiative and damage dice go as
 * differences from the previous entry. An entry's attack tags go last: 1 bit when they are the
 * previous entry's (or none on the first), else their count and each tag's index in
 * ATTACK_TAGS (exp-Golomb, order 2). A five-attack round packs into about 165 bytes.
 */
import { ATTACK_TAGS } from '../../engine/ruleset';
import { BitWriter } from '../codec/bits';
import type { CompactRound } from './compact';
import { writeText } from '../codec/textcode';
import { CODE_ALPHABET } from '../roundCode';
import { fromHex } from '../codec/hex';
import { PAYLOAD_VERSION } from './format';

/**
 * Common strings, coded by their index. Part of every format: append only. Formats 1 to 4 know
 * the first {@link DICTIONARY_V4} words, each index in 6 bits. Format 5 adds the figures,
 * outcome labels and notes the five rule systems write into most rounds (their defence and
 * status labels above all, which a round repeats word for word): indexes up to 62 still take 6
 * bits, and 63 is followed by 6 more bits for the words after it, so the most common words come
 * first and the earlier ones cost what they did.
 */
export const DICTIONARY = [
  'hit', 'Hit', 'miss', 'Miss', 'critical', 'Critical hit', 'Critical', 'grievous', 'Grievous',
  'special', 'Special', 'success', 'Success', 'failure', 'Failure', 'fumble', 'Fumble',
  'pass', 'Pass', 'fail', 'Fail', 'unknown', 'Unknown', 'pre-movement', 'movement', 'post-movement', 'lost',
  'DEF', 'AC', 'Wound modifier', 'Attacks this round', 'Initiative',
  'spelljammer', 'bcb-d20', 'crit-table-d20', 'percentile-dex-rank', 'zones-factions',
  // Format 5, in 6 bits.
  'The GM resolves it', 'DEF this round', 'DEF if surprised in combat', 'DEF if surprised out of combat',
  'DEF against a free attack as you withdraw', 'Stunned by a single hit above', 'AC this round', 'BCB on the attack',
  'count', 'Armour', 'Armour points', 'Dodge', 'HP', 'Health', 'Movement', 'Round', 'Turn', 'Reactions spent',
  'Zones moved', 'Main actions left', 'Bonus actions left', 'DEX rank', 'Attack stunt', 'Special success',
  'Natural 20', 'Hits whatever the AC, unless the target can only be hurt by magic or silver.',
  // Format 5, in 12 bits.
  'As a normal success', 'Special result', 'ready', 'Not surprised', 'Casting', 'Disrupted', 'Only if attacked',
  'One roll per side', 'Rounds run', 'Damage to you', 'Health after', 'Damage taken', 'Charge', 'Pass: hit', 'Their hit',
];

/** Words of the dictionary that formats 1 to 4 know. */
export const DICTIONARY_V4 = 37;
/** In format 5, the 6-bit index that says 6 more bits follow (for the words from this index on). */
export const DICTIONARY_ESCAPE = 63;

/** The dictionary of a format: how many of its words it knows, and whether indexes from {@link DICTIONARY_ESCAPE} on are escaped. */
export interface Dictionary { readonly size: number; readonly escaped: boolean }

/** The dictionary of format `version`. */
export function dictionaryOf(version: number): Dictionary {
  return version >= 5 ? { size: DICTIONARY.length, escaped: true } : { size: DICTIONARY_V4, escaped: false };
}

/** Bits of word `i`'s index in `dict`. */
const wordBits = (dict: Dictionary, i: number) => (dict.escaped && i >= DICTIONARY_ESCAPE ? 12 : 6);

/** Exp-Golomb orders: a d10 or d8 face takes about 5 bits, a d100 roll about 10. */
export const FACE_K = 3;
export const CHECK_K = 5;
/** Exp-Golomb order of a tag's index: the first 4 tags take 3 bits, the next 8 take 5. */
export const TAG_K = 2;

/**
 * Die sizes coded in a few bits in a verified round's list of dice (format 3): a size's index
 * here, or the size plus this list's length for any other. Append only.
 */
export const DIE_SIZES = [20, 100, 6, 10, 8, 4, 12, 2, 3] as const;

/** Whether two tag lists are the same, in order (the 1-bit "as before" code). */
export const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** The sum of dice faces, from which the modifiers are sent as differences. */
export const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Upper bounds checked while reading, before any list is built. */
export const COUNTS = { entries: 40, faces: 64, order: 8, notes: 24, stats: 16 } as const;

/** The string fields; an outcome label's previous value is the one last used with the same outcome. */
export type Field = 'ruleset' | 'character' | 'id' | 'label' | 'phase' | 'outcome' | `checkLabel:${string}` | 'summary' | 'statLabel' | 'noteLabel' | 'noteText';

/** The state both sides keep while coding strings: previous value per field, strings seen so far. */
export class Strings {
  private prev = new Map<string, string>();
  readonly seen: string[] = [];

  /** @param dictionary the dictionary of the format being written or read (the current one by default) */
  constructor(readonly dictionary: Dictionary = dictionaryOf(PAYLOAD_VERSION)) {}

  remember(field: string, s: string): string {
    this.prev.set(field, s);
    if (s && !this.seen.includes(s)) this.seen.push(s);
    return s;
  }

  /**
   * What the 1-bit code stands for: the field's previous value; for ids and labels, that
   * value with its last number plus one ("a1" -> "a2", "Bow, attack 1" -> "Bow, attack 2").
   */
  predicted(field: string): string {
    const prev = this.prev.get(field) ?? '';
    if (field !== 'id' && field !== 'label') return prev;
    return prev.replace(/(\d+)(\D*)$/, (_, n: string, rest: string) => `${Number(n) + 1}${rest}`);
  }
}

/** Bits of an index into a list of `n` items (0 when there is at most one). */
export const indexBits = (n: number) => (n <= 1 ? 0 : Math.ceil(Math.log2(n)));

function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  // Never split a surrogate pair.
  if (n > 0 && a.charCodeAt(n - 1) >= 0xd800 && a.charCodeAt(n - 1) <= 0xdbff) n--;
  return n;
}

function writeString(out: BitWriter, st: Strings, field: Field, s: string): void {
  if (s === st.predicted(field)) {
    out.bit(0);
  } else {
    const seen = st.seen.indexOf(s);
    const dict = DICTIONARY.indexOf(s);
    const seenCost = 2 + indexBits(st.seen.length);
    if (seen >= 0 && (dict < 0 || seenCost <= 3 + wordBits(st.dictionary, dict))) {
      out.bits(0b10, 2);
      out.bits(seen, indexBits(st.seen.length));
    } else if (dict >= 0) {
      out.bits(0b110, 3);
      if (wordBits(st.dictionary, dict) === 6) out.bits(dict, 6);
      else {
        out.bits(DICTIONARY_ESCAPE, 6);
        out.bits(dict - DICTIONARY_ESCAPE, 6);
      }
    } else {
      // Literal: the longest prefix shared with any earlier string, then the rest.
      let base = 0;
      let p = 0;
      st.seen.forEach((t, i) => {
        const n = sharedPrefix(t, s);
        if (n > p) [base, p] = [i, n];
      });
      if (p < 3) p = 0; // a short prefix costs more to point at than to write
      out.bits(0b111, 3);
      out.uint(p);
      if (p) out.bits(base, indexBits(st.seen.length));
      writeText(out, s.slice(p));
    }
  }
  st.remember(field, s);
}

function writeReal(out: BitWriter, x: number): void {
  const int = Number.isSafeInteger(x) && Math.abs(x) <= 2 ** 31;
  out.bit(!int);
  if (int) out.sint(x);
  else out.float(x);
}

function writeList<T>(out: BitWriter, items: readonly T[], each: (item: T) => void): void {
  out.uint(items.length);
  items.forEach(each);
}

/** Hex digits as whole bytes, each in 8 bits. */
function writeHex(out: BitWriter, hex: string): void {
  for (const byte of fromHex(hex)) out.bits(byte, 8);
}

/**
 * A proof: player (32 bits), link, secret (128 bits), code (5 x 5 bits, Crockford base 32),
 * (format 6) the rules version (exp-Golomb, 0 when not said); then (format 4) 1 bit "inputs follow": the inputs' byte count and bytes
 * (src/verify/inputs.ts), else as in format 3 the dice (each 1 bit "same size as the one
 * before", else its DIE_SIZES code), the typed faces and the seal (64 bits).
 */
function writeProof(out: BitWriter, [player, link, secret, code, draws, manual, seal, inputs, rules]: Exclude<CompactRound[8], 0>): void {
  writeHex(out, player);
  out.uint(link);
  writeHex(out, secret);
  for (const ch of code) out.bits(CODE_ALPHABET.indexOf(ch), 5);
  out.uint(rules);
  out.bit(inputs !== '');
  if (inputs !== '') {
    out.uint(inputs.length / 2);
    writeHex(out, inputs);
    return;
  }
  let before = 0;
  writeList(out, draws, (s) => {
    out.bit(s !== before);
    if (s !== before) {
      const i = (DIE_SIZES as readonly number[]).indexOf(s);
      out.uint(i >= 0 ? i : DIE_SIZES.length + s, 1);
    }
    before = s;
  });
  writeList(out, manual, (i) => out.uint(i));
  writeHex(out, seal);
}

/** Packs a valid compact round into bytes (the last byte zero-padded). */
export function pack(c: CompactRound): Uint8Array {
  const out = new BitWriter();
  const st = new Strings();
  const note = ([label, text, gm]: CompactRound[6][number]) => {
    writeString(out, st, 'noteLabel', label);
    writeString(out, st, 'noteText', text);
    out.bit(gm);
  };
  // Entry and round notes are GM notes by the schema: no flag.
  const gmNote = ([label, text]: CompactRound[7][number]) => {
    writeString(out, st, 'noteLabel', label);
    writeString(out, st, 'noteText', text);
  };
  const stat = ([label, value]: CompactRound[4][number]) => {
    writeString(out, st, 'statLabel', label);
    writeReal(out, value);
  };
  const [rulesetId, character, at, entries, defence, status, lost, notes, proof] = c;
  writeString(out, st, 'ruleset', rulesetId);
  writeString(out, st, 'character', character);
  out.uint(Math.floor(at / 1000), 30);
  out.bits(at % 1000, 10);
  // Numbers that repeat from attack to attack go as differences from the previous entry:
  // the need, and the modifiers added to the initiative and damage dice.
  let need = 0;
  let initiativeMod = 0;
  let damageMod = 0;
  let tagsBefore: readonly string[] = [];
  writeList(out, entries, ([id, kind, label, timing, check, summary, damage, ns, tags]) => {
    out.bits(kind, 3);
    out.bit(timing !== 0);
    out.bit(check !== 0);
    out.bit(damage !== 0);
    writeString(out, st, 'id', id);
    writeString(out, st, 'label', label);
    if (timing) {
      const [faces, total, order, phase, lostFlag] = timing;
      writeList(out, faces, (f) => out.sint(f, FACE_K));
      out.sint(total - sum(faces) - initiativeMod);
      initiativeMod = total - sum(faces);
      out.bit(order === 0);
      if (order !== 0) writeList(out, order, (k) => writeReal(out, k));
      writeString(out, st, 'phase', phase);
      out.bit(lostFlag);
    }
    if (check) {
      const [face, checkNeed, bonus, outcome, checkLabel, tone, automatic] = check;
      out.sint(face, CHECK_K);
      out.bit(checkNeed === null);
      if (checkNeed !== null) out.sint(checkNeed - need);
      need = checkNeed ?? need;
      out.sint(bonus);
      writeString(out, st, 'outcome', outcome);
      writeString(out, st, `checkLabel:${outcome}`, checkLabel);
      out.bits(tone + 1, 3);
      out.bit(automatic);
    }
    writeString(out, st, 'summary', summary);
    if (damage) {
      const [faces, total, armour] = damage;
      writeList(out, faces, (f) => out.sint(f, FACE_K));
      out.sint(total - sum(faces) - damageMod);
      damageMod = total - sum(faces);
      out.bit(armour);
    }
    writeList(out, ns, gmNote);
    out.bit(!sameTags(tags, tagsBefore));
    if (!sameTags(tags, tagsBefore)) writeList(out, tags, (t) => out.uint(ATTACK_TAGS.indexOf(t), TAG_K));
    tagsBefore = tags;
  });
  writeList(out, defence, stat);
  writeList(out, status, stat);
  writeList(out, lost, note);
  writeList(out, notes, gmNote);
  // Format 3: the verified round's proof, or one 0 bit.
  out.bit(proof !== 0);
  if (proof !== 0) writeProof(out, proof);
  return out.finish();
}

