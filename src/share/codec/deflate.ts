/**
 * Raw DEFLATE (RFC 1951): compressing through the platform's CompressionStream (built into
 * browsers and Node 20), inflating with fflate's synchronous `inflateSync` (the library the
 * transfer codes use): a code taken is read in the task of the tap or scan that brought it, with
 * no stream to wait on between tasks before the screen can show it.
 */
import { inflateSync } from 'fflate';

async function readAll(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop inflating at once: a few hundred bytes can expand to gigabytes (a zip bomb).
      await reader.cancel().catch(() => undefined);
      throw new InflateLimitError(maxBytes);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.byteLength;
  }
  return out;
}

/** Inflating would produce more than the allowed number of bytes. */
export class InflateLimitError extends Error {
  override name = 'InflateLimitError';
  constructor(readonly maxBytes: number) {
    super(`expected at most ${maxBytes} bytes after decompression, but the data expands to more`);
  }
}

/** Compresses bytes with raw DEFLATE (no zlib or gzip header). */
export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const input = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
  return readAll(input.pipeThrough(new CompressionStream('deflate-raw')), Number.POSITIVE_INFINITY);
}

/**
 * Decompresses raw DEFLATE data, synchronously. It inflates into a buffer one byte longer than
 * `maxBytes` (fflate writes no further into a buffer it is given), so a few hundred bytes that
 * would expand to gigabytes stop there.
 * @throws InflateLimitError when the output would exceed `maxBytes`; an Error (fflate's, such as "unexpected EOF") when the data is not valid DEFLATE.
 */
export function inflateRaw(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const out = inflateSync(bytes, { out: new Uint8Array(maxBytes + 1) });
  if (out.length > maxBytes) throw new InflateLimitError(maxBytes);
  return out;
}
