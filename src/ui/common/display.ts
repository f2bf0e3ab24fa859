/**
 * The high-contrast display for bright light: a choice the user sets on the help page, kept in
 * IndexedDB (storage `DisplayPrefs`), falling back to the system's `prefers-contrast: more`
 * until set (followed as it changes, e.g. the phone's "Increase contrast" turned on while the
 * app is open). It is applied as `data-contrast="more"` on <html>; styles.css swaps the tokens.
 */
import { signal } from '@preact/signals';
import { loadDisplayPrefs, saveDisplayPrefs } from '../../storage/display';

/** Whether the high-contrast display is on now. */
export const highContrast = signal(false);

function apply(on: boolean): void {
  highContrast.value = on;
  document.documentElement.dataset['contrast'] = on ? 'more' : 'normal';
}

/** Whether the user has chosen (stored, or set on the help page this visit): the system's wish no longer decides. */
let chosen = false;

/**
 * Applies the system's contrast wish at once (before the first paint) and again whenever it
 * changes, until the user's stored choice (when IndexedDB answers) or a choice made now takes
 * over. A storage failure leaves the system's wish in place.
 * @returns a function that stops following the system's wish (the effect's clean-up)
 */
export function startDisplay(): () => void {
  const system = matchMedia('(prefers-contrast: more)');
  apply(system.matches);
  const follow = (e: { matches: boolean }): void => { if (!chosen) apply(e.matches); };
  system.addEventListener?.('change', follow);
  loadDisplayPrefs().then((p) => {
    if (p.highContrast === undefined || chosen) return;
    chosen = true;
    apply(p.highContrast);
  }, () => undefined);
  return () => system.removeEventListener?.('change', follow);
}

/**
 * Turns the high-contrast display on or off and remembers it.
 * @returns null when remembered, else a sentence for the user (it still applies for this visit)
 */
export async function setHighContrast(on: boolean): Promise<string | null> {
  chosen = true;
  apply(on);
  try {
    await saveDisplayPrefs({ highContrast: on });
    return null;
  } catch (err) {
    return `High contrast is ${on ? 'on' : 'off'} for now, but could not be remembered: ${err instanceof Error ? err.message : String(err)}`;
  }
}
