import type { LinkState } from './state';

/** The state of a link in words, for the GM's list and order. */
export const LINK_WORD: Record<LinkState, string> = { open: 'linked', connecting: 'linking…', lost: 'link lost' };
