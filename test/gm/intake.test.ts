import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { encodeResult } from '../../src/share/payload';
import { createGmModel } from '../../src/ui/gm/model';
import { ingestText, readingSaid, readText, takeReading } from '../../src/ui/gm/service';
import { getRuleset } from '../../src/rulesets';
import { attack, result } from './fixtures';

const lookup = (id: string) => { try { return getRuleset(id); } catch { return undefined; } };

describe('codes the GM screen refuses, each with one clear sentence', () => {
  it('names a code from a newer version of the app', async () => {
    const m = createGmModel({ lookup });
    expect(await ingestText(m, 'RC99:ABCDEF')).toBeNull();
    expect(m.message.value?.text).toMatch(/newer version of Rollcall: update the app/);
  });

  it('names a code of another system than the encounter plays', async () => {
    const m = createGmModel({ lookup });
    m.setSystem('spelljammer');
    const code = await encodeResult(result('Brak', 1000, [attack('a1', 'Axe', 8)], 'bcb-d20'));
    const o = await ingestText(m, `Here is my round: ${code}`);
    expect(o?.kind).toBe('wrong-ruleset');
    expect(m.message.value?.text).toBe('Brak\'s result is for d20 with Base Combat Bonus, but this encounter plays Spelljammer (SC vs DEF): to switch, change "System played" under Encounter.');
  });

  it('says to start the next round first when this round already holds codes of the system played', async () => {
    const m = createGmModel({ lookup });
    m.ingest(result('Aria', 1000, [attack('a1', 'Sword', 8)]));
    await ingestText(m, await encodeResult(result('Brak', 1000, [attack('a1', 'Axe', 8)], 'bcb-d20')));
    expect(m.message.value?.text).toMatch(/: to switch, start the next round, then change "System played" under Encounter\.$/);
  });

  it('says when the text holds no code at all', async () => {
    const m = createGmModel({ lookup });
    expect(await ingestText(m, 'see you on Friday')).toBeNull();
    expect(m.message.value).toMatchObject({ tone: 'bad', text: expect.stringMatching(/not a Rollcall code/) });
  });
});

describe('a pasted text read before Add: what it holds, in a sentence', () => {
  it('names the character, the system and the actions of a round, and takes nothing', async () => {
    const m = createGmModel({ lookup });
    const code = await encodeResult(result('Zed', 1000, [attack('a1', 'Sword', 8), attack('a2', 'Sword', 4)]));
    const read = await readText(`Zed's round: ${code}`);
    expect(read.kind).toBe('round');
    expect(readingSaid(read)).toEqual({ tone: 'info', text: 'Zed\'s round in Spelljammer (SC vs DEF): 2 attacks. Add takes it.' });
    expect(m.round.value.results).toHaveLength(0);
    // Add takes what was read, as the same text taken at once would be.
    expect((await takeReading(m, read))?.kind).toBe('added');
    expect(m.message.value?.text).toBe('Took Zed\'s round.');
  });

  it('gives the refusal a text would get on Add, before Add', async () => {
    const read = await readText('see you on Friday');
    expect(readingSaid(read)).toMatchObject({ tone: 'bad', text: expect.stringMatching(/not a Rollcall code/) });
    const m = createGmModel({ lookup });
    expect(await takeReading(m, read)).toBeNull();
    expect(m.message.value).toMatchObject({ tone: 'bad', text: expect.stringMatching(/not a Rollcall code/) });
  });

  it('leaves a join code to Add (taking it changes the table) and says what it is', async () => {
    const read = await readText('  RCJ1:whatever ');
    expect(read).toEqual({ kind: 'join', text: 'RCJ1:whatever' });
    expect(readingSaid(read).tone).toBe('info');
  });
});
