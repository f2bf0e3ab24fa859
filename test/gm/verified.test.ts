/**
 * The GM's side of verified table mode with genuine proofs: a phone's evening and a
 * Spelljammer round rolled with the GM's round code (src/verify), carried by a real payload.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoundResult } from '../../src/engine/ruleset';
import { openRollcallDb } from '../../src/storage/db';
import { decodePayload, encodeResult } from '../../src/share/payload';
import { joinCodeOf, startEvening } from '../../src/verify/evening';
import { sheetDigest } from '../../src/verify/sheet';
import { defaults, withDefaults, type Values } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { newRoundCode } from '../../src/share/roundCode';
import { createGmModel, type GmModel } from '../../src/ui/gm/model';
import { loadRound, saveRound } from '../../src/ui/gm/persist';
import { readStoredRound, toStoredRound } from '../../src/ui/gm/stored';
import { ingestText } from '../../src/ui/gm/service';
import type { OrderRow } from '../../src/ui/gm/order-view';
import { lookup, phone, rollWith } from './verified-fixtures';

const T0 = Date.UTC(2026, 10, 22, 19);

/** A GM model whose clock reads `clock.now`, with round codes made from 1 2 3 4, 2 2 3 4, ... */
function gm(clock = { now: T0 }, save?: typeof saveRound): GmModel {
  let n = 0;
  return createGmModel({ lookup, now: () => clock.now, newCode: () => newRoundCode([++n % 32, 2, 3, 4]), ...(save ? { save } : {}) });
}

/** Every row of the order (timed, held, untimed). */
function rows(m: GmModel): OrderRow[] {
  const v = m.order.value;
  return [...v.sections.flatMap((s) => s.groups.flatMap((g) => g.rows)), ...v.held, ...v.untimed];
}

const code = (m: GmModel) => m.round.value.verified!.code;
/** The marks on `who`'s entries in the order of their results (a1, a2), whatever the order of the round. */
const marks = (m: GmModel, who: string) => rows(m).filter((r) => r.who === who).sort((a, b) => a.key.localeCompare(b.key)).map((r) => r.verdict?.status === 'not-verified' ? `not-verified:${r.verdict.reason}` : r.verdict?.status);

/** A model in verified mode with Aria's phone joined. */
async function table(clock = { now: T0 }) {
  const m = gm(clock);
  m.setVerifiedMode(true);
  const aria = await phone('Aria', 1);
  expect((await ingestText(m, joinCodeOf(aria)))?.kind).toBe('joined');
  return { m, aria };
}

describe('a round rolled with this round\'s code', () => {
  it('is verified on every entry and in the GM\'s message', async () => {
    const { m, aria } = await table();
    const { payload } = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    const o = await ingestText(m, payload);
    expect(o?.kind).toBe('added');
    expect(m.message.value).toMatchObject({ tone: 'good', text: 'Took Aria\'s round: verified.' });
    expect(marks(m, 'Aria')).toEqual(['verified', 'verified']);
    expect(m.round.value.verdicts?.['aria']?.round.message).toMatch(/^Rolled again on this phone from the declaration and the \d+ dice of round 1 and code /);
    expect(m.round.value.verified?.phones[aria.id]).toMatchObject({ label: 'Aria', lastLink: 1, lastCode: code(m) });
  });

  it('stays verified when the same code is scanned again', async () => {
    const { m, aria } = await table();
    const { payload } = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    await ingestText(m, payload);
    expect((await ingestText(m, payload))?.kind).toBe('duplicate');
    expect(m.message.value).toMatchObject({ tone: 'info', text: 'Aria\'s round is already taken: verified.' });
    expect(marks(m, 'Aria')).toEqual(['verified', 'verified']);
  });

  it('shows nothing about verification while the mode is off, and comes back when it is on again', async () => {
    const { m, aria } = await table();
    const { payload } = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    await ingestText(m, payload);
    m.setVerifiedMode(false);
    expect(marks(m, 'Aria')).toEqual([undefined, undefined]);
    const before = code(m);
    m.setVerifiedMode(true);
    expect(code(m)).toBe(before);
    expect(marks(m, 'Aria')).toEqual(['verified', 'verified']);
  });
});

