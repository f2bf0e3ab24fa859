/**
 * The character screen, loaded on first use: the list (the first view) stays small, and the
 * service worker precaches the screen's chunk for offline use.
 */
import type { ComponentType, JSX } from 'preact';
import { Lazy } from '../common/Lazy';

type Screen = ComponentType<{ id: string }>;
let loaded: Screen | undefined;
// The screen's storage (prefs, lasting state, history) comes in the same breath, not after the
// screen asks for it.
const load = () => Promise.all([import('./CharacterScreen'), import('../data/screenStorage')]).then(([m]) => { loaded = m.CharacterScreen; return loaded; });

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
  return <Lazy<{ id: string }> load={load} loaded={loaded} props={props} label="character" />;
}
