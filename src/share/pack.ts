/**
 * The packed (bit-level) form of the compact round, payload format 1. Each string is coded
 * the cheapest of four ways: the same as this field's previous value (1 bit), a string seen
 * earlier in the round (its index), an entry of a fixed dictionary of common words, or
 * literally (the longest prefix shared with an earlier string, then the rest in the text
 * code of textcode.ts). So "Longsword, attack 2" after "Longsword, attack 1" costs about
 * 3 bytes, and a summary repeated on every attack costs 1 bit.
 */
import { BitReader, BitWriter, BitsError } from './bits';
import { ACTION_KINDS, MAX, type CompactRound } from './compact';
import { readText, writeText } from './textcode';

/** Common strings coded in 8 bits. Part of format 1: append only, at most 64. */
const DICTIONARY = [
  'hit', 'Hit', 'miss', 'Miss', 'critical', 'Critical hit', 'Critical', 'grievous', 'Grievous',
  'special', 'Special', 'success', 'Success', 'failure', 'Failure', 'fumble', 'Fumble',
  'pass', 'Pass', 'fail', 'Fail', 'unknown', 'Unknown', 'pre-movement', 'movement', 'post-movement', 'lost',
  'DEF', 'AC', 'Wound modifier', 'Attacks this round', 'Initiative',
  'spelljammer', 'bcb-d20', 'crit-table-d20', 'percentile-dex-rank', 'zones-factions',
];

/** Exp-Golomb orders: a d10 or d8 face takes about 5 bits, a d100 roll about 10. */
const FACE_K = 3;
const CHECK_K = 5;

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Upper bounds checked while reading, before any list is built. */
const COUNTS = { entries: 40, faces: 64, order: 8, notes: 24, stats: 16 } as const;

/** The string fields; an outcome label's previous value is the one last used with the same outcome. */
type Field = 'ruleset' | 'character' | 'id' | 'label' | 'phase' | 'outcome' | `checkLabel:${string}` | 'summary' | 'statLabel' | 'noteLabel' | 'noteText';

