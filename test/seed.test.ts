import { describe, expect, it, vi } from 'vitest';
import { runSeed, seededRandom, withSeed } from './seed';

describe('seeded test draws', () => {
  it('the same seed draws the same values, another seed others', () => {
    const draw = (seed: number) => { const r = seededRandom(seed); return [r.int(1000), r.int(6), r.id('h'), r.id('h')]; };
    expect(draw(99)).toEqual(draw(99));
    expect(draw(100)).not.toEqual(draw(99));
  });

  it('int(n) stays in 0..n-1 and refuses a size that is not a whole number', () => {
    const r = seededRandom(5);
    const seen = new Set(Array.from({ length: 600 }, () => r.int(6)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(() => r.int(0)).toThrow('Expected a whole number from 1 to 2^32, but received 0');
  });

  it('FUZZ_SEED sets the seed; anything but a whole number is refused by name', () => {
    expect(runSeed({ FUZZ_SEED: '4242' })).toBe(4242);
    expect(() => runSeed({ FUZZ_SEED: 'abc' })).toThrow('Expected FUZZ_SEED to be a whole number from 0 to 4294967295, but received "abc"');
    expect(Number.isInteger(runSeed({}))).toBe(true);
  });

  it('a failure names its seed, and that seed replays the same draws', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    let drawn: number[] = [];
    const failing = withSeed((r) => { drawn = [r.int(100), r.int(100)]; throw new Error('boom'); }, {});
    await expect(failing).rejects.toThrow(/boom\nRandom draws used seed \d+: replay them with FUZZ_SEED=\d+/);
    const seed = /FUZZ_SEED=(\d+)/.exec(String(quiet.mock.calls[0]?.[0]))![1]!;
    quiet.mockRestore();
    const replayed = await withSeed((r) => [r.int(100), r.int(100)], { FUZZ_SEED: seed });
    expect(replayed).toEqual(drawn);
  });
});
