/**
 * At the table: keep the phone's screen on while a round is open (Screen Wake Lock API) and a
 * short buzz when a round is rolled (Vibration API). Both do nothing where unsupported or
 * refused (battery saver, no user gesture yet): the app works the same without them.
 */
import { whenIdle } from './idle';

/** The part of a wake lock sentinel used here. */
export interface WakeSentinel {
  readonly released: boolean;
  release(): Promise<void>;
}

/** What keepAwake needs from the page (the real `navigator.wakeLock` and `document` by default). */
export interface AwakeEnv {
  readonly wakeLock: { request(type: 'screen'): Promise<WakeSentinel> } | undefined;
  readonly doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

function pageEnv(): AwakeEnv {
  return { wakeLock: (navigator as Navigator & { wakeLock?: AwakeEnv['wakeLock'] }).wakeLock, doc: document };
}

/**
 * Holds a screen wake lock from now until the returned stop function is called: taken when the
 * page is visible, let go when it is hidden (the browser drops it then anyway) and taken again
 * when the page is shown. Returns stop, which releases the lock and stops listening.
 */
export function keepAwake(env: AwakeEnv = pageEnv()): () => void {
  const lock = env.wakeLock;
  if (!lock) return () => undefined;
  let sentinel: WakeSentinel | null = null;
  let pending = false;
  let stopped = false;
  const take = () => {
    if (stopped || pending || env.doc.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    pending = true;
    lock.request('screen').then((s) => {
      pending = false;
      if (stopped || env.doc.visibilityState !== 'visible') void s.release().catch(() => undefined);
      else sentinel = s;
    }, () => { pending = false; });
  };
  const letGo = () => {
    const s = sentinel;
    sentinel = null;
    if (s && !s.released) void s.release().catch(() => undefined);
  };
  const onVisibility = () => (env.doc.visibilityState === 'visible' ? take() : letGo());
  env.doc.addEventListener('visibilitychange', onVisibility);
  take();
  return () => {
    stopped = true;
    env.doc.removeEventListener('visibilitychange', onVisibility);
    letGo();
  };
}

/**
 * {@link keepAwake} from the page's next idle moment: the first look at `navigator.wakeLock`
 * connects the page to the browser's wake lock service, about 8 ms (30 ms at 4x CPU), which
 * opening a character or the GM's screen need not wait for. `env` is read then, not now.
 * Returns stop, which also cancels a start not yet made.
 */
export function keepAwakeSoon(idle: (run: () => void) => void = whenIdle, env: () => AwakeEnv = pageEnv): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  idle(() => { if (!stopped) stop = keepAwake(env()); });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** A short buzz (40 ms) for a rolled round, where the phone can vibrate. */
export function buzz(): void {
  try {
    navigator.vibrate?.(40);
  } catch {
    // Some browsers throw when vibration is blocked (no user gesture yet): a buzz is not worth an error.
  }
}
