/**
 * Renders a component loaded on first use (screens outside the first view, so they stay out
 * of the initial bundle; the service worker precaches their chunks for offline use).
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * Shows "Loading the <label>…" until `load` resolves, then the component with `props`; a
 * failed load is shown as an alert that says to reload. `loaded`: the component when its code
 * is already loaded, shown at once.
 */
export function Lazy<P extends object>(props: { load: () => Promise<ComponentType<P>>; loaded?: ComponentType<P> | undefined; props: P; label: string }) {
  const [Comp, setComp] = useState<ComponentType<P> | null>(() => props.loaded ?? null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (Comp) return;
    let live = true;
    props.load().then(
      (c) => { if (live) setComp(() => c); },
      (err: unknown) => { if (live) setError(`Could not load the ${props.label}: ${err instanceof Error ? err.message : String(err)}. Reload to try again.`); },
    );
    return () => { live = false; };
  }, [props.load]);
  if (error) return <p class="alert alert-bad" role="alert">{error}</p>;
  if (!Comp) return <p class="muted" aria-busy="true">Loading the {props.label}…</p>;
  return <Comp {...props.props} />;
}
