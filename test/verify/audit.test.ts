/**
 * Adversarial audit of verified rolls: a player who wants better dice, a GM who wants
 * to steer them, and hostile codes. Each test is an attack that once got through.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { RoundResult } from '../../src/engine/ruleset';
import { decodePayload, encodeResult } from '../../src/share/payload';
import { joinCodeOf } from '../../src/verify/evening';
import { encodeJoinCode } from '../../src/verify/join';
import { diceName } from '../../src/verify/derive';
import { newRoundCode } from '../../src/share/roundCode';
import { createGmModel, type GmModel } from '../../src/ui/gm/model';
import { ingestText } from '../../src/ui/gm/service';
import { lookup, phone, rollWith } from '../gm/verified-fixtures';

const T0 = Date.UTC(2026, 10, 22, 19);

async function table() {
  let n = 0;
  const m = createGmModel({ lookup, now: () => T0, newCode: () => newRoundCode([++n % 32, 2, 3, 4]) });
  m.setVerifiedMode(true);
  const aria = await phone('Aria', 1);
  expect((await ingestText(m, joinCodeOf(aria)))?.kind).toBe('joined');
  return { m, aria, code: m.round.value.verified!.code };
}

async function decoded(payload: string): Promise<RoundResult> {
  const d = await decodePayload(payload);
  if (!d.ok) throw new Error(d.message);
  return d.value;
}

/** The same round with its first check face changed to `face` (the encoder seals it again with the round's secret). */
async function withFace(payload: string, face: number): Promise<string> {
  const r = await decoded(payload);
  const i = r.entries.findIndex((e) => e.check);
  const entries = r.entries.map((e, k) => (k === i ? { ...e, check: { ...e.check!, face } } : e));
  return encodeResult({ ...r, entries });
}

describe('a second scan of the same roll', () => {
  it('does not put a Verified mark on a doctored code taken first with the same time stamp', async () => {
    const { m, aria, code } = await table();
    const { payload, result } = await rollWith(aria, code, 'Aria', T0 + 1000);
    const face = result.entries.find((e) => e.check)!.check!.face;
    const doctored = await withFace(payload, face === 20 ? 19 : 20);
    expect((await ingestText(m, doctored))?.kind).toBe('added');
    expect(m.round.value.verdicts?.['aria']?.round).toMatchObject({ status: 'not-verified', reason: 'altered' });
    expect((await ingestText(m, payload))?.kind).toBe('replaced');
    expect(m.message.value).toMatchObject({ tone: 'good', text: 'Took Aria\'s round in place of a code with the same time stamp that said otherwise: verified.' });
    const kept = m.round.value.results.find((r) => r.character === 'Aria')!;
    const verdict = m.round.value.verdicts?.['aria'];
    // The genuine code replaces the doctored one, and the mark is its own.
    expect(verdict?.round.status).toBe('verified');
    expect(kept.entries.find((e) => e.check)!.check!.face).toBe(face);
  });
});

describe('renaming a character', () => {
  it('with invisible characters gives the same dice', () => {
    for (const hidden of ['\u034f', '\ufe0f', '\u3164', '\u115f', '\uffa0', '\u180b', '\u{e0100}']) {
      expect(diceName(`Aria${hidden}`), JSON.stringify(hidden)).toBe(diceName('Aria'));
      expect(diceName(`Ar${hidden}ia`), JSON.stringify(hidden)).toBe(diceName('Aria'));
    }
  });
});

describe('the GM\'s sentences', () => {
  it('say one skipped round in the singular and two in the plural', async () => {
    const { verifyRound } = await import('../../src/verify/verify');
    const { rollDemo, evening, joined, tableOf } = await import('./rounds');
    const e = await evening();
    const r1 = await rollDemo(e, 'K7QFA');
    const r2 = await rollDemo(r1.evening, 'AB12V');
    const r3 = await rollDemo(r2.evening, 'CD34F');
    const one = await verifyRound(r2.result, tableOf('AB12V', [joined(e)]));
    expect(one.round.message).toBe('The phone used 1 round of its chain that was never shown: a roll was made and kept back.');
    const two = await verifyRound(r3.result, tableOf('CD34F', [joined(e)]));
    expect(two.round.message).toBe('The phone used 2 rounds of its chain that were never shown: rolls were made and kept back.');
  });

  it('tell the GM what to scan for a phone that has not joined', async () => {
    const { verifyRound } = await import('../../src/verify/verify');
    const { rollDemo, evening, tableOf } = await import('./rounds');
    const r = await rollDemo(await evening(), 'K7QFA');
    const v = await verifyRound(r.result, tableOf('K7QFA', []));
    expect(v.round.message).toBe('This phone has not joined the verified table: scan its join code, then scan this roll again.');
  });
});

