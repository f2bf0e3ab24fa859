import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { faceFromWords } from '../../src/engine/dice';
import { deriveFaces, rollDerived, streamDice, WordStream } from '../../src/verify/derive';
import { fromHex } from '../../src/share/codec/hex';
import { SIZES, expectFair, rollsFor } from '../engine/fairness';

const secret = fromHex('f0e1d2c3b4a5968778695a4b3c2d1e0f');

/** The scheme's words computed by another implementation (node:crypto), from its definition in derive.ts. */
function nodeWords(key: Uint8Array, code: string, name: string, blocks: number): number[] {
  const words: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(b);
    const mac = createHmac('sha256', key).update(`rollcall-dice-v1\0${code}\0${name}\0`).update(counter).digest();
    for (let i = 0; i < 8; i++) words.push(mac.readUInt32BE(4 * i));
  }
  return words;
}

describe('verified dice: faces follow from the secret and the code', () => {
  it('are the HMAC-SHA256 words mapped by rejection sampling, as an independent implementation computes them', async () => {
    const sides = [10, 100, 8, 20, 6, 6, 4, 100, 12, 2, 3];
    const words = nodeWords(secret, 'K7QFA', 'brannoc ironvale', 4) // folded: lower case;
    let at = 0;
    const expected = sides.map((n) => faceFromWords(() => words[at++]!, n));
    expect(await deriveFaces(secret, 'K7QFA', 'Brannoc Ironvale', sides)).toEqual(expected);
  });

  it('rolling again with the same secret, code and name gives the same faces', async () => {
    const run = (d: { roll(n: number): number }) => [d.roll(100), d.roll(10), d.roll(8)];
    const a = await rollDerived(secret, 'K7QFA', 'Vex', run);
    const b = await rollDerived(secret, 'K7QFA', 'Vex', run);
    expect(b.value).toEqual(a.value);
    expect(a.sides).toEqual([100, 10, 8]);
    expect(a.faces).toEqual(a.value);
  });

  it('another code, another secret or another character gives other faces', async () => {
    const sides = Array.from({ length: 12 }, () => 100);
    const base = await deriveFaces(secret, 'K7QFA', 'Vex', sides);
    expect(await deriveFaces(secret, 'K7QFB', 'Vex', sides)).not.toEqual(base);
    expect(await deriveFaces(fromHex('f0e1d2c3b4a5968778695a4b3c2d1e0e'), 'K7QFA', 'Vex', sides)).not.toEqual(base);
    expect(await deriveFaces(secret, 'K7QFA', 'Vix', sides)).not.toEqual(base);
  });

  it('a roll needing more words than the first stream derives more and gives the same leading faces', async () => {
    const long = await rollDerived(secret, 'AB12V', 'Vex', (d) => Array.from({ length: 300 }, () => d.roll(100)));
    const short = await rollDerived(secret, 'AB12V', 'Vex', (d) => Array.from({ length: 10 }, () => d.roll(100)));
    expect(long.value).toHaveLength(300);
    expect(long.value.slice(0, 10)).toEqual(short.value);
  });

  it.each(SIZES)('d%i faces pass the same chi-square test as the normal RNG (p=0.001)', async (sides) => {
    const stream = await WordStream.open(secret, 'FA1RB', `d${sides}`);
    await stream.extend(Math.ceil(rollsFor(sides) * 1.02) + 64);
    const dice = streamDice(stream);
    expectFair(sides, () => dice.roll(sides));
  });
});

describe('names in the dice', () => {
  it('two characters whose names differ only after 12 characters get different dice', async () => {
    const sides = Array.from({ length: 8 }, () => 100);
    expect(await deriveFaces(secret, 'K7QFA', 'Bandit leader 1', sides)).not.toEqual(await deriveFaces(secret, 'K7QFA', 'Bandit leader 2', sides));
  });
});
