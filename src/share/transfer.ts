/**
 * Moving one character (its stored record, plain JSON data) to another phone by QR codes:
 * the record is split over as many codes as it needs, shown one after the other, and the
 * receiving phone takes them in any order with a progress count.
 *
 * The whole sent is one method byte, then the record's UTF-8 JSON: as it is (0), or through
 * the LZ77 of lz.ts (1), whichever is shorter (a character with its round halves). It is cut
 * into parts of at most {@link TRANSFER_CHUNK_BYTES} bytes, each a code
 * `RCT1:<part>/<total>:<id>:<Base45 data>` of at most {@link TRANSFER_PART_CHARS} characters,
 * all in the QR alphanumeric set: it fits a QR code of version 10 at error correction M (57
 * modules a side), the size a round's code has and phone cameras read from another phone's
 * screen. `<part>` counts from 1; `<id>` is the CRC-32 of the whole (7 base-36 digits),
 * checked once all parts are in, and keeps the codes of two transfers apart. The Base45 text
 * is 4 bytes of CRC-32 over the part's header text and its data, then the part's data, so a
 * damaged part is refused on its own and the others stay taken.
 *
 * The record is not checked here beyond being JSON without `__proto__` keys, with finite
 * numbers, nested at most {@link TRANSFER_MAX_DEPTH} deep: the storage code validates its shape.
 */
import { Base45Error, decodeBase45, encodeBase45 } from './base45';
import { BitsError } from './bits';
import { crc32 } from './crc32';
import { lzPack, lzUnpack } from './lz';

/** The transfer format written and read by this app (`RCT1:`). */
export const TRANSFER_VERSION = 1;
/** Longest code text: the alphanumeric capacity of a QR code version 10 at ECC M. */
export const TRANSFER_PART_CHARS = 311;
/** Most codes in one transfer (about 18 KB of record). */
export const TRANSFER_MAX_PARTS = 99;
/** Record bytes in each code: with the longest header ("RCT1:99/99:XXXXXXX:", 19 characters) and the 4-byte checksum, 291 Base45 characters. */
export const TRANSFER_CHUNK_BYTES = 190;
/** Longest record JSON (UTF-8 bytes) sent or rebuilt: a guard against a few codes that expand to megabytes. */
export const TRANSFER_MAX_JSON_BYTES = 64 * 1024;
/** Deepest nesting of arrays and objects accepted in a record. */
export const TRANSFER_MAX_DEPTH = 64;

/** Progress of taking in the codes of one transfer; `record` once every part is in and checks out. */
export type TransferProgress =
  | { ok: true; have: number; total: number; done: false }
  | { ok: true; have: number; total: number; done: true; record: unknown }
  | { ok: false; message: string };

/** A record that cannot travel: not JSON data, too large, or holding a `__proto__` key. */
export class TransferError extends Error {
  override name = 'TransferError';
}

const PREFIX = `RCT${TRANSFER_VERSION}:`;
/** Methods of the whole (its first byte). */
const RAW = 0;
const LZ = 1;
const ANY_PREFIX = /^RCT(\d{1,6}):/;
const PART = /^RCT1:(\d{1,2})\/(\d{1,2}):([0-9A-Z]{7}):([0-9A-Z $%*+\-./:]+)$/;

const idOf = (data: Uint8Array) => crc32(data).toString(36).toUpperCase().padStart(7, '0');

/** The checksum of one part: over its header text ("RCT1:2/5:1A2B3C4:") and its data. */
function partChecksum(header: string, chunk: Uint8Array): number {
  const head = new TextEncoder().encode(header);
  const all = new Uint8Array(head.length + chunk.length);
  all.set(head);
  all.set(chunk, head.length);
  return crc32(all);
}

/**
 * Why a parsed JSON value cannot be a record, or null: a `__proto__` key (harmless from
 * JSON.parse, but `Object.assign` or a careless merge would take it as the prototype), nesting
 * too deep, or a number JSON cannot write back (`1e400` parses as Infinity).
 */