describe('rounds that do not check out', () => {
  it('a wrong code: not verified on every entry, with both codes named', async () => {
    const { m, aria } = await table();
    const wrong = newRoundCode([9, 9, 9, 9]);
    expect(wrong).not.toBe(code(m));
    await ingestText(m, (await rollWith(aria, wrong, 'Aria', T0 + 1000)).payload);
    expect(marks(m, 'Aria')).toEqual(['not-verified:wrong-code', 'not-verified:wrong-code']);
    expect(m.message.value?.tone).toBe('bad');
    expect(m.message.value?.text).toBe(`Took Aria's round. Not verified: wrong code. Rolled with the code ${wrong}, but this round's code is ${code(m)}.`);
  });

  it('an old result shown in a new round is "replayed"', async () => {
    const clock = { now: T0 };
    const { m, aria } = await table(clock);
    const old = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    const first = code(m);
    clock.now = T0 + 60_000;
    m.startNextRound();
    expect(code(m)).not.toBe(first);
    await ingestText(m, old.payload);
    expect(marks(m, 'Aria')).toEqual(['not-verified:replayed', 'not-verified:replayed']);
    expect(m.message.value?.text).toMatch(/Not verified: replayed\. Rolled with round 1's code/);
  });

  it('an old result taken last round and shown again is refused, and named a replay', async () => {
    const clock = { now: T0 };
    const { m, aria } = await table(clock);
    const old = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    await ingestText(m, old.payload);
    clock.now = T0 + 60_000;
    m.startNextRound();
    expect((await ingestText(m, old.payload))?.kind).toBe('other-round');
    expect(m.message.value?.text).toMatch(/^This is Aria's code from round 1: ask for this round's code\. Not verified: replayed\./);
    expect(m.round.value.results).toEqual([]);
  });

  it('a round of the chain rolled and kept back is a "skipped round"', async () => {
    const clock = { now: T0 };
    const { m, aria } = await table(clock);
    const hidden = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    clock.now = T0 + 60_000;
    m.startNextRound();
    const shown = await rollWith(hidden.evening, code(m), 'Aria', T0 + 61_000);
    expect(shown.result.proof?.link).toBe(2);
    await ingestText(m, shown.payload);
    expect(marks(m, 'Aria')).toEqual(['not-verified:skipped', 'not-verified:skipped']);
    expect(m.round.value.verdicts?.['aria']?.round.message).toMatch(/1 round of its chain that was never shown/);
  });

  it('a phone that has not joined is named; after its join code, the same result scanned again is verified', async () => {
    const m = gm();
    m.setVerifiedMode(true);
    const bo = await phone('Bo', 2);
    const { payload } = await rollWith(bo, code(m), 'Bo', T0 + 1000);
    await ingestText(m, payload);
    expect(marks(m, 'Bo')).toEqual(['not-verified:not-joined', 'not-verified:not-joined']);
    expect(m.message.value?.text).toMatch(/Not verified: phone not joined\. This phone has not joined the verified table/);
    await ingestText(m, joinCodeOf(bo));
    expect(m.message.value?.text).toBe('Joined: Bo. Its join code commits to no sheet (an older Rollcall, or no character on the phone yet), so each character\'s first round gives the sheet held.');
    await ingestText(m, payload);
    expect(marks(m, 'Bo')).toEqual(['verified', 'verified']);
  });

  it('one face changed after the roll: only that entry is not verified, as altered', async () => {
    const { m, aria } = await table();
    const { payload } = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    const decoded = await decodePayload(payload);
    if (!decoded.ok) throw new Error(decoded.message);
    const r = decoded.value;
    const e = r.entries[1]!;
    const given = r.entries.flatMap((x) => [...(x.timing?.faces ?? []), x.check?.face, ...(x.damage?.faces ?? [])]);
    const face = [...Array(100).keys()].map((i) => i + 1).find((f) => !given.includes(f))!;
    const tampered: RoundResult = { ...r, entries: [r.entries[0]!, { ...e, check: { ...e.check!, face } }] };
    await ingestText(m, await encodeResult(tampered));
    expect(marks(m, 'Aria')).toEqual(['verified', 'not-verified:altered']);
    const bad = rows(m).find((x) => x.verdict?.status === 'not-verified')!;
    expect(bad.verdict?.message).toBe(`${e.label}: the code shows face ${face}, not ${e.check!.face}, which its declaration and dice do not give.`);
    expect(m.round.value.verdicts?.['aria']?.round).toMatchObject({ status: 'not-verified', reason: 'altered', message: 'The code was changed after it was rolled: 1 of 2 entries show figures its declaration and dice do not give.' });
  });

  it('a round rolled without verified mode is "Unverified"', async () => {
    const { m, aria } = await table();
    const { result } = await rollWith(aria, code(m), 'Cai', T0 + 1000);
    const { proof: _p, ...plain } = result;
    await ingestText(m, await encodeResult(plain));
    expect(marks(m, 'Cai')).toEqual(['unverified', 'unverified']);
    expect(m.message.value).toMatchObject({ tone: 'info', text: 'Took Cai\'s round. Unverified. Rolled without verified mode: these dice cannot be checked.' });
  });

  it('a round taken before the mode was on is "Unverified" until scanned again', async () => {
    const m = gm();
    const aria = await phone('Aria', 1);
    await ingestText(m, joinCodeOf(aria));
    expect(m.message.value?.text).toBe('Joined: Aria. Its join code commits to no sheet (an older Rollcall, or no character on the phone yet), so each character\'s first round gives the sheet held. Turn on "Verified rolls" to check their dice.');
    m.setVerifiedMode(true);
    const { result } = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    m.ingest(result);
    expect(marks(m, 'Aria')).toEqual(['unverified', 'unverified']);
    await ingestText(m, await encodeResult(result));
    expect(marks(m, 'Aria')).toEqual(['verified', 'verified']);
  });
});

describe('round codes from round to round', () => {
  it('turning the mode on makes a code; Next round makes a new one and keeps the old; Undo brings it back', async () => {
    const m = gm();
    expect(m.round.value.verified).toBeUndefined();
    m.setVerifiedMode(true);
    const first = code(m);
    expect(first).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}$/);
    m.addCombatant({ name: 'Orc', side: 'Monsters', count: 1, values: {} });
    m.startNextRound();
    expect(code(m)).not.toBe(first);
    expect(m.round.value.verified?.earlier).toEqual([{ round: 1, code: first }]);
    m.undoNextRound();
    expect(m.round.value.round).toBe(1);
    expect(code(m)).toBe(first);
    expect(m.round.value.verified?.earlier).toEqual([]);
  });

  it('keeps the last 50 earlier codes', async () => {
    const m = gm();
    m.setVerifiedMode(true);
    m.addCombatant({ name: 'Orc', side: 'Monsters', count: 1, values: {} });
    for (let i = 0; i < 55; i++) m.startNextRound();
    const earlier = m.round.value.verified!.earlier;
    expect(earlier).toHaveLength(50);
    expect(earlier[0]!.round).toBe(6);
    expect(earlier[49]!.round).toBe(55);
  });

  it('makes no code while the mode is off', async () => {
    const m = gm();
    m.setVerifiedMode(true);
    m.setVerifiedMode(false);
    m.addCombatant({ name: 'Orc', side: 'Monsters', count: 1, values: {} });
    m.startNextRound();
    expect(code(m)).toBe('');
    m.setVerifiedMode(true);
    expect(code(m)).toMatch(/^[0-9A-Z]{5}$/);
  });

  it('a new encounter keeps the joined phones and gives a new code', async () => {
    const { m, aria } = await table();
    const first = code(m);
    m.newEncounter();
    expect(m.round.value.verified?.phones[aria.id]?.label).toBe('Aria');
    expect(code(m)).not.toBe(first);
  });
});

