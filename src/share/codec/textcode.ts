/**
 * A fixed Huffman code for the short texts of a round (labels, summaries, notes): about 4.5
 * bits per character for English words and dice figures, and about 9 bits for a whole common
 * rule word ("initiative", "grievous", "PROT"), with no table to send. DEFLATE
 * must send its table and costs more than it saves on a few hundred bytes. The weights are
 * part of payload format 1: changing them needs a new format version.
 */
import { BitsError, type BitReader, type BitWriter } from './bits';

/** Characters outside printable ASCII that the round texts use ("need 72 · crit ≤11"). */
const SPECIALS = '·≤≥−–—…×½’';

const LOWER = 'e120 t90 a80 o75 i70 n68 s63 r60 h50 l40 d40 c30 u28 m26 f22 g20 p20 w18 y18 b15 v11 k9 x3 j2 q2 z2';
const UPPER = 'S10 C8 D8 G8 T8 P7 A6 E6 F6 I6 M6 R6 L5 B4 H4 K4 N4 O4 W4 U3';
const OTHER = '  190 1 30 0 25 2 22 3 18 4 16 5 16 6 14 7 14 8 13 9 13 , 14 . 12 - 12 : 8 + 7 ; 4 ( 4 ) 4 / 4 % 4 \' 4 · 12 ≤ 8 ≥ 6 … 6 × 4';

/**
 * Words of rule notes coded as one symbol each (about 9 bits instead of 5 a letter), matched
 * greedily, longest first, anywhere in the text. Part of format 1: append only.
 */
const WORDS = [
  'the', 'and', 'of', 'to', 'your', 'you', 'on', 'is', 'in', 'for', 'with', 'from', 'not', 'this', 'that',
  'attack', 'initiative', 'Initiative', 'target', 'Target', 'armour', 'damage', 'Damage', 'roll', 'Roll', 'wound',
  'critical', 'Critical', 'grievous', 'Grievous', 'segment', 'movement', 'DEF', 'PROT', 'SC', 'GM', 'need', 'crit',
  'griev', 'hit', 'miss', 'spell', 'casting', 'lost', 'round', 'table', 'ignored', 'doubled', 'compare', 'assume',
  'below', 'above', 'half', 'shield', 'defense', 'bonus', 'modifier', 'save', 'penalty', 'weapon', 'after', 'before',
];
const WORDS_BY_LENGTH = [...WORDS.keys()].sort((a, b) => WORDS[b].length - WORDS[a].length || a - b);
/** WORDS_BY_LENGTH split by first character, in the same order, so a text position tries only the words that can match. */
const WORDS_BY_FIRST = new Map<string, number[]>();
for (const w of WORDS_BY_LENGTH) WORDS_BY_FIRST.set(WORDS[w][0], [...(WORDS_BY_FIRST.get(WORDS[w][0]) ?? []), w]);
const WORD0 = 95 + SPECIALS.length;

const ESC = WORD0 + WORDS.length;
const END = ESC + 1;
const SYMBOLS = END + 1;

function weights(): number[] {
  const w = new Array<number>(SYMBOLS).fill(1);
  const sym = (c: string) => (c.length === 1 && c >= ' ' && c <= '~' ? c.charCodeAt(0) - 32 : 95 + SPECIALS.indexOf(c));
  for (const item of `${LOWER} ${UPPER}`.split(' ')) w[sym(item[0])] = Number(item.slice(1));
  for (const item of OTHER.match(/(.) (\d+)/g) ?? []) w[sym(item[0])] = Number(item.slice(2));
  for (let c = 65; c <= 90; c++) w[c - 32] = Math.max(w[c - 32], 2);
  WORDS.forEach((_, i) => (w[WORD0 + i] = 6));
  w[ESC] = 3;
  w[END] = 40;
  return w;
}

