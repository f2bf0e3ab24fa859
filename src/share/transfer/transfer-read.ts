/** Reading transfer codes on the receiving phone (format in transfer.ts): one part at a time, then the whole. */
import { Base45Error, decodeBase45 } from '../codec/base45';
import { inflateSync } from 'fflate';
import { BitsError } from '../codec/bits';
import { lzUnpack } from '../codec/lz';
import {
  ANY_PREFIX, DEFLATE, OLD_LZ, PART, PREFIX, RAW, TRANSFER_CHUNK_BYTES, TRANSFER_MAX_JSON_BYTES, TRANSFER_PART_CHARS, TRANSFER_VERSION,
  idOf, partChecksum, problemOf, type TransferProgress,
} from './transfer-format';

/** One part read from a code text, or why it cannot be one. */
type Part = { ok: true; index: number; total: number; id: string; chunk: Uint8Array } | { ok: false; message: string; detail?: string };

function readPart(input: unknown): Part {
  const fail = (message: string, detail?: string): Part => ({ ok: false, message, ...(detail ? { detail } : {}) });
  if (typeof input !== 'string') return fail(`Expected the text of a QR code, but received ${input === null ? 'null' : typeof input}.`);
  if (input.length > 4 * TRANSFER_PART_CHARS) {
    return fail('This is not a Rollcall character code: it is too long.', `expected at most ${TRANSFER_PART_CHARS} characters, but received ${input.length}`);
  }
  const text = input.trim();
  const v = ANY_PREFIX.exec(text);
  if (!v) {
    if (/^RC\d{1,6}:/.test(text)) return fail('This is the code of a rolled round (for the GM screen), not of a character.');
    return fail('This is not a Rollcall character code.', `expected text starting with "${PREFIX}"`);
  }
  const version = Number(v[1]);
  if (version > TRANSFER_VERSION) {
    return fail('This character code comes from a newer version of Rollcall: update the app on this phone to read it.', `transfer format ${version}; this app reads ${TRANSFER_VERSION}`);
  }
  if (version !== TRANSFER_VERSION) return fail('This is not a Rollcall character code.', `transfer format ${version} does not exist`);
  const m = PART.exec(text);
  if (!m) return fail('This character code is cut short or damaged: scan it again.', `expected "${PREFIX}<part>/<total>:<id>:<data>", but received "${text.slice(0, 24)}…"`);
  const [index, total, id] = [Number(m[1]), Number(m[2]), m[3]];
  if (total < 1 || index < 1 || index > total) return fail('This character code is damaged: scan it again.', `expected part 1 to ${total} of ${total}, but it says part ${index}`);
  let bytes: Uint8Array;
  try {
    bytes = decodeBase45(m[4]);
  } catch (e) {
    if (e instanceof Base45Error) return fail(`Code ${index} of ${total} is cut short or damaged: scan it again.`, e.message);
    throw e;
  }
  if (bytes.length < 5) return fail(`Code ${index} of ${total} is cut short or damaged: scan it again.`, `expected at least 5 bytes, but received ${bytes.length}`);
  const chunk = bytes.slice(4);
  const header = text.slice(0, text.length - m[4].length);
  if (new DataView(bytes.buffer).getUint32(0) !== partChecksum(header, chunk)) {
    return fail(`Code ${index} of ${total} is cut short or damaged: scan it again.`, 'checksum does not match');
  }
  if (chunk.length > TRANSFER_CHUNK_BYTES) return fail(`Code ${index} of ${total} is damaged: scan it again.`, `expected at most ${TRANSFER_CHUNK_BYTES} bytes of data, but received ${chunk.length}`);
  return { ok: true, index, total, id, chunk };
}

