/**
 * The app shell: header with tabs, the routed screen, the service-worker toast and the one
 * live region for announcements. While a character or the GM screen is open (a round at the
 * table), the screen is kept awake where the phone allows it.
 */
import { useEffect, useLayoutEffect } from 'preact/hooks';
import { Announcer } from '../common/announce';
import { startDisplay } from '../common/display';
import { Header } from './Header';
import { Lazy } from '../common/Lazy';
import { CharacterList, CharacterScreen } from '../player';
import { route } from '../common/router';
import { SwToast } from './SwToast';
import { keepAwakeSoon } from '../common/table';
import type { GmScreenProps } from '../gm/GmScreen';
import type { HelpPageProps } from '../help/HelpPage';
import type { BackupScreenProps } from '../backup/BackupScreen';

/**
 * The GM screen is not in the precache: a phone keeps it from its first opening there with a
 * network (src/ui/gm/keep.ts, src/sw/keep-part.js). When it cannot load before that, the reason
 * is said instead of the browser's (`navigator.onLine` cannot tell: it stays true on a Wi-Fi
 * without internet, and in some browsers' offline modes).
 */
const loadGm = () => import('../gm/GmScreen').then((m) => m.GmScreen).catch(async (err: unknown) => {
  const parts = typeof caches === 'object' ? (await caches.keys().catch(() => [])).filter((k) => k.startsWith('rollcall-part-')) : [];
  const kept = (await Promise.all(parts.map(async (k) => (await (await caches.open(k)).keys()).length > 0))).some(Boolean);
  throw kept ? err : new Error('no network, and this phone keeps it for offline use only once it has opened with one. Connect once and open it; after that it works offline');
});
const loadHelp = () => import('../help/HelpPage').then((m) => m.HelpPage);
const loadBackup = () => import('../backup/BackupScreen').then((m) => m.BackupScreen);
const loadVerified = () => import('../verified/VerifiedPage').then((m) => m.VerifiedPage);
const loadHitLink = () => import('../player/HitLink').then((m) => m.HitLink);

function Screen() {
  const r = route.value;
  switch (r.name) {
    case 'gm':
      return <Lazy<GmScreenProps> load={loadGm} props={r.incoming ? { incoming: r.incoming } : {}} label="GM screen" />;
    case 'hit':
      return <Lazy<{ incoming: string }> load={loadHitLink} props={{ incoming: r.incoming }} label="shared round" />;
    case 'characters':
      return <CharacterList />;
    case 'verified':
      return <Lazy<object> load={loadVerified} props={{}} label="verified table" />;
    case 'character':
      return <CharacterScreen id={r.id} />;
    case 'help':
      return <Lazy<HelpPageProps> load={loadHelp} props={r.rulesetId ? { rulesetId: r.rulesetId } : {}} label="help" />;
    case 'backup':
      return <Lazy<BackupScreenProps> load={loadBackup} props={r.id ? { view: r.view, id: r.id } : { view: r.view }} label="backups" />;
    case 'not-found':
      return (
        <div class="card stack">
          <h1>Nothing here</h1>
          <p>This link does not lead to a Rollcall screen.</p>
          <a class="btn btn-primary" href="#/">Go to the characters</a>
        </div>
      );
  }
}

/** The whole app: header, the screen of the current route, the update toast and the live region. */
export function App() {
  const name = route.value.name;
  const atTable = name === 'character' || name === 'gm';
  useLayoutEffect(startDisplay, []);
  useEffect(() => { window.scrollTo(0, 0); }, [name]);
  useEffect(() => (atTable ? keepAwakeSoon() : undefined), [atTable]);
  return (
    <>
      <a class="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>Skip to content</a>
      <Header />
      <main id="main" class="app-main" tabIndex={-1}>
        <Screen />
      </main>
      <SwToast />
      <Announcer />
    </>
  );
}