describe('one character rolled on two phones (a second phone, a private window, a new evening)', () => {
  it('is not verified once the character was shown from another joined phone', async () => {
    const { m, aria, code } = await table();
    const spare = await phone('Aria', 2);
    await ingestText(m, joinCodeOf(spare));
    expect(Object.keys(m.round.value.verified!.phones)).toHaveLength(2);
    const first = await rollWith(aria, code, 'Aria', T0 + 1000);
    await ingestText(m, first.payload);
    expect(m.round.value.verdicts?.['aria']?.round.status).toBe('verified');
    m.startNextRound();
    const next = m.round.value.verified!.code;
    // Both phones roll Aria with the new code; the player shows the spare phone's dice.
    await rollWith(first.evening, next, 'Aria', T0 + 60_000);
    const other = await rollWith(spare, next, 'Aria', T0 + 61_000);
    await ingestText(m, other.payload);
    expect(m.round.value.verdicts?.['aria']?.round).toMatchObject({
      status: 'not-verified', reason: 'other-phone',
      message: 'Aria rolled on another phone before (Aria\'s): a character\'s dice must come from one phone\'s chain, so remove that phone if it was replaced.',
    });
    // Its link was still shown: the spare phone's next round is not a skipped one.
    expect(m.round.value.verified!.phones[spare.id]).toMatchObject({ lastLink: 1 });
  });

  it('is verified again on a replacement phone once the GM removes the old one', async () => {
    const { m, aria, code } = await table();
    const first = await rollWith(aria, code, 'Aria', T0 + 1000);
    await ingestText(m, first.payload);
    m.startNextRound();
    const fresh = await phone('Aria', 3);
    await ingestText(m, joinCodeOf(fresh));
    m.forgetPhone(aria.id);
    const r = await rollWith(fresh, m.round.value.verified!.code, 'Aria', T0 + 61_000);
    await ingestText(m, r.payload);
    expect(m.round.value.verdicts?.['aria']?.round.status).toBe('verified');
  });

  it('does not mind two characters on one phone', async () => {
    const { m, aria, code } = await table();
    const a = await rollWith(aria, code, 'Aria', T0 + 1000);
    const b = await rollWith(a.evening, code, 'Bo', T0 + 2000);
    await ingestText(m, a.payload);
    await ingestText(m, b.payload);
    expect(m.round.value.verdicts?.['aria']?.round.status).toBe('verified');
    expect(m.round.value.verdicts?.['bo']?.round.status).toBe('verified');
  });
});

describe('a damaged record on the GM\'s phone', () => {
  it('gives a sentence, not a crash, when a joined phone\'s commitment is not hex', async () => {
    const { verifyRound } = await import('../../src/verify/verify');
    const { rollDemo, evening, joined, tableOf } = await import('./rounds');
    const e = await evening();
    const r = await rollDemo(e, 'K7QFA');
    const v = await verifyRound(r.result, tableOf('K7QFA', [{ ...joined(e), commitment: 'not a commitment' }]));
    expect(v.round).toEqual({ status: 'not-verified', reason: 'not-joined', message: 'This phone\'s join record on the GM\'s phone is damaged: scan its join code again, then scan this roll again.' });
  });
});

