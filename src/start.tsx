/** The app's start, after the shell's first paint (see main.tsx): router, app, service worker. */
import { render } from 'preact';
import { App } from './ui/app/App';
import { startRouter } from './ui/common/router';
import { registerServiceWorker } from './ui/app/sw';

startRouter();
// render() takes over the prerendered shell's elements (the same ones it would make), in a task
// of its own: evaluating the scripts and the first render are two short tasks, not one long one
// that would hold up a tap.
setTimeout(() => render(<App />, document.getElementById('app')!), 0);

/**
 * The service worker is not needed to show the app: they start once the first
 * screen has had time to show its data (a while after load, when the page is idle), so their
 * downloads (the whole precache) never compete with the first screen's.
 */
const REGISTER_AFTER_LOAD_MS = 2000;
const registerLater = () => setTimeout(() => {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void registerServiceWorker(), { timeout: 2000 });
  else void registerServiceWorker();
}, REGISTER_AFTER_LOAD_MS);
if (document.readyState === 'complete') registerLater();
else window.addEventListener('load', registerLater, { once: true });
