import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_MESSAGE_CHARS, messageText, parseMessage, type LinkMessage } from '../../src/link/protocol';

const read = (raw: unknown) => parseMessage(raw);

describe('link messages', () => {
  const messages: LinkMessage[] = [
    { t: 'hello', v: 1, name: 'Ada' },
    { t: 'round', id: 1, code: 'RC5:ABC' },
    { t: 'hit', id: 2, code: 'RC5:XYZ', from: 'Goblin (2)' },
    { t: 'resolution', id: 3, text: 'Longsword, attack 1 against DEF 25: Hit.' },
    { t: 'ack', id: 1, ok: true, text: 'Took Ada\'s round.' },
    { t: 'ack', id: 2, ok: false },
  ];

  it.each(messages)('a $t message reads back as sent', (m) => {
    expect(read(messageText(m))).toEqual({ ok: true, value: m });
  });

  it.each([
    { what: 'binary data', raw: new ArrayBuffer(4), message: /Expected a text message on the link, but received binary data/ },
    { what: 'text that is not JSON', raw: 'hello there', message: /Expected a JSON message on the link, but received "hello there"/ },
    { what: 'an unknown kind', raw: '{"t":"bye"}', message: /expected a message of kind hello, round, hit, resolution or ack/ },
    { what: 'a round whose code is not a Rollcall code', raw: '{"t":"round","id":1,"code":"<script>"}', message: /expected a Rollcall code starting "RC<version>:" \(at code\)/ },
    { what: 'a hello of another protocol version', raw: '{"t":"hello","v":2,"name":"Ada"}', message: /expected protocol version 1/ },
    { what: 'an extra field', raw: '{"t":"ack","id":1,"ok":true,"admin":true}', message: /admin/ },
    { what: 'a message number of 0', raw: '{"t":"ack","id":0,"ok":true}', message: /expected a message number from 1/ },
    { what: 'a name of 49 characters', raw: JSON.stringify({ t: 'hello', v: 1, name: 'x'.repeat(49) }), message: /expected a name of at most 48 characters/ },
  ])('refuses $what with what was expected', ({ raw, message }) => {
    const r = read(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });

  it('refuses a message longer than the longest code before parsing it', () => {
    const r = read(`{"t":"round","id":1,"code":"RC5:${'A'.repeat(MAX_MESSAGE_CHARS)}"}`);
    expect(r).toEqual({ ok: false, message: expect.stringMatching(/^Expected a message of at most \d+ characters on the link, but received \d+\.$/) });
  });

  it('never throws on any text or JSON value (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((j) => JSON.stringify(j))), (raw) => {
      const r = read(raw);
      if (!r.ok) expect(r.message.length).toBeGreaterThan(0);
    }), { seed: 5, numRuns: 500 });
  });
});