describe('a rename on the same phone', () => {
  it('is not verified in the round it first shows, and names the characters the phone rolled for', async () => {
    const { m, aria, code } = await table();
    const r1 = await rollWith(aria, code, 'Aria', T0 + 1000);
    await ingestText(m, r1.payload);
    m.startNextRound();
    const next = m.round.value.verified!.code;
    // Aria's dice with the new code are poor: the player renames her and rolls again.
    const kept = await rollWith(r1.evening, next, 'Aria', T0 + 60_000);
    const renamed = await rollWith(kept.evening, next, 'Arya', T0 + 61_000);
    expect(renamed.result.proof!.link).toBe(kept.result.proof!.link);
    await ingestText(m, renamed.payload);
    expect(m.round.value.verdicts?.['arya']?.round).toMatchObject({
      status: 'not-verified', reason: 'new-name',
      message: 'Arya has not rolled on this phone before (it rolled as "aria"): a new name gives other dice for the same code, so a new character is verified from its next round.',
    });
    // Scanned again in the same round it stays so.
    await ingestText(m, renamed.payload);
    expect(m.round.value.verdicts?.['arya']?.round.status).toBe('not-verified');
  });

  it('is verified from the next round, as a new character would be', async () => {
    const { m, aria, code } = await table();
    const r1 = await rollWith(aria, code, 'Aria', T0 + 1000);
    await ingestText(m, r1.payload);
    m.startNextRound();
    const bo = await rollWith(r1.evening, m.round.value.verified!.code, 'Bo', T0 + 60_000);
    await ingestText(m, bo.payload);
    expect(m.round.value.verdicts?.['bo']?.round.status).toBe('not-verified');
    m.startNextRound();
    const bo2 = await rollWith(bo.evening, m.round.value.verified!.code, 'Bo', T0 + 120_000);
    await ingestText(m, bo2.payload);
    expect(m.round.value.verdicts?.['bo']?.round.status).toBe('verified');
  });

  it('is no rename in the phone\'s first round: two characters on one phone both verify', async () => {
    const { m, aria, code } = await table();
    const a = await rollWith(aria, code, 'Aria', T0 + 1000);
    const b = await rollWith(a.evening, code, 'Bo', T0 + 2000);
    await ingestText(m, b.payload);
    await ingestText(m, a.payload);
    expect(m.round.value.verdicts?.['aria']?.round.status).toBe('verified');
    expect(m.round.value.verdicts?.['bo']?.round.status).toBe('verified');
  });
});

describe('a join code made by hand with another phone\'s id', () => {
  it('is refused, so the phone it copies keeps its record and its rolls stay verified', async () => {
    const { m, aria, code } = await table();
    const r1 = await rollWith(aria, code, 'Aria', T0 + 1000);
    await ingestText(m, r1.payload);
    const mallory = await phone('Mallory', 9);
    // The id is public (every proof carries it); the commitment is Mallory's own chain.
    const forged = encodeJoinCode({ id: aria.id, length: mallory.length, commitment: mallory.commitment, label: 'Aria' });
    expect(await ingestText(m, forged)).toBeNull();
    expect(m.message.value).toMatchObject({
      tone: 'bad',
      text: `This join code has the id of Aria's phone (${aria.id}) but commits to another chain: a new evening gets a new id, so this code was not made by Rollcall and is not taken.`,
    });
    expect(m.round.value.verified!.phones[aria.id]).toMatchObject({ commitment: aria.commitment, lastLink: 1 });
    m.startNextRound();
    const r2 = await rollWith(r1.evening, m.round.value.verified!.code, 'Aria', T0 + 60_000);
    await ingestText(m, r2.payload);
    expect(m.round.value.verdicts?.['aria']?.round.status).toBe('verified');
  });
});

describe('a phone removed by mistake and joined again', () => {
  it('keeps its last round, so its next roll is not called a skipped round (nor can link 1 be used again)', async () => {
    const { m, aria, code } = await table();
    let e = aria;
    let c = code;
    for (let i = 0; i < 3; i++) {
      const r = await rollWith(e, c, 'Aria', T0 + 1000 + i * 60_000);
      await ingestText(m, r.payload);
      e = r.evening;
      m.startNextRound();
      c = m.round.value.verified!.code;
    }
    m.forgetPhone(aria.id);
    expect(m.round.value.verified!.phones[aria.id]).toBeUndefined();
    await ingestText(m, joinCodeOf(aria));
    expect(m.round.value.verified!.phones[aria.id]).toMatchObject({ lastLink: 3 });
    const r4 = await rollWith(e, c, 'Aria', T0 + 300_000);
    await ingestText(m, r4.payload);
    expect(m.round.value.verdicts?.['aria']?.round.status).toBe('verified');
  });
});

