/**
 * Inputs the GM can hold: a join code commits to digests of the sheets and table options a
 * phone rolls from (RCJ2; RCJ1 codes still read); the GM's phone keeps a character's sheet
 * once a round shows one it committed to (or, for a join code without digests, its first
 * round's), and a later round from another sheet comes with one line saying what changed.
 */
import { describe, expect, it } from 'vitest';
import { defaults, withDefaults, type Values } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { decodeJoinCode, encodeJoinCode } from '../../src/verify/join';
import { joinCodeOf, rollVerifiedRound, startEvening, type Evening } from '../../src/verify/evening';
import { changeLine, inputChanges, sheetChanges, sheetDigest, sheetRows } from '../../src/verify/sheet';
import { verifyRound, type JoinedPhone } from '../../src/verify/verify';
import { fromHex } from '../../src/share/codec/hex';
import { joined, tableOf, throughQr } from './rounds';

const rs = getRuleset('spelljammer');
const demo = rs.demos[0]!;
const options = defaults(rs.optionsSchema.fields);
const AT = 1_795_000_000_000;

function sheetWith(patch: Values = {}): Values {
  const s = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, ...patch });
  if (!s.ok) throw new Error('sheet');
  return s.value;
}
const longswordSc = (sc: number): Values => ({ weapons: (demo.sheet['weapons'] as Values[]).map((w, i) => (i === 0 ? { ...w, sc } : w)) });

async function roll(e: Evening, code: string, sheet: Values) {
  const decl = withDefaults(rs.declarationSchema(sheet).fields, demo.declaration ?? {});
  if (!decl.ok) throw new Error('declaration');
  const rolled = await rollVerifiedRound(e, code, rs, { sheet, declaration: decl.value, options }, AT);
  return { evening: rolled.evening, shown: await throughQr(rolled.result) };
}

const evening = (sheets?: string[]) => startEvening('Ana', 0, { seed: fromHex('000102030405060708090a0b0c0d0e0f'), id: fromHex('0a1b2c3d'), length: 20, ...(sheets ? { sheets } : {}) });
const phoneOf = (e: Evening): JoinedPhone => ({ ...joined(e), ...(e.sheets ? { sheets: e.sheets } : {}) });

describe('G. the join code commits to the sheets', () => {
  it('carries their digests (RCJ2), and a code without them is still RCJ1 and reads as before', async () => {
    const digest = await sheetDigest(rs, sheetWith(), options);
    expect(digest).toMatch(/^[0-9a-f]{16}$/);
    const e = await evening([digest]);
    const text = joinCodeOf(e);
    expect(text.startsWith('RCJ2:')).toBe(true);
    expect(decodeJoinCode(text)).toEqual({ ok: true, value: { id: e.id, length: 20, commitment: e.commitment, label: 'Ana', sheets: [digest] } });
    const old = encodeJoinCode({ id: e.id, length: 20, commitment: e.commitment, label: 'Ana' });
    expect(old.startsWith('RCJ1:')).toBe(true);
    expect(decodeJoinCode(old)).toEqual({ ok: true, value: { id: e.id, length: 20, commitment: e.commitment, label: 'Ana' } });
  });

  it('the digest follows the sheet and the table options, not the order of their keys', async () => {
    const d = await sheetDigest(rs, sheetWith(), options);
    expect(await sheetDigest(rs, Object.fromEntries(Object.entries(sheetWith()).reverse()), options)).toBe(d);
    expect(await sheetDigest(rs, sheetWith(longswordSc(113)), options)).not.toBe(d);
    const choice = rs.optionsSchema.fields.find((f) => f.kind === 'select')!;
    if (choice.kind !== 'select') throw new Error('a table option with choices');
    const other = choice.options.find((o) => o.value !== options[choice.key])!.value;
    expect(await sheetDigest(rs, sheetWith(), { ...options, [choice.key]: other })).not.toBe(d);
  });

  it('a damaged join code is refused in a player\'s words (no "checksum"), with what failed under Details', async () => {
    const text = joinCodeOf(await evening([await sheetDigest(rs, sheetWith(), options)]));
    const i = text.length - 3;
    const changed = text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
    for (const bad of [changed, text.slice(0, 20), `${text.slice(0, 10)}~~${text.slice(12)}`]) {
      const r = decodeJoinCode(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).not.toMatch(/checksum|base45|payload|bytes/i);
    }
  });
});

