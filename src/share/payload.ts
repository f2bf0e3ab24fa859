/**
 * The share payload of a rolled round: what the QR code holds and the link carries.
 *
 * Format (version 2; format.ts has the versions): `RC2:` followed by the Base45 (RFC 9285)
 * text of 4 bytes of CRC-32 (big-endian, over the prefix and the body) and the body: one
 * method byte (0 packed, 1 raw DEFLATE of the packed bytes, whichever is shorter), then the
 * compact form (compact.ts) packed into bits (pack.ts). Every character is in the QR alphanumeric set, so a five-attack round fits a
 * version 10 code at error correction M (311 characters).
 *
 * This module only re-exports: the encoder (encode.ts) and the decoder (decode.ts) live
 * apart so a bundler can leave the decoder out of the player's first page.
 */
export { PAYLOAD_VERSION, QR_V10_M_CHARS, MAX_INPUT_CHARS, MAX_PAYLOAD_CHARS, MAX_PACKED_BYTES, type Decoded } from './round/format';
export { encodeResult, encodeResultDetailed, SHORTENING, type Encoded } from './round/encode';
export { decodePayload } from './round/decode';
