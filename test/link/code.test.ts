import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeLinkCode, encodeLinkCode, isLinkCode, LINK_PREFIX, MAX_OFFER, type LinkCode } from '../../src/link/code';
import { buildSdp, MAX_CANDIDATES, SdpError, trimSdp, type Candidate, type LinkDescription } from '../../src/link/sdp';
import { encodeBase45 } from '../../src/share/codec/base45';
import { crc32 } from '../../src/share/codec/crc32';
import { qrMatrix } from '../../src/share/qr/qr';
import { CHROMIUM_ANSWER, CHROMIUM_OFFER, FIREFOX_LIKE_ANSWER } from './fixtures';

const ok = (text: string): LinkCode => {
  const d = decodeLinkCode(text);
  if (!d.ok) throw new Error(d.message);
  return d.value;
};
const fail = (text: string): string => {
  const d = decodeLinkCode(text);
  if (d.ok) throw new Error(`Expected ${text.slice(0, 30)} to be refused`);
  // A player reads the sentence; what exactly failed is under "Details".
  expect(d.message).not.toMatch(/base45|checksum|bytes/i);
  return d.detail ? `${d.message} (${d.detail})` : d.message;
};

describe('trimming a session description to what a link needs', () => {
  it('keeps the ICE credentials, the SHA-256 fingerprint, the setup and both mDNS candidates of a Chromium offer', () => {
    const d = trimSdp(CHROMIUM_OFFER);
    expect(d.ufrag).toBe('CHKm');
    expect(d.pwd).toBe('DrC3sk0kCb0M62AnLAHoeILK');
    expect(d.setup).toBe('actpass');
    expect(d.fingerprint[0]).toBe(0x86);
    expect(d.fingerprint[31]).toBe(0xd7);
    expect(d.candidates).toEqual([
      { kind: 'mdns', address: '397a1121-4345-4361-886e-2332bb5a9250', port: 41684 },
      { kind: 'mdns', address: '7487351c-aee8-4943-9afb-2b1bea5e3945', port: 47701 },
    ]);
  });

  it('keeps IPv4 and IPv6 UDP host candidates and drops TCP ones (a Firefox-shaped answer)', () => {
    const d = trimSdp(FIREFOX_LIKE_ANSWER);
    expect(d.setup).toBe('active');
    expect(d.candidates).toEqual([
      { kind: 'ipv4', address: '192.168.1.23', port: 50312 },
      { kind: 'ipv6', address: '2001:db8::7', port: 50313 },
    ]);
  });

  it('rebuilds an SDP that trims back to the same description', () => {
    for (const sdp of [CHROMIUM_OFFER, CHROMIUM_ANSWER, FIREFOX_LIKE_ANSWER]) {
      const d = trimSdp(sdp);
      const again = trimSdp(buildSdp(d));
      expect({ ...again, candidates: again.candidates.map((c) => c.port) }).toEqual({ ...d, candidates: d.candidates.map((c) => c.port) });
    }
  });

  it.each([
    { what: 'no fingerprint', sdp: CHROMIUM_OFFER.replace(/^a=fingerprint.*$/m, ''), message: /Expected an "a=fingerprint:" line/ },
    { what: 'a SHA-1 fingerprint', sdp: CHROMIUM_OFFER.replace(/sha-256 \S+/, 'sha-1 00:11'), message: /Expected a SHA-256 certificate fingerprint/ },
    { what: 'no candidate (no network)', sdp: CHROMIUM_OFFER.replace(/^a=candidate.*$/gm, ''), message: /at least one UDP host candidate/ },
    { what: 'a password with a quote', sdp: CHROMIUM_OFFER.replace(/ice-pwd:\S+/, 'ice-pwd:ab"cd'), message: /Expected an ICE password/ },
  ])('refuses an SDP with $what', ({ sdp, message }) => {
    expect(() => trimSdp(sdp)).toThrow(SdpError);
    expect(() => trimSdp(sdp)).toThrow(message);
  });
});

