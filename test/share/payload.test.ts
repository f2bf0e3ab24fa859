import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { RoundResult } from '../../src/engine/ruleset';
import { decodePayload, encodeResult, encodeResultDetailed, PAYLOAD_VERSION, QR_V10_M_CHARS } from '../../src/share/payload';
import { GM_NOTE_WORDS } from '../../src/share/round/compact';
import { qrCode } from '../../src/share/qr/qr';
import { shareLink, shareText } from '../../src/share/text';
import { decodeBase45, encodeBase45 } from '../../src/share/codec/base45';
import { compactRound, deflatedPayload, payloadOfBody, payloadOfCompact } from './craft';
import { firstAttacks, fiveAttacks, fiveAttacksLongNotes, withoutDrops } from './fixture';

async function decoded(text: string, opts?: { knownRulesets?: readonly string[] }): Promise<RoundResult> {
  const r = await decodePayload(text, opts);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

async function rejected(text: string, opts?: { knownRulesets?: readonly string[] }): Promise<string> {
  const r = await decodePayload(text, opts);
  if (r.ok) throw new Error('expected the payload to be rejected');
  // A player reads the sentence; what exactly failed is under "Details".
  expect(r.message).not.toMatch(/base45|checksum|payload|bytes|deflate|json/i);
  return `${r.message} (${r.detail ?? ''})`;
}

describe('payload round trip', () => {
  it('is version 6 and made only of QR alphanumeric characters, starting "RC6:"', async () => {
    const p = await encodeResult(fiveAttacks);
    expect(PAYLOAD_VERSION).toBe(6);
    expect(p).toMatch(/^RC6:[0-9A-Z $%*+\-./:]+$/);
  });

  it('a five-attack round comes back whole, minus the documented drops, when size is not limited', async () => {
    const { payload, shortened } = await encodeResultDetailed(fiveAttacks, { maxChars: 10_000 });
    expect(shortened).toBe(false);
    expect(await decoded(payload)).toEqual(withoutDrops(fiveAttacks));
  });

  it.each([1, 3])('a %i-attack round fits a version 10 QR code without shortening', async (n) => {
    const { payload, shortened } = await encodeResultDetailed(firstAttacks(n));
    expect(shortened).toBe(false);
    expect(qrCode(payload).version).toBeLessThanOrEqual(10);
    expect(await decoded(payload)).toEqual(withoutDrops(firstAttacks(n)));
  });

  it('a five-attack round fits a version 10 QR code without shortening', async () => {
    const { payload, shortened } = await encodeResultDetailed(fiveAttacks);
    expect(shortened).toBe(false);
    expect(qrCode(payload).version).toBeLessThanOrEqual(10);
    expect(await decoded(payload)).toEqual(withoutDrops(fiveAttacks));
  });

  it('a five-attack round with long GM notes fits version 10 by cutting only note texts, GM notes to no fewer than their first 48 characters', async () => {
    const { payload, fits, limits, shortened } = await encodeResultDetailed(fiveAttacksLongNotes);
    expect(fits).toBe(true);
    expect(shortened).toBe(true);
    expect(payload.length).toBeLessThanOrEqual(QR_V10_M_CHARS);
    expect(qrCode(payload).version).toBeLessThanOrEqual(10);
    const back = await decoded(payload);
    const expected = withoutDrops(fiveAttacksLongNotes);
    // Only note texts are cut, at the end, marked with "…".
    const texts = (r: RoundResult) => [...r.entries.flatMap((e) => e.notes ?? []), ...r.lost, ...r.notes];
    const strip = (r: RoundResult) => JSON.parse(JSON.stringify(r, (k, v) => (k === 'text' ? '' : v)));
    expect(strip(back)).toEqual(strip(expected));
    texts(back).forEach((n, i) => {
      const full = texts(expected)[i].text;
      expect(n.text.length).toBeLessThanOrEqual(n.gm ? Math.max(limits.text, GM_NOTE_WORDS) : limits.text);
      if (n.gm) expect(n.text.length).toBeGreaterThanOrEqual(Math.min(full.length, GM_NOTE_WORDS));
      expect(n.text === full || (n.text.endsWith('…') && full.startsWith(n.text.slice(0, -1))) || (!n.gm && n.text === '')).toBe(true);
    });
    expect(back.entries[2].notes).toEqual([{ label: 'Grievous wound', text: expect.stringMatching(/^Grievous: the target may suffer .*…$/), gm: true }]);
    expect(back.notes.map((n) => n.label)).toEqual(['Target DEF', 'Invisible foe']);
  });

  it('a long round is shortened deterministically, labels cut in the middle so the attack number stays', async () => {
    const long: RoundResult = {
      ...fiveAttacks,
      entries: Array.from({ length: 6 }, (_, i) => ({
        ...fiveAttacks.entries[i % 3],
        id: `a${i + 1}`,
        label: `${i % 2 ? 'Longbow of the western marches' : 'Two-handed bastard sword of the north'}, attack ${i + 1}`,
        summary: i % 2 ? 'need 55 · crit ≤8 · griev ≤3' : 'need 72 · crit ≤11 · griev ≤4',
      })),
    };
    const first = await encodeResultDetailed(long);
    expect((await encodeResultDetailed(long)).payload).toBe(first.payload);
    // Six attacks, each third with a GM note kept to its first 48 characters: one version past 10.
    expect(first).toMatchObject({ shortened: true, fits: false });
    expect(qrCode(first.payload).version).toBe(11);
    const back = await decoded(first.payload);
    expect(back.entries.map((e) => e.label.endsWith(e.id.slice(1)))).toEqual(Array(6).fill(true));
    // At the shortest step the summaries keep their start, the need.
    back.entries.forEach((e, i) => expect(long.entries[i]!.summary!.startsWith(e.summary!.replace(/…$/, ''))).toBe(true));
    expect(back.entries.every((e) => /^need \d+/.test(e.summary ?? ''))).toBe(true);
    expect(back.entries.map((e) => e.check?.face)).toEqual(long.entries.map((e) => e.check?.face));
  });

  it('a round too big for version 10 even when shortened still gives a readable payload', async () => {
    const huge: RoundResult = {
      ...fiveAttacks,
      entries: Array.from({ length: 40 }, (_, i) => ({ ...fiveAttacks.entries[0], id: `a${i + 1}`, summary: `need ${i} · crit ≤${i}` })),
    };
    const { payload, fits } = await encodeResultDetailed(huge);
    expect(fits).toBe(false);
    expect((await decoded(payload)).entries).toHaveLength(40);
  });

  it('a round whose notes repeat themselves goes deflated and reads back whole', async () => {
    const echo = 'Qx7 zv9 Jk2 wq8 '.repeat(18);
    const r: RoundResult = { ...firstAttacks(1), notes: [{ label: 'Echo', text: echo.trim(), gm: true }] };
    const { payload } = await encodeResultDetailed(r, { maxChars: 10_000 });
    expect(decodeBase45(payload.slice(4))[4]).toBe(1); // body method 1: raw DEFLATE
    expect(await decoded(payload)).toEqual(withoutDrops(r));
  });

  it('reads a deflated round where the browser has no DecompressionStream (an older Safari)', async () => {
    const echo = 'Qx7 zv9 Jk2 wq8 '.repeat(18);
    const r: RoundResult = { ...firstAttacks(1), notes: [{ label: 'Echo', text: echo.trim(), gm: true }] };
    const { payload } = await encodeResultDetailed(r, { maxChars: 10_000 });
    expect(decodeBase45(payload.slice(4))[4]).toBe(1); // body method 1: raw DEFLATE
    vi.stubGlobal('DecompressionStream', undefined);
    try {
      expect(await decoded(payload)).toEqual(withoutDrops(r));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('still encodes, packed, where the browser has no CompressionStream', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    try {
      const payload = await encodeResult(fiveAttacks);
      expect(decodeBase45(payload.slice(4))[4]).toBe(0); // body method 0: packed
      expect(await decoded(payload)).toEqual(withoutDrops(fiveAttacks));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('cleans control characters out of names instead of failing', async () => {
    const back = await decoded(await encodeResult({ ...fiveAttacks, character: 'Bran\u0000noc\u202e' }));
    expect(back.character).toBe('Brannoc');
  });

  it('refuses to encode a broken result (NaN) with a message', async () => {
    const broken = { ...fiveAttacks, defence: [{ label: 'DEF', value: Number.NaN }] };
    await expect(encodeResult(broken)).rejects.toThrow(/Cannot share this round: stat value/);
  });
});

describe('finding the payload in what the GM pastes', () => {
  it('reads the link made by shareLink', async () => {
    const payload = await encodeResult(firstAttacks(3));
    const link = shareLink(payload, 'https://rollcall.example/app/');
    expect(link).toMatch(/^https:\/\/rollcall\.example\/app\/#gm\?r=RC6%3A/);
    // Links mangle space, $, + and : in a fragment; the payload travels percent-encoded.
    expect(link.split('#')[1]).not.toMatch(/[ $+:]/);
    expect(await decoded(link)).toEqual(withoutDrops(firstAttacks(3)));
  });

  it('reads the whole shared text, and the text names who, initiative and need', async () => {
    const payload = await encodeResult(fiveAttacks);
    const text = shareText(fiveAttacks, payload, 'https://rollcall.example/#player');
    expect(text).toContain('Brannoc Ironvale');
    expect(text).toContain('initiative 9');
    expect(text).toContain('need 72');
    expect(text).toContain('Critical hit');
    expect(text).toContain('damage 22');
    expect(text).toContain('https://rollcall.example/#gm?r=RC6%3A');
    expect((await decoded(`Look:\n${text}\nthanks`)).character).toBe('Brannoc Ironvale');
  });

  it('reads the Rollcall link even after another r= parameter', async () => {
    const payload = await encodeResult(firstAttacks(1));
    expect((await decoded(`https://chat.example/?r=foo ${shareLink(payload, 'https://rc.example/')}`)).entries).toHaveLength(1);
  });

  it('ignores what chat apps add around a code or link (a full stop, brackets)', async () => {
    const payload = await encodeResult(firstAttacks(3));
    const link = shareLink(payload, 'https://rc.example/');
    for (const text of [`See <${link}>.`, `(${link})`, `My round: ${payload}.`, `"${payload}"`]) {
      expect((await decoded(text)).entries, text.slice(0, 30)).toHaveLength(3);
    }
  });

  it('reads a bare payload with surrounding spaces and newlines', async () => {
    const payload = await encodeResult(firstAttacks(1));
    expect((await decoded(`\n  ${payload}  \n`)).entries).toHaveLength(1);
    expect((await decoded(`code: ${payload}\nbye`)).entries).toHaveLength(1);
  });
});

describe('rejecting broken and hostile input', () => {
  it('a truncated payload is reported as truncated or damaged', async () => {
    const payload = await encodeResult(fiveAttacks);
    for (const cut of [1, 2, 3, 10, 50, payload.length - 6]) {
      expect(await rejected(payload.slice(0, -cut))).toMatch(/^This Rollcall code is cut short or damaged/);
    }
  });

  it('a checksum mismatch names the checksum', async () => {
    const payload = await encodeResult(fiveAttacks);
    const bytes = decodeBase45(payload.slice(4));
    bytes[20] ^= 0x10;
    expect(await rejected(`RC6:${encodeBase45(bytes)}`)).toMatch(/checksum does not match \(expected [0-9A-F]{8}, computed [0-9A-F]{8}\)/);
    expect(await rejected(`RC6:${encodeBase45(bytes.subarray(0, 40))}`)).toMatch(/checksum does not match/);
  });

  it('any one changed character is rejected', async () => {
    const payload = await encodeResult(fiveAttacks);
    for (let i = 4; i < payload.length; i++) {
      const c = payload[i] === 'A' ? 'B' : 'A';
      const r = await decodePayload(payload.slice(0, i) + c + payload.slice(i + 1));
      expect(r.ok, `position ${i}`).toBe(false);
    }
  });

  it('a payload from a newer format says so', async () => {
    const payload = await encodeResult(firstAttacks(1));
    expect(await rejected(payload.replace(/^RC6:/, 'RC7:'))).toMatch(/newer version of Rollcall.*\(format 7; this app reads up to 6\)/);
    expect(await rejected(shareLink(payload.replace(/^RC6:/, 'RC8:'), 'https://x.example/'))).toMatch(/newer version/);
  });

  it('a code whose version was changed fails its checksum instead of being misread', async () => {
    const payload = await encodeResult(firstAttacks(3));
    for (const old of ['RC1:', 'RC2:', 'RC3:', 'RC4:', 'RC5:']) expect(await rejected(payload.replace(/^RC6:/, old))).toMatch(/checksum does not match/);
    const rc1 = payloadOfBody(0, new Uint8Array(decodeBase45(payload.slice(4)).subarray(5)), 1);
    expect(await rejected(rc1.replace(/^RC1:/, 'RC2:'))).toMatch(/checksum does not match/);
  });

  it.each([
    ['empty text', '', /text is empty/],
    ['blank text', '   \n ', /text is empty/],
    ['a web address', 'https://example.com/some/page', /not a Rollcall code/],
    ['another QR code', 'WIFI:S:home;T:WPA;P:secret;;', /not a Rollcall code/],
    ['the prefix alone', 'RC1:', /cut short/],
    ['lowercase Base45', 'RC1:abc', /cut short/],
    ['format 0', 'RC0:BB8', /format 0 does not exist/],
    ['a character transfer code', 'RCT1:1/3:0A1B2C3:ABCDEF', /code for moving a character to another phone, not a rolled round/],
  ])('%s is rejected with a message', async (_what, text, message) => {
    expect(await rejected(text)).toMatch(message);
  });

  it('a 10 MB string is rejected as too large without being parsed', async () => {
    expect(await rejected('RC1:' + 'A'.repeat(10_000_000))).toMatch(/too long/);
    expect(await rejected('RC1:' + 'A'.repeat(30_000))).toMatch(/too long.*expected at most 20000 characters/);
  });

  it('a decompression bomb stops at 64 KB', async () => {
    expect(await rejected(await deflatedPayload(new Uint8Array(2_000_000)))).toMatch(/too long.*expected at most 65536 bytes/);
  });

  it('deflated garbage and unknown body methods are reported as damaged', async () => {
    expect(await rejected(payloadOfBody(1, new Uint8Array([0xff, 0xff, 0xff, 0xff])))).toMatch(/damaged/);
    expect(await rejected(payloadOfBody(9, new Uint8Array([1, 2, 3])))).toMatch(/body method 0 or 1, but received 9/);
    expect(await rejected(payloadOfBody(0, new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff])))).toMatch(/damaged/);
  });

  it('JSON with prototype-pollution keys, however wrapped, pollutes nothing', async () => {
    const json = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
    const bytes = new TextEncoder().encode(json);
    for (const p of [await deflatedPayload(bytes), payloadOfBody(0, bytes)]) {
      expect(await rejected(p)).toMatch(/damaged|round result/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('"__proto__" and "constructor" as names are plain text and add no keys', async () => {
    const c = compactRound();
    c[1] = '__proto__';
    (c[3] as unknown[][])[0][0] = 'constructor';
    (c[4] as unknown[][])[0][0] = '__proto__';
    const r = await decoded(payloadOfCompact(c));
    expect(r.character).toBe('__proto__');
    expect(Object.keys(r.entries[0]).sort()).toEqual(['check', 'damage', 'id', 'kind', 'label', 'summary', 'tags', 'timing']);
    expect(r.defence[0]).toEqual({ label: '__proto__', value: 30 });
    expect(Object.getPrototypeOf(r.defence[0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('HTML in a name stays inert text', async () => {
    const name = '<img src=x onerror="alert(1)">';
    const r = await decoded(await encodeResult({ ...fiveAttacks, character: name }));
    expect(r.character).toBe(name);
  });

  it.each([
    ['a huge face', (c: any) => { c[3][0][4][0] = 1e12; }, /check face: expected at most 1000000/],
    ['NaN as a stat value', (c: any) => { c[4][0][1] = Number.NaN; }, /stat value: expected a number/],
    ['Infinity as a stat value', (c: any) => { c[4][0][1] = Number.POSITIVE_INFINITY; }, /stat value: expected a finite number/],
    ['a control character', (c: any) => { c[1] = 'Vex\u0007'; }, /character name: expected plain text/],
    ['a bidi override', (c: any) => { c[3][0][2] = 'Bow\u202e1 kcatta'; }, /entry label: expected plain text/],
    ['a 300-character label', (c: any) => { c[3][0][2] = 'x'.repeat(300); }, /entry label: expected at most 80 characters/],
    ['a 5000-character text', (c: any) => { c[1] = 'x'.repeat(5000); }, /text of at most 300 characters/],
    ['a tone of 5', (c: any) => { c[3][0][4][5] = 4; }, /tone: expected/],
    ['an uppercase ruleset id', (c: any) => { c[0] = 'Spell Jammer'; }, /ruleset id: expected a kebab-case id/],
  ])('%s is rejected with a message', async (_what, spoil, message) => {
    const c = compactRound();
    spoil(c);
    expect(await rejected(payloadOfCompact(c))).toMatch(message);
  });

  it('an unknown ruleset is named when the known ones are given', async () => {
    const payload = await encodeResult(firstAttacks(1));
    expect(await rejected(payload, { knownRulesets: ['bcb-d20'] })).toMatch(/rule system this app does not know \("spelljammer"\)/);
    expect((await decoded(payload, { knownRulesets: ['spelljammer'] })).rulesetId).toBe('spelljammer');
  });

  it('never throws, whatever the text (fuzz)', async () => {
    const payload = await encodeResult(firstAttacks(3));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'), maxLength: 400 }).map((s) => `RC1:${s}`),
          fc.tuple(fc.nat(payload.length - 1), fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'))
            .map(([i, c]) => payload.slice(0, i) + c + payload.slice(i + 1)),
        ),
        async (text) => {
          const r = await decodePayload(text);
          expect(r.ok ? r.value.rulesetId : r.message).toMatch(/\S/);
        },
      ),
      { seed: 3, numRuns: 2000 },
    );
  }, 30_000); // test/fuzz has the 100,000-input version; this is the quick one

  it('never throws on random bodies behind a valid checksum (fuzz)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(0, 1), fc.uint8Array({ maxLength: 300 }), async (method, data) => {
        const r = await decodePayload(payloadOfBody(method, data));
        expect(r.ok ? r.value.rulesetId : r.message).toMatch(/\S/);
      }),
      { seed: 11, numRuns: 3000 },
    );
  }, 30_000);
});
