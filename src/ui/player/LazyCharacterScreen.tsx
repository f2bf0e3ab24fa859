/**
 * The character screen, loaded on first use: the list (the first view) stays small, and the
 * service worker precaches the screen's chunk for offline use.
 */
import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

type Screen = ComponentType<{ id: string }>;
let loaded: Screen | undefined;
// The screen's storage (prefs, lasting state, history) comes in the same breath, not after the
// screen asks for it.
const load = () => Promise.all([import('./CharacterScreen'), import('./screenStorage')]).then(([m]) => { loaded = m.CharacterScreen; return loaded; });

/**
 * Fetches the character screen's code ahead of a tap (the list calls it once idle), so opening a
 * character waits only for its rules; resolves once it is loaded. A failure is left for the tap
 * to report (the promise then resolves too).
 */
export function preloadCharacterScreen(): Promise<void> {
  return loaded ? Promise.resolve() : load().then(() => undefined, () => undefined);
}

/** The character screen once its chunk is loaded (at once on later visits); a failed load says to reload. */
export function LazyCharacterScreen(props: { id: string }): JSX.Element {
  const [Comp, setComp] = useState<Screen | undefined>(() => loaded);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (Comp) return;
    let live = true;
    load().then((c) => { if (live) setComp(() => c); }, (err: unknown) => {
      if (live) setError(`The character screen could not be loaded: ${err instanceof Error ? err.message : String(err)}. Reload to try again.`);
    });
    return () => { live = false; };
  }, []);
  if (error) return <p class="alert alert-bad" role="alert">{error}</p>;
  if (!Comp) return <p class="muted" aria-busy="true">Loading the character…</p>;
  return <Comp id={props.id} />;
}
