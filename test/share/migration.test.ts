import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePayload } from '../../src/share/payload';

const dir = join(import.meta.dirname, 'fixtures');

/** Every shipped format with fixtures: 1 (no tags), 2 (attack tags), 3 (verified rolls' proof), 4 (a proof with its inputs), 5 (the larger dictionary). */
describe.each([1, 2, 3, 4, 5])('codes written by format %i still read', (version) => {
  const expected = JSON.parse(readFileSync(join(dir, `rc${version}-decoded.json`), 'utf8')) as Record<string, unknown>;
  const names = readdirSync(dir).filter((f) => f.startsWith(`rc${version}-`) && f.endsWith('.txt')).map((f) => f.slice(0, -4));

  it('every fixture of the format is here', () => {
    expect(names.sort()).toEqual(Object.keys(expected).sort());
    expect(names.length).toBeGreaterThanOrEqual(5);
  });

  it.each(names)('%s decodes to the same round as when it was written', async (name) => {
    const payload = readFileSync(join(dir, `${name}.txt`), 'utf8').replace(/\n$/, '');
    expect(payload.startsWith(`RC${version}:`)).toBe(true);
    const r = await decodePayload(payload);
    expect(r.ok ? r.value : r.message).toEqual(expected[name]);
  });
});

it('format 1 codes come without attack tags; format 2 codes keep them', async () => {
  const tagsOf = (file: string) => Object.values(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, { entries: { tags?: string[] }[] }>)
    .flatMap((r) => r.entries.map((e) => e.tags));
  expect(tagsOf('rc1-decoded.json').every((t) => t === undefined)).toBe(true);
  expect(tagsOf('rc2-decoded.json')).toContainEqual(['missile', 'arrow']);
});

it('format 1 and 2 codes come without a proof; format 3 verified codes keep theirs, sealed', async () => {
  const proofsOf = (file: string) => Object.values(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, { proof?: { seal: string } }>).map((r) => r.proof);
  expect(proofsOf('rc1-decoded.json').every((p) => p === undefined)).toBe(true);
  expect(proofsOf('rc2-decoded.json').every((p) => p === undefined)).toBe(true);
  expect(proofsOf('rc3-decoded.json').filter((p) => p !== undefined).map((p) => p!.seal)).toEqual([
    expect.stringMatching(/^[0-9a-f]{16}$/), expect.stringMatching(/^[0-9a-f]{16}$/), expect.stringMatching(/^[0-9a-f]{16}$/),
  ]);
});
