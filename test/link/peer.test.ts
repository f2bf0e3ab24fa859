/**
 * The browser glue of a link (src/link/peer.ts) over a stand-in RTCPeerConnection: what a phone
 * hears from the other one, whatever the order in which the browser's tasks come.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOffer } from '../../src/link/peer';
import { messageText, type LinkMessage } from '../../src/link/protocol';
import { trimSdp } from '../../src/link/sdp';
import { CHROMIUM_ANSWER, CHROMIUM_OFFER } from './fixtures';

class FakeChannel extends EventTarget {
  readyState: RTCDataChannelState = 'connecting';
  send(): void {}
  close(): void { this.readyState = 'closed'; }
}

/** The other phone's messages that reach this one while the GM's phone is still taking its answer. */
let arriving: LinkMessage[] = [];

class FakePeerConnection extends EventTarget {
  static last: FakePeerConnection | undefined;
  readonly channel = new FakeChannel();
  iceGatheringState: RTCIceGatheringState = 'complete';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  constructor() { super(); FakePeerConnection.last = this; }
  createDataChannel(): FakeChannel { return this.channel; }
  async createOffer(): Promise<RTCSessionDescriptionInit> { return { type: 'offer', sdp: CHROMIUM_OFFER }; }
  async setLocalDescription(d: RTCSessionDescriptionInit): Promise<void> { this.localDescription = d; }
  /** As Chromium may on a busy phone: ICE, DTLS and SCTP finish, and the first messages come, before this resolves. */
  async setRemoteDescription(): Promise<void> {
    this.channel.readyState = 'open';
    this.channel.dispatchEvent(new Event('open'));
    for (const m of arriving) this.channel.dispatchEvent(new MessageEvent('message', { data: messageText(m) }));
  }
  close(): void { this.connectionState = 'closed'; }
}

afterEach(() => {
  vi.unstubAllGlobals();
  arriving = [];
});

describe('a link\'s first messages', () => {
  it('reach the GM\'s phone even when they arrive before it has finished taking the answer', async () => {
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    arriving = [{ t: 'hello', v: 1, name: 'Derrick' }, { t: 'round', id: 1, code: 'RC5:ROUND' }];
    const offer = await makeOffer({} as RTCCertificate);
    await offer.accept(trimSdp(CHROMIUM_ANSWER));
    expect(offer.peer.state()).toBe('open');
    const heard: LinkMessage[] = [];
    offer.peer.onMessage((m) => heard.push(m));
    expect(heard).toEqual(arriving);
  });

  it('go to the handler as they come once one is attached, and a bad one is said, not dropped silently', async () => {
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    const offer = await makeOffer({} as RTCCertificate);
    await offer.accept(trimSdp(CHROMIUM_ANSWER));
    const heard: LinkMessage[] = [];
    const bad: string[] = [];
    offer.peer.onMessage((m) => heard.push(m), (s) => bad.push(s));
    const channel = FakePeerConnection.last!.channel;
    channel.dispatchEvent(new MessageEvent('message', { data: messageText({ t: 'hello', v: 1, name: 'Ada' }) }));
    channel.dispatchEvent(new MessageEvent('message', { data: '{"t":"nonsense"}' }));
    expect(heard).toEqual([{ t: 'hello', v: 1, name: 'Ada' }]);
    expect(bad).toHaveLength(1);
  });
});
