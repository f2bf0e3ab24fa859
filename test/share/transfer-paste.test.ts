/**
 * Pasted transfer codes: one per line (as "Copy the codes" writes them) or run together by a
 * chat app. A code's Base45 data may itself hold "RCT1:" or spaces; such a code must still be
 * read whole, not cut where the text looks like the start of another code.
 */
import { describe, expect, it } from 'vitest';
import { createTransferAssembler, encodeTransfer, splitTransferText } from '../../src/share/transfer/transfer';
import { transferOfBytes } from './craft';

// "aaa" then U+7706 (UTF-8 E7 9C 86) then "M": in the second code's data these four bytes are
// written "RCT1:G" in Base45, so its text holds what looks like a code start.
const record = { n: 'aaa\u7706M' };
const codes = transferOfBytes(new TextEncoder().encode(JSON.stringify(record)), { chunk: 10 });

function assemble(texts: readonly string[]) {
  const a = createTransferAssembler();
  return texts.map((t) => a.add(t)).at(-1);
}

describe('reading pasted transfer codes', () => {
  it('the crafted code really holds "RCT1:" in its data', () => {
    expect(codes).toHaveLength(2);
    expect(codes[1]!.slice('RCT1:2/2:0000000:'.length)).toContain('RCT1:');
    expect(assemble(codes)).toMatchObject({ ok: true, done: true, record });
  });

  it.each([
    ['one per line', codes.join('\n')],
    ['Windows lines and blank lines', `\r\n${codes.join('\r\n\r\n')}\r\n`],
    ['run together', codes.join('')],
    ['run together with spaces', codes.join('  ')],
  ])('%s: each code is taken whole and the character is rebuilt', (_what, text) => {
    expect(splitTransferText(text)).toEqual(codes);
    expect(assemble(splitTransferText(text))).toMatchObject({ ok: true, done: true, record });
  });

  it('real codes of a character run together still split into the same codes', () => {
    const real = encodeTransfer({ v: 2, id: 'c1', rulesetId: 'x', data: { notes: Array.from({ length: 120 }, (_, i) => ((i * 7919) % 9973).toString(36)).join(' ') }, updatedAt: 1 });
    expect(real.length).toBeGreaterThan(1);
    expect(splitTransferText(real.join(''))).toEqual(real);
    // Words of the chat message before the codes are not a code to refuse.
    expect(splitTransferText(`Here you go: ${real.join(' ')}\nbye`)).toEqual([...real, 'bye']);
  });

  it('text that holds no code comes back as one piece for the reader to refuse', () => {
    expect(splitTransferText('hello world')).toEqual(['hello world']);
    expect(splitTransferText('RCT2:1/1:ABCDEFG:XYZ RCT2:1/1:ABCDEFG:XYZ')).toEqual(['RCT2:1/1:ABCDEFG:XYZ', 'RCT2:1/1:ABCDEFG:XYZ']);
  });
});
