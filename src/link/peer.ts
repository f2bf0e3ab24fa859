/**
 * The browser side of a link: one RTCPeerConnection with one data channel, set up from link
 * descriptions (sdp.ts) that travel as QR codes. No STUN or TURN server (`iceServers: []`):
 * only the phones' own addresses on the room's network are tried, and nothing leaves the room.
 * ICE is gathered in full before a description is given out, since there is no second exchange.
 * The data channel is negotiated (id 0) so neither side waits for the other to announce it.
 */
import { buildSdp, trimSdp, type LinkDescription } from './sdp';
import { messageText, parseMessage, type LinkMessage } from './protocol';

/** Where a link is: being set up, open for messages, or lost (closed, failed, or the other phone gone). */
export type PeerState = 'connecting' | 'open' | 'lost';

/** One end of a link. */
export interface Peer {
  /** The state now; `onState` hears each change. */
  state(): PeerState;
  onState(f: (s: PeerState) => void): void;
  /**
   * Each message that arrived and parsed, including those that came before this was called;
   * `onBad` hears the sentence for one that did not parse.
   */
  onMessage(f: (m: LinkMessage) => void, onBad?: (message: string) => void): void;
  /** Sends a message; false when the channel is not open. */
  send(m: LinkMessage): boolean;
  /** Closes the connection for good (state 'lost', and it stays so). */
  close(): void;
}

/** Longest wait for ICE gathering, in ms: host candidates take a few ms to a second. */
const GATHER_MS = 5000;
/** Messages kept for a handler not attached yet; more are dropped (the other phone is not waiting for them). */
const EARLY_MAX = 64;

/**
 * The evening's certificate (ECDSA P-256): its fingerprint is in every code this phone shows,
 * so the other phone's DTLS handshake checks that it talks to the phone whose code it scanned.
 */
export function newCertificate(): Promise<RTCCertificate> {
  return RTCPeerConnection.generateCertificate({ name: 'ECDSA', namedCurve: 'P-256' } as EcKeyGenParams);
}

async function gathered(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((done) => {
      const timer = setTimeout(done, GATHER_MS);
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState === 'complete') { clearTimeout(timer); done(); }
      });
    });
  }
  return pc.localDescription?.sdp ?? '';
}

function wrap(pc: RTCPeerConnection, channel: RTCDataChannel): Peer {
  let current: PeerState = 'connecting';
  /** A closed channel or a failed connection does not come back; a disconnected one may. */
  let ended = false;
  const stateListeners: ((s: PeerState) => void)[] = [];
  const set = (s: PeerState) => {
    if (s === current || ended) return;
    current = s;
    for (const f of stateListeners) f(s);
  };
  const end = () => { set('lost'); ended = true; };
  channel.addEventListener('open', () => set('open'));
  channel.addEventListener('close', end);
  // The channel can open and deliver the other phone's first messages (its hello, a round kept
  // for the link) before the code that took its answer has attached a handler: the answer's
  // setRemoteDescription resolves in a later task than the one ICE and DTLS may already have
  // finished in. Messages are taken from the start and kept until a handler comes.
  const early: unknown[] = [];
  const handlers: ((data: unknown) => void)[] = [];
  channel.addEventListener('message', (e: MessageEvent) => {
    if (handlers.length) for (const h of handlers) h(e.data);
    else if (early.length < EARLY_MAX) early.push(e.data);
  });
  pc.addEventListener('connectionstatechange', () => {
    const c = pc.connectionState;
    if (c === 'failed' || c === 'closed') end();
    // ICE lost its path (a phone locking, Wi-Fi dropping): lost until it finds one again.
    else if (c === 'disconnected') set('lost');
    else if (c === 'connected' && channel.readyState === 'open') set('open');
  });
  return {
    state: () => current,
    onState: (f) => { stateListeners.push(f); },
    onMessage(f, onBad) {
      handlers.push((data) => {
        const m = parseMessage(data);
        if (m.ok) f(m.value);
        else onBad?.(m.message);
      });
      if (handlers.length === 1) for (const data of early.splice(0)) for (const h of handlers) h(data);
    },
    send(m) {
      if (current !== 'open' || channel.readyState !== 'open') return false;
      try {
        channel.send(messageText(m));
        return true;
      } catch {
        return false;
      }
    },
    close() {
      end();
      channel.close();
      pc.close();
    },
  };
}

function connection(cert: RTCCertificate): { pc: RTCPeerConnection; channel: RTCDataChannel } {
  const pc = new RTCPeerConnection({ iceServers: [], certificates: [cert] });
  const channel = pc.createDataChannel('rollcall', { negotiated: true, id: 0, ordered: true });
  return { pc, channel };
}

/**
 * The GM's side: a new connection and its offer, gathered in full. Call `accept` with the
 * player's answer to connect.
 * @throws SdpError when the browser found no network address (no Wi-Fi), or Error from WebRTC
 */
export async function makeOffer(cert: RTCCertificate): Promise<{ peer: Peer; description: LinkDescription; accept(answer: LinkDescription): Promise<void> }> {
  const { pc, channel } = connection(cert);
  try {
    await pc.setLocalDescription(await pc.createOffer());
    const description = trimSdp(await gathered(pc));
    return {
      peer: wrap(pc, channel),
      description,
      accept: (answer) => pc.setRemoteDescription({ type: 'answer', sdp: buildSdp(answer, 2) }),
    };
  } catch (e) {
    pc.close();
    throw e;
  }
}

/**
 * A player's side: a connection set up from the GM's offer, and its answer gathered in full
 * (shown to the GM as the answer code). The channel opens once the GM has taken the answer.
 * @throws SdpError when the browser found no network address, or Error from WebRTC
 */
export async function answerOffer(cert: RTCCertificate, offer: LinkDescription): Promise<{ peer: Peer; description: LinkDescription }> {
  const { pc, channel } = connection(cert);
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: buildSdp(offer, 1) });
    await pc.setLocalDescription(await pc.createAnswer());
    const description = trimSdp(await gathered(pc));
    return { peer: wrap(pc, channel), description };
  } catch (e) {
    pc.close();
    throw e;
  }
}
