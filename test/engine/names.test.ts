import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { compareNames, normalizeName } from '../../src/engine/names';
import { nameKey } from '../../src/engine/name-key';
import { decodePayload, encodeResult } from '../../src/share/payload';
import { listCharacters, saveCharacter } from '../../src/storage/characters';
import { emptyRound, ingestResult } from '../../src/ui/gm/round';
import { encodeJoinCode, decodeJoinCode } from '../../src/verify/join';
import { fiveAttacks } from '../share/fixture';
import { find, freshDb } from '../storage/fixtures';
import { lookup, result, attack } from '../gm/fixtures';

// Each hides in a name without changing how it looks.
const hidden = {
  'zero-width space': '\u200b', 'zero-width non-joiner': '\u200c', 'zero-width joiner': '\u200d', 'word joiner': '\u2060',
  'byte order mark': '\ufeff', 'soft hyphen': '\u00ad', 'tag letter': '\u{e0041}', 'left-to-right mark': '\u200e',
  'right-to-left override': '\u202e', 'first strong isolate': '\u2068', 'pop directional isolate': '\u2069', 'Arabic letter mark': '\u061c',
};

describe('names as people see them', () => {
  it.each(Object.entries(hidden))('a %s inside a name is removed', (_what, ch) => {
    expect(normalizeName(`Ar${ch}ia`)).toBe('Aria');
    expect(normalizeName(`${ch}Aria${ch}`)).toBe('Aria');
  });

  it('composes accents (NFC), makes runs of white space one space and trims', () => {
    expect(normalizeName('  Ma\u0301rta \t  of\n Ys ')).toBe('Márta of Ys');
    expect(normalizeName('Ma\u0301rta')).toBe('M\u00e1rta');
  });

  it('cleaning twice changes nothing more', () => {
    for (const s of ['A\u200b b\u00ad', 'e\u200b\u0301', ' \u202e x \u2066', 'Bandit leader 1']) {
      expect(normalizeName(normalizeName(s))).toBe(normalizeName(s));
    }
  });

  it('names that look the same have one key; names that differ visibly keep two', () => {
    expect(nameKey('Аria')).toBe(nameKey('Aria')); // Cyrillic А
    expect(nameKey('ARIA\u200b')).toBe(nameKey('aria'));
    expect(nameKey('Ａｒｉａ')).toBe(nameKey('Aria')); // full-width letters
    expect(nameKey('Ária')).not.toBe(nameKey('Aria'));
    expect(nameKey('Aria.')).not.toBe(nameKey('Aria'));
    expect(nameKey('Bandit leader 1')).not.toBe(nameKey('Bandit leader 2'));
  });
});

describe('every boundary cleans a name the same way', () => {
  it('a shared round carries and reads the cleaned name', async () => {
    const d = await decodePayload(await encodeResult({ ...fiveAttacks, character: '\u202eBran\u200bnoc\u00ad Ironvale\ufeff' }));
    expect(d.ok && d.value.character).toBe('Brannoc Ironvale');
  });

  it('a saved sheet stores the cleaned name', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const r = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'A\u200dnn\u{e0041} ', hp: 30, weapons: [] } }, deps);
    expect(r.ok && r.value.sheet['name']).toBe('Ann');
    expect((await listCharacters(deps)).characters.map((c) => c.sheet['name'])).toEqual(['Ann']);
  });

  it('a join code carries the cleaned label', () => {
    const code = encodeJoinCode({ id: '01020304', length: 400, commitment: '00'.repeat(16), label: 'Ada\u200b\u2066' });
    const j = decodeJoinCode(code);
    expect(j.ok && j.value.label).toBe('Ada');
  });

  it('the GM\'s order never shows two rows that look the same: a look-alike name is the same character', () => {
    const one = ingestResult(emptyRound(), result('Aria', 1000, [attack('a1', 'Dagger', 8)]), lookup).state;
    const two = ingestResult(one, result('Аr\u200bia', 2000, [attack('a1', 'Dagger', 3)]), lookup);
    expect(two.state.results).toHaveLength(1);
    expect(two.outcome.kind).toBe('replaced');
    expect(two.outcome.message).toContain('look the same');
    const other = ingestResult(one, result('Ária', 2000, [attack('a1', 'Dagger', 3)]), lookup);
    expect(other.state.results).toHaveLength(2);
  });
});

describe('a backup file', () => {
  it('imports a character under its cleaned name', async () => {
    const { exportBackup, readBackupFile } = await import('../../src/storage/backup');
    const { previewImport } = await import('../../src/storage/import');
    const deps = { dbName: freshDb(), findRuleset: find };
    await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 30, weapons: [] } }, deps);
    // A file edited by hand (or by another program) with hidden characters in the name.
    const text = JSON.stringify(await exportBackup(deps)).replace('"name":"Ann"', '"name":"A\\u200bn\\u202en\\u00ad"');
    const file = readBackupFile(text);
    if (!file.ok) throw new Error(file.message);
    const [item] = await previewImport(file.value, { dbName: freshDb(), findRuleset: find });
    expect(item!.name).toBe('Ann');
    expect(item!.records?.character.data['name']).toBe('Ann');
  });
});

describe('the order of names in a list', () => {
  it('sorts by the letters, with case and accents set aside, the same on every phone', () => {
    const names = ['zed', 'Émile', 'ann', 'Bo', 'Eve', 'Ann', 'éva', 'Ørn', 'Ada'];
    // Ø is a letter of its own, not O with a mark, so it comes after z (as Danish and Norwegian sort it).
    expect([...names].sort(compareNames)).toEqual(['Ada', 'Ann', 'ann', 'Bo', 'Émile', 'éva', 'Eve', 'zed', 'Ørn']);
  });

  it('is a total order: names that fold alike still differ, and equal names give 0', () => {
    expect(compareNames('Ann', 'ann')).toBeLessThan(0);
    expect(compareNames('ann', 'Ann')).toBeGreaterThan(0);
    expect(compareNames('Éva', 'Éva')).toBe(0);
  });

  it('a listed store returns its characters in that order', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    for (const name of ['zed', 'Émile', 'Bo', 'Eve']) await saveCharacter({ rulesetId: 'test-rs', sheet: { name, hp: 5, weapons: [] } }, deps);
    expect((await listCharacters(deps)).characters.map((c) => c.sheet['name'])).toEqual(['Bo', 'Émile', 'Eve', 'zed']);
  });
});
