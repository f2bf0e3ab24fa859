/**
 * The high-contrast display follows the system's `prefers-contrast` as it changes (the phone's
 * "Increase contrast" turned on with the app open) until the user chooses on the help page;
 * from then on, the choice alone decides.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDisplayPrefs } from '../../src/storage/display';

/** A stand-in for `matchMedia('(prefers-contrast: more)')` whose answer the test changes. */
function systemContrast(initially: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const query = {
    matches: initially,
    addEventListener: (_: 'change', f: (e: { matches: boolean }) => void) => listeners.add(f),
    removeEventListener: (_: 'change', f: (e: { matches: boolean }) => void) => listeners.delete(f),
  };
  return {
    query,
    listeners,
    set(matches: boolean) {
      query.matches = matches;
      for (const f of listeners) f({ matches });
    },
  };
}

const html = { dataset: {} as Record<string, string> };
const shown = () => html.dataset['contrast'];
/** Lets IndexedDB answer (fake-indexeddb settles on timers). */
const settle = () => new Promise((ok) => setTimeout(ok, 20));

/** A fresh copy of the display module (its "chosen" state is per page load). */
async function load(system: ReturnType<typeof systemContrast>) {
  vi.stubGlobal('matchMedia', (q: string) => {
    if (q !== '(prefers-contrast: more)') throw new Error(`Expected the contrast query but received ${q}`);
    return system.query;
  });
  vi.resetModules();
  return import('../../src/ui/common/display');
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('document', { documentElement: html });
  html.dataset = {};
});
afterEach(() => { vi.unstubAllGlobals(); });

describe('the high-contrast display on a phone where the user never chose', () => {
  it('starts as the system asks and follows each change of the system setting', async () => {
    const system = systemContrast(false);
    const { startDisplay, highContrast } = await load(system);
    startDisplay();
    await settle();
    expect(shown()).toBe('normal');
    system.set(true);
    expect(shown()).toBe('more');
    expect(highContrast.value).toBe(true);
    system.set(false);
    expect(shown()).toBe('normal');
    expect(highContrast.value).toBe(false);
  });

  it('stops following once the screen that started it is gone', async () => {
    const system = systemContrast(false);
    const { startDisplay } = await load(system);
    const stop = startDisplay();
    stop();
    expect(system.listeners.size).toBe(0);
    system.set(true);
    expect(shown()).toBe('normal');
  });
});

describe('the high-contrast display once the user chose', () => {
  it('a stored choice wins over the system, also when the system setting changes later', async () => {
    await saveDisplayPrefs({ highContrast: false });
    const system = systemContrast(true);
    const { startDisplay } = await load(system);
    startDisplay();
    expect(shown()).toBe('more'); // the system's wish before IndexedDB answers
    await settle();
    expect(shown()).toBe('normal');
    system.set(false);
    system.set(true);
    expect(shown()).toBe('normal');
  });

  it('a choice made on the help page is kept when the system setting changes', async () => {
    const system = systemContrast(false);
    const { startDisplay, setHighContrast } = await load(system);
    startDisplay();
    await settle();
    expect(await setHighContrast(true)).toBeNull();
    system.set(false);
    expect(shown()).toBe('more');
  });
});
