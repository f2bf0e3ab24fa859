/**
 * The list's warm-up of a character's round code (the character screen, then each listed
 * system's rules): only from the service worker's cache, one step per idle period, in order.
 */
import { describe, expect, it } from 'vitest';
import { warmAhead, type WarmEnv, type WarmStep } from '../../src/ui/player/warm';

/** A stand-in page: a worker container that may take control later, and idle periods run by hand. */
function fakePage(controlled: boolean) {
  const listeners = new Set<() => void>();
  const idle: (() => void)[] = [];
  const serviceWorker = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: (type: string, fn: () => void) => { if (type === 'controllerchange') listeners.add(fn); },
    removeEventListener: (type: string, fn: () => void) => { if (type === 'controllerchange') listeners.delete(fn); },
  } as unknown as WarmEnv['serviceWorker'];
  const env: WarmEnv = { serviceWorker, idle: (run) => { idle.push(run); } };
  return {
    env,
    idle,
    /** The worker claims the page (the first visit's install is done). */
    takeControl() { for (const fn of [...listeners]) fn(); },
    listening: () => listeners.size,
    /** Runs the next idle period, then lets the step it started settle. */
    async runIdle() { idle.shift()!(); await new Promise((ok) => setTimeout(ok, 0)); },
  };
}

const recorder = () => {
  const ran: string[] = [];
  const step = (name: string, fails = false): WarmStep => () => { ran.push(name); return fails ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve(); };
  return { ran, step };
};

describe('warming the round code while the list waits for a tap', () => {
  it('on a first visit nothing loads until the service worker controls the page (no download the list did not need)', async () => {
    const page = fakePage(false);
    const { ran, step } = recorder();
    warmAhead([step('screen'), step('spelljammer')], page.env);
    expect(page.idle).toHaveLength(0);
    page.takeControl();
    await page.runIdle();
    await page.runIdle();
    expect(ran).toEqual(['screen', 'spelljammer']);
  });

  it('runs one step per idle period, in the order given (the screen first, then the systems top down)', async () => {
    const page = fakePage(true);
    const { ran, step } = recorder();
    warmAhead([step('screen'), step('spelljammer'), step('bcb-d20')], page.env);
    expect(ran).toEqual([]);
    await page.runIdle();
    expect(ran).toEqual(['screen']);
    await page.runIdle();
    expect(ran).toEqual(['screen', 'spelljammer']);
    await page.runIdle();
    expect(ran).toEqual(['screen', 'spelljammer', 'bcb-d20']);
    expect(page.idle).toHaveLength(0);
  });

  it('a step that fails (a chunk missing from the cache) does not stop the next', async () => {
    const page = fakePage(true);
    const { ran, step } = recorder();
    warmAhead([step('screen', true), step('spelljammer')], page.env);
    await page.runIdle();
    await page.runIdle();
    expect(ran).toEqual(['screen', 'spelljammer']);
  });

  it('stops when the list goes away: no step starts after, and it no longer waits for the worker', async () => {
    const page = fakePage(true);
    const { ran, step } = recorder();
    const stop = warmAhead([step('screen'), step('spelljammer')], page.env);
    await page.runIdle();
    stop();
    while (page.idle.length) await page.runIdle();
    expect(ran).toEqual(['screen']);

    const first = fakePage(false);
    warmAhead([step('zones-factions')], first.env)();
    expect(first.listening()).toBe(0);
    first.takeControl();
    expect(first.idle).toHaveLength(0);
  });

  it('does nothing where the browser has no service worker (the tap loads what it needs)', () => {
    const { ran, step } = recorder();
    const idle: (() => void)[] = [];
    warmAhead([step('screen')], { serviceWorker: undefined, idle: (run) => { idle.push(run); } });
    expect(idle).toHaveLength(0);
    expect(ran).toEqual([]);
  });
});
