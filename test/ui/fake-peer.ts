/**
 * A stand-in for one RTCPeerConnection in the link tests: the test opens it (`to('open')`),
 * delivers the other phone's messages and reads what was sent. `accepted` holds the answers
 * the GM's side accepted.
 */
import type { LinkMessage } from '../../src/link/protocol';
import type { Peer, PeerState } from '../../src/link/peer';

export class FakePeer implements Peer {
  current: PeerState = 'connecting';
  sent: LinkMessage[] = [];
  accepted: unknown[] = [];
  private states: ((s: PeerState) => void)[] = [];
  private messages: ((m: LinkMessage) => void)[] = [];
  state() { return this.current; }
  onState(f: (s: PeerState) => void) { this.states.push(f); }
  onMessage(f: (m: LinkMessage) => void) { this.messages.push(f); }
  send(m: LinkMessage) { if (this.current !== 'open') return false; this.sent.push(m); return true; }
  close() { this.to('lost'); }
  to(s: PeerState) { this.current = s; for (const f of this.states) f(s); }
  deliver(m: LinkMessage) { for (const f of this.messages) f(m); }
}
