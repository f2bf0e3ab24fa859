/**
 * Whether the browser keeps Rollcall's data, a button to ask it to, and how much space is used.
 * In Safari on iOS, not installed, it says that Safari deletes the data after days unused.
 */
import type { JSX } from 'preact';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { askPersist, bytesText, persistState, storageEstimate, type PersistState } from '../../storage/persist';
import { RISK_TEXT, storageRisk } from '../common/keepData';
import { isInstalled, isIosSafari, phoneEnv } from '../common/phone';

let askedThisPage = false;

/** The "Keep data on this phone" card; asks for persistent storage once per page when it is not granted. */
export function PersistCard(): JSX.Element {
  const state = useSignal<PersistState | null>(null);
  const usage = useSignal<string | null>(null);
  const asked = useSignal(false);
  useEffect(() => {
    // Ask once per page when the data is not protected: on this screen the player is thinking
    // about keeping their data (Chrome decides silently; Firefox asks them).
    void persistState().then(async (s) => {
      state.value = s;
      if (s === 'may-clear' && !askedThisPage) { askedThisPage = true; state.value = await askPersist(); asked.value = true; }
    });
    void storageEstimate().then((e) => { if (e) usage.value = `Rollcall uses ${bytesText(e.usage)} of about ${bytesText(e.quota)} this browser allows.`; });
  }, []);
  const env = phoneEnv();
  const risk = state.value ? storageRisk(state.value, isIosSafari(env) && !isInstalled(env)) : null;
  const ask = async () => {
    state.value = await askPersist();
    asked.value = true;
  };
  return (
    <section class="card stack" aria-labelledby="bk-persist-h">
      <h2 id="bk-persist-h">Keep data on this phone</h2>
      <p role="status" data-persist={risk ?? 'checking'}>{risk ? RISK_TEXT[risk] : 'Checking…'}
        {asked.value && risk === 'may-clear' ? ' The browser said no; installing the app or using it often usually changes that.' : ''}</p>
      {usage.value ? <p class="muted small">{usage.value}</p> : null}
      {state.value === 'may-clear' ? <button type="button" class="btn" onClick={() => void ask()}>Ask to keep data</button> : null}
    </section>
  );
}