/** The state both sides keep while coding strings: previous value per field, strings seen so far. */
class Strings {
  private prev = new Map<string, string>();
  readonly seen: string[] = [];

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

const indexBits = (n: number) => (n <= 1 ? 0 : Math.ceil(Math.log2(n)));

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
    if (seen >= 0 && (dict < 0 || seenCost <= 9)) {
      out.bits(0b10, 2);
      out.bits(seen, indexBits(st.seen.length));
    } else if (dict >= 0) {
      out.bits(0b110, 3);
      out.bits(dict, 6);
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

function readString(input: BitReader, st: Strings, field: Field): string {
  let s: string;
  if (!input.bit()) s = st.predicted(field);
  else if (!input.bit()) {
    const i = input.bits(indexBits(st.seen.length));
    if (i >= st.seen.length) throw new BitsError(`expected a reference to one of ${st.seen.length} earlier texts, but received ${i + 1}`);
    s = st.seen[i];
  } else if (!input.bit()) {
    const i = input.bits(6);
    if (i >= DICTIONARY.length) throw new BitsError(`expected a dictionary word below ${DICTIONARY.length}, but received ${i}`);
    s = DICTIONARY[i];
  } else {
    const p = input.uint();
    let prefix = '';
    if (p) {
      const i = input.bits(indexBits(st.seen.length));
      const base = st.seen[i];
      if (base === undefined || p > base.length) {
        throw new BitsError(`expected a prefix of one of ${st.seen.length} earlier texts, but received ${p} characters of text ${i + 1}`);
      }
      prefix = base.slice(0, p);
    }
    s = prefix + readText(input, MAX.text);
  }
  return st.remember(field, s);
}

function writeReal(out: BitWriter, x: number): void {
  const int = Number.isSafeInteger(x) && Math.abs(x) <= 2 ** 31;
  out.bit(!int);
  if (int) out.sint(x);
  else out.float(x);
}

function readReal(input: BitReader): number {
  return input.bit() ? input.float() : input.sint();
}

function readCount(input: BitReader, max: number, what: string): number {
  const n = input.uint();
  if (n > max) throw new BitsError(`expected at most ${max} ${what}, but received ${n}`);
  return n;
}

function writeList<T>(out: BitWriter, items: readonly T[], each: (item: T) => void): void {
  out.uint(items.length);
  items.forEach(each);
}

function readList<T>(input: BitReader, max: number, what: string, each: () => T): T[] {
  const n = readCount(input, max, what);
  const items: T[] = [];
  for (let i = 0; i < n; i++) items.push(each());
  return items;
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
  const stat = ([label, value]: CompactRound[4][number]) => {
    writeString(out, st, 'statLabel', label);
    writeReal(out, value);
  };
  const [rulesetId, character, at, entries, defence, status, lost, notes] = c;
  writeString(out, st, 'ruleset', rulesetId);
  writeString(out, st, 'character', character);
  out.uint(Math.floor(at / 1000), 30);
  out.bits(at % 1000, 10);
  // Numbers that repeat from attack to attack go as differences from the previous entry:
  // the need, and the modifiers added to the initiative and damage dice.
  let need = 0;
  let initiativeMod = 0;
  let damageMod = 0;
  writeList(out, entries, ([id, kind, label, timing, check, summary, damage, ns]) => {
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
    writeList(out, ns, note);
  });
  writeList(out, defence, stat);
  writeList(out, status, stat);
  writeList(out, lost, note);
  writeList(out, notes, note);
  return out.finish();
}

/**
 * Unpacks bytes into an unchecked compact round (validate it with RoundC before use).
 * @throws BitsError when the data ends early, a count is above its bound, or a code is invalid.
 */
export function unpack(bytes: Uint8Array): unknown {
  const input = new BitReader(bytes);
  const st = new Strings();
  const flag = () => (input.bit() ? 1 : 0);
  const note = () => [readString(input, st, 'noteLabel'), readString(input, st, 'noteText'), flag()];
  const stat = () => [readString(input, st, 'statLabel'), readReal(input)];
  const rulesetId = readString(input, st, 'ruleset');
  const character = readString(input, st, 'character');
  const at = input.uint(30) * 1000 + input.bits(10);
  let need = 0;
  let initiativeMod = 0;
  let damageMod = 0;
  const entries = readList(input, COUNTS.entries, 'entries', () => {
    const kind = input.bits(3);
    if (kind >= ACTION_KINDS.length) throw new BitsError(`expected an action kind below ${ACTION_KINDS.length}, but received ${kind}`);
    const [hasTiming, hasCheck, hasDamage] = [input.bit(), input.bit(), input.bit()];
    const id = readString(input, st, 'id');
    const label = readString(input, st, 'label');
    let timing: unknown = 0;
    if (hasTiming) {
      const faces = readList(input, COUNTS.faces, 'initiative faces', () => input.sint(FACE_K));
      initiativeMod += input.sint();
      const order = input.bit() ? 0 : readList(input, COUNTS.order, 'order keys', () => readReal(input));
      timing = [faces, sum(faces) + initiativeMod, order, readString(input, st, 'phase'), flag()];
    }
    let check: unknown = 0;
    if (hasCheck) {
      const face = input.sint(CHECK_K);
      const checkNeed = input.bit() ? null : need + input.sint();
      need = checkNeed ?? need;
      const bonus = input.sint();
      const outcome = readString(input, st, 'outcome');
      check = [face, checkNeed, bonus, outcome, readString(input, st, `checkLabel:${outcome}`), input.bits(3) - 1, flag()];
    }
    const summary = readString(input, st, 'summary');
    let damage: unknown = 0;
    if (hasDamage) {
      const faces = readList(input, COUNTS.faces, 'damage faces', () => input.sint(FACE_K));
      damageMod += input.sint();
      damage = [faces, sum(faces) + damageMod, flag()];
    }
    return [id, kind, label, timing, check, summary, damage, readList(input, COUNTS.notes, 'entry notes', note)];
  });
  const defence = readList(input, COUNTS.stats, 'defence figures', stat);
  const status = readList(input, COUNTS.stats, 'status figures', stat);
  const lost = readList(input, COUNTS.notes, 'lost notes', note);
  const notes = readList(input, COUNTS.notes, 'notes', note);
  if (input.remaining >= 8) throw new BitsError(`expected the data to end, but ${input.remaining} bits remain`);
  return [rulesetId, character, at, entries, defence, status, lost, notes];
}
