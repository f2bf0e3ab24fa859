import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePeer } from './fake-peer';
import { encodeLinkCode } from '../../src/link/code';
import { trimSdp } from '../../src/link/sdp';
import { CHROMIUM_ANSWER, CHROMIUM_OFFER } from '../link/fixtures';

const peers: FakePeer[] = [];
vi.mock('../../src/link/certificate', () => ({ eveningCertificate: async () => ({}) }));
vi.mock('../../src/link/peer', () => ({
  makeOffer: async () => {
    const peer = new FakePeer();
    peers.push(peer);
    return { peer, description: trimSdp(CHROMIUM_OFFER), accept: async (a: unknown) => { peer.accepted.push(a); } };
  },
}));

const { attach, sendHit, showJoinCode, takeAnswer } = await import('../../src/ui/link/gm');
const { gmJoin, gmLinks } = await import('../../src/ui/link/state');
const { decodeLinkCode } = await import('../../src/link/code');

/** The offer number of the join code shown now. */
async function shownOffer(): Promise<number> {
  await vi.waitFor(() => expect(gmJoin.value && 'code' in gmJoin.value).toBe(true));
  const j = gmJoin.value as { code: string };
  const d = decodeLinkCode(j.code);
  if (!d.ok) throw new Error(d.message);
  return d.value.offer;
}

const answerTo = (offer: number) => encodeLinkCode({ kind: 'answer', offer, description: trimSdp(CHROMIUM_ANSWER) });

describe('the GM takes only answers to the join code it shows now', () => {
  const taken: string[] = [];
  const said: string[] = [];
  beforeEach(() => {
    attach({ take: async (code) => { taken.push(code); return { ok: true, text: 'Took Ada\'s round.' }; }, say: (_tone, text) => { said.push(text); } });
  });

  it('refuses a join code scanned where an answer belongs', async () => {
    showJoinCode();
    const offer = await shownOffer();
    const links = gmLinks.value;
    const join = (gmJoin.value as { code: string }).code;
    expect(await takeAnswer(join)).toEqual({ ok: false, message: expect.stringMatching(/^This is a join code, for the players' phones to scan/) });
    expect(await takeAnswer(answerTo((offer + 1) % 32768))).toEqual({ ok: false, message: expect.stringMatching(/not the one shown now/) });
    expect(gmLinks.value).toEqual(links);
  });

  it('links the phone that answered, shows the next join code, and refuses that answer again', async () => {
    showJoinCode();
    const offer = await shownOffer();
    const answer = answerTo(offer);
    expect(await takeAnswer(answer)).toEqual({ ok: true, message: 'Linking the phone…' });
    const peer = peers[peers.length - 2]!;
    expect(peer.accepted).toHaveLength(1);
    expect(gmLinks.value).toEqual([{ key: 1, name: '', state: 'connecting' }]);
    const next = await shownOffer();
    expect(next).not.toBe(offer);
    expect((await takeAnswer(answer)).ok).toBe(false);

    // The channel opens; hello names the phone, and a round enters the order as a scanned code does.
    peer.to('open');
    peer.deliver({ t: 'hello', v: 1, name: 'Ada' });
    expect(gmLinks.value).toEqual([{ key: 1, name: 'Ada', state: 'open' }]);
    expect(said).toContain('Linked: Ada\'s phone.');
    peer.deliver({ t: 'round', id: 7, code: 'RC5:ABC' });
    await vi.waitFor(() => expect(peer.sent).toEqual([{ t: 'ack', id: 7, ok: true, text: 'Took Ada\'s round.' }]));
    expect(taken).toEqual(['RC5:ABC']);

    // The phone drops: its link is marked lost, and a hit cannot be sent to it.
    peer.to('lost');
    expect(gmLinks.value[0]!.state).toBe('lost');
    expect(await sendHit(1, 'RC5:XYZ', 'Goblin')).toEqual({ ok: false, text: expect.stringMatching(/^Not sent: that phone is not linked now/) });
    expect(peer.sent).toHaveLength(1);
  });
});
