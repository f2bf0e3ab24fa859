/**
 * Reading a character's round code ahead of a tap, while the list waits: the character screen's
 * code, its look, then the rules of each system the list shows, each in an idle period of its
 * own, one after the other (one module evaluation, or one part of the look drawn out of sight,
 * per idle callback).
 * The list starts it only on a page the service worker controls (CharacterList: at once on a
 * later visit, once the worker has installed and taken control on a first one), so it reads
 * from the worker's cache, and a first visit downloads and runs nothing more before that; this
 * module is itself in the screens chunk, read from that cache.
 */
import { catalog, loadRuleset } from '../../rulesets/catalog';
import type { Character } from '../../storage';
import { warmClock } from '../common/clock';
import { whenIdle } from '../common/idle';
import { preloadCharacterScreen } from './LazyCharacterScreen';
import { ROUND_LOOK, warmRoundLook } from './warmLook';

/** One step of the warm-up: starts a load and resolves once it is done (a rejection is ignored). */
export type WarmStep = () => Promise<unknown>;

/** Runs `run` when the page is next idle (a short timer where there are no idle callbacks, e.g. Safari). */
export type Idle = (run: () => void) => void;

const pageIdle: Idle = (run) => whenIdle(run);

/**
 * Runs `steps` in order, each in an idle period after the previous one is done. A failed step is
 * left for the tap to report; the next step still runs.
 * @returns a function that stops the steps not yet started (the list unmounting)
 */
export function warmAhead(steps: readonly WarmStep[], idle: Idle = pageIdle): () => void {
  let stopped = false;
  const next = (i: number): void => {
    if (i < steps.length) idle(() => { if (!stopped) void Promise.resolve().then(steps[i]).catch(() => undefined).then(() => next(i + 1)); });
  };
  next(0);
  return () => { stopped = true; };
}

/**
 * The list's warm-up: the character screen's code (with its stylesheets), then the Round tab's
 * look drawn once out of sight, part by part (./warmLook.ts), then the rules of each system
 * with a character not archived, in the list's order (the catalog's), then the locale data of
 * the times a result card shows (`warmClock`, a task of its own: 30 to 60 ms, once per page; last, since only a
 * roll's result needs it, not the tap that opens a character).
 * @returns a function that stops it
 */
export function warmList(characters: readonly Character[]): () => void {
  const listed = catalog.filter((e) => characters.some((c) => !c.archived && c.rulesetId === e.id));
  return warmAhead([
    preloadCharacterScreen,
    ...ROUND_LOOK.map((part) => async () => warmRoundLook(part)),
    ...listed.map((e) => () => loadRuleset(e.id)),
    async () => warmClock(),
  ]);
}