describe('link codes (RCL1)', () => {
  const offer: LinkCode = { kind: 'offer', offer: 7, description: trimSdp(CHROMIUM_OFFER) };
  const answer: LinkCode = { kind: 'answer', offer: 7, description: trimSdp(CHROMIUM_ANSWER) };

  it('a Chromium offer and answer round-trip, in QR version 6 at ECC M (goal: 10 or lower)', () => {
    for (const code of [offer, answer]) {
      const text = encodeLinkCode(code);
      expect(text.startsWith(LINK_PREFIX)).toBe(true);
      expect(isLinkCode(text)).toBe(true);
      expect(ok(text)).toEqual(code);
      expect(text.length).toBeLessThanOrEqual(154);
      expect(qrMatrix(text).version).toBe(6);
    }
  });

  it('four mDNS candidates (a phone on Wi-Fi and mobile data) still fit version 10', () => {
    const d = trimSdp(CHROMIUM_OFFER);
    const four = { ...d, candidates: [...d.candidates, ...d.candidates.map((c) => ({ ...c, port: c.port + 1 }))] };
    expect(qrMatrix(encodeLinkCode({ kind: 'offer', offer: MAX_OFFER, description: four })).version).toBeLessThanOrEqual(10);
  });

  const candidate: fc.Arbitrary<Candidate> = fc.oneof(
    fc.tuple(fc.uint8Array({ minLength: 4, maxLength: 4 }), fc.integer({ min: 1, max: 65535 })).map(([b, port]) => ({ kind: 'ipv4' as const, address: Array.from(b).join('.'), port })),
    fc.tuple(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.integer({ min: 1, max: 65535 })).map(([b, port]) => ({ kind: 'ipv6' as const, address: Array.from({ length: 8 }, (_, i) => ((b[2 * i]! << 8) | b[2 * i + 1]!).toString(16)).join(':'), port })),
    fc.tuple(fc.uuid(), fc.integer({ min: 1, max: 65535 })).map(([u, port]) => ({ kind: 'mdns' as const, address: u, port })),
  );
  const ice = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'), minLength: min, maxLength: max });
  const description: fc.Arbitrary<LinkDescription> = fc.record({
    ufrag: ice(1, 32), pwd: ice(1, 64),
    fingerprint: fc.uint8Array({ minLength: 32, maxLength: 32 }),
    setup: fc.constantFrom('actpass' as const, 'active' as const, 'passive' as const),
    candidates: fc.array(candidate, { minLength: 1, maxLength: MAX_CANDIDATES }),
  });
  const linkCode: fc.Arbitrary<LinkCode> = fc.record({ kind: fc.constantFrom('offer' as const, 'answer' as const), offer: fc.integer({ min: 0, max: MAX_OFFER }), description });

  it('every code round-trips (property), and its SDP trims back to it', () => {
    fc.assert(fc.property(linkCode, (code) => {
      const back = ok(encodeLinkCode(code));
      expect(back).toEqual(code);
      expect(trimSdp(buildSdp(back.description))).toEqual(code.description);
    }), { seed: 22, numRuns: 300 });
  });

  it('every cut-short code is refused with a sentence, never thrown (property)', () => {
    fc.assert(fc.property(linkCode, fc.nat(), (code, cut) => {
      const text = encodeLinkCode(code);
      const short = text.slice(0, LINK_PREFIX.length + (cut % (text.length - LINK_PREFIX.length)));
      expect(fail(short)).toMatch(/^This link code /);
    }), { seed: 23, numRuns: 300 });
  });

  it('any bytes under a correct checksum are refused with a sentence or read as a code that writes back the same (property)', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 0, maxLength: 250 }), (body) => {
      const prefix = new TextEncoder().encode(LINK_PREFIX);
      const all = new Uint8Array(prefix.length + body.length);
      all.set(prefix);
      all.set(body, prefix.length);
      const sealed = new Uint8Array(4 + body.length);
      new DataView(sealed.buffer).setUint32(0, crc32(all));
      sealed.set(body, 4);
      const d = decodeLinkCode(LINK_PREFIX + encodeBase45(sealed));
      if (d.ok) expect(ok(encodeLinkCode(d.value))).toEqual(d.value);
      else expect(d.message).toMatch(/^This link code /);
    }), { seed: 24, numRuns: 500 });
  });

  it.each([
    { what: 'another kind of code', text: 'RC5:ABC', message: /This is not a link code\. \(expected text starting with "RCL1:", but received "RC5:ABC"\)/ },
    { what: 'a newer format', text: 'RCL2:ABCDEF', message: /from a newer version of Rollcall.*\(format 2; expected format 1\)/ },
    { what: 'a character outside Base45', text: 'RCL1:abc', message: /damaged: scan it again\. \(expected a Base45 character/ },
    { what: 'a few bytes', text: `RCL1:${encodeBase45(new Uint8Array(5))}`, message: /cut short or damaged: scan it again\. \(expected at least 8 bytes, but received 5\)/ },
    { what: 'a text of 10,000 characters', text: `RCL1:${'0'.repeat(9995)}`, message: /too long: scan it again\. \(expected at most 700 characters, but received 10000\)/ },
  ])('refuses $what with what was expected', ({ text, message }) => {
    expect(fail(text)).toMatch(message);
  });

  it('refuses a code with one character changed (checksum)', () => {
    const text = encodeLinkCode(offer);
    const i = 20;
    const changed = text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
    expect(fail(changed)).toMatch(/checksum does not match/);
  });

  it('refuses to write what the format cannot hold', () => {
    expect(() => encodeLinkCode({ ...offer, offer: 40000 })).toThrow(/offer number from 0 to 32767, but received 40000/);
    expect(() => encodeLinkCode({ ...offer, description: { ...offer.description, candidates: [] } })).toThrow(/1 to 6 candidates, but received 0/);
  });
});
