import { describe, expect, it } from 'vitest';
import { saveSoon, type Later } from '../../src/ui/gm/save-soon';

/** A `later` that runs what it was given only when the test says so. */
function held(): { later: Later; run: () => void } {
  const queue: (() => void)[] = [];
  return { later: (f) => { queue.push(f); }, run: () => { queue.splice(0).forEach((f) => f()); } };
}

describe('saveSoon', () => {
  it('writes nothing until later, then the latest value once for every change meanwhile', async () => {
    const written: number[] = [];
    const h = held();
    const s = saveSoon(async (v: number) => { written.push(v); }, h.later);
    const a = s.save(1);
    const b = s.save(2);
    const c = s.save(3);
    await Promise.resolve();
    expect(written).toEqual([]);
    h.run();
    await Promise.all([a, b, c]);
    expect(written).toEqual([3]);
  });

  it('writes a change made after a write started in a write of its own, in order', async () => {
    const written: number[] = [];
    const h = held();
    const s = saveSoon(async (v: number) => { written.push(v); }, h.later);
    const first = s.save(1);
    h.run();
    await first;
    const second = s.save(2);
    h.run();
    await second;
    expect(written).toEqual([1, 2]);
  });

  it('flush writes at once (the page is hidden), and the later call then does nothing more', async () => {
    const written: number[] = [];
    const h = held();
    const s = saveSoon(async (v: number) => { written.push(v); }, h.later);
    const p = s.save(7);
    s.flush();
    await p;
    expect(written).toEqual([7]);
    h.run();
    await Promise.resolve();
    expect(written).toEqual([7]);
  });

  it('a failed write rejects every change it held', async () => {
    const h = held();
    const s = saveSoon(async () => { throw new Error('no room'); }, h.later);
    const a = s.save(1);
    const b = s.save(2);
    h.run();
    await expect(a).rejects.toThrow('no room');
    await expect(b).rejects.toThrow('no room');
  });
});