describe('join codes', () => {
  it('a damaged join code is refused with one sentence and joins nobody', async () => {
    const m = gm();
    m.setVerifiedMode(true);
    const text = joinCodeOf(await phone('Aria', 1));
    const damaged = text.slice(0, 12) + (text[12] === 'A' ? 'B' : 'A') + text.slice(13);
    expect(await ingestText(m, damaged)).toBeNull();
    expect(m.message.value).toMatchObject({ tone: 'bad', text: expect.stringMatching(/^This join code is damaged/) });
    expect(m.round.value.verified?.phones).toEqual({});
  });

  it('the same phone joining again keeps the rounds seen, so an old result is still a replay', async () => {
    const { m, aria } = await table();
    await ingestText(m, (await rollWith(aria, code(m), 'Aria', T0 + 1000)).payload);
    await ingestText(m, joinCodeOf(aria));
    expect(m.round.value.verified?.phones[aria.id]?.lastLink).toBe(1);
  });

  it('the round code\'s own QR, scanned by mistake, is named as such', async () => {
    const m = gm();
    m.setVerifiedMode(true);
    expect(await ingestText(m, `RCR1:${code(m)}`)).toBeNull();
    expect(m.message.value?.text).toBe('This is a round code, for the players\' phones to take: it holds no result.');
  });

  it('a joined phone can be removed', async () => {
    const { m, aria } = await table();
    m.forgetPhone(aria.id);
    expect(m.round.value.verified?.phones).toEqual({});
    expect(m.message.value?.text).toBe('Removed Aria\'s phone.');
  });
});

