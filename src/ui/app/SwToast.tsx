/** "Offline ready" note and "Update ready — reload" toast from the service worker. */
import { useEffect } from 'preact/hooks';
import { dismissSwStatus, swStatus } from './sw';

/** How long the "Offline ready" note stays (ms): it is news, not a question. */
const NOTE_MS = 6000;

/** The service worker's news as a toast: "Offline ready" (goes by itself) or "Update ready" with Reload. */
export function SwToast() {
  const status = swStatus.value;
  useEffect(() => {
    if (status !== 'offline-ready') return;
    const t = setTimeout(dismissSwStatus, NOTE_MS);
    return () => clearTimeout(t);
  }, [status]);
  if (status === 'update-ready') {
    return (
      <div class="toast" role="status">
        <p>Update ready.</p>
        <button type="button" class="btn" onClick={() => location.reload()}>Reload</button>
        <button type="button" class="btn btn-quiet" onClick={dismissSwStatus}>Later</button>
      </div>
    );
  }
  if (status === 'offline-ready') {
    return (
      <div class="toast" role="status">
        <p>Offline ready: Rollcall now works without a network.</p>
        <button type="button" class="btn btn-quiet" onClick={dismissSwStatus}>OK</button>
      </div>
    );
  }
  return null;
}
