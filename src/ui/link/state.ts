/**
 * What the screens show of the links between phones, as signals: small and loaded with the
 * screens, while the link itself (WebRTC, the codes, the certificate: player.ts and gm.ts) loads
 * only when a phone links. Nothing here is stored: a link lives as long as the page.
 */
import { signal } from '@preact/signals';

/** A link's state: being set up (the answer shown, the GM yet to scan it), open, or lost. */
export type LinkState = 'connecting' | 'open' | 'lost';

/** The player's phone's link to the GM. */
export interface PlayerLinkView {
  readonly state: LinkState;
  /** The answer code the GM scans (shown while connecting). */
  readonly answer: string;
  /** The character the phone said hello as. */
  readonly name: string;
}

/** The link of this player's phone, or null when it never linked this page. */
export const playerLink = signal<PlayerLinkView | null>(null);

/** One phone linked to the GM's. */
export interface GmLinkView {
  readonly key: number;
  /** The character its hello named; "" until the hello arrives. */
  readonly name: string;
  readonly state: LinkState;
}

/** The phones linked to this GM's phone, in the order they linked. */
export const gmLinks = signal<readonly GmLinkView[]>([]);

/** The GM's join code now shown (a fresh offer), or why there is none. */
export const gmJoin = signal<{ readonly code: string; readonly version: number; readonly svg: string } | { readonly problem: string } | null>(null);

/** A monster's round the GM sent for this player's "Take a hit". */
export interface IncomingHit {
  readonly id: number;
  readonly code: string;
  readonly from: string;
}

/** Hits sent to this player's phone, not yet applied or dismissed. */
export const incomingHits = signal<readonly IncomingHit[]>([]);

/** Takes a hit the GM sent off the list (applied or dismissed). */
export function dropHit(id: number): void {
  incomingHits.value = incomingHits.value.filter((h) => h.id !== id);
}

/** The GM's rulings on this player's rolls against a secret defence, newest last. */
export const resolutions = signal<readonly { readonly id: number; readonly text: string }[]>([]);

/** Whether `name` is the character of a linked phone, and that link's state (names compared as the GM's order shows them). */
export function linkOf(name: string): GmLinkView | undefined {
  const n = name.trim().toLowerCase();
  return gmLinks.value.find((l) => l.name.trim().toLowerCase() === n);
}

/** What became of a round sent to the GM: on its way, arrived (the GM's sentence), or not sent (why). */
export interface RoundSend {
  readonly state: 'sending' | 'sent' | 'failed';
  readonly text: string;
}

/** Rounds sent on the link this page, by their code. */
export const roundSends = signal<ReadonlyMap<string, RoundSend>>(new Map());
