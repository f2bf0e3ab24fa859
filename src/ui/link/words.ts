import type { LinkState } from './state';

/** The state of a link in words, for the GM's list and order. */
export const LINK_WORD: Record<LinkState, string> = { open: 'linked', connecting: 'linking…', lost: 'link lost' };

/**
 * What a sent round's card says on the player's phone. `gmText` is the GM's phone's sentence
 * about it ("Took Ada's round."), written for the GM: the card quotes it as that phone's words,
 * so it does not read as the player's own action. Empty or the plain default: said once.
 */
export function sentSentence(gmText: string): string {
  const said = gmText.trim();
  if (!said || said === 'Sent to the GM.') return 'Sent to the GM.';
  return `Sent to the GM. Their phone says: “${said}”`;
}
