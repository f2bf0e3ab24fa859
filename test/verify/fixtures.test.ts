import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePayload } from '../../src/share/payload';
import { verifyRound } from '../../src/verify/verify';
import { evening, joined, tableOf } from './rounds';

const dir = join(import.meta.dirname, '../share/fixtures');
const read = async (name: string) => {
  const d = await decodePayload(readFileSync(join(dir, `${name}.txt`), 'utf8').trim());
  if (!d.ok) throw new Error(d.message);
  return d.value;
};

describe('verified codes already shown on phones (format 3 fixtures) still read, and are never marked verified', () => {
  // A format 3 code carries no declaration: whoever holds its secret can seal other figures.
  it.each(['rc3-verified-spelljammer', 'rc3-verified-crit-table'])('%s: its dice follow, but it is from an older app', async (name) => {
    const v = await verifyRound(await read(name), tableOf('K7QFA', [joined(await evening())]));
    expect(v.round).toMatchObject({ status: 'not-verified', reason: 'old-format', message: expect.stringMatching(/older Rollcall \(code format 3\)/) });
    expect(v.entries.every((e) => e.status === 'not-verified' && e.reason === 'old-format')).toBe(true);
    expect(v.phone).toMatchObject({ lastLink: 1, lastCode: 'K7QFA' });
  });

  it('rc3-verified-typed-face: its typed face marks the first entry not verified', async () => {
    const v = await verifyRound(await read('rc3-verified-typed-face'), tableOf('K7QFA', [joined(await evening())]));
    expect(v.entries[0]).toMatchObject({ reason: 'typed' });
  });

  it('an unverified code is unverified', async () => {
    const v = await verifyRound(await read('rc3-five-attacks'), tableOf('K7QFA', [joined(await evening())]));
    expect(v.round.status).toBe('unverified');
  });
});
