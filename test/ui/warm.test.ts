/**
 * The list's warm-up of a character's round code (the character screen, then each listed
 * system's rules): one step per idle period, in order, each after the previous one is done.
 * (That it waits for the service worker, on a first visit, is checked in the browser:
 * test/e2e/round-warm.e2e.mjs.)
 */
import { describe, expect, it } from 'vitest';
import { warmAhead, type Idle, type WarmStep } from '../../src/ui/player/warm';

/** Idle periods run by hand. */
function idlePeriods() {
  const queue: (() => void)[] = [];
  const idle: Idle = (run) => { queue.push(run); };
  return {
    idle,
    queue,
    /** Runs the next idle period, then lets the step it started settle. */
    async run() { queue.shift()!(); await new Promise((ok) => setTimeout(ok, 0)); },
  };
}

const recorder = () => {
  const ran: string[] = [];
  const step = (name: string, fails = false): WarmStep => () => { ran.push(name); return fails ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve(); };
  return { ran, step };
};

describe('warming the round code while the list waits for a tap', () => {
  it('runs one step per idle period, in the order given (the screen first, then the systems top down)', async () => {
    const periods = idlePeriods();
    const { ran, step } = recorder();
    warmAhead([step('screen'), step('spelljammer'), step('bcb-d20')], periods.idle);
    expect(ran).toEqual([]);
    await periods.run();
    expect(ran).toEqual(['screen']);
    await periods.run();
    expect(ran).toEqual(['screen', 'spelljammer']);
    await periods.run();
    expect(ran).toEqual(['screen', 'spelljammer', 'bcb-d20']);
    expect(periods.queue).toHaveLength(0);
  });

  it('asks for the next idle period only once the step before is done (no two loads at once)', async () => {
    const periods = idlePeriods();
    let finish: () => void = () => undefined;
    const slow: WarmStep = () => new Promise<void>((ok) => { finish = ok; });
    const { ran, step } = recorder();
    warmAhead([slow, step('spelljammer')], periods.idle);
    await periods.run();
    expect(periods.queue).toHaveLength(0);
    finish();
    await new Promise((ok) => setTimeout(ok, 0));
    await periods.run();
    expect(ran).toEqual(['spelljammer']);
  });

  it('a step that fails (a chunk missing from the cache) does not stop the next', async () => {
    const periods = idlePeriods();
    const { ran, step } = recorder();
    warmAhead([step('screen', true), step('spelljammer')], periods.idle);
    await periods.run();
    await periods.run();
    expect(ran).toEqual(['screen', 'spelljammer']);
  });

  it('stops when the list goes away: no step starts after', async () => {
    const periods = idlePeriods();
    const { ran, step } = recorder();
    const stop = warmAhead([step('screen'), step('spelljammer'), step('bcb-d20')], periods.idle);
    await periods.run();
    stop();
    while (periods.queue.length) await periods.run();
    expect(ran).toEqual(['screen']);
  });
});
