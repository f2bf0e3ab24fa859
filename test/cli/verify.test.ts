import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/engine';
import { InputError } from '../../src/cli/args';
import { decodeBase45, encodeBase45 } from '../../src/share/codec/base45';
import { payloadChecksum } from '../../src/share/round/format';
import { joinCodeOf } from '../../src/verify/evening';
import { evening } from '../verify/rounds';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../share/fixtures', `${name}.txt`), 'utf8').trim();
type Verified = { chain: { hashedLinkTimes: string; commitment: string }; dice: { sides: number; face: number }[]; verdict: { round: { status: string; reason?: string }; entries: { status: string }[] } };

describe('engine CLI: checking a verified round by hand', () => {
  it('verify: the fixture round hashes to the commitment and every entry is verified', async () => {
    const join = joinCodeOf(await evening());
    const out = (await run(['verify', '--code', fixture('rc4-verified-spelljammer'), '--join', join, '--round-code', 'k7qfa'])) as Verified;
    expect(out.chain.hashedLinkTimes).toBe(out.chain.commitment);
    expect(out.verdict.round.status).toBe('verified');
    expect(out.verdict.entries.every((e) => e.status === 'verified')).toBe(true);
  });

  it('verify: a format 3 code (no declaration to roll again) is from an older app, not verified', async () => {
    const join = joinCodeOf(await evening());
    const out = (await run(['verify', '--code', fixture('rc3-verified-spelljammer'), '--join', join, '--round-code', 'K7QFA'])) as Verified;
    expect(out.verdict.round).toMatchObject({ status: 'not-verified', reason: 'old-format' });
  });

  it('verify: a code with one bit changed (checksum fixed) is refused or not verified', async () => {
    const join = joinCodeOf(await evening());
    const payload = fixture('rc3-verified-spelljammer');
    const bytes = decodeBase45(payload.slice(4));
    const body = bytes.slice(4);
    body[body.length - 12] ^= 0x04; // inside the secret
    const out = new Uint8Array(4 + body.length);
    new DataView(out.buffer).setUint32(0, payloadChecksum(3, body));
    out.set(body, 4);
    const tampered = `RC3:${encodeBase45(out)}`;
    const r = await Promise.resolve(run(['verify', '--code', tampered, '--join', join, '--round-code', 'K7QFA'])).then((v) => v as Verified, (e: unknown) => e);
    if (r instanceof InputError) expect(r.message).toMatch(/could not be read/);
    else expect((r as Verified).verdict.round.status).toBe('not-verified');
  });

  it('dice: re-derives the faces the verify command lists', async () => {
    const join = joinCodeOf(await evening());
    const code = fixture('rc4-verified-spelljammer');
    const round = (await run(['decode', '--code', code])) as { character: string; proof: { secret: string } };
    const out = (await run(['verify', '--code', code, '--join', join, '--round-code', 'K7QFA'])) as Verified;
    expect(out.dice.length).toBeGreaterThan(3);
    const sides = out.dice.map((d) => d.sides).join(',');
    const dice = (await run(['dice', '--secret', round.proof.secret, '--code', 'K7QFA', '--name', round.character, '--sides', sides])) as { dice: Verified['dice'] };
    expect(dice.dice).toEqual(out.dice);
  });

  it('says what it expected for a bad round code, a bad secret and bad sides', async () => {
    await expect(Promise.resolve(run(['dice', '--secret', '00', '--code', 'K7QFA', '--name', 'X', '--sides', '6']))).rejects.toThrow(/--secret: expected 32 hex digits/);
    await expect(Promise.resolve(run(['dice', '--secret', '0'.repeat(32), '--code', 'K7QF3', '--name', 'X', '--sides', '6']))).rejects.toThrow(/typo/);
    await expect(Promise.resolve(run(['dice', '--secret', '0'.repeat(32), '--code', 'K7QFA', '--name', 'X', '--sides', 'd6']))).rejects.toThrow(/whole numbers separated by commas/);
  });
});

describe('engine CLI verify without the table\'s history', () => {
  it('says it cannot tell an earlier round\'s code from a wrong one, and names what it cannot tell', async () => {
    const join = joinCodeOf(await evening());
    const out = (await run(['verify', '--code', fixture('rc4-verified-spelljammer'), '--join', join, '--round-code', 'AB12V'])) as Verified & { cannotTell: string[] };
    expect(out.verdict.round).toMatchObject({ status: 'not-verified', reason: 'not-this-round', message: expect.stringMatching(/cannot tell a mistyped code from an earlier round's result replayed/) });
    expect(JSON.stringify(out.verdict)).not.toMatch(/wrong/);
    expect(out.cannotTell.join(' ')).toMatch(/re-roll/);
    const told = (await run(['verify', '--code', fixture('rc4-verified-spelljammer'), '--join', join, '--round-code', 'AB12V', '--earlier', '1:K7QFA', '--last-link', '0'])) as Verified & { cannotTell?: string[] };
    expect(told.verdict.round).toMatchObject({ reason: 'replayed' });
    expect(told.cannotTell).toBeUndefined();
  });
});
