/**
 * The character transfer format (see transfer.ts for the layout), shared by the sender
 * (transfer.ts) and the receiver (transfer-read.ts): limits, types, and the checks both run.
 */
import { crc32, crc32Prefixed } from '../codec/crc32';

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
  | { ok: false; message: string; detail?: string };

/** A record that cannot travel: not JSON data, too large, or holding a `__proto__` key. */
export class TransferError extends Error {
  override name = 'TransferError';
}

export const PREFIX = `RCT${TRANSFER_VERSION}:`;
/** Methods of the whole (its first byte): the JSON as it is, or through raw DEFLATE (RFC 1951). */
export const RAW = 0;
export const DEFLATE = 2;
/** The small LZ77 that earlier builds wrote (method 1, ../codec/lz.ts): no longer written, still read, so an older phone's codes still move a character. */
export const OLD_LZ = 1;
/** Any version's prefix, to tell a newer format from foreign text. */
export const ANY_PREFIX = /^RCT(\d{1,6}):/;
/** One code of this version: part, total, id, Base45 data. */
export const PART = /^RCT1:(\d{1,2})\/(\d{1,2}):([0-9A-Z]{7}):([0-9A-Z $%*+\-./:]+)$/;

/** The transfer id of a whole: its CRC-32 as 7 base-36 digits. */
export const idOf = (data: Uint8Array) => crc32(data).toString(36).toUpperCase().padStart(7, '0');

/** The checksum of one part: over its header text ("RCT1:2/5:1A2B3C4:") and its data. */
export function partChecksum(header: string, chunk: Uint8Array): number {
  return crc32Prefixed(header, chunk);
}

/**
 * Why a parsed JSON value cannot be a record, or null: a `__proto__` key (harmless from
 * JSON.parse, but `Object.assign` or a careless merge would take it as the prototype), nesting
 * too deep, or a number JSON cannot write back (`1e400` parses as Infinity).
 */
export function problemOf(value: unknown): string | null {
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

