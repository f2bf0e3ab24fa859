import { describe, expect, it } from 'vitest';
import { keepAwake, keepAwakeSoon, type AwakeEnv, type WakeSentinel } from '../../src/ui/common/table';

/** A page whose visibility the test sets, and a wake lock that records what is held. */
function fakePage() {
  const listeners = new Set<() => void>();
  const held: WakeSentinel[] = [];
  let visibility: DocumentVisibilityState = 'visible';
  const env: AwakeEnv = {
    wakeLock: {
      request: async () => {
        const s = { released: false, release: async () => { s.released = true; } };
        held.push(s);
        return s;
      },
    },
    doc: {
      get visibilityState() { return visibility; },
      addEventListener: (_t: string, fn: () => void) => { listeners.add(fn); },
      removeEventListener: (_t: string, fn: () => void) => { listeners.delete(fn); },
    } as unknown as AwakeEnv['doc'],
  };
  const setVisible = async (v: DocumentVisibilityState) => { visibility = v; listeners.forEach((f) => f()); await Promise.resolve(); await Promise.resolve(); };
  const active = () => held.filter((s) => !s.released).length;
  return { env, setVisible, active, held, listeners };
}

const settle = () => new Promise((ok) => setTimeout(ok, 0));

describe('the screen stays awake during a round', () => {
  it('takes a screen wake lock when the round opens and releases it when the round is left', async () => {
    const p = fakePage();
    const stop = keepAwake(p.env);
    await settle();
    expect(p.active()).toBe(1);
    stop();
    expect(p.active()).toBe(0);
    expect(p.listeners.size).toBe(0);
  });

  it('lets go when the phone hides the page and takes it again when the page is shown', async () => {
    const p = fakePage();
    keepAwake(p.env);
    await settle();
    await p.setVisible('hidden');
    expect(p.active()).toBe(0);
    await p.setVisible('visible');
    await settle();
    expect(p.active()).toBe(1);
    expect(p.held).toHaveLength(2);
  });

  it('does nothing where the browser has no wake lock', () => {
    const p = fakePage();
    const stop = keepAwake({ ...p.env, wakeLock: undefined });
    expect(p.listeners.size).toBe(0);
    stop();
  });

  it('a refused lock (battery saver) is not an error, and showing the page asks again', async () => {
    const p = fakePage();
    let asks = 0;
    const stop = keepAwake({ ...p.env, wakeLock: { request: async () => { asks++; throw new Error('NotAllowedError'); } } });
    await settle();
    await p.setVisible('hidden');
    await p.setVisible('visible');
    await settle();
    expect(asks).toBe(2);
    stop();
  });
});

describe('keeping the screen on from the next idle moment', () => {
  it('asks for no wake lock while the screen opens; takes it when the page is next idle', async () => {
    const p = fakePage();
    const idle: (() => void)[] = [];
    let looked = 0;
    keepAwakeSoon((run) => { idle.push(run); }, () => { looked++; return p.env; });
    await settle();
    expect(looked).toBe(0);
    expect(p.active()).toBe(0);
    idle.shift()!();
    await settle();
    expect(looked).toBe(1);
    expect(p.active()).toBe(1);
  });

  it('leaving before the page was idle takes no lock at all, and leaving after releases it', async () => {
    const p = fakePage();
    const idle: (() => void)[] = [];
    const stop = keepAwakeSoon((run) => { idle.push(run); }, () => p.env);
    stop();
    idle.shift()!();
    await settle();
    expect(p.held).toHaveLength(0);
    const again = keepAwakeSoon((run) => { idle.push(run); }, () => p.env);
    idle.shift()!();
    await settle();
    expect(p.active()).toBe(1);
    again();
    expect(p.active()).toBe(0);
    expect(p.listeners.size).toBe(0);
  });
});
