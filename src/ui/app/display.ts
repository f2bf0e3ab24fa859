/**
 * The high-contrast display for bright light: a choice the user sets on the help page, kept in
 * IndexedDB (storage `DisplayPrefs`), falling back to the system's `prefers-contrast: more`
 * until set. It is applied as `data-contrast="more"` on <html>; styles.css swaps the tokens.
 */
import { signal } from '@preact/signals';
import { loadDisplayPrefs, saveDisplayPrefs } from '../../storage/display';

/** Whether the high-contrast display is on now. */
export const highContrast = signal(false);

function apply(on: boolean): void {
  highContrast.value = on;
  document.documentElement.dataset['contrast'] = on ? 'more' : 'normal';
}

/**
 * Applies the system's contrast wish at once (before the first paint), then the user's stored
 * choice when IndexedDB answers. A storage failure leaves the system's wish in place.
 */
export function startDisplay(): void {
  apply(matchMedia('(prefers-contrast: more)').matches);
  loadDisplayPrefs().then((p) => { if (p.highContrast !== undefined) apply(p.highContrast); }, () => undefined);
}

/**
 * Turns the high-contrast display on or off and remembers it.
 * @returns null when remembered, else a sentence for the user (it still applies for this visit)
 */
export async function setHighContrast(on: boolean): Promise<string | null> {
  apply(on);
  try {
    await saveDisplayPrefs({ highContrast: on });
    return null;
  } catch (err) {
    return `High contrast is ${on ? 'on' : 'off'} for now, but could not be remembered: ${err instanceof Error ? err.message : String(err)}`;
  }
}
