/**
 * Focus after an action that removes the control it came from (a turn taken, a mark closed,
 * a combatant saved or removed): without it, focus falls back to the page's top and a
 * keyboard or screen reader user loses their place at the table.
 */
import { useEffect, useState } from 'preact/hooks';

/** An element id made from any key (row keys hold ':' and '/'). */
export function domId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^a-z0-9_-]/gi, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}

/**
 * Returns `focusNext(...ids)`: after the next render, focuses the first of `ids` that is on
 * the page (so a caller can name a fallback for a control that went away).
 */
export function useFocusAfter(): (...ids: string[]) => void {
  const [want, setWant] = useState<{ ids: readonly string[] } | null>(null);
  useEffect(() => {
    if (!want) return;
    for (const id of want.ids) {
      const el = document.getElementById(id);
      if (el) { el.focus(); break; }
    }
    setWant(null);
  }, [want]);
  return (...ids) => setWant({ ids });
}
