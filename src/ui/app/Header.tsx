/** The app bar: name and the two main tabs, Characters and GM (48px targets). */
import { Logo } from './Logo';
import { route } from './router';
import { hrefOf } from './route';

/** The app bar; the tab of the current route is marked `aria-current="page"`. */
export function Header() {
  const name = route.value.name;
  const onGm = name === 'gm';
  const onCharacters = name === 'characters' || name === 'character';
  return (
    <header class="app-header">
      <div class="app-header-inner">
        <a class="brand" href={hrefOf({ name: 'characters' })} aria-label="Rollcall, characters">
          <Logo />
          <span>Rollcall</span>
        </a>
        <nav class="app-nav" aria-label="Main">
          <a href={hrefOf({ name: 'characters' })} aria-current={onCharacters ? 'page' : undefined}>Characters</a>
          <a href={hrefOf({ name: 'gm' })} aria-current={onGm ? 'page' : undefined}>GM</a>
        </nav>
      </div>
    </header>
  );
}