function problemOf(value: unknown): string | null {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length) {
    const { v, depth } = stack.pop()!;
    if (typeof v === 'number' && !Number.isFinite(v)) return `expected finite numbers, but received ${v}`;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= TRANSFER_MAX_DEPTH) return `expected data nested at most ${TRANSFER_MAX_DEPTH} deep, but it is deeper`;
    for (const key of Object.keys(v)) {
      if (key === '__proto__') return 'expected plain data, but it holds a "__proto__" key';
      stack.push({ v: (v as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}

/**
 * The QR code texts that carry `record` (JSON.stringify's view of it: `undefined` fields and
 * functions are left out, as in any JSON file), in order, each at most TRANSFER_PART_CHARS
 * characters. The same record always gives the same codes.
 * @throws TransferError when the record is not JSON data (a cycle, a BigInt, undefined), holds
 * a `__proto__` key or nests deeper than TRANSFER_MAX_DEPTH, or is larger than
 * TRANSFER_MAX_JSON_BYTES or TRANSFER_MAX_PARTS codes.
 */
export function encodeTransfer(record: unknown): string[] {
  let json: string | undefined;
  try {
    json = JSON.stringify(record);
  } catch (e) {
    throw new TransferError(`Cannot move this character: expected plain JSON data, but ${e instanceof Error ? e.message : String(e)}`);
  }
  if (json === undefined) throw new TransferError(`Cannot move this character: expected plain JSON data, but received ${typeof record}`);
  const problem = problemOf(JSON.parse(json));
  if (problem) throw new TransferError(`Cannot move this character: ${problem}`);
  const utf8 = new TextEncoder().encode(json);
  if (utf8.length > TRANSFER_MAX_JSON_BYTES) {
    throw new TransferError(`Cannot move this character by QR code: expected at most ${TRANSFER_MAX_JSON_BYTES} bytes of data, but it has ${utf8.length}; use a backup file instead`);
  }
  const packed = lzPack(utf8);
  const [method, body] = packed.length < utf8.length ? [LZ, packed] : [RAW, utf8];
  const data = new Uint8Array(1 + body.length);
  data[0] = method;
  data.set(body, 1);
  const total = Math.max(1, Math.ceil(data.length / TRANSFER_CHUNK_BYTES));
  if (total > TRANSFER_MAX_PARTS) {
    throw new TransferError(`Cannot move this character by QR code: it needs ${total} codes, and at most ${TRANSFER_MAX_PARTS} are allowed (${data.length} bytes); use a backup file instead`);
  }
  const id = idOf(data);
  return Array.from({ length: total }, (_, i) => {
    const header = `${PREFIX}${i + 1}/${total}:${id}:`;
    const chunk = data.subarray(i * TRANSFER_CHUNK_BYTES, (i + 1) * TRANSFER_CHUNK_BYTES);
    const bytes = new Uint8Array(4 + chunk.length);
    new DataView(bytes.buffer).setUint32(0, partChecksum(header, chunk));
    bytes.set(chunk, 4);
    return header + encodeBase45(bytes);
  });
}

/** One part read from a code text, or why it cannot be one. */
type Part = { ok: true; index: number; total: number; id: string; chunk: Uint8Array } | { ok: false; message: string };

function readPart(input: unknown): Part {
  const fail = (message: string): Part => ({ ok: false, message });
  if (typeof input !== 'string') return fail(`Expected the text of a QR code, but received ${input === null ? 'null' : typeof input}.`);
  if (input.length > 4 * TRANSFER_PART_CHARS) {
    return fail(`This is not a Rollcall character code: expected at most ${TRANSFER_PART_CHARS} characters, but received ${input.length}.`);
  }
  const text = input.trim();
  const v = ANY_PREFIX.exec(text);
  if (!v) {
    if (/^RC\d{1,6}:/.test(text)) return fail('This is the code of a rolled round (for the GM screen), not of a character.');
    return fail(`This is not a Rollcall character code: expected text starting with "${PREFIX}".`);
  }
  const version = Number(v[1]);
  if (version > TRANSFER_VERSION) {
    return fail(`This character code is from a newer version of Rollcall (transfer format ${version}, this app reads ${TRANSFER_VERSION}); update the app to read it.`);
  }
  if (version !== TRANSFER_VERSION) return fail(`This is not a Rollcall character code: transfer format ${version} does not exist.`);
  const m = PART.exec(text);
  if (!m) return fail(`This character code is damaged: expected "${PREFIX}<part>/<total>:<id>:<data>", but received "${text.slice(0, 24)}…".`);
  const [index, total, id] = [Number(m[1]), Number(m[2]), m[3]];
  if (total < 1 || index < 1 || index > total) return fail(`This character code is damaged: expected part 1 to ${total} of ${total}, but it says part ${index}.`);
  let bytes: Uint8Array;
  try {
    bytes = decodeBase45(m[4]);
  } catch (e) {
    if (e instanceof Base45Error) return fail(`Code ${index} of ${total} is damaged (${e.message}); scan it again.`);
    throw e;
  }
  if (bytes.length < 5) return fail(`Code ${index} of ${total} is damaged: expected at least 5 bytes, but received ${bytes.length}; scan it again.`);
  const chunk = bytes.slice(4);
  const header = text.slice(0, text.length - m[4].length);
  if (new DataView(bytes.buffer).getUint32(0) !== partChecksum(header, chunk)) {
    return fail(`Code ${index} of ${total} is damaged: its checksum does not match; scan it again.`);
  }
  if (chunk.length > TRANSFER_CHUNK_BYTES) return fail(`Code ${index} of ${total} is damaged: expected at most ${TRANSFER_CHUNK_BYTES} bytes of data, but received ${chunk.length}.`);
  return { ok: true, index, total, id, chunk };
}

/** The record in all the parts, in order, or why they do not make one. */
function assemble(id: string, chunks: readonly Uint8Array[]): { ok: true; record: unknown } | { ok: false; message: string } {
  const data = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    data.set(c, o);
    o += c.length;
  }
  if (idOf(data) !== id) {
    return { ok: false, message: `These codes do not make a whole character: their combined checksum is ${idOf(data)}, not ${id}; start the transfer again.` };
  }
  let utf8: Uint8Array;
  if (data[0] === RAW) utf8 = data.subarray(1);
  else if (data[0] === LZ) {
    try {
      utf8 = lzUnpack(data.subarray(1), TRANSFER_MAX_JSON_BYTES);
    } catch (e) {
      if (e instanceof BitsError) return { ok: false, message: `These codes do not hold a character: their data does not decompress (${e.message}).` };
      throw e;
    }
  } else return { ok: false, message: `These codes do not hold a character: expected data method 0 or 1, but received ${data[0]}.` };
  if (utf8.length > TRANSFER_MAX_JSON_BYTES) {
    return { ok: false, message: `These codes do not hold a character: expected at most ${TRANSFER_MAX_JSON_BYTES} bytes of data, but received ${utf8.length}.` };
  }
  let record: unknown;
  try {
    // -0 reads as 0, as JSON.stringify writes it: the same record always has the same codes.
    record = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(utf8), (_k, v: unknown) => (v === 0 ? 0 : v));
  } catch (e) {
    return { ok: false, message: `These codes do not hold a character: expected JSON data (${e instanceof Error ? e.message : String(e)}).` };
  }
  const problem = problemOf(record);
  return problem ? { ok: false, message: `These codes do not hold a character: ${problem}.` } : { ok: true, record };
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
    return result.ok ? { ok: true, have: total, total, done: true, record: result.record } : { ok: false, message: result.message };
  };

  return {
    add(text: string): TransferProgress {
      try {
        const p = readPart(text);
        if (!p.ok) return p;
        if (id === undefined) [id, total] = [p.id, p.total];
        else if (p.id !== id) {
          return { ok: false, message: `This code belongs to another character transfer (${p.id}, not ${id}); keep scanning the ${total} codes of the one in progress, or start over.` };
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
        return { ok: false, message: `This code could not be read: ${e instanceof Error ? e.message : String(e)}.` };
      }
    },
  };
}
