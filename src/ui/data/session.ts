/**
 * The page's one repo and the storage notice shown on every player screen (e.g. "This browser
 * is not letting Rollcall save"). Seeding the demos happens once per page, before the first list.
 */
import { signal } from '@preact/signals';
import { idbRepo, memoryRepo, resilientRepo, type Repo } from './repo';

/** A sentence about storage the user should see, or null. */
export const storageNotice = signal<string | null>(null);

let repo: Repo | undefined;
let seeding: Promise<void> | undefined;

/** The page's repo: IndexedDB, falling back to memory when the browser refuses storage. */
export function getRepo(): Repo {
  repo ??= resilientRepo(idbRepo(), memoryRepo(), (m) => { storageNotice.value = m; });
  return repo;
}

/** Seeds first-run demos once per page; a failure to seed is shown, not thrown. */
export function ensureSeeded(): Promise<void> {
  seeding ??= getRepo().seed().catch((err: unknown) => {
    storageNotice.value = `The demo characters could not be added: ${err instanceof Error ? err.message : String(err)}`;
  });
  return seeding;
}

let initialTab: { id: string; tab: 'Round' | 'Sheet' | 'History' } | undefined;

/** Opens the next character screen of `id` on `tab` (a new character starts on its Sheet). */
export function openOnTab(id: string, tab: 'Round' | 'Sheet' | 'History'): void {
  initialTab = { id, tab };
}

/** The tab asked for by {@link openOnTab}, once. */
export function takeInitialTab(id: string): 'Round' | 'Sheet' | 'History' | undefined {
  const t = initialTab?.id === id ? initialTab.tab : undefined;
  initialTab = undefined;
  return t;
}

let madeNew: string | undefined;

/** Remembers the character "New character" just made, so the list can drop it if it is left unused. */
export function markMadeNew(id: string): void {
  madeNew = id;
}

/**
 * Drops the character "New character" made last when the player left it with nothing kept
 * (see Repo.discardUntouched), once; a failure leaves it listed, which loses nothing.
 */
export async function discardUnusedNew(): Promise<void> {
  const id = madeNew;
  madeNew = undefined;
  if (id) await getRepo().discardUntouched(id).catch(() => false);
}
