import { describe, expect, it, vi } from 'vitest';
import type { LinkMessage } from '../../src/link/protocol';
import { FakePeer } from './fake-peer';
import { decodeLinkCode, encodeLinkCode } from '../../src/link/code';
import { trimSdp } from '../../src/link/sdp';
import { CHROMIUM_ANSWER, CHROMIUM_OFFER } from '../link/fixtures';

const peers: FakePeer[] = [];
vi.mock('../../src/link/certificate', () => ({ eveningCertificate: async () => ({}) }));
vi.mock('../../src/link/peer', () => ({
  answerOffer: async () => {
    const peer = new FakePeer();
    peers.push(peer);
    return { peer, description: trimSdp(CHROMIUM_ANSWER) };
  },
}));

const { answerJoinCode, sendRound } = await import('../../src/ui/link/player');
const { incomingHits, playerLink, roundSends } = await import('../../src/ui/link/state');

const join = (offer: number) => encodeLinkCode({ kind: 'offer', offer, description: trimSdp(CHROMIUM_OFFER) });

describe('a player\'s phone linked to the GM\'s', () => {
  it('refuses an answer code where the GM\'s join code belongs', async () => {
    const answer = encodeLinkCode({ kind: 'answer', offer: 3, description: trimSdp(CHROMIUM_ANSWER) });
    const before = playerLink.value;
    expect(await answerJoinCode(answer, 'Ada')).toEqual({ ok: false, message: expect.stringMatching(/^This is a phone's answer code, for the GM's phone to scan/) });
    expect(playerLink.value).toBe(before);
  });

  it('answers the join code with the same offer number, says hello once open, and sends a round the GM acknowledges', async () => {
    const r = await answerJoinCode(join(41), 'Ada');
    if (!r.ok) throw new Error(r.message);
    expect(decodeLinkCode(r.answer)).toMatchObject({ ok: true, value: { kind: 'answer', offer: 41 } });
    expect(playerLink.value).toMatchObject({ state: 'connecting', name: 'Ada' });
    const peer = peers.at(-1)!;
    peer.to('open');
    expect(peer.sent[0]).toEqual({ t: 'hello', v: 1, name: 'Ada' });
    const sending = sendRound('RC5:ROUND1');
    const sent = peer.sent[1] as Extract<LinkMessage, { t: 'round' }>;
    expect(sent).toMatchObject({ t: 'round', code: 'RC5:ROUND1' });
    peer.deliver({ t: 'ack', id: sent.id, ok: true, text: 'Took Ada\'s round.' });
    expect(await sending).toEqual({ ok: true, text: 'Took Ada\'s round.' });
    expect(roundSends.value.get('RC5:ROUND1')).toEqual({ state: 'sent', text: 'Took Ada\'s round.' });

    // The GM's hit arrives for Take a hit, and is acknowledged.
    peer.deliver({ t: 'hit', id: 9, code: 'RC5:GOBLIN', from: 'Goblin' });
    expect(incomingHits.value).toEqual([{ id: 9, code: 'RC5:GOBLIN', from: 'Goblin' }]);
    expect(peer.sent[2]).toEqual({ t: 'ack', id: 9, ok: true });
  });

  it('keeps a round the lost link could not carry and sends it once the phone links again', async () => {
    const linked = await answerJoinCode(join(40), 'Ada');
    if (!linked.ok) throw new Error(linked.message);
    peers.at(-1)!.to('open');
    peers.at(-1)!.to('lost');
    expect(playerLink.value?.state).toBe('lost');
    expect(await sendRound('RC5:ROUND2')).toEqual({ ok: false, text: 'Not sent: this phone is not linked to the GM now.' });
    expect(roundSends.value.get('RC5:ROUND2')?.state).toBe('failed');
    const r = await answerJoinCode(join(42), 'Ada');
    expect(r.ok).toBe(true);
    const again = peers.at(-1)!;
    again.to('open');
    const resent = again.sent.find((m) => m.t === 'round') as Extract<LinkMessage, { t: 'round' }>;
    expect(resent).toMatchObject({ code: 'RC5:ROUND2' });
    again.deliver({ t: 'ack', id: resent.id, ok: true, text: 'Took Ada\'s round.' });
    await vi.waitFor(() => expect(roundSends.value.get('RC5:ROUND2')?.state).toBe('sent'));
  });
});