/** The record in all the parts, in order, or why they do not make one. */
function assemble(id: string, chunks: readonly Uint8Array[]): { ok: true; record: unknown } | { ok: false; message: string; detail?: string } {
  const broken = (detail: string) => ({ ok: false as const, message: 'These codes do not make a whole character: start the transfer again.', detail });
  const data = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    data.set(c, o);
    o += c.length;
  }
  if (idOf(data) !== id) {
    return broken(`combined checksum ${idOf(data)}, not ${id}`);
  }
  let utf8: Uint8Array;
  if (data[0] === RAW) utf8 = data.subarray(1);
  else if (data[0] === DEFLATE) {
    // Into a buffer one byte longer than allowed: what a few codes would expand past it is cut
    // there (inflateSync writes no further into a buffer it is given), and refused below.
    try {
      utf8 = inflateSync(data.subarray(1), { out: new Uint8Array(TRANSFER_MAX_JSON_BYTES + 1) });
    } catch (e) {
      return broken(`the data does not decompress: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (utf8.length > TRANSFER_MAX_JSON_BYTES) return broken(`the data does not decompress: expected at most ${TRANSFER_MAX_JSON_BYTES} bytes after decompression, but it expands past them`);
  } else if (data[0] === OLD_LZ) {
    try {
      utf8 = lzUnpack(data.subarray(1), TRANSFER_MAX_JSON_BYTES);
    } catch (e) {
      if (e instanceof BitsError) return broken(`the data does not decompress: ${e.message}`);
      throw e;
    }
  } else return broken(`expected data method 0, 1 or 2, but received ${data[0]}`);
  if (utf8.length > TRANSFER_MAX_JSON_BYTES) {
    return broken(`expected at most ${TRANSFER_MAX_JSON_BYTES} bytes of data, but received ${utf8.length}`);
  }
  let record: unknown;
  try {
    // -0 reads as 0, as JSON.stringify writes it: the same record always has the same codes.
    record = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(utf8), (_k, v: unknown) => (v === 0 ? 0 : v));
  } catch (e) {
    return broken(`expected JSON data: ${e instanceof Error ? e.message : String(e)}`);
  }
  const problem = problemOf(record);
  return problem ? { ok: false, message: `These codes do not hold a character: ${problem}.` } : { ok: true, record };
}

/** Where a code may start inside pasted text (any version, so a newer code is still named as one). */
const CODE_START = /RCT\d{1,6}:/g;

/**
 * The codes in pasted text (as the sender's "Copy the codes" writes them, one per line, or run
 * together by a chat app, on one line with or without spaces). A line that is one whole code is
 * taken as it is: the Base45 data may itself hold "RCT1:" or a space, so cutting at every
 * "RCT<n>:" could break a good code. Otherwise the line is cut before a code start, trying
 * the shortest piece that is a whole code first; pieces that are none are returned too, so
 * the reader says why they were refused. Words before the first code of a line are dropped;
 * a line without any code start is returned whole (to be refused). Never throws.
 */
export function splitTransferText(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (readPart(line).ok) { out.push(line); continue; }
    const starts = [...line.matchAll(CODE_START)].map((m) => m.index).slice(0, 400);
    // Words before the first code on its line ("Here you go:") are a chat message, not a code.
    if (starts.length === 0) starts.push(0);
    const ends = [...starts.slice(1), line.length];
    let i = 0;
    while (i < starts.length) {
      // The shortest run of pieces from this start that reads as one code; else the piece alone.
      let j = i;
      while (j < ends.length && !readPart(line.slice(starts[i], ends[j]).trim()).ok) j++;
      if (j === ends.length) j = i;
      const piece = line.slice(starts[i], ends[j]).trim();
      if (piece) out.push(piece);
      i = j + 1;
    }
  }
  return out;
}

/**
 * Takes in the codes of one transfer, in any order. `add` never throws: it answers the
 * progress so far (`have` of `total` parts), the record once every part is in, or one
 * sentence why this text was not taken (not a character code, from a newer version, damaged,
 * or part of another transfer than the first code taken); parts already taken are kept
 * either way. A code taken twice does not count twice.
 */
export function createTransferAssembler(): { add(text: string): TransferProgress } {
  let id: string | undefined;
  let total = 0;
  const parts = new Map<number, Uint8Array>();
  let result: ReturnType<typeof assemble> | undefined;

  const progress = (): TransferProgress => {
    if (parts.size < total) return { ok: true, have: parts.size, total, done: false };
    result ??= assemble(id!, Array.from({ length: total }, (_, i) => parts.get(i + 1)!));
    return result.ok ? { ok: true, have: total, total, done: true, record: result.record } : { ok: false, message: result.message, ...(result.detail ? { detail: result.detail } : {}) };
  };

  return {
    add(text: string): TransferProgress {
      try {
        const p = readPart(text);
        if (!p.ok) return p;
        if (id === undefined) [id, total] = [p.id, p.total];
        else if (p.id !== id) {
          return { ok: false, message: `This code belongs to another character being sent; keep scanning the ${total} codes of the one in progress, or start over.`, detail: `transfer ${p.id}, not ${id}` };
        } else if (p.total !== total) {
          return { ok: false, message: `This code is damaged: it says ${p.total} codes in all, but this transfer has ${total}.` };
        }
        const had = parts.get(p.index);
        if (had && (had.length !== p.chunk.length || had.some((b, i) => b !== p.chunk[i]))) {
          return { ok: false, message: `Code ${p.index} of ${total} differs from the code ${p.index} already taken; start the transfer again.` };
        }
        if (!had) parts.set(p.index, p.chunk);
        return progress();
      } catch (e) {
        return { ok: false, message: 'This code could not be read: scan it again.', detail: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}