describe('G. what changed, in the schema\'s labels', () => {
  it('names the field, its item and both values; table options too', () => {
    const before = { sheet: sheetWith(), options };
    expect(sheetChanges(rs, before, before)).toEqual([]);
    expect(sheetChanges(rs, before, { sheet: sheetWith(longswordSc(120)), options })).toEqual(['Longsword SC 112 -> 120']);
    const more = sheetChanges(rs, before, { sheet: sheetWith({ ...longswordSc(120), attacksPerRound: 5, prot: 9 }), options });
    expect(more).toHaveLength(3);
    expect(changeLine([...more, 'x'], 'since joining')).toMatch(/^.+, .+, .+ and 1 more since joining$/);
  });

  it('names what differs between two rolls\' inputs, the declaration too (a re-roll)', () => {
    const decl = (patch: Values) => ({ ...(demo.declaration ?? {}), ...patch });
    const before = { sheet: sheetWith(), declaration: decl({ targetDef: 40 }), options };
    expect(inputChanges(rs, before, before)).toEqual([]);
    expect(inputChanges(rs, before, { ...before, declaration: decl({ targetDef: 10 }) })).toEqual(['Target DEF 40 -> 10']);
    const both = inputChanges(rs, before, { sheet: sheetWith(longswordSc(120)), declaration: decl({ targetDef: 10 }), options });
    expect(both).toEqual(['Longsword SC 112 -> 120', 'Target DEF 40 -> 10']);
    expect(changeLine(both)).toBe('Longsword SC 112 -> 120, Target DEF 40 -> 10');
    // Names that look the same say how they differ, or "Name Ned -> Ned" would say nothing.
    expect(inputChanges(rs, { ...before, sheet: sheetWith({ name: 'Ned' }) }, { ...before, sheet: sheetWith({ name: 'Ned\uFFF9' }) })).toEqual(['Name Ned -> Ned [invisible U+FFF9]']);
    expect(inputChanges(rs, { ...before, sheet: sheetWith({ name: 'Ned' }) }, { ...before, sheet: sheetWith({ name: '\u039Ded' }) })).toEqual(['Name Ned -> \u039Ded (a look-alike letter)']);
    expect(inputChanges(rs, { ...before, sheet: sheetWith({ name: 'Ned' }) }, { ...before, sheet: sheetWith({ name: 'Ned.' }) })).toEqual(['Name Ned -> Ned.']);
    // The state carried from the round before (absent: the ruleset's initial state).
    const hurt = { ...rs.state!.initial(before.sheet, options), hp: 40 };
    expect(inputChanges(rs, { ...before, state: hurt }, before)).toEqual(['carried state: HP 40 -> 48']);
    expect(inputChanges(rs, before, { ...before, state: rs.state!.initial(before.sheet, options) })).toEqual([]);
  });

  it('gives the whole sheet, declaration and options as labelled rows', () => {
    const rows = sheetRows(rs, { sheet: sheetWith(), declaration: demo.declaration ?? {}, options });
    const weapons = rows.sheet.find((r) => r.items)!;
    expect(weapons.items!.map((i) => i.name)).toEqual(['Longsword', 'Longbow']);
    expect(weapons.items![0]!.rows).toContainEqual({ label: 'SC', value: '112' });
    expect(rows.declaration.length).toBeGreaterThan(5);
    expect(rows.options.length).toBe(rs.optionsSchema.fields.length);
    expect(rows.state).toContainEqual({ label: 'HP', value: '48' });
    expect(sheetRows(rs, { sheet: sheetWith(), declaration: demo.declaration ?? {}, options, state: { ...rs.state!.initial(sheetWith(), options), hp: 40 } }).state).toContainEqual({ label: 'HP', value: '40' });
  });
});

