import { describe, expect, it } from 'vitest';
import { ATTACK_TAGS, type RoundResult } from '../../src/engine/ruleset';
import { decodePayload, encodeResult, encodeResultDetailed } from '../../src/share/payload';
import { fiveAttacks } from './fixture';

const volley: RoundResult = {
  ...fiveAttacks,
  entries: [
    { ...fiveAttacks.entries[0], tags: ['melee'] },
    { ...fiveAttacks.entries[1], tags: ['melee'] },
    { ...fiveAttacks.entries[2], tags: ['missile', 'arrow'] },
    { ...fiveAttacks.entries[3], tags: ['missile', 'arrow'] },
    { ...fiveAttacks.entries[4], tags: undefined },
  ],
};

async function decoded(payload: string): Promise<RoundResult> {
  const r = await decodePayload(payload);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('attack tags travel to the defender (format 2)', () => {
  it('each entry keeps its tags, in order; an entry without tags has none', async () => {
    const back = await decoded(await encodeResult(volley));
    expect(back.entries.map((e) => e.tags)).toEqual([['melee'], ['melee'], ['missile', 'arrow'], ['missile', 'arrow'], undefined]);
  });

  it('every tag of ATTACK_TAGS comes back', async () => {
    const r: RoundResult = { ...fiveAttacks, entries: ATTACK_TAGS.map((t, i) => ({ ...fiveAttacks.entries[0], id: `a${i + 1}`, tags: [t] })) };
    const back = await decoded((await encodeResultDetailed(r, { maxChars: 10_000 })).payload);
    expect(back.entries.map((e) => e.tags)).toEqual(ATTACK_TAGS.map((t) => [t]));
  });

  it('tags repeated from attack to attack cost almost nothing: at most 3 more characters for five', async () => {
    const untagged: RoundResult = { ...fiveAttacks, entries: fiveAttacks.entries.map((e) => ({ ...e, tags: undefined })) };
    const [withTags, without] = [await encodeResult(fiveAttacks), await encodeResult(untagged)];
    expect(withTags.length - without.length).toBeLessThanOrEqual(3);
  });

  it('a tag outside ATTACK_TAGS is refused when sharing, naming it', async () => {
    const bad: RoundResult = { ...fiveAttacks, entries: [{ ...fiveAttacks.entries[0], tags: ['laser'] }] };
    await expect(encodeResult(bad)).rejects.toThrow(/attack tag: expected one of melee, missile.*but received "laser"/);
  });

  it('a tag a newer app appended to ATTACK_TAGS is refused with a message, not misread', async () => {
    // Simulate the newer app: its list has an eleventh tag, and it writes its number.
    const tags = ATTACK_TAGS as unknown as string[];
    tags.push('laser');
    let payload: string;
    try {
      payload = await encodeResult({ ...fiveAttacks, entries: [{ ...fiveAttacks.entries[0], tags: ['laser'] }] });
    } finally {
      tags.pop();
    }
    const r = await decodePayload(payload);
    expect(r.ok ? 'accepted' : `${r.message} (${r.detail ?? ''})`).toMatch(/newer version of Rollcall.*attack tag number below 10 .*received 10; a newer Rollcall may have written it/);
  });
});