describe('a round rolled from another sheet than the one the phone joined with', () => {
  beforeEach(async () => { await (await openRollcallDb()).clear('gm'); });
  const rs = getRuleset('spelljammer');
  const demo = rs.demos[0]!;
  const longswordSc = (sc: number) => ({ weapons: (demo.sheet['weapons'] as Values[]).map((w, i) => (i === 0 ? { ...w, sc } : w)) });

  /** A table with Aria's phone joined, committed to the demo's sheet named Aria, and her first round from it taken. */
  async function joinedWithSheet(save?: typeof saveRound) {
    const m = gm({ now: T0 }, save);
    m.setVerifiedMode(true);
    const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name: 'Aria' });
    if (!sheet.ok) throw new Error('sheet');
    const base = await phone('Aria', 1);
    const aria = await startEvening('Aria', 0, { seed: new Uint8Array(16).fill(1), id: Uint8Array.of(0xa0, 0, 0, 1), sheets: [await sheetDigest(rs, sheet.value, defaults(rs.optionsSchema.fields))] });
    expect(aria.commitment).toBe(base.commitment);
    expect(joinCodeOf(aria).startsWith('RCJ2:')).toBe(true);
    await ingestText(m, joinCodeOf(aria));
    expect(m.message.value?.text).toBe('Joined: Aria.');
    const first = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    await ingestText(m, first.payload);
    expect(m.message.value).toMatchObject({ tone: 'good', text: 'Took Aria\'s round: verified.' });
    expect(m.round.value.verdicts?.['aria']?.sheet).toBeUndefined();
    m.startNextRound();
    return { m, aria: first.evening };
  }

  it('shows the difference in one line, and accepting it makes the new sheet the one later rounds are compared with', async () => {
    const { m, aria } = await joinedWithSheet();
    const second = await rollWith(aria, code(m), 'Aria', T0 + 60_000, 'spelljammer', longswordSc(120));
    await ingestText(m, second.payload);
    expect(m.message.value).toMatchObject({ tone: 'bad', text: 'Took Aria\'s round: verified. Rolled from another sheet: Longsword SC 112 -> 120 since joining. Accept or refuse it under "Sheet changes".' });
    expect(m.round.value.verdicts?.['aria']?.sheet).toMatchObject({ line: 'Longsword SC 112 -> 120 since joining' });
    expect(marks(m, 'Aria')).toEqual(['verified', 'verified']);
    m.settleSheet('aria', true);
    expect(m.round.value.verdicts?.['aria']?.sheet?.settled).toBe('accepted');
    expect(m.round.value.verified?.phones[aria.id]?.kept?.['aria']).toMatchObject({ from: 'accepted', inputs: second.result.proof!.inputs });
    expect(marks(m, 'Aria')).toEqual(['verified', 'verified']);
    // The next round from the accepted sheet says nothing; one from the first sheet says so.
    m.startNextRound();
    const third = await rollWith(second.evening, code(m), 'Aria', T0 + 120_000, 'spelljammer', longswordSc(120));
    await ingestText(m, third.payload);
    expect(m.round.value.verdicts?.['aria']?.sheet).toBeUndefined();
    m.startNextRound();
    await ingestText(m, (await rollWith(third.evening, code(m), 'Aria', T0 + 180_000)).payload);
    expect(m.round.value.verdicts?.['aria']?.sheet?.line).toBe('Longsword SC 120 -> 112 since the sheet you accepted');
  });

  it('refusing it marks the round "sheet refused", keeps the sheet held, and lasts across a reload', async () => {
    let saved: Promise<void> = Promise.resolve();
    const { m, aria } = await joinedWithSheet((r) => (saved = saveRound(r)));
    const kept = m.round.value.verified?.phones[aria.id]?.kept;
    await ingestText(m, (await rollWith(aria, code(m), 'Aria', T0 + 60_000, 'spelljammer', { attacksPerRound: 5 })).payload);
    m.settleSheet('aria', false);
    expect(m.message.value).toMatchObject({ tone: 'bad', text: 'Refused Aria\'s round: it was rolled from Attacks per round 2 -> 5 since joining.' });
    expect(marks(m, 'Aria').every((x) => x === 'not-verified:sheet-refused')).toBe(true);
    expect(m.round.value.verified?.phones[aria.id]?.kept).toEqual(kept);
    await saved;
    const loaded = await loadRound();
    if (loaded.kind !== 'round') throw new Error(`expected a round, got ${loaded.kind}`);
    expect(loaded.round.verdicts?.['aria']?.sheet?.settled).toBe('refused');
    expect(loaded.round.verified?.phones[aria.id]?.kept).toEqual(kept);
    expect(marks(createGmModel({ lookup }, loaded.round), 'Aria').every((x) => x === 'not-verified:sheet-refused')).toBe(true);
  });

  it('the same phone joining again with more sheets adds them, for characters with no sheet held yet; the sheet held stays', async () => {
    const { m, aria } = await joinedWithSheet();
    const bo = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name: 'Bo' });
    const raised = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name: 'Aria', ...longswordSc(150) });
    if (!bo.ok || !raised.ok) throw new Error('sheet');
    const options = defaults(rs.optionsSchema.fields);
    const again = { ...aria, sheets: [await sheetDigest(rs, bo.value, options), await sheetDigest(rs, raised.value, options)] };
    await ingestText(m, joinCodeOf(again));
    expect(m.message.value?.text).toBe('Joined: Aria. 2 more sheets committed, for characters with no sheet held yet.');
    expect(m.round.value.verified?.phones[aria.id]?.sheets).toHaveLength(3);
    // Aria's sheet is held: her raised one is still a change.
    await ingestText(m, (await rollWith(aria, code(m), 'Aria', T0 + 60_000, 'spelljammer', longswordSc(150))).payload);
    expect(m.round.value.verdicts?.['aria']?.sheet?.line).toBe('Longsword SC 112 -> 150 since joining');
    // The same join code again adds nothing and says nothing of sheets.
    await ingestText(m, joinCodeOf(again));
    expect(m.message.value?.text).toBe('Joined: Aria.');
  });

  it('a phone that replaces Aria\'s (removed, a new evening) is held to the sheet kept for her, not to its own join code', async () => {
    const { m } = await joinedWithSheet();
    const old = Object.values(m.round.value.verified!.phones)[0]!;
    m.forgetPhone(old.id);
    const raised = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name: 'Aria', ...longswordSc(150) });
    if (!raised.ok) throw new Error('sheet');
    const fresh = await startEvening('Aria', 0, { seed: new Uint8Array(16).fill(9), id: Uint8Array.of(0xa0, 0, 0, 9), sheets: [await sheetDigest(rs, raised.value, defaults(rs.optionsSchema.fields))] });
    await ingestText(m, joinCodeOf(fresh));
    await ingestText(m, (await rollWith(fresh, code(m), 'Aria', T0 + 60_000, 'spelljammer', longswordSc(150))).payload);
    expect(m.message.value?.text).toBe('Took Aria\'s round: verified. Rolled from another sheet: Longsword SC 112 -> 150 since Aria\'s earlier join code. Accept or refuse it under "Sheet changes".');
  });

  it('a past round keeps the sheet each verified code was rolled from, with its mark, for the GM to open later', async () => {
    const { m, aria } = await joinedWithSheet();
    const first = m.round.value.log!.at(-1)!;
    expect(first.sheets).toEqual([{ who: 'Aria', rulesetId: 'spelljammer', inputs: m.round.value.previous!.results[0]!.proof!.inputs, mark: 'Verified' }]);
    const second = await rollWith(aria, code(m), 'Aria', T0 + 60_000, 'spelljammer', longswordSc(120));
    await ingestText(m, second.payload);
    m.settleSheet('aria', false);
    m.startNextRound();
    const log = m.round.value.log!;
    expect(log.map((r) => r.sheets?.map((x) => x.mark))).toEqual([['Verified'], ['Not verified: sheet refused']]);
    expect(log[1]!.sheets![0]!.inputs).toBe(second.result.proof!.inputs);
    expect(readStoredRound(structuredClone(toStoredRound(m.round.value, 1)))).toEqual({ ok: true, value: m.round.value });
  });

  it('keeps no sheets in the log while verified mode is off', async () => {
    const m = gm();
    const aria = await phone('Aria', 1);
    await ingestText(m, (await rollWith(aria, newRoundCode([1, 2, 3, 4]), 'Aria', T0 + 1000)).payload);
    m.startNextRound();
    expect(m.round.value.log!.at(-1)!.sheets).toBeUndefined();
  });
});