describe('a verified roll whose evening cannot be stored', () => {
  it('is not shown, so a reload can never use a link whose secret was shown already', async () => {
    const { createCharacterModel } = await import('../../src/ui/player/model');
    const { idbRepo } = await import('../../src/ui/data/repo');
    const { eveningStore } = await import('../../src/ui/verified/store');
    const { startEvening } = await import('../../src/verify/evening');
    const { spelljammer } = await import('../../src/rulesets/spelljammer');
    const { StorageWriteError } = await import('../../src/storage/errors');
    const { loadEvening } = await import('../../src/storage/evening');
    const dbName = 'audit-evening-write';
    const find = (id: string) => (id === spelljammer.id ? spelljammer : undefined);
    const repo = idbRepo({ dbName, findRuleset: find, rulesets: [spelljammer] });
    await repo.seed();
    const c = (await repo.listCharacters()).characters[0]!;
    const store = eveningStore({ dbName });
    await store.save(await startEvening('Ada', T0, { seed: new Uint8Array(16).fill(5), id: new Uint8Array([7, 7, 7, 7]), length: 30 }));
    let fail = true;
    const flaky = { ...store, save: async (e: Parameters<typeof store.save>[0]) => {
      if (!fail) return store.save(e);
      store.evening.value = e;
      throw new StorageWriteError('The phone\'s storage is full.');
    } };
    const m = createCharacterModel(c.id, repo, { find, now: () => T0, verified: flaky });
    await m.load();
    m.roundCode.value = newRoundCode([1, 2, 3, 4]);
    expect(await m.rollWithCode()).toBeNull();
    expect(m.result.value).toBeNull();
    expect(m.verifiedProblem.value).toBe('The verified roll was not shown, as the phone could not store which round of its chain it used: The phone\'s storage is full.');
    expect((await loadEvening({ dbName })).evening?.link).toBe(0);
    fail = false;
    const r = await m.rollWithCode();
    expect(r?.proof?.link).toBe(1);
    expect((await loadEvening({ dbName })).evening?.link).toBe(1);
  });
});

describe('one character on two phones under look-alike names', () => {
  it('is caught: "Аria" with a Cyrillic А, or "Aria." with a full stop, on a second phone is not verified', async () => {
    for (const twin of ['\u0410ria', 'Aria.', 'Ar\u0456a', 'A r i a', 'Ári\u0430']) {
      const { m, aria, code } = await table();
      const r1 = await rollWith(aria, code, 'Aria', T0 + 1000);
      await ingestText(m, r1.payload);
      m.startNextRound();
      const spare = await phone('Spare', 2);
      await ingestText(m, joinCodeOf(spare));
      const r2 = await rollWith(spare, m.round.value.verified!.code, twin, T0 + 60_000);
      await ingestText(m, r2.payload);
      const v = Object.values(m.round.value.verdicts ?? {})[0];
      expect(v?.round, twin).toMatchObject({ status: 'not-verified', reason: 'other-phone' });
    }
  });

  it('leaves different names alone', async () => {
    const { m, aria, code } = await table();
    await ingestText(m, (await rollWith(aria, code, 'Aria', T0 + 1000)).payload);
    const spare = await phone('Bo', 2);
    await ingestText(m, joinCodeOf(spare));
    await ingestText(m, (await rollWith(spare, code, 'Arian', T0 + 2000)).payload);
    expect(m.round.value.verdicts?.['arian']?.round.status).toBe('verified');
  });
});

