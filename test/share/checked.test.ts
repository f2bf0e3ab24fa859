import { describe, expect, it } from 'vitest';
import { encodeBase45 } from '../../src/share/codec/base45';
import { readChecked, writeChecked, type CheckedCode } from '../../src/share/codec/checked';

/** A made-up kind whose words name the problem, so each refusal shows which check refused. */
const KIND: CheckedCode = {
  prefix: 'RCZ1:', maxChars: 40, minBytes: 6,
  words: (p, t) => ({ message: `refused: ${p.kind}`, detail: `${JSON.stringify(p)} ${t.slice(0, 5)}` }),
};

describe('prefixed, checksummed text codes', () => {
  it('read back the body they were written with, in any case and with spaces around', () => {
    const body = Uint8Array.from([1, 2, 3, 250]);
    const text = writeChecked(KIND.prefix, body);
    expect(text.startsWith('RCZ1:')).toBe(true);
    expect(readChecked(`  ${text}\n`, KIND)).toEqual({ ok: true, value: body });
    expect(readChecked(`rcz1:${text.slice(5)}`, KIND)).toEqual({ ok: true, value: body });
  });

  it('refuse in the kind\'s words: too long, another kind, damaged text, too few bytes, another prefix\'s checksum', () => {
    expect(readChecked(`RCZ1:${'0'.repeat(60)}`, KIND)).toEqual({ ok: false, message: 'refused: long', detail: '{"kind":"long","chars":65} RCZ1:' });
    expect(readChecked(' RC5:ABCDEF', KIND)).toEqual({ ok: false, message: 'refused: foreign', detail: '{"kind":"foreign"} RC5:A' });
    expect(readChecked('RCZ1:a', KIND)).toMatchObject({ ok: false, message: 'refused: base45' });
    expect(readChecked(`RCZ1:${encodeBase45(new Uint8Array(5))}`, KIND)).toMatchObject({ ok: false, message: 'refused: short', detail: expect.stringContaining('"bytes":5') });
    const other = writeChecked('RCY1:', Uint8Array.from([1, 2, 3, 4]));
    expect(readChecked(other.replace('RCY1:', 'RCZ1:'), KIND)).toMatchObject({ ok: false, message: 'refused: checksum' });
  });
});
