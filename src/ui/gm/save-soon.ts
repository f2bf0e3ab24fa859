/**
 * The GM's round written to storage just after the screen shows the change, not before: a
 * write copies the whole round and sets the page-leave guard (storage/pending.ts), several ms
 * on a slow phone, and a code taken should show in the frame of the tap. One write waits at a
 * time and takes the latest round given while it waited (each write holds the whole round, so
 * an older one would only be overwritten). A page going out of view writes at once.
 */

/** Runs a function later: after the next frame is painted in the page (see {@link afterPaint}). */
export type Later = (run: () => void) => void;

/**
 * After the next frame is painted (a timer set in a frame callback runs after that paint), or
 * after 100 ms if no frame comes first (a page out of view draws no frames).
 */
export const afterPaint: Later = (run) => {
  let done = false;
  const once = () => { if (!done) { done = true; run(); } };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
};

/**
 * `save` run `later`, with the latest round given meanwhile: the returned function resolves
 * (or rejects) as the write that holds its round does. `flush` starts the waiting write now
 * (the page is being hidden or left).
 * @param save writes a round (persist.ts `saveRound`); its rejection goes to every caller it covers
 */
export function saveSoon<T>(save: (value: T) => Promise<void>, later: Later = afterPaint): { save: (value: T) => Promise<void>; flush: () => void } {
  let waiting: { value: T; start: () => void; done: Promise<void> } | null = null;
  const flush = () => { waiting?.start(); };
  return {
    flush,
    save(value: T): Promise<void> {
      if (waiting) { waiting.value = value; return waiting.done; }
      let start!: () => void;
      const done = new Promise<void>((ok) => { start = ok; }).then(() => {
        const w = waiting!;
        waiting = null;
        return save(w.value);
      });
      waiting = { value, start, done };
      later(start);
      return done;
    },
  };
}
