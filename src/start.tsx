/** Entry point: global styles, the hash router, the app shell and the service worker. */
import { render } from 'preact';
import './ui/app/styles.css';
import { App } from './ui/app/App';
import { startRouter } from './ui/app/router';
import { registerServiceWorker } from './ui/app/sw';

startRouter();
render(<App />, document.getElementById('app')!);
// After the first paint: the worker and workbox-window are not needed to show the app.
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => { void registerServiceWorker(); }, { once: true });
