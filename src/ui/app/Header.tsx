/**
 * The app bar: name and the three main tabs, Characters, GM and Help (48px targets). Its height
 * is published as `--header-h` on <html>, so what sticks below it (the character tabs) stays
 * clear of it when large text wraps the bar onto two rows.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { Logo } from './Logo';
import { route } from '../common/router';
import { hrefOf } from '../common/route';

/** The app bar; the tab of the current route is marked `aria-current="page"`. */
export function Header() {
  const name = route.value.name;
  const current = (on: boolean) => (on ? 'page' : undefined);
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const publish = () => document.documentElement.style.setProperty('--header-h', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    const ro = new ResizeObserver(publish);
    ro.observe(el);
    publish();
    return () => ro.disconnect();
  }, []);
  return (
    <header class="app-header" ref={ref}>
      <div class="app-header-inner">
        <a class="brand" href={hrefOf({ name: 'characters' })} aria-label="Rollcall, characters">
          <Logo />
          <span class="brand-name">Rollcall</span>
        </a>
        <nav class="app-nav" aria-label="Main">
          <a href={hrefOf({ name: 'characters' })} aria-current={current(name === 'characters' || name === 'character' || name === 'verified')}>Characters</a>
          <a href={hrefOf({ name: 'gm' })} aria-current={current(name === 'gm')}>GM</a>
          <a href={hrefOf({ name: 'help' })} aria-current={current(name === 'help')}>Help</a>
        </nav>
      </div>
    </header>
  );
}
