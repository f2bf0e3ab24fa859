/**
 * The phone's verified evening for the player's screens: what storage holds
 * (src/storage/evening.ts), mirrored in a signal the round screen and the verified table page
 * both read. When the browser refuses storage, the evening lives in this page only, and
 * `notice` says so (a reload then needs a new join code).
 */
import { signal, type Signal } from '@preact/signals';
import { DbUnavailableError, storageErrorText } from '../../storage';
import { clearEvening, loadEvening, saveEvening } from '../../storage/evening';
import type { Evening } from '../../verify/evening';

/** The evening of this phone: read, started, advanced by a roll, ended. */
export interface EveningStore {
  /** The evening; undefined until first loaded, null when verified mode is off. */
  readonly evening: Signal<Evening | null | undefined>;
  /** A sentence about a stored evening that cannot be read, or about storage; null when none. */
  readonly notice: Signal<string | null>;
  /** Reads the stored evening again (another tab may have rolled) and sets `evening`. */
  load(): Promise<Evening | null>;
  /**
   * Stores the evening and sets `evening`; the signal follows even when the write fails, so
   * this page never uses a round of the chain twice. @throws StorageWriteError when not written.
   */
  save(e: Evening): Promise<void>;
  /** Ends the evening. @throws StorageWriteError when it could not be ended. */
  clear(): Promise<void>;
}

const NOT_SAVED = 'Verified mode is kept on this page only: storage is unavailable, so after a reload you need a new join code.';

/** The store over IndexedDB `dbName` (the app's database when not given). */
export function eveningStore(deps: { dbName?: string } = {}): EveningStore {
  const evening = signal<Evening | null | undefined>(undefined);
  const notice = signal<string | null>(null);
  let memory = false;
  /** Runs a storage call; from the first DbUnavailableError on, the page keeps the evening in memory. */
  const guard = async <T>(fn: () => Promise<T>, fallback: T): Promise<T> => {
    if (memory) return fallback;
    try { return await fn(); } catch (err) {
      if (!(err instanceof DbUnavailableError)) throw err;
      memory = true;
      notice.value = `${storageErrorText(err)} ${NOT_SAVED}`;
      return fallback;
    }
  };
  return {
    evening,
    notice,
    async load() {
      const r = await guard(() => loadEvening(deps), { evening: evening.value ?? null });
      evening.value = r.evening;
      if (!memory) notice.value = r.problem ?? null;
      return r.evening;
    },
    async save(e) {
      evening.value = e;
      await guard(() => saveEvening(e, deps), undefined);
      if (!memory) notice.value = null;
    },
    async clear() {
      await guard(() => clearEvening(deps), undefined);
      evening.value = null;
      if (!memory) notice.value = null;
    },
  };
}

let page: EveningStore | undefined;

/** The page's store (the app's database), made on first use. */
export function getEveningStore(): EveningStore {
  page ??= eveningStore();
  return page;
}
