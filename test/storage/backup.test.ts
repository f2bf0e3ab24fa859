import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { backupFileName, exportBackup, readBackupFile } from '../../src/storage/backup';
import { applyImport, previewImport } from '../../src/storage/import';
import { listCharacters, saveCharacter, savePref } from '../../src/storage';
import { openRollcallDb } from '../../src/storage/db';
import { addRound, listRounds } from '../../src/storage/history';
import { dumpDb } from './dump';
import { withSeed } from '../seed';
import { find, freshDb, round } from './fixtures';
import v1 from './fixtures/v1-spelljammer.json';
import { spelljammer } from '../../src/rulesets/spelljammer';

async function twoCharacters() {
  const deps = { dbName: freshDb(), findRuleset: find };
  const ann = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 30, weapons: [{ name: 'Bow', damage: '1d6' }] } }, deps);
  const bob = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Bob', hp: 12, weapons: [] } }, deps);
  if (!ann.ok || !bob.ok) throw new Error('setup');
  await addRound(ann.value.id, round(100), deps);
  await addRound(ann.value.id, round(200), deps);
  await savePref('declaration', ann.value.id, 'test-rs', { weapon: '0', charge: true }, deps);
  return { deps, ann: ann.value, bob: bob.value };
}

describe('backup files', () => {
  it('export, a fresh phone, import: the characters, their rounds and remembered inputs are back', async () => {
    const { deps, ann } = await twoCharacters();
    const text = JSON.stringify(await exportBackup(deps));
    const fresh = { dbName: freshDb(), findRuleset: find };
    const file = readBackupFile(text);
    if (!file.ok) throw new Error(file.message);
    const preview = await previewImport(file.value, fresh);
    expect(preview.map((i) => [i.name, i.action, i.rounds]).sort()).toEqual([['Ann', 'add', 2], ['Bob', 'add', 0]]);
    expect(await applyImport(preview, fresh)).toEqual({ characters: 2, rounds: 2 });
    const { characters } = await listCharacters(fresh);
    expect(characters.map((c) => c.sheet['name'])).toEqual(['Ann', 'Bob']);
    expect((await listRounds(ann.id, fresh)).rounds.map((r) => r.result.at)).toEqual([200, 100]);
    const decl = await (await openRollcallDb(fresh.dbName)).get('meta', `declaration:${ann.id}`);
    expect(decl.data).toEqual({ weapon: '0', charge: true });
  });

  it('importing over the same phone says "replace" and leaves no duplicate rounds', async () => {
    const { deps, ann } = await twoCharacters();
    const file = readBackupFile(JSON.stringify(await exportBackup(deps, [ann.id])));
    if (!file.ok) throw new Error(file.message);
    const preview = await previewImport(file.value, deps);
    expect(preview.map((i) => i.action)).toEqual(['replace']);
    await applyImport(preview, deps);
    expect((await listRounds(ann.id, deps)).rounds).toHaveLength(2);
  });

  it('a version-1 backup (records as the first release stored them) imports as the current version', async () => {
    const deps = { dbName: freshDb(), findRuleset: (id: string) => (id === 'spelljammer' ? spelljammer : undefined) };
    const text = JSON.stringify({ format: 'rollcall-backup', v: 1, exportedAt: 1, characters: [{ character: v1.characters[0], history: v1.history, prefs: { declaration: v1.meta[0]!.value } }] });
    const file = readBackupFile(text);
    if (!file.ok) throw new Error(file.message);
    const preview = await previewImport(file.value, deps);
    expect(preview[0]).toMatchObject({ name: 'Derrick', action: 'add', rounds: 1 });
    await applyImport(preview, deps);
    const raw = await (await openRollcallDb(deps.dbName)).get('characters', v1.characters[0]!.id);
    expect(raw).toMatchObject({ v: 2, createdAt: v1.characters[0]!.updatedAt, archived: false });
  });

  it.each([
    ['not JSON', '{"format": "rollcall-backup", ', /^Expected a Rollcall backup \(JSON\), but this file is not JSON/],
    ['another file', '{"hello": 1}', /^Not a Rollcall backup: at format, expected a value, but it is missing\. Nothing was imported\.$/],
    ['a newer backup', '{"format": "rollcall-backup", "v": 9, "exportedAt": 0, "characters": []}', /newer version of Rollcall \(backup version 9; this app reads 1\)/],
    ['a huge file', 'x'.repeat(20_000_001), /^Expected a backup of at most 20 million characters, but this file has 20\.0 million/],
  ])('%s is refused with a sentence', (_what, text, message) => {
    const r = readBackupFile(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });

  it('hostile characters are skipped with why, and importing the rest changes nothing else', () => withSeed(async (random) => {
    const { deps, ann } = await twoCharacters();
    const before = await dumpDb(deps.dbName);
    const rec = (data: unknown, extra: object = {}) => ({ character: { v: 2, rulesetId: 'test-rs', id: random.id('h'), data, updatedAt: 1, createdAt: 1, archived: false, ...extra } });
    const text = `{"format":"rollcall-backup","v":1,"exportedAt":1,"characters":[
      ${JSON.stringify(rec({ name: '<img src=x onerror=alert(1)>', hp: 5, weapons: [] }))},
      ${JSON.stringify(rec({ name: 'Big', hp: 1e400, weapons: [] })).replace('"hp":null', '"hp":1e400')},
      ${JSON.stringify(rec({ name: 'x'.repeat(10_000_000), hp: 5, weapons: [] }))},
      {"character":{"v":2,"rulesetId":"test-rs","id":"${ann.id}","data":{"name":"Evil","hp":1,"weapons":[],"__proto__":{"polluted":true}},"updatedAt":1,"createdAt":1,"archived":false},
       "history":[{"v":2,"rulesetId":"test-rs","id":"r1","characterId":"${ann.id}","updatedAt":1,"data":{"__proto__":{"polluted":true},"rulesetId":"test-rs","character":"Evil","at":5,"entries":[],"defence":[],"status":[],"lost":[],"notes":[]}}]},
      ${JSON.stringify(rec({ name: 'NaN', hp: 5, weapons: [] }, { updatedAt: 'NaN' }))},
      ${JSON.stringify(rec({ name: 'Future', hp: 5, weapons: [] }, { v: 7 }))}
    ]}`;
    const file = readBackupFile(text);
    if (!file.ok) throw new Error(file.message);
    const preview = await previewImport(file.value, deps);
    expect(preview.map((i) => i.action)).toEqual(['add', 'skip', 'skip', 'replace', 'skip', 'skip']);
    expect(preview[1]!.message).toContain('HP: expected at most 200');
    expect(preview[2]!.message).toContain('Name: expected at most 40 characters');
    expect(preview[4]!.message).toMatch(/updatedAt/);
    expect(preview[5]!.message).toMatch(/newer version/);
    expect(await dumpDb(deps.dbName)).toBe(before);
    // The markup is a name like any other (rendered as text); the polluting key is dropped.
    await applyImport(preview, deps, new Set([preview[0]!.key, preview[3]!.key]));
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const { characters } = await listCharacters(deps);
    expect(characters.map((c) => c.sheet['name']).sort()).toEqual(['<img src=x onerror=alert(1)>', 'Bob', 'Evil']);
    const evil = characters.find((c) => c.sheet['name'] === 'Evil')!;
    expect(Object.keys(evil.sheet)).toEqual(['name', 'hp', 'weapons']);
    const rounds = await listRounds(ann.id, deps);
    // The file's round joins the two rolled here (an import never deletes rounds).
    expect(rounds.rounds.map((r) => r.result.character)).toEqual(['Ann', 'Ann', 'Evil']);
    expect(Object.prototype.hasOwnProperty.call(rounds.rounds[2]!.result, '__proto__')).toBe(false);
  }));

  it('names files by day and character', () => {
    expect(backupFileName(Date.UTC(2026, 10, 22, 15), 'Ann Ó\'Brien')).toBe('rollcall-ann-o-brien-2026-11-22.json');
    expect(backupFileName(Date.UTC(2026, 10, 22, 15))).toBe('rollcall-backup-2026-11-22.json');
    expect(backupFileName(0, '<script>')).toBe('rollcall-script-1970-01-01.json');
  });
});
