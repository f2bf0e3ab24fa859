import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePayload } from '../../src/share/payload';

const dir = join(import.meta.dirname, 'fixtures');
const expected = JSON.parse(readFileSync(join(dir, 'rc1-decoded.json'), 'utf8')) as Record<string, unknown>;
const rc1 = readdirSync(dir).filter((f) => /^rc1-.*\.txt$/.test(f)).map((f) => f.slice(0, -4));

describe('codes written by format 1 (issue 3) still read', () => {
  it('every shipped fixture is here', () => {
    expect(rc1.sort()).toEqual(Object.keys(expected).sort());
    expect(rc1.length).toBeGreaterThanOrEqual(5);
  });

  it.each(rc1)('%s decodes to the same round as when it was written', async (name) => {
    const payload = readFileSync(join(dir, `${name}.txt`), 'utf8').replace(/\n$/, '');
    expect(payload.startsWith('RC1:')).toBe(true);
    const r = await decodePayload(payload);
    expect(r.ok ? r.value : r.message).toEqual(expected[name]);
  });
});