describe('a round from a phone whose rules are another version', () => {
  beforeEach(async () => { await (await openRollcallDb()).clear('gm'); });

  it('is verified when this phone\'s rules give the same figures, says the versions, and keeps saying it after a reload', async () => {
    let saved: Promise<void> = Promise.resolve();
    const m = gm({ now: T0 }, (r) => (saved = saveRound(r)));
    m.setVerifiedMode(true);
    const aria = await phone('Aria', 1);
    await ingestText(m, joinCodeOf(aria));
    await ingestText(m, (await rollWith(aria, code(m), 'Aria', T0 + 1000, 'spelljammer', {}, 2)).payload);
    expect(m.message.value).toMatchObject({ text: 'Took Aria\'s round: verified.' });
    expect(marks(m, 'Aria')).toEqual(['verified', 'verified']);
    const v = m.round.value.verdicts?.['aria'];
    expect(v?.rules).toEqual({ rolled: 2, here: 1 });
    expect(v?.round.message).toMatch(/^Rolled with rules version 2, this phone has 1, whose rules give the same figures/);
    await saved;
    const loaded = await loadRound();
    if (loaded.kind !== 'round') throw new Error(`expected a round, got ${loaded.kind}`);
    expect(loaded.round.verdicts?.['aria']?.rules).toEqual({ rolled: 2, here: 1 });
  });
});