/** Code lengths by symbol, from Huffman's algorithm with ties broken by node order. */
function codeLengths(w: number[]): number[] {
  type Node = { weight: number; order: number; leaves: number[] };
  let nodes: Node[] = w.map((weight, s) => ({ weight, order: s, leaves: [s] }));
  const lengths = new Array<number>(w.length).fill(0);
  let order = w.length;
  while (nodes.length > 1) {
    nodes.sort((a, b) => a.weight - b.weight || a.order - b.order);
    const [a, b] = nodes;
    for (const s of [...a.leaves, ...b.leaves]) lengths[s]++;
    nodes = [{ weight: a.weight + b.weight, order: order++, leaves: [...a.leaves, ...b.leaves] }, ...nodes.slice(2)];
  }
  return lengths;
}

interface Code {
  readonly code: number[];
  readonly length: number[];
  /** Canonical decoding: symbols sorted by (length, symbol), and per length the first code and index. */
  readonly sorted: number[];
  readonly firstCode: number[];
  readonly firstIndex: number[];
  readonly count: number[];
}

let built: Code | undefined;

function build(): Code {
  const length = codeLengths(weights());
  const sorted = [...length.keys()].sort((a, b) => length[a] - length[b] || a - b);
  const code = new Array<number>(length.length);
  const maxLen = Math.max(...length);
  const count = new Array<number>(maxLen + 1).fill(0);
  const firstCode = new Array<number>(maxLen + 1).fill(0);
  const firstIndex = new Array<number>(maxLen + 1).fill(0);
  let next = 0;
  let prevLen = length[sorted[0]];
  sorted.forEach((s, i) => {
    next <<= length[s] - prevLen;
    prevLen = length[s];
    if (count[length[s]]++ === 0) {
      firstCode[length[s]] = next;
      firstIndex[length[s]] = i;
    }
    code[s] = next++;
  });
  return { code, length, sorted, firstCode, firstIndex, count };
}

function writeSymbol(out: BitWriter, s: number): void {
  built ??= build();
  out.bits(built.code[s], built.length[s]);
}

function readSymbol(input: BitReader): number {
  built ??= build();
  let code = 0;
  for (let len = 1; len < built.count.length; len++) {
    code = code * 2 + input.bits(1);
    const offset = code - built.firstCode[len];
    if (built.count[len] && offset >= 0 && offset < built.count[len]) return built.sorted[built.firstIndex[len] + offset];
  }
  throw new BitsError('expected a text character code, but found none');
}

/** Writes a text, one code per character, then the end code. */
export function writeText(out: BitWriter, text: string): void {
  for (let i = 0; i < text.length; ) {
    const word = WORDS_BY_FIRST.get(text[i])?.find((w) => text.startsWith(WORDS[w], i));
    if (word !== undefined) {
      writeSymbol(out, WORD0 + word);
      i += WORDS[word].length;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    i += ch.length;
    const special = SPECIALS.indexOf(ch);
    if (cp >= 32 && cp <= 126) writeSymbol(out, cp - 32);
    else if (special >= 0) writeSymbol(out, 95 + special);
    else {
      writeSymbol(out, ESC);
      out.bits(cp, 21);
    }
  }
  writeSymbol(out, END);
}

/**
 * Reads a text written by writeText.
 * @throws BitsError when the text is longer than `maxUnits` UTF-16 units, or the data ends.
 */
export function readText(input: BitReader, maxUnits: number): string {
  let text = '';
  for (;;) {
    const s = readSymbol(input);
    if (s === END) return text;
    if (s >= WORD0 && s < ESC) text += WORDS[s - WORD0];
    else {
      const cp = s === ESC ? input.bits(21) : s < 95 ? s + 32 : SPECIALS.codePointAt(s - 95)!;
      if (cp > 0x10ffff) throw new BitsError(`expected a Unicode character, but received code ${cp}`);
      text += String.fromCodePoint(cp);
    }
    if (text.length > maxUnits) throw new BitsError(`expected a text of at most ${maxUnits} characters, but it is longer`);
  }
}
