/** "Offline ready" note and "Update ready — reload" toast from the service worker. */
import { dismissSwStatus, swStatus } from './sw';

export function SwToast() {
  const status = swStatus.value;
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
