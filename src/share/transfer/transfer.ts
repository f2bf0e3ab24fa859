/**
 * Moving one character (its stored record, plain JSON data) to another phone by QR codes:
 * the record is split over as many codes as it needs, shown one after the other, and the
 * receiving phone takes them in any order with a progress count.
 *
 * The whole sent is one method byte, then the record's UTF-8 JSON: as it is (0), or through
 * raw DEFLATE (RFC 1951) at level 9 (2), whichever is shorter (a stored character with its
 * remembered round and state, 2.0 to 4.9 KB of JSON, deflates to 0.7 to 1.0 KB). fflate
 * deflates and inflates synchronously, so the receiving phone rebuilds a record the moment its
 * last code is read (the platform's DEFLATE is asynchronous). Method 1, the small LZ77 of
 * earlier builds, is no longer written but still read. It is cut
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
import { encodeBase45 } from '../codec/base45';
import { deflateSync } from 'fflate';
import {
  DEFLATE, PREFIX, RAW, TRANSFER_CHUNK_BYTES, TRANSFER_MAX_JSON_BYTES, TRANSFER_MAX_PARTS, TransferError, idOf, partChecksum, problemOf,
} from './transfer-format';

export {
  TRANSFER_CHUNK_BYTES, TRANSFER_MAX_DEPTH, TRANSFER_MAX_JSON_BYTES, TRANSFER_MAX_PARTS, TRANSFER_PART_CHARS, TRANSFER_VERSION,
  TransferError, type TransferProgress,
} from './transfer-format';
export { createTransferAssembler, splitTransferText } from './transfer-read';

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
  const packed = deflateSync(utf8, { level: 9 });
  const [method, body] = packed.length < utf8.length ? [DEFLATE, packed] : [RAW, utf8];
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
