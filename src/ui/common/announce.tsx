/**
 * What a screen reader should hear now, through one polite live region that is always on the
 * page (App.tsx `Announcer`): a region added together with its text is often not read, so the
 * result card writes its one-sentence summary here instead of being the live region itself.
 */
import { signal } from '@preact/signals';

/** The current announcement (the text of the live region). */
export const announcement = signal('');

/**
 * Announces `text`. The region is emptied first and filled on the next frame, so the same
 * sentence twice (the same roll again) is read twice.
 */
export function announce(text: string): void {
  announcement.value = '';
  // Models call this too, and run in Node under the unit tests (no frames there).
  const later = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (f: () => void) => setTimeout(f, 0);
  later(() => { announcement.value = text; });
}

/** The always-present polite live region (visually hidden). */
export function Announcer() {
  return <p class="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">{announcement.value}</p>;
}
