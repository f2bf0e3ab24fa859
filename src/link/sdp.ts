/**
 * A WebRTC session description cut to what a data channel between two phones on one network
 * needs, and the full SDP rebuilt from it. Everything else in a browser's SDP for a lone data
 * channel (RFC 8841 `m=application ... webrtc-datachannel`) is the same on every phone, so it is
 * written from a fixed template: the ICE credentials (RFC 8839 `ice-ufrag`, `ice-pwd`), the
 * DTLS certificate's SHA-256 fingerprint and role (RFC 8122 `fingerprint`, RFC 4145 `setup`),
 * and the host candidates (UDP: an IPv4 or IPv6 address, or an mDNS name `<uuid>.local` that
 * browsers show instead of the address, RFC 8839 and draft-ietf-mmusic-mdns-ice-candidates).
 * Pure: no DOM, no RTCPeerConnection.
 */

/** The DTLS role a side takes (RFC 4145): the offer says `actpass`, the answer `active` or `passive`. */
export type Setup = 'actpass' | 'active' | 'passive';
export const SETUPS: readonly Setup[] = ['actpass', 'active', 'passive'];

/** One host candidate: an address (dotted IPv4, IPv6 text, or an mDNS uuid name) and a UDP port. */
export interface Candidate {
  readonly kind: 'ipv4' | 'ipv6' | 'mdns';
  /** "192.168.1.20", "fe80::1", or the uuid of "<uuid>.local" (lower case, without ".local"). */
  readonly address: string;
  readonly port: number;
}

/** What the other phone needs to reach this one and check who it is. */
export interface LinkDescription {
  /** ICE user fragment and password: ice-chars (letters, digits, + and /). */
  readonly ufrag: string;
  readonly pwd: string;
  /** SHA-256 of the DTLS certificate: 32 bytes. */
  readonly fingerprint: Uint8Array;
  readonly setup: Setup;
  readonly candidates: readonly Candidate[];
}

/** An SDP that cannot be trimmed: a missing or malformed line, or nothing to connect to. */
export class SdpError extends Error {
  override name = 'SdpError';
}

/** Most candidates kept: a phone has one or two networks; each costs 19 bytes of the code. */
export const MAX_CANDIDATES = 6;
/** Longest ICE user fragment and password kept (RFC 8839 allows 256; browsers use 4-8 and 22-32). */
export const MAX_UFRAG = 32;
export const MAX_PWD = 64;

const ICE_CHARS = /^[A-Za-z0-9+/]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The 16 bytes of an IPv6 address in text form ("fe80::1"); null when it is not one. */
export function ipv6Bytes(text: string): Uint8Array | null {
  if (!/^[0-9a-fA-F:]+$/.test(text) || text.length > 39) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]!), tail = halves.length === 2 ? part(halves[1]!) : [];
  const groups = halves.length === 2 ? [...head, ...new Array<string>(8 - head.length - tail.length).fill('0'), ...tail] : head;
  if (groups.length !== 8 || (halves.length === 2 && head.length + tail.length > 7)) return null;
  const out = new Uint8Array(16);
  for (let i = 0; i < 8; i++) {
    const g = groups[i]!;
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
    const n = parseInt(g, 16);
    out[2 * i] = n >> 8;
    out[2 * i + 1] = n & 0xff;
  }
  return out;
}

/** An IPv6 address's text from its 16 bytes (groups in hex, without shortening: SDP accepts it). */
export const ipv6Text = (b: Uint8Array): string =>
  Array.from({ length: 8 }, (_, i) => ((b[2 * i]! << 8) | b[2 * i + 1]!).toString(16)).join(':');

/** The kind of a candidate's address, or null for one this link does not carry. */
export function addressKind(address: string): Candidate['kind'] | null {
  const v4 = IPV4.exec(address);
  if (v4) return v4.slice(1).every((x) => Number(x) <= 255) ? 'ipv4' : null;
  if (address.endsWith('.local') && UUID.test(address.slice(0, -6).toLowerCase())) return 'mdns';
  return ipv6Bytes(address) ? 'ipv6' : null;
}

function line(sdp: string, name: string): string {
  const m = new RegExp(`^a=${name}:(.*)$`, 'm').exec(sdp);
  if (!m) throw new SdpError(`Expected an "a=${name}:" line in the session description, but received none`);
  return m[1]!.trim();
}

/**
 * The link description of a browser's SDP (an offer or answer gathered in full). Keeps the UDP
 * host candidates (at most {@link MAX_CANDIDATES}, in the order given) and drops the rest.
 * @throws SdpError when a line is missing or malformed, the fingerprint is not SHA-256, or no candidate is left
 */
export function trimSdp(sdp: string): LinkDescription {
  const ufrag = line(sdp, 'ice-ufrag');
  const pwd = line(sdp, 'ice-pwd');
  if (!ICE_CHARS.test(ufrag) || ufrag.length > MAX_UFRAG) throw new SdpError(`Expected an ICE user fragment of 1 to ${MAX_UFRAG} ice-chars, but received "${ufrag}"`);
  if (!ICE_CHARS.test(pwd) || pwd.length > MAX_PWD) throw new SdpError(`Expected an ICE password of 1 to ${MAX_PWD} ice-chars, but received one of ${pwd.length} characters`);
  const fp = /^sha-256 ((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})$/.exec(line(sdp, 'fingerprint'));
  if (!fp) throw new SdpError(`Expected a SHA-256 certificate fingerprint (32 bytes in hex), but received "${line(sdp, 'fingerprint')}"`);
  const fingerprint = Uint8Array.from(fp[1]!.split(':'), (h) => parseInt(h, 16));
  const setup = line(sdp, 'setup') as Setup;
  if (!SETUPS.includes(setup)) throw new SdpError(`Expected setup actpass, active or passive, but received "${setup}"`);
  const candidates: Candidate[] = [];
  for (const m of sdp.matchAll(/^a=candidate:\S+ 1 (\S+) \d+ (\S+) (\d+) typ host\b.*$/gm)) {
    const [, protocol, address, port] = m as unknown as [string, string, string, string];
    const kind = addressKind(address);
    if (protocol.toLowerCase() !== 'udp' || !kind || Number(port) < 1 || Number(port) > 65535) continue;
    if (candidates.length === MAX_CANDIDATES) break;
    candidates.push({ kind, address: kind === 'mdns' ? address.slice(0, -6).toLowerCase() : address, port: Number(port) });
  }
  if (!candidates.length) throw new SdpError('Expected at least one UDP host candidate (this phone on a network), but received none');
  return { ufrag, pwd, fingerprint, setup, candidates };
}

/** The fingerprint's SDP text: "86:10:C5:...". */
export const fingerprintText = (fp: Uint8Array): string => Array.from(fp, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');

/**
 * The full SDP of a description (for `setRemoteDescription`): the data-channel template with its
 * credentials, fingerprint, role and candidates. `session` is the o= line's session id.
 */
export function buildSdp(d: LinkDescription, session = 1): string {
  const address = (c: Candidate) => (c.kind === 'mdns' ? `${c.address}.local` : c.address);
  return [
    'v=0',
    `o=- ${session} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    // Foundation and priority are ours: one foundation per candidate, the first listed first.
    ...d.candidates.map((c, i) => `a=candidate:${i + 1} 1 udp ${2122260223 - i} ${address(c)} ${c.port} typ host generation 0`),
    `a=ice-ufrag:${d.ufrag}`,
    `a=ice-pwd:${d.pwd}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${fingerprintText(d.fingerprint)}`,
    `a=setup:${d.setup}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    '',
  ].join('\r\n');
}
