/**
 * The player's phone's link to the GM's: the GM's join code read (scanned or pasted) gives an
 * answer code for the GM to scan; once the channel opens, rounds go to the GM's order and the
 * GM's hits and rulings come back. One link per phone; linking again replaces it. A round that
 * could not be sent is sent when the phone links again.
 */
import { eveningCertificate } from '../../link/certificate';
import { decodeLinkCode, encodeLinkCode } from '../../link/code';
import { answerOffer, type Peer } from '../../link/peer';
import { MAX_NAME, type LinkMessage } from '../../link/protocol';
import { SdpError } from '../../link/sdp';
import { incomingHits, playerLink, resolutions, roundSends } from './state';

/** How long a round waits for the GM's phone to say it arrived, in ms. */
export const ACK_MS = 4000;

/** What became of a round sent on the link: `text` is one sentence for the card. */
export type SendOutcome = { readonly ok: boolean; readonly text: string };

let peer: Peer | undefined;
let nextId = 1;
const waiting = new Map<number, (o: SendOutcome) => void>();
/** The last round that could not be sent, sent again once a link opens. */
let unsent: string | undefined;

function update(state: 'connecting' | 'open' | 'lost'): void {
  if (playerLink.value) playerLink.value = { ...playerLink.value, state };
}

function failWaiting(text: string): void {
  for (const [, done] of waiting) done({ ok: false, text });
  waiting.clear();
}

function receive(p: Peer, m: LinkMessage): void {
  if (m.t === 'ack') {
    waiting.get(m.id)?.({ ok: m.ok, text: m.text ?? (m.ok ? 'Sent to the GM.' : 'The GM\'s phone refused it.') });
    waiting.delete(m.id);
  } else if (m.t === 'hit') {
    incomingHits.value = [...incomingHits.value.filter((h) => h.code !== m.code), { id: m.id, code: m.code, from: m.from }];
    p.send({ t: 'ack', id: m.id, ok: true });
  } else if (m.t === 'resolution') {
    resolutions.value = [...resolutions.value, { id: m.id, text: m.text }].slice(-5);
    p.send({ t: 'ack', id: m.id, ok: true });
  }
}

/**
 * Reads the GM's join code and makes this phone's answer (shown as a QR code for the GM to
 * scan). `name` is the character the phone says hello as. Replaces any earlier link.
 * @returns the answer code, or one sentence saying why there is none
 */
export async function answerJoinCode(text: string, name: string): Promise<{ ok: true; answer: string } | { ok: false; message: string; detail?: string }> {
  const code = decodeLinkCode(text);
  if (!code.ok) return code;
  if (code.value.kind !== 'offer') return { ok: false, message: 'This is a phone\'s answer code, for the GM\'s phone to scan. Scan the join code the GM\'s phone shows.' };
  let made: Awaited<ReturnType<typeof answerOffer>>;
  try {
    made = await answerOffer(await eveningCertificate(), code.value.description);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    // Only a missing network address points at the Wi-Fi; anything else is this browser's WebRTC.
    return e instanceof SdpError
      ? { ok: false, message: 'This phone found no network to link on: is it on the same Wi-Fi (or hotspot) as the GM\'s phone?', detail }
      : { ok: false, message: 'This browser could not make the link. Hand the round over with its QR code instead.', detail };
  }
  peer?.close();
  failWaiting('The link was replaced.');
  const p = made.peer;
  peer = p;
  const answer = encodeLinkCode({ kind: 'answer', offer: code.value.offer, description: made.description });
  name = name.trim().slice(0, MAX_NAME) || 'Player';
  playerLink.value = { state: 'connecting', answer, name };
  p.onState((s) => {
    if (peer !== p) return;
    update(s);
    if (s === 'open') {
      p.send({ t: 'hello', v: 1, name });
      // The round encoder, ready for the next Roll (the first send does not wait for its chunk).
      void import('../../share/payload');
      if (unsent) void sendRound(unsent);
    }
    if (s === 'lost') failWaiting('The link to the GM was lost before the GM\'s phone said it arrived.');
  });
  p.onMessage((m) => { if (peer === p) receive(p, m); });
  return { ok: true, answer };
}

/**
 * Sends a round's code (the text its QR holds) to the GM's order; what became of it is in
 * {@link roundSends} under the code. A round that cannot go now is sent again when the phone
 * links again (the last one only: an older round is the GM's past).
 */
export function sendRound(code: string): Promise<SendOutcome> {
  const p = peer;
  const id = nextId++;
  const show = (o: SendOutcome | null) => {
    const next = new Map(roundSends.value);
    next.set(code, o ? { state: o.ok ? 'sent' : 'failed', text: o.text } : { state: 'sending', text: 'Sending to the GM…' });
    roundSends.value = next;
  };
  show(null);
  return new Promise<SendOutcome>((resolve) => {
    const end = (o: SendOutcome) => {
      if (!o.ok) unsent = code;
      else if (unsent === code) unsent = undefined;
      show(o);
      resolve(o);
    };
    if (!p || p.state() !== 'open' || !p.send({ t: 'round', id, code })) {
      end({ ok: false, text: 'Not sent: this phone is not linked to the GM now.' });
      return;
    }
    const timer = setTimeout(() => { waiting.delete(id); end({ ok: false, text: 'Not sent: the GM\'s phone did not answer.' }); }, ACK_MS);
    waiting.set(id, (o) => { clearTimeout(timer); end(o); });
  });
}

/** Ends the link (the GM's phone sees it lost). */
export function unlink(): void {
  peer?.close();
  peer = undefined;
  failWaiting('The link was ended.');
  playerLink.value = null;
}
