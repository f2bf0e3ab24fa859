/**
 * The link machinery (RTCPeerConnection, the codes), loaded on first use so that the screens
 * carry only the link's state. Kept apart from state.ts, which the machinery itself imports.
 */

/** The player's side: answering a join code, sending rounds, unlinking. */
export const loadPlayerLink = () => import('./player');
/** The GM's side: join codes, taking answers, the phones' links. */
export const loadGmLink = () => import('./gm');
