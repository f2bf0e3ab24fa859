/**
 * Rules versions: a verified round says the version of the rules it was rolled with
 * (`Ruleset.rulesVersion`, payload format 6). On a GM's phone with other rules it says so, is
 * verified when the rules here give the same figures, and is never called altered for the
 * version difference alone; codes from before format 6 read as version 1.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/engine/ruleset';
import { getRuleset } from '../../src/rulesets';
import { decodePayload, encodeResult } from '../../src/share/payload';
import { toCompact } from '../../src/share/round/compact';
import { rollVerifiedRound } from '../../src/verify/evening';
import { verifyRound } from '../../src/verify/verify';
import { payloadOfCompact } from '../share/craft';
import { demoInput, evening, joined, tableOf, throughQr } from './rounds';

const CODE = 'K7QFA';
const AT = 1_795_000_000_000;
const spelljammer = getRuleset('spelljammer');

/** The same rules under another version number. */
const renumbered = (version: number): Ruleset => ({ ...spelljammer, rulesVersion: version });
/** Rules of another version whose every check needs 5 more (a changed table, say). */
const harder = (version: number): Ruleset => ({
  ...spelljammer,
  rulesVersion: version,
  roll: (plan, dice, at, input) => {
    const r = spelljammer.roll(plan, dice, at, input);
    return { ...r, entries: r.entries.map((e) => (e.check?.need != null ? { ...e, check: { ...e.check, need: e.check.need + 5 } } : e)) };
  },
});

async function rolledWith(rs: Ruleset) {
  const e = await evening();
  const { result } = await rollVerifiedRound(e, CODE, rs, demoInput(rs), AT);
  return { e, shown: await throughQr(result), result };
}

const check = (e: Awaited<ReturnType<typeof evening>>, shown: Parameters<typeof verifyRound>[0], here: Ruleset) =>
  verifyRound(shown, { ...tableOf(CODE, [joined(e)]), rules: async () => here });

describe('I. a round rolled under another version of the rules', () => {
  it('carries the version in its code (format 6)', async () => {
    const { result, shown } = await rolledWith(renumbered(3));
    expect((await encodeResult(result)).startsWith('RC6:')).toBe(true);
    expect(shown.proof!.rules).toBe(3);
    expect((await rolledWith(spelljammer)).shown.proof!.rules).toBe(1);
  });

  it('is verified when the rules here give the same figures, and says which versions', async () => {
    for (const [rolled, here] of [[2, 1], [1, 2]] as const) {
      const { e, shown } = await rolledWith(renumbered(rolled));
      const v = await check(e, shown, renumbered(here));
      expect(v.round.status).toBe('verified');
      expect(v.entries.every((x) => x.status === 'verified')).toBe(true);
      expect(v.rules).toEqual({ rolled, here });
      expect(v.round.message).toContain(`Rolled with rules version ${rolled}, this phone has ${here}`);
    }
  });

  it('is not verified, and not called altered, when the rules here give other figures', async () => {
    const { e, shown } = await rolledWith(harder(2));
    const v = await check(e, shown, spelljammer);
    expect(v.round).toMatchObject({ status: 'not-verified', reason: 'rules-version' });
    expect(v.round.message).toMatch(/^Not checked: rolled with rules version 2, this phone has 1, and the rules here give other figures \(.*need.*\).*Update Rollcall on this phone/);
    expect(v.entries.every((x) => x.status === 'not-verified' && x.reason === 'rules-version')).toBe(true);
    expect(v.rules).toEqual({ rolled: 2, here: 1 });
    // An older player's phone: the player updates.
    const old = await rolledWith(harder(1));
    const w = await check(old.e, old.shown, renumbered(2));
    expect(w.round.message).toMatch(/Update Rollcall on the player's phone/);
  });

  it('the same figures edited under the same version are still altered', async () => {
    const { e, shown } = await rolledWith(harder(1));
    const v = await check(e, shown, spelljammer);
    expect(v.round).toMatchObject({ status: 'not-verified', reason: 'altered' });
    expect(v.rules).toBeUndefined();
  });

  it('a version taken out of a code (0, as older codes) reads as version 1, so an edit stays altered', async () => {
    const { e, result } = await rolledWith(harder(2));
    const c = toCompact(result);
    const stripped = [...c.slice(0, 8), [...(c[8] as unknown[]).slice(0, 8), 0]];
    const d = await decodePayload(payloadOfCompact(stripped));
    if (!d.ok) throw new Error(d.message);
    expect(d.value.proof!.rules).toBeUndefined();
    expect((await check(e, d.value, spelljammer)).round).toMatchObject({ reason: 'altered' });
  });

  it('codes from before rules versions (format 5) read as version 1: verified here, with a note on a phone of version 2', async () => {
    const text = readFileSync(join(import.meta.dirname, '../share/fixtures/rc5-verified-spelljammer.txt'), 'utf8').trim();
    const d = await decodePayload(text);
    if (!d.ok) throw new Error(d.message);
    const e = await evening();
    expect((await check(e, d.value, spelljammer)).round.status).toBe('verified');
    const v = await check(e, d.value, renumbered(2));
    expect(v.round.status).toBe('verified');
    expect(v.rules).toEqual({ rolled: 1, here: 2 });
  });
});
