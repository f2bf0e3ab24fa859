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
  // The component is kept with the loader it came from: one Lazy in the same place of the tree
  // serves every lazy route (GM screen, help, verified table...), and a route change gives it
  // another loader, whose component must be loaded and shown instead of the one before.
  const [got, setGot] = useState<{ load: () => Promise<ComponentType<P>>; Comp: ComponentType<P> } | null>(
    () => (props.loaded ? { load: props.load, Comp: props.loaded } : null));
  const [error, setError] = useState<{ load: () => Promise<ComponentType<P>>; message: string } | null>(null);
  useEffect(() => {
    if (got?.load === props.load) return;
    let live = true;
    const load = props.load;
    load().then(
      (c) => { if (live) setGot({ load, Comp: c }); },
      (err: unknown) => { if (live) setError({ load, message: `Could not load the ${props.label}: ${err instanceof Error ? err.message : String(err)}. Reload to try again.` }); },
    );
    return () => { live = false; };
  }, [props.load]);
  if (error?.load === props.load) return <p class="alert alert-bad" role="alert">{error.message}</p>;
  const Comp = got?.load === props.load ? got.Comp : null;
  if (!Comp) return <p class="muted" aria-busy="true">Loading the {props.label}…</p>;
  return <Comp {...props.props} />;
}
