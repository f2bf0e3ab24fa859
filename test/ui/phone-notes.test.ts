/**
 * When the start page shows its phone notes: the "Add to Home Screen" hint (Safari on iOS, not
 * installed, until dismissed) and the one-time backup reminder where the browser may clear
 * the data; and the words the Backups screen uses for each risk.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asksSilently, NOTE_AFTER_MS, noteText, RISK_TEXT, storageNoteDue, storageRisk } from '../../src/ui/common/keepData';
import { installHintDue, isInstalled, isIosSafari, MARKS, phoneNotesWanted, type PhoneEnv } from '../../src/ui/common/phone';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFirefox: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iphoneAppView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

const env = (userAgent: string, more: Partial<PhoneEnv> = {}): PhoneEnv =>
  ({ userAgent, maxTouchPoints: /iPhone|iPad/.test(userAgent) ? 5 : 0, standalone: false, displayStandalone: false, ...more });

describe('Safari on iOS is told apart from the other browsers', () => {
  it.each([
    { name: 'iPhone Safari', ua: UA.iphoneSafari, touch: 5, ios: true },
    { name: 'iPad Safari asking for the desktop site', ua: UA.ipadDesktop, touch: 5, ios: true },
    { name: 'Chrome on iPhone', ua: UA.iphoneChrome, touch: 5, ios: false },
    { name: 'Firefox on iPhone', ua: UA.iphoneFirefox, touch: 5, ios: false },
    { name: 'an app\'s embedded view on iPhone', ua: UA.iphoneAppView, touch: 5, ios: false },
    { name: 'Chrome on Android', ua: UA.androidChrome, touch: 5, ios: false },
    { name: 'Safari on a Mac (no touch screen)', ua: UA.macSafari, touch: 0, ios: false },
  ])('$name: $ios', ({ ua, touch, ios }) => {
    expect(isIosSafari({ userAgent: ua, maxTouchPoints: touch })).toBe(ios);
  });
});

describe('the Add to Home Screen hint', () => {
  it('shows in iPhone Safari, not installed, not dismissed', () => {
    expect(installHintDue(env(UA.iphoneSafari), false)).toBe(true);
  });
  it('does not show once dismissed', () => {
    expect(installHintDue(env(UA.iphoneSafari), true)).toBe(false);
  });
  it('does not show when opened from the Home Screen (Safari\'s flag or the display mode)', () => {
    expect(installHintDue(env(UA.iphoneSafari, { standalone: true }), false)).toBe(false);
    expect(installHintDue(env(UA.iphoneSafari, { displayStandalone: true }), false)).toBe(false);
    expect(isInstalled({ standalone: undefined, displayStandalone: false })).toBe(false);
  });
  it('does not show in Chrome, Android or desktop browsers (they have their own install)', () => {
    for (const ua of [UA.androidChrome, UA.iphoneChrome, UA.firefox, UA.macSafari]) expect(installHintDue(env(ua), false)).toBe(false);
  });
});

describe('whether the start page loads its notes', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => { store.set(k, v); },
    });
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('a first visit in Chrome loads nothing and stamps the visit', () => {
    expect(phoneNotesWanted(env(UA.androidChrome), 1000)).toBe(false);
    expect(store.get(MARKS.firstVisit)).toBe('1000');
  });
  it('a later visit loads them (to ask to keep the data), until the reminder was shown once', () => {
    expect(phoneNotesWanted(env(UA.androidChrome), 1000)).toBe(false);
    expect(phoneNotesWanted(env(UA.androidChrome), 2000)).toBe(true);
    store.set(MARKS.storageNoted, '3000');
    expect(phoneNotesWanted(env(UA.androidChrome), 4000)).toBe(false);
  });
  it('a first visit in iPhone Safari loads them for the hint', () => {
    expect(phoneNotesWanted(env(UA.iphoneSafari), 1000)).toBe(true);
    expect(store.get(MARKS.firstVisit)).toBe('1000');
  });
  it('iPhone Safari with the hint dismissed loads them on a later visit only', () => {
    store.set(MARKS.hintDismissed, '500');
    expect(phoneNotesWanted(env(UA.iphoneSafari), 1000)).toBe(false);
    expect(phoneNotesWanted(env(UA.iphoneSafari), 2000)).toBe(true);
  });
  it('a browser that refuses localStorage loads nothing and does not throw', () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); } });
    expect(phoneNotesWanted(env(UA.androidChrome), 1000)).toBe(false);
  });
});

describe('the risk to the data and the words for it', () => {
  it('Safari not installed is at risk whatever persist() said', () => {
    expect(storageRisk('kept', true)).toBe('safari-days');
    expect(storageRisk('may-clear', false)).toBe('may-clear');
    expect(storageRisk('kept', false)).toBe('kept');
  });
  it('the Backups screen says what happens, and what to do', () => {
    expect(RISK_TEXT['safari-days']).toMatch(/^Not protected: Safari deletes .* not on the Home Screen .*days.*Add Rollcall to the Home Screen .*backup/);
    expect(RISK_TEXT['may-clear']).toMatch(/^Not protected: .*low on space\. Keep a backup\.$/);
    expect(RISK_TEXT.kept).toMatch(/^Kept:/);
  });
  it('the note has words only where the data is at risk', () => {
    expect(noteText('kept')).toBeNull();
    expect(noteText('unknown')).toBeNull();
    expect(noteText('may-clear')).toMatch(/may clear .* backup/i);
    expect(noteText('safari-days')).toMatch(/Safari deletes .*Home Screen/);
  });
  it.each([
    { case: 'at risk, first visit a day ago, never shown', risk: 'may-clear', first: 0, now: NOTE_AFTER_MS, noted: false, due: true },
    { case: 'on the first day', risk: 'may-clear', first: 0, now: NOTE_AFTER_MS - 1, noted: false, due: false },
    { case: 'already shown once', risk: 'safari-days', first: 0, now: 5 * NOTE_AFTER_MS, noted: true, due: false },
    { case: 'data kept', risk: 'kept', first: 0, now: 5 * NOTE_AFTER_MS, noted: false, due: false },
    { case: 'first visit unknown', risk: 'may-clear', first: null, now: 5 * NOTE_AFTER_MS, noted: false, due: false },
  ] as const)('the one-time note: $case -> $due', ({ risk, first, now, noted, due }) => {
    expect(storageNoteDue(risk, first, now, noted)).toBe(due);
  });
  it('persistent storage is asked for silently except in Firefox, which would prompt', () => {
    expect(asksSilently(UA.androidChrome)).toBe(true);
    expect(asksSilently(UA.iphoneSafari)).toBe(true);
    expect(asksSilently(UA.firefox)).toBe(false);
  });
});