describe('verified mode across a reload', () => {
  beforeEach(async () => { await (await openRollcallDb()).clear('gm'); });

  it('keeps the mode, the code, the phones and each entry\'s verdict', async () => {
    let saved: Promise<void> = Promise.resolve();
    const m = gm({ now: T0 }, (r) => (saved = saveRound(r)));
    m.setVerifiedMode(true);
    const aria = await phone('Aria', 1);
    await ingestText(m, joinCodeOf(aria));
    const bo = await phone('Bo', 2);
    await ingestText(m, joinCodeOf(bo));
    await ingestText(m, (await rollWith(aria, code(m), 'Aria', T0 + 1000)).payload);
    const { result } = await rollWith(bo, code(m), 'Bo', T0 + 1000);
    const e = result.entries[0]!;
    // A face no die of the round gave (faces match dice by value, so one that another entry's die gave would blame that entry).
    const given = result.entries.flatMap((x) => [...(x.timing?.faces ?? []), x.check?.face, ...(x.damage?.faces ?? [])]);
    const face = [...Array(100).keys()].map((i) => i + 1).find((f) => !given.includes(f))!;
    const tampered = { ...result, entries: [{ ...e, check: { ...e.check!, face } }, result.entries[1]!] };
    await ingestText(m, await encodeResult(tampered));
    await saved;
    const loaded = await loadRound();
    if (loaded.kind !== 'round') throw new Error(`expected a round, got ${loaded.kind}`);
    expect(loaded.round.verified).toEqual(m.round.value.verified);
    const again = createGmModel({ lookup }, loaded.round);
    expect(marks(again, 'Aria')).toEqual(['verified', 'verified']);
    expect(marks(again, 'Bo')).toEqual(['not-verified:altered', 'verified']);
  });
});

