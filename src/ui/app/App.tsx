/** The app shell: header with tabs, the routed screen, and the service-worker toast. */
import { useEffect } from 'preact/hooks';
import { Header } from './Header';
import { Lazy } from './Lazy';
import { CharacterList, CharacterScreen } from '../player';
import { route } from './router';
import { SwToast } from './SwToast';
import type { GmScreenProps } from '../gm/GmScreen';

const loadGm = () => import('../gm/GmScreen').then((m) => m.GmScreen);

function Screen() {
  const r = route.value;
  switch (r.name) {
    case 'gm':
      return <Lazy<GmScreenProps> load={loadGm} props={r.incoming ? { incoming: r.incoming } : {}} label="GM screen" />;
    case 'characters':
      return <CharacterList />;
    case 'character':
      return <CharacterScreen id={r.id} />;
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

/** The whole app: header, the screen of the current route, and the update toast. */
export function App() {
  const name = route.value.name;
  useEffect(() => { window.scrollTo(0, 0); }, [name]);
  return (
    <>
      <a class="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>Skip to content</a>
      <Header />
      <main id="main" class="app-main" tabIndex={-1}>
        <Screen />
      </main>
      <SwToast />
    </>
  );
}
