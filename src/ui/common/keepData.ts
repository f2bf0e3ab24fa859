/**
 * Whether this browser may clear Rollcall's data, and the words for it: the Backups screen's
 * "Keep data on this phone" card says it every time, the start page's note says it once.
 * Two reasons a browser clears a site's data: it runs low on space and the site's storage is
 * not persistent (`navigator.storage.persist()` refused), or it is Safari and the site is not
 * on the Home Screen (Safari removes such a site's stored data after some days in which it
 * was not opened, whatever `persist()` says).
 */
import type { PersistState } from '../../storage/persist';

/** How safe the data is: kept, cleared when space runs low, cleared by Safari after days unused, or not said. */
export type StorageRisk = 'kept' | 'may-clear' | 'safari-days' | 'unknown';

/** The risk from the persistence state and whether this is Safari on iOS, not installed. */
export function storageRisk(state: PersistState, safariNotInstalled: boolean): StorageRisk {
  return safariNotInstalled ? 'safari-days' : state;
}

/** The Backups screen's sentence for each risk (it starts with a word the tests read). */
export const RISK_TEXT: Record<StorageRisk, string> = {
  kept: 'Kept: this browser will not clear Rollcall\'s data to free space.',
  'may-clear': 'Not protected: this browser may clear Rollcall\'s data when the phone runs low on space. Keep a backup.',
  'safari-days': 'Not protected: Safari deletes the data of a site that is not on the Home Screen once it has gone some days (about a week) without being opened. '
    + 'Add Rollcall to the Home Screen (Share, then Add to Home Screen) and keep a backup.',
  unknown: 'This browser does not say whether it keeps Rollcall\'s data. Keep a backup.',
};

/** The start page's one-time note for a risk, or null when there is nothing to say. */
export function noteText(risk: StorageRisk): string | null {
  if (risk === 'may-clear') return 'This browser may clear Rollcall\'s data when the phone runs low on space. A backup file keeps your characters safe.';
  if (risk === 'safari-days') return 'Safari deletes a site\'s data after some days without a visit, unless it is on the Home Screen. A backup file keeps your characters safe.';
  return null;
}

/** A day (ms): the note waits until the app has been used on another day than the first. */
export const NOTE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The one-time note is due when the data is at risk, it was not shown before, and the first
 * visit was at least a day ago (a returning player with characters worth keeping, not
 * someone looking at the app for the first time).
 */
export function storageNoteDue(risk: StorageRisk, firstVisit: number | null, now: number, noted: boolean): boolean {
  if (noted || noteText(risk) === null || firstVisit === null || !Number.isFinite(firstVisit)) return false;
  return now - firstVisit >= NOTE_AFTER_MS;
}

/**
 * Whether asking for persistent storage asks the user nothing here: Chromium and Safari decide
 * on their own, Firefox shows a prompt (so there it is asked only on the Backups screen).
 */
export function asksSilently(userAgent: string): boolean {
  return !/Firefox\//.test(userAgent);
}
