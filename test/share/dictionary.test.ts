import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { defaults, withDefaults, type Values } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { BitWriter } from '../../src/share/codec/bits';
import { DICTIONARY, DICTIONARY_ESCAPE, DICTIONARY_V4, pack } from '../../src/share/round/pack';
import { decodePayload, encodeResult } from '../../src/share/payload';
import { qrCode } from '../../src/share/qr/qr';
import { unpack } from '../../src/share/round/unpack';
import type { CompactRound } from '../../src/share/round/compact';
import { compactRound, payloadOfCompact } from './craft';

/** The words formats 1 to 4 were written with, in their order: codes already shown use these indexes. */
const FORMAT_4_WORDS = [
  'hit', 'Hit', 'miss', 'Miss', 'critical', 'Critical hit', 'Critical', 'grievous', 'Grievous',
  'special', 'Special', 'success', 'Success', 'failure', 'Failure', 'fumble', 'Fumble',
  'pass', 'Pass', 'fail', 'Fail', 'unknown', 'Unknown', 'pre-movement', 'movement', 'post-movement', 'lost',
  'DEF', 'AC', 'Wound modifier', 'Attacks this round', 'Initiative',
  'spelljammer', 'bcb-d20', 'crit-table-d20', 'percentile-dex-rank', 'zones-factions',
];

/**
 * Where the last 1 bit of a packed round is: two rounds that differ only in one string's code
 * end with the same bits, so the difference is what that code costs more.
 */
const bitsOf = (c: CompactRound) => {
  const bytes = pack(c);
  let i = bytes.length - 1;
  while (i > 0 && bytes[i] === 0) i--;
  return i * 8 + 8 - Math.log2(bytes[i]! & -bytes[i]!);
};

const withDefence = (label: string): CompactRound => {
  const c = compactRound();
  c[4] = [[label, 30]];
  return c as CompactRound;
};

describe('the dictionary of common strings (format 5)', () => {
  it('keeps the words of formats 1 to 4 at their indexes, and only appends', () => {
    expect(DICTIONARY_V4).toBe(FORMAT_4_WORDS.length);
    expect(DICTIONARY.slice(0, DICTIONARY_V4)).toEqual(FORMAT_4_WORDS);
  });

  it('has no word twice and at most 127 words (63 in 6 bits, then 64 after the escape)', () => {
    expect(new Set(DICTIONARY).size).toBe(DICTIONARY.length);
    expect(DICTIONARY.length).toBeLessThanOrEqual(DICTIONARY_ESCAPE + 64);
  });

  it.each(DICTIONARY.slice(DICTIONARY_V4, DICTIONARY_ESCAPE))('"%s" comes back from a code, at the cost of a format 4 word', async (word) => {
    const r = await decodePayload(payloadOfCompact(withDefence(word)));
    expect(r.ok ? r.value.defence : r.message).toEqual([{ label: word, value: 30 }]);
    expect(bitsOf(withDefence(word))).toBe(bitsOf(withDefence('DEF')));
  });

  it.each(DICTIONARY.slice(DICTIONARY_ESCAPE))('"%s" (after the escape) comes back from a code, in 6 bits more', async (word) => {
    const r = await decodePayload(payloadOfCompact(withDefence(word)));
    expect(r.ok ? r.value.defence : r.message).toEqual([{ label: word, value: 30 }]);
    expect(bitsOf(withDefence(word))).toBe(bitsOf(withDefence('DEF')) + 6);
  });

  it('a format 4 code that points past its 37 words is refused, not read as a newer word', () => {
    const out = new BitWriter();
    out.bits(0b110, 3); // the ruleset id, from the dictionary
    out.bits(DICTIONARY_V4 + 3, 6);
    expect(() => unpack(out.finish(), 4)).toThrow(`expected a dictionary word below ${DICTIONARY_V4}, but received ${DICTIONARY_V4 + 3}`);
  });

  it('the Spelljammer demo\'s five-attack round fits a QR code of version 8 at M', async () => {
    const rs = getRuleset('spelljammer');
    const demo = rs.demos[0]!;
    const sheetIn: Values = { ...demo.sheet, attacksPerRound: 5 };
    const sheet = withDefaults(rs.sheetSchema.fields, sheetIn);
    if (!sheet.ok) throw new Error('demo sheet invalid');
    const decl = withDefaults(rs.declarationSchema(sheet.value).fields, demo.declaration ?? {});
    if (!decl.ok) throw new Error('demo declaration invalid');
    const input = { sheet: sheet.value, declaration: decl.value, options: defaults(rs.optionsSchema.fields) };
    const round = rs.roll(rs.plan(input), seededDice(1), 0, input);
    expect(round.entries.filter((e) => e.kind === 'attack')).toHaveLength(5);
    const payload = await encodeResult(round);
    expect(qrCode(payload).version).toBeLessThanOrEqual(8);
    const back = await decodePayload(payload);
    expect(back.ok && back.value.defence.map((d) => d.label)).toEqual(round.defence.map((d) => d.label));
  });
});
