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

/**
 * Whether this browser can link phones at all: linking is WebRTC's data channel, which some
 * browsers leave out (a WebView, a privacy build, an older Safari). Checked before the camera
 * opens, so such a browser says so instead of a raw error that blames the Wi-Fi.
 */
export function linkAvailable(): boolean {
  return typeof globalThis.RTCPeerConnection === 'function';
}

/** What a phone whose browser cannot link shows instead of the link's scanner. */
export const NO_LINK_HERE = 'Linking phones is not available in this browser. Hand each round over with its QR code instead: it shows under the result after Roll, for the GM to scan with Scan QR codes.';
/** The GM's side of {@link NO_LINK_HERE}. */
export const NO_LINK_HERE_GM = 'Linking phones is not available in this browser. Take the players\' rounds with Scan QR codes instead: each phone shows its round\'s QR code after Roll.';
