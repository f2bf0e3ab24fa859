/**
 * Entry point. The start page's shell is already in index.html (prerendered at build time,
 * vite.config.ts) and styled by the stylesheets imported here, so it paints from the HTML and
 * CSS alone; the app's code (./start) is fetched after that first paint and takes the shell
 * over, so its download never delays what the phone shows first.
 */
import './ui/app/styles.css';
import './ui/player/list.css';

/** Loads and starts the app; a failure to load says so in place of the shell's "Loading…". */
function start(): void {
  import('./start').catch((err: unknown) => {
    const main = document.getElementById('main');
    if (main) main.textContent = `Rollcall could not load: ${err instanceof Error ? err.message : String(err)}. Reload to try again.`;
  });
}

// After the next frame is painted (a timer set in a frame callback runs after that paint).
requestAnimationFrame(() => setTimeout(start, 0));
