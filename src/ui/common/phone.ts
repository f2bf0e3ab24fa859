/**
 * What the start page needs to know about the phone before it decides to load its notes
 * (./PhoneNotes, a chunk of its own): whether this is Safari on an iPhone or iPad, which
 * offers no install prompt, whether the app already runs from the Home Screen, and a few
 * small marks kept in localStorage (a dismissed hint, the first visit, a note shown once).
 * Kept tiny: it ships with the app's start code on every visit.
 */

/** The parts of `navigator` and `matchMedia` the decisions read (a stub in unit tests). */
export interface PhoneEnv {
  readonly userAgent: string;
  readonly maxTouchPoints: number;
  /** Safari's own flag, true when opened from a Home Screen icon. */
  readonly standalone: boolean | undefined;
  /** `(display-mode: standalone)` (or fullscreen) matches: an installed app's window. */
  readonly displayStandalone: boolean;
}

/**
 * Safari on iOS or iPadOS: an iPhone, iPod or iPad user agent (iPadOS also as a "Macintosh"
 * with a touch screen), with Safari's token and none of the other iOS browsers' (Chrome CriOS,
 * Firefox FxiOS, Edge EdgiOS, Opera OPiOS) nor an app's embedded view (no "Safari/" token).
 */
export function isIosSafari(env: Pick<PhoneEnv, 'userAgent' | 'maxTouchPoints'>): boolean {
  const ua = env.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && env.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}

/** Whether the app runs installed (from the Home Screen or as an installed app's window). */
export function isInstalled(env: Pick<PhoneEnv, 'standalone' | 'displayStandalone'>): boolean {
  return env.standalone === true || env.displayStandalone;
}

/** The "Add to Home Screen" hint is for Safari on iOS, not installed, until dismissed once. */
export function installHintDue(env: PhoneEnv, dismissed: boolean): boolean {
  return !dismissed && isIosSafari(env) && !isInstalled(env);
}

/** The phone as the browser reports it now. */
export function phoneEnv(): PhoneEnv {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayStandalone: matchMedia('(display-mode: standalone), (display-mode: fullscreen)').matches,
  };
}

/** The localStorage keys of the marks (one place, so tests and notes agree). */
export const MARKS = {
  hintDismissed: 'rollcall.install-hint-dismissed',
  firstVisit: 'rollcall.first-visit',
  storageNoted: 'rollcall.storage-noted',
} as const;

/** A mark's value, or null when unset or when the browser refuses storage (private modes). */
export function readMark(key: string): string | null {
  try { return localStorage.getItem(key); } catch { return null; }
}

/** Sets a mark; a browser that refuses storage just forgets it (the note may show again). */
export function writeMark(key: string, value: string): void {
  try { localStorage.setItem(key, value); } catch { /* not kept: harmless */ }
}

/**
 * Whether the start page loads its notes: the install hint is due, or this is not the first
 * page load in this browser (the notes then ask to keep the data, and remind once about
 * backups where the browser may clear them). Stamps the first visit.
 */
export function phoneNotesWanted(env: PhoneEnv = phoneEnv(), now = Date.now()): boolean {
  const returning = readMark(MARKS.firstVisit) !== null;
  if (!returning) writeMark(MARKS.firstVisit, String(now));
  if (installHintDue(env, readMark(MARKS.hintDismissed) !== null)) return true;
  return returning && readMark(MARKS.storageNoted) === null;
}
