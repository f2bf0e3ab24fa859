/**
 * The GM's phone's links to the players' phones: one RTCPeerConnection per phone. The join code
 * shown is a fresh offer; a player's answer to it (scanned like any code) opens that phone's
 * link, and the next offer is shown at once for the next phone. Only an answer to the offer
 * shown now is taken: the offer number in it must match, and the DTLS handshake then checks
 * both certificates' fingerprints against the ones the two codes carried.
 *
 * A round arriving on a link enters the order exactly as a scanned code does (the service's
 * ingestText, through {@link attach}); a
 * monster's round or a ruling goes back on the player's link.
 */
import { eveningCertificate } from '../../link/certificate';
import { decodeLinkCode, encodeLinkCode, MAX_OFFER } from '../../link/code';
import { makeOffer, type Peer } from '../../link/peer';
import type { LinkMessage } from '../../link/protocol';
import { qrCode } from '../../share/qr/qr';
import { gmJoin, gmLinks } from './state';

/**
 * Where links meet the GM's round (given by the GM screen's service, which loads this module):
 * `take` offers a code to the round as a scanned one is and gives the GM's sentence about it,
 * `say` shows the GM a message.
 */
export interface GmTable {
  take(code: string): Promise<{ ok: boolean; text: string }>;
  say(tone: 'good' | 'bad', text: string): void;
}

let table: GmTable | undefined;

/** Connects the links to the GM's round (once the model is loaded). */
export function attach(t: GmTable): void {
  table = t;
}

interface Link {
  readonly key: number;
  name: string;
  /** The player's certificate fingerprint (hex): the same phone linking again keeps its place. */
  readonly fingerprint: string;
  peer: Peer;
}

type Offer = Awaited<ReturnType<typeof makeOffer>> & { readonly number: number };

const links: Link[] = [];
let keys = 0;
let msgIds = 1;
/** Offer numbers start at random, so an answer to an offer from before a reload cannot match. */
let offerNumber = Math.floor(Math.random() * (MAX_OFFER + 1));
let offer: Promise<Offer | null> | undefined;
const waiting = new Map<number, (o: { ok: boolean; text: string }) => void>();

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

function publish(): void {
  gmLinks.value = links.map((l) => ({ key: l.key, name: l.name, state: l.peer.state() }));
}

async function onMessage(link: Link, m: LinkMessage): Promise<void> {
  if (m.t === 'hello') {
    link.name = m.name;
    // The same character linked again from a phone with a new certificate: the lost entry goes.
    const twin = links.findIndex((l) => l !== link && l.peer.state() === 'lost' && l.name.toLowerCase() === m.name.toLowerCase());
    if (twin >= 0) links.splice(twin, 1);
    publish();
    table?.say('good', `Linked: ${m.name}'s phone.`);
  } else if (m.t === 'round') {
    const o = table ? await table.take(m.code) : { ok: false, text: 'The GM\'s screen is not open.' };
    link.peer.send({ t: 'ack', id: m.id, ok: o.ok, text: o.text });
  } else if (m.t === 'ack') {
    waiting.get(m.id)?.({ ok: m.ok, text: m.text ?? '' });
    waiting.delete(m.id);
  }
}

/** Makes the next offer and shows it as the join code. */
function nextOffer(): Promise<Offer | null> {
  offerNumber = (offerNumber + 1) % (MAX_OFFER + 1);
  const number = offerNumber;
  gmJoin.value = null;
  const made = (async () => {
    try {
      const o = await makeOffer(await eveningCertificate());
      const code = encodeLinkCode({ kind: 'offer', offer: number, description: o.description });
      const qr = qrCode(code);
      gmJoin.value = { code, version: qr.version, svg: qr.svg };
      return { ...o, number };
    } catch (e) {
      gmJoin.value = { problem: `This phone could not make a join code: ${e instanceof Error ? e.message : String(e)}. Is it on Wi-Fi or sharing a hotspot?` };
      return null;
    }
  })();
  offer = made;
  return made;
}

/** Shows the join code, making the first offer on first use. */
export function showJoinCode(): void {
  if (!offer || (gmJoin.value && 'problem' in gmJoin.value)) void nextOffer();
}

/**
 * Replaces the join code with a fresh offer (after this phone changed networks, say: the old
 * one lists the old addresses). An answer to the old one is refused from then on.
 */
export async function refreshJoinCode(): Promise<void> {
  const old = await offer;
  old?.peer.close();
  await nextOffer();
}

/**
 * Takes a player's answer code (scanned or pasted): the phone's link opens, and the next join
 * code is shown.
 * @returns one sentence for the GM, good or not
 */
export async function takeAnswer(text: string): Promise<{ ok: boolean; message: string }> {
  const code = decodeLinkCode(text);
  if (!code.ok) return { ok: false, message: code.message };
  if (code.value.kind !== 'answer') return { ok: false, message: 'This is a join code, for the players\' phones to scan. Scan the answer code a player\'s phone shows.' };
  const o = await offer;
  if (!o || o.number !== code.value.offer) {
    return { ok: false, message: 'This answer is to a join code that is not the one shown now (another phone took it, or it is from before a reload). On that phone, scan the join code again.' };
  }
  try {
    await o.accept(code.value.description);
  } catch (e) {
    o.peer.close();
    void nextOffer();
    return { ok: false, message: `This answer could not be used: ${e instanceof Error ? e.message : String(e)}. On that phone, scan the new join code.` };
  }
  const fingerprint = hex(code.value.description.fingerprint);
  const again = links.find((l) => l.fingerprint === fingerprint);
  let link: Link;
  if (again) {
    again.peer.close();
    again.peer = o.peer;
    link = again;
  } else {
    link = { key: ++keys, name: '', fingerprint, peer: o.peer };
    links.push(link);
  }
  const peer = o.peer;
  peer.onState(() => { if (link.peer === peer) publish(); });
  peer.onMessage((m) => { if (link.peer === peer) void onMessage(link, m); });
  publish();
  void nextOffer();
  return { ok: true, message: again ? `Linking ${again.name || 'the phone'} again…` : 'Linking the phone…' };
}

function send(key: number, make: (id: number) => LinkMessage): Promise<{ ok: boolean; text: string }> {
  const link = links.find((l) => l.key === key);
  const id = msgIds++;
  if (!link || !link.peer.send(make(id))) return Promise.resolve({ ok: false, text: 'Not sent: that phone is not linked now. Show the QR code instead.' });
  return new Promise((resolve) => {
    const timer = setTimeout(() => { waiting.delete(id); resolve({ ok: false, text: 'Not sent: the phone did not answer. Show the QR code instead.' }); }, 4000);
    waiting.set(id, (o) => { clearTimeout(timer); resolve(o.ok ? { ok: true, text: link.name ? `Sent to ${link.name}'s phone.` : 'Sent to the phone.' } : o); });
  });
}

/** Sends a monster's round (its code) to a linked phone's "Take a hit". */
export const sendHit = (key: number, code: string, from: string) => send(key, (id) => ({ t: 'hit', id, code, from }));

/** Sends a ruling on a secret-defence roll (one sentence) to a linked phone. */
export const sendResolution = (key: number, text: string) => send(key, (id) => ({ t: 'resolution', id, text }));

/** Ends a phone's link and forgets it. */
export function unlinkPhone(key: number): void {
  const i = links.findIndex((l) => l.key === key);
  if (i < 0) return;
  links[i]!.peer.close();
  links.splice(i, 1);
  publish();
}
