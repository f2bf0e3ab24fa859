/**
 * Verified table mode on the round screen: with an evening on the phone, Roll needs
 * the GM's round code; the dice follow from the code and the chain (the same code gives the
 * same faces, a new code the next link), the evening is stored advanced, and the result, its
 * QR payload included, carries a proof the GM's phone verifies.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { defaults } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { decodePayload, encodeResult } from '../../src/share/payload';
import { loadEvening } from '../../src/storage/evening';
import { choicesFrom } from '../../src/ui/player/incoming';
import { createCharacterModel } from '../../src/ui/player/model';
import { idbRepo } from '../../src/ui/data/repo';
import { eveningStore } from '../../src/ui/verified/store';
import { joinOf, startEvening } from '../../src/verify/evening';
import { shownFaces } from '../../src/verify/proof';
import { newRoundCode } from '../../src/share/roundCode';
import { verifyRound } from '../../src/verify/verify';

let n = 0;
const find = (id: string) => (id === spelljammer.id ? spelljammer : undefined);
const CODE_A = newRoundCode([1, 2, 3, 4]);
const CODE_B = newRoundCode([9, 8, 7, 6]);

async function verifiedFighter(on = true) {
  const dbName = `verified-model-${++n}`;
  const repo = idbRepo({ dbName, findRuleset: find, rulesets: [spelljammer] });
  await repo.seed();
  const c = (await repo.listCharacters()).characters[0]!;
  const store = eveningStore({ dbName });
  const evening = await startEvening('Ada', 1_700_000_000_000, { seed: new Uint8Array(16).fill(3), id: new Uint8Array([9, 9, 9, 9]), length: 30 });
  if (on) await store.save(evening);
  const m = createCharacterModel(c.id, repo, { find, dice: () => seededDice(7), now: () => 1_700_000_000_000, verified: store });
  await m.load();
  return { m, dbName, evening, store };
}

const faces = (r: { entries: unknown }) => shownFaces(r as never).map((f) => f.value);

describe('verified roll on the round screen', () => {
  it('without a round code, Roll is refused and says why; nothing is rolled or used', async () => {
    const { m, dbName } = await verifiedFighter();
    expect(m.verified.value).toBe(true);
    expect(m.rollBlocked.value).toMatch(/type or scan the GM's round code/);
    expect(await m.rollWithCode()).toBeNull();
    expect(m.roll()).toBeNull();
    expect(m.result.value).toBeNull();
    expect(m.codeTried.value).toBe(true);
    m.roundCode.value = CODE_A.slice(0, 4) + (CODE_A[4] === 'A' ? 'B' : 'A');
    expect(m.rollBlocked.value).toBe('Fix the round code above to roll.');
    expect(m.parsedCode.value).toMatchObject({ ok: false, message: expect.stringMatching(/This round code has a typo/) });
    expect(await m.rollWithCode()).toBeNull();
    expect((await loadEvening({ dbName })).evening?.link).toBe(0);
  });

  it('the same code gives the same faces; a new code takes the next link; the stored evening follows', async () => {
    const { m, dbName } = await verifiedFighter();
    m.roundCode.value = CODE_A.toLowerCase();
    expect(m.rollBlocked.value).toBeNull();
    const first = await m.rollWithCode();
    expect(first?.proof).toMatchObject({ player: '09090909', link: 1, code: CODE_A });
    expect(m.result.value).toBe(first);
    expect((await loadEvening({ dbName })).evening).toMatchObject({ link: 1, code: CODE_A });

    const again = await m.rollWithCode();
    expect(again?.proof?.link).toBe(1);
    expect(faces(again!)).toEqual(faces(first!));
    expect(again?.entries).toEqual(first?.entries);

    m.newRound();
    expect(m.roundCode.value).toBe('');
    m.roundCode.value = CODE_B;
    const next = await m.rollWithCode();
    expect(next?.proof).toMatchObject({ link: 2, code: CODE_B });
    expect(faces(next!)).not.toEqual(faces(first!));
    expect((await loadEvening({ dbName })).evening).toMatchObject({ link: 2, code: CODE_B });
    await m.saved();
    expect(m.rounds.value.map((h) => h.result.proof?.link)).toEqual([2, 1, 1]);
  });

  it('the result verifies on the GM side, and its QR payload keeps the proof', async () => {
    const { m, evening } = await verifiedFighter();
    m.roundCode.value = CODE_A;
    const r = (await m.rollWithCode())!;
    const decoded = await decodePayload(await encodeResult(r));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.proof).toMatchObject(r.proof!);
    const verdict = await verifyRound(decoded.value, { code: CODE_A, earlier: [], phones: { [evening.id]: { ...joinOf(evening), lastLink: 0, lastCode: '' } } });
    expect(verdict.round.status).toBe('verified');
  });

  it('Roll in verified mode goes the verified way, never the ordinary dice', async () => {
    const { m } = await verifiedFighter();
    m.roundCode.value = CODE_A;
    expect(m.roll()).toBeNull();
    await waitUntil(() => m.result.value !== null);
    expect(m.result.value?.proof?.code).toBe(CODE_A);
  });

  it('a used-up chain refuses to roll with the reason', async () => {
    const { m, store, evening } = await verifiedFighter();
    await store.save({ ...evening, link: evening.length, code: CODE_B });
    m.roundCode.value = CODE_A;
    expect(await m.rollWithCode()).toBeNull();
    expect(m.verifiedProblem.value).toMatch(/All 30 rounds of this evening's chain are used/);
  });

  it('with verified mode off, the round screen rolls as before: at once, no code, no proof', async () => {
    const { m } = await verifiedFighter(false);
    expect(m.verified.value).toBe(false);
    expect(m.rollBlocked.value).toBeNull();
    const r = m.roll();
    expect(r).not.toBeNull();
    expect(r?.proof).toBeUndefined();
  });
});

async function waitUntil(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((res) => setTimeout(res, 5));
}

describe('verified reaction', () => {
  it('a reaction rolled with the same round code uses the same link, and the GM verifies it', async () => {
    const rs = getRuleset('percentile-dex-rank');
    const dbName = `verified-react-${++n}`;
    const repo = idbRepo({ dbName, findRuleset: (id) => (id === rs.id ? rs : undefined), rulesets: [rs] });
    await repo.seed();
    const c = (await repo.listCharacters()).characters[0]!;
    const store = eveningStore({ dbName });
    const evening = await startEvening('Bo', 1_700_000_000_000, { seed: new Uint8Array(16).fill(5), id: new Uint8Array([1, 1, 2, 2]), length: 30 });
    await store.save(evening);
    const m = createCharacterModel(c.id, repo, { find: (id) => (id === rs.id ? rs : undefined), now: () => 1_700_000_000_000, verified: store });
    await m.load();

    m.roundCode.value = CODE_A;
    const own = (await m.rollWithCode())!;
    expect(own.proof?.link).toBe(1);

    // An attacker's round this character can react to (ordinary dice on the attacker's phone).
    let choice;
    for (let seed = 1; !choice && seed < 200; seed++) {
      const demo = rs.demos[rs.demos.length - 1]!;
      const input = { sheet: demo.sheet, declaration: { ...defaults(rs.declarationSchema(demo.sheet).fields), ...demo.declaration }, options: defaults(rs.optionsSchema.fields) };
      const read = choicesFrom(rs, rs.roll(rs.plan(input), seededDice(seed), 1, input));
      if (read.ok) choice = read.choices[0];
    }
    expect(choice).toBeDefined();
    m.reactWith(choice!.values);
    const reaction = (await m.rollWithCode())!;
    expect(reaction.proof).toMatchObject({ link: 1, code: CODE_A });
    const phone = { ...joinOf(evening), lastLink: 1, lastCode: CODE_A };
    const shown = await decodePayload(await encodeResult(reaction));
    if (!shown.ok) throw new Error(shown.message);
    const verdict = await verifyRound(shown.value, { code: CODE_A, earlier: [], phones: { [evening.id]: phone } });
    expect(verdict.round.status).toBe('verified');
  });
});

describe('verified mode ended elsewhere', () => {
  it('a roll finds the evening gone: nothing is rolled, the screen says so, and Roll is ordinary again', async () => {
    const { m, dbName } = await verifiedFighter();
    m.roundCode.value = CODE_A;
    await eveningStore({ dbName }).clear();
    expect(await m.rollWithCode()).toBeNull();
    expect(m.result.value).toBeNull();
    expect(m.notices.value.join(' ')).toMatch(/Verified mode was ended/);
    expect(m.verified.value).toBe(false);
    expect(m.roll()?.proof).toBeUndefined();
  });
});
