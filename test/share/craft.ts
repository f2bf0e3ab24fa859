/** Builds payloads the app would never write, to test the decoder against hostile input. */
import { encodeBase45 } from '../../src/share/codec/base45';
import { crc32 } from '../../src/share/codec/crc32';
import { deflateRaw } from '../../src/share/codec/deflate';
import { pack } from '../../src/share/round/pack';
import { PAYLOAD_VERSION, payloadChecksum, payloadPrefix } from '../../src/share/round/format';
import type { CompactRound } from '../../src/share/round/compact';

/** A payload of `version` with a correct checksum around any body: method byte then data. */
export function payloadOfBody(method: number, data: Uint8Array, version = PAYLOAD_VERSION): string {
  const body = new Uint8Array([method, ...data]);
  const bytes = new Uint8Array(4 + body.length);
  new DataView(bytes.buffer).setUint32(0, payloadChecksum(version, body));
  bytes.set(body, 4);
  return payloadPrefix(version) + encodeBase45(bytes);
}

/** Packs a compact round without the encoder's validation (hostile values pass through). */
export function payloadOfCompact(c: unknown): string {
  return payloadOfBody(0, pack(c as CompactRound));
}

/** A deflated body of any bytes (method 1). */
export async function deflatedPayload(data: Uint8Array): Promise<string> {
  return payloadOfBody(1, await deflateRaw(data));
}

/** A small valid compact round to start hostile variants from. */
export function compactRound(): unknown[] {
  return [
    'spelljammer', 'Vex', 1_795_376_527_123,
    [['a1', 0, 'Bow, attack 1', [[4], 6, 0, 'movement', 0], [40, 60, 0, 'hit', 'Hit', 1, 0], 'need 60', [[3], 7, 1], [], ['missile', 'arrow']]],
    [['DEF', 30]], [], [], [], 0,
  ];
}

/**
 * Transfer codes (transfer.ts) around any bytes, with correct checksums: the way a hostile
 * or buggy sender could write them. The whole is the `method` byte (default 0: plain JSON;
 * null: none, `bytes` are the whole) then `bytes`; `chunk` bytes per code; `id` defaults to
 * the right one.
 */
export function transferOfBytes(bytes: Uint8Array, opts: { chunk?: number; id?: string; version?: number; method?: number | null } = {}): string[] {
  const method = opts.method === undefined ? 0 : opts.method;
  const data = method === null ? bytes : new Uint8Array([method, ...bytes]);
  const chunk = opts.chunk ?? 190;
  const total = Math.max(1, Math.ceil(data.length / chunk));
  const id = opts.id ?? crc32(data).toString(36).toUpperCase().padStart(7, '0');
  return Array.from({ length: total }, (_, i) => {
    const header = `RCT${opts.version ?? 1}:${i + 1}/${total}:${id}:`;
    const part = data.subarray(i * chunk, (i + 1) * chunk);
    const checked = new Uint8Array([...new TextEncoder().encode(header), ...part]);
    const bytes = new Uint8Array(4 + part.length);
    new DataView(bytes.buffer).setUint32(0, crc32(checked));
    bytes.set(part, 4);
    return header + encodeBase45(bytes);
  });
}
