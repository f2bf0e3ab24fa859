/**
 * The service worker's news: a short "Ready offline" note that goes by itself, and "Update
 * ready" with Reload and Later. Both sit at the bottom of the screen, in the room the page
 * keeps free under its content, so they never cover the header or a screen's tabs. On the
 * screens used at the table (a character, the GM), whose bottom holds the Roll and now-acting
 * bars, the news waits until the player is back on another screen.
 */
import { useEffect } from 'preact/hooks';
import { route } from '../common/router';
import { dismissSwStatus, swStatus } from './sw';

/** How long the offline note stays (ms): it is news, not a question. */
export const NOTE_MS = 4000;

/** The service worker's news as a bottom note (see the module comment). */
export function SwToast() {
  const status = swStatus.value;
  const name = route.value.name;
  const atTable = name === 'character' || name === 'gm';
  const showNote = status === 'offline-ready' && !atTable;
  useEffect(() => {
    if (!showNote) return;
    const t = setTimeout(dismissSwStatus, NOTE_MS);
    return () => clearTimeout(t);
  }, [showNote]);
  if (atTable) return null;
  if (status === 'update-ready') {
    return (
      <div class="toast" role="status">
        <p>Update ready.</p>
        <button type="button" class="btn" onClick={() => location.reload()}>Reload</button>
        <button type="button" class="btn btn-quiet" onClick={dismissSwStatus}>Later</button>
      </div>
    );
  }
  // A note, not a dialog: taps go through it, and it is kept short so it never paints larger
  // than the screen's own content (it is not the page's largest paint).
  if (showNote) return <p class="toast sw-note" role="status">Ready offline.</p>;
  return null;
}