describe('G. the GM\'s phone holds the sheet', () => {
  it('keeps the sheet the phone joined with, and shows "SC 112 -> 120 since joining" for a round from another', async () => {
    const e = await evening([await sheetDigest(rs, sheetWith(), options)]);
    const first = await roll(e, 'K7QFA', sheetWith());
    const v1 = await verifyRound(first.shown, tableOf('K7QFA', [phoneOf(e)]));
    expect(v1.round.status).toBe('verified');
    expect(v1.sheet).toBeUndefined();
    expect(v1.phone!.kept?.['derrick']).toMatchObject({ rulesetId: 'spelljammer', from: 'join' });
    const second = await roll(first.evening, 'M2Q4B', sheetWith(longswordSc(120)));
    const v2 = await verifyRound(second.shown, tableOf('M2Q4B', [v1.phone!], [{ round: 1, code: 'K7QFA' }]));
    // The figures follow from the inputs: the round is verified, and the sheet change is said.
    expect(v2.round.status).toBe('verified');
    expect(v2.sheet).toEqual({ line: 'Longsword SC 112 -> 120 since joining', inputs: second.shown.proof!.inputs });
    expect(v2.phone!.kept?.['derrick']).toEqual(v1.phone!.kept?.['derrick']);
  });

  it('says so when the first round is from a sheet the join code did not commit to', async () => {
    const e = await evening([await sheetDigest(rs, sheetWith(), options)]);
    const first = await roll(e, 'K7QFA', sheetWith(longswordSc(200)));
    const v = await verifyRound(first.shown, tableOf('K7QFA', [phoneOf(e)]));
    expect(v.round.status).toBe('verified');
    expect(v.sheet?.line).toMatch(/did not commit to when it joined/);
    expect(v.phone!.kept).toBeUndefined();
  });

  it('a phone that joined without digests (an older app) has its first round\'s sheet kept', async () => {
    const e = await evening();
    const first = await roll(e, 'K7QFA', sheetWith());
    const v1 = await verifyRound(first.shown, tableOf('K7QFA', [phoneOf(e)]));
    expect(v1.sheet).toBeUndefined();
    expect(v1.phone!.kept?.['derrick']?.from).toBe('first');
    const second = await roll(first.evening, 'M2Q4B', sheetWith({ attacksPerRound: 5 }));
    const v2 = await verifyRound(second.shown, tableOf('M2Q4B', [v1.phone!], [{ round: 1, code: 'K7QFA' }]));
    expect(v2.sheet?.line).toBe('Attacks per round 2 -> 5 since its first round');
  });

  it('a new join code is no way round the sheet held: a character\'s first round on a phone that replaced another is compared with the sheet kept for it there', async () => {
    const e = await evening([await sheetDigest(rs, sheetWith(), options)]);
    const first = await roll(e, 'K7QFA', sheetWith());
    const old = (await verifyRound(first.shown, tableOf('K7QFA', [phoneOf(e)]))).phone!;
    // A new evening whose join code commits to a better sheet; the GM removed the old phone.
    const raised = sheetWith({ prot: 6 });
    const fresh = await startEvening('Ana', 0, { seed: fromHex('0f0e0d0c0b0a09080706050403020100'), id: fromHex('0a1b2c3e'), length: 20, sheets: [await sheetDigest(rs, raised, options)] });
    const next = await roll(fresh, 'M2Q4B', raised);
    const table = { ...tableOf('M2Q4B', [phoneOf(fresh)], [{ round: 1, code: 'K7QFA' }]), removed: { [old.id]: old } };
    const v = await verifyRound(next.shown, table);
    expect(v.round.status).toBe('verified');
    expect(v.sheet?.line).toBe('PROT 4 -> 6 since Ana\'s earlier join code');
    expect(v.phone!.kept).toBeUndefined();
    // Rolled from the sheet held: nothing to say, whatever its own join code committed to.
    const same = await roll(fresh, 'M2Q4B', sheetWith());
    expect((await verifyRound(same.shown, table)).sheet).toBeUndefined();
  });

  it('an altered round says nothing of its sheet and keeps none', async () => {
    const e = await evening([await sheetDigest(rs, sheetWith(), options)]);
    const first = await roll(e, 'K7QFA', sheetWith());
    const i = first.shown.entries.findIndex((x) => x.check);
    const edited = { ...first.shown, entries: first.shown.entries.map((x, k) => (k === i ? { ...x, check: { ...x.check!, need: x.check!.need! + 30 } } : x)) };
    const v = await verifyRound(await throughQr(edited), tableOf('K7QFA', [phoneOf(e)]));
    expect(v.round).toMatchObject({ reason: 'altered' });
    expect(v.sheet).toBeUndefined();
    expect(v.phone!.kept).toBeUndefined();
  });
});