describe('a round saved before verified mode existed', () => {
  it('still loads, with the mode off, and can turn it on', () => {
    const old = {
      v: 1, rulesetId: 'spelljammer', id: 'round', updatedAt: T0,
      data: { round: 3, rulesetId: 'spelljammer', results: [], startedAt: T0, previous: { round: 2, rulesetId: 'spelljammer', results: [] } },
    };
    const read = readStoredRound(old);
    if (!read.ok) throw new Error(read.message);
    expect(read.value.verified).toBeUndefined();
    const m = createGmModel({ lookup }, read.value);
    m.setVerifiedMode(true);
    expect(code(m)).toMatch(/^[0-9A-Z]{5}$/);
  });

  it('a damaged verified part is named, not silently dropped', () => {
    const bad = { v: 1, rulesetId: '', id: 'round', updatedAt: T0, data: { round: 1, rulesetId: null, results: [], verified: { on: 'yes', code: '', earlier: [], phones: {} } } };
    const read = readStoredRound(bad);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/^The saved GM round is not readable: at data\.verified\.on, /);
  });
});

describe('verified marks in every system', () => {
  it('zones and factions: the entries under the turn board are marked', async () => {
    const { m, aria } = await table();
    await ingestText(m, (await rollWith(aria, code(m), 'Aria', T0 + 1000, 'zones-factions')).payload);
    expect(m.ruleset.value?.order).toBe('turns');
    expect(marks(m, 'Aria')).toEqual(['verified', 'verified']);
  });

  it('a follow-up roll that did not happen (skipped, not shared) does not shift the marks', async () => {
    const { m, aria } = await table();
    const { result, payload } = await rollWith(aria, code(m), 'Aria', T0 + 1000, 'bcb-d20');
    expect(result.entries.some((e) => e.skipped)).toBe(true);
    await ingestText(m, payload);
    expect(marks(m, 'Aria')).toEqual(['verified']);
  });
});