describe('look-alike twins on one phone', () => {
  it('are the same character: the same dice, one row, a second code of the round flagged as a re-roll', async () => {
    const { m, aria, code } = await table();
    const a = await rollWith(aria, code, 'Aria', T0 + 1000);
    const twin = await rollWith(a.evening, code, '\u0410ria', T0 + 2000);
    await ingestText(m, a.payload);
    await ingestText(m, twin.payload);
    // One key for the dice and the row: the Cyrillic А gives Aria's dice, so no second try.
    const faces = (r: RoundResult) => r.entries.map((e) => [e.check?.face, e.damage?.faces, e.timing?.faces]);
    expect(faces(twin.result)).toEqual(faces(a.result));
    expect(m.round.value.results).toHaveLength(1);
    expect(m.round.value.verdicts?.['aria']?.round.status).toBe('verified');
    expect(m.round.value.rerolls?.['aria']?.result.character).toBe('\u0410ria');
    m.startNextRound();
    const later = await rollWith(twin.evening, m.round.value.verified!.code, '\u0410ria', T0 + 60_000);
    await ingestText(m, later.payload);
    expect(m.round.value.verdicts?.['aria']?.round.status).toBe('verified');
  });

  it('that differ in plain sight but only just ("Ária" after "Aria") are not verified, in the first round or any later one', async () => {
    const { m, aria, code } = await table();
    const a = await rollWith(aria, code, 'Aria', T0 + 1000);
    const twin = await rollWith(a.evening, code, '\u00c1ria', T0 + 2000);
    await ingestText(m, a.payload);
    await ingestText(m, twin.payload);
    expect(m.round.value.verdicts?.['\u00e1ria']?.round).toMatchObject({ status: 'not-verified', reason: 'look-alike' });
    m.startNextRound();
    const later = await rollWith(twin.evening, m.round.value.verified!.code, '\u00c1ria', T0 + 60_000);
    await ingestText(m, later.payload);
    expect(m.round.value.verdicts?.['\u00e1ria']?.round).toMatchObject({ status: 'not-verified', reason: 'look-alike' });
  });
});

describe('the GM\'s saved round', () => {
  it('keeps what the checks learnt (characters per phone, removed phones) across a reload', async () => {
    const { toStoredRound, readStoredRound } = await import('../../src/ui/gm/stored');
    const { m, aria, code } = await table();
    await ingestText(m, (await rollWith(aria, code, 'Aria', T0 + 1000)).payload);
    m.forgetPhone(aria.id);
    const back = readStoredRound(JSON.parse(JSON.stringify(toStoredRound(m.round.value, T0))));
    expect(back.ok && back.value.verified?.removed?.[aria.id]).toMatchObject({ lastLink: 1, names: [{ name: 'aria', link: 1 }] });
    const bad = readStoredRound(JSON.parse(JSON.stringify(toStoredRound({ ...m.round.value, verified: { ...m.round.value.verified!, phones: { x: { ...m.round.value.verified!.removed![aria.id]!, names: 'aria' as never } } } }, T0))));
    expect(bad).toMatchObject({ ok: false, message: expect.stringMatching(/^The saved GM round is not readable: at data\.verified\.phones\.x\.names, /) });
  });
});

describe('two rolls of one phone checked at once', () => {
  it('keep both characters on the phone\'s record, whichever check finishes last', async () => {
    const { seePhone } = await import('../../src/ui/gm/verified');
    const base = { id: '0a1b2c3d', length: 20, commitment: '00'.repeat(16), label: 'Ana', lastLink: 1, lastCode: 'K7QFA', names: [{ name: 'aria', link: 1 }] };
    const table = { on: true, code: 'AB12V', earlier: [], phones: { [base.id]: base } };
    // Both checks started from the same record; each adds its own character.
    const withBo = { ...base, lastLink: 2, lastCode: 'AB12V', names: [...base.names, { name: 'bo', link: 2 }] };
    const withCy = { ...base, lastLink: 2, lastCode: 'AB12V', names: [...base.names, { name: 'cy', link: 2 }] };
    const after = seePhone(seePhone(table, withBo), withCy);
    expect(after.phones[base.id]!.names).toEqual([{ name: 'aria', link: 1 }, { name: 'bo', link: 2 }, { name: 'cy', link: 2 }]);
  });
});

describe('a scan being checked when the GM taps Next round', () => {
  it('is checked again against the new round\'s code, not marked verified with the old one', async () => {
    const { m, aria, code } = await table();
    const r = await rollWith(aria, code, 'Aria', T0 + 1000);
    const pending = m.take(await decoded(r.payload));
    m.startNextRound(); // while the check above is still hashing
    await pending;
    expect(m.round.value.verdicts?.['aria']?.round).toMatchObject({ status: 'not-verified', reason: 'replayed' });
  });
});
