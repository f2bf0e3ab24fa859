/**
 * One key for a name: the dice of a verified round, the GM's row and the look-alike check all
 * read a name through engine/name-key.ts, so an invisible format character (B) or a letter of
 * another alphabet that passes for a Latin one (C) gives neither other dice nor another row:
 * a second code of the round under such a name is the same character's re-roll, flagged.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { lookAlike, nameKey } from '../../src/engine/name-key';
import { normalizeName } from '../../src/engine/names';
import { newRoundCode } from '../../src/share/roundCode';
import { createGmModel } from '../../src/ui/gm/model';
import { ingestText } from '../../src/ui/gm/service';
import { characterKey } from '../../src/ui/gm/round';
import { joinCodeOf } from '../../src/verify/evening';
import { diceName } from '../../src/verify/derive';
import { lookup, phone, rollWith } from '../gm/verified-fixtures';

const T0 = Date.UTC(2026, 10, 22, 19);

/** A GM table in verified mode with one phone joined; `first` rolled the round, then `second` rolls it again from a better sheet. */
async function reroll(first: string, second: string) {
  let n = 0;
  const m = createGmModel({ lookup, now: () => T0, newCode: () => newRoundCode([++n % 32, 2, 3, 4]) });
  m.setVerifiedMode(true);
  const ana = await phone('Ana', 1);
  await ingestText(m, joinCodeOf(ana));
  const code = m.round.value.verified!.code;
  const a = await rollWith(ana, code, first, T0 + 1000);
  const b = await rollWith(a.evening, code, second, T0 + 2000, 'spelljammer', { im: 9 });
  expect(b.result.proof!.link).toBe(a.result.proof!.link);
  await ingestText(m, a.payload);
  const outcome = await ingestText(m, b.payload);
  return { m, outcome, a, b };
}

describe('B. invisible format characters', () => {
  const marks = ['\uFFF9', '\uFFFA', '\uFFFB', '\u0600', '\u06DD', '\u{13430}', '\u{13438}', '\u200B', '\u2060', '\uFE0F', '\u00AD', '\u{E0041}'];

  it.each(marks.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c]))('"Ana" with %s keys, rolls and shows as "Ana"', (_, c) => {
    for (const name of [`Ana${c}`, `A${c}na`, `${c}Ana`]) {
      expect(nameKey(name)).toBe('ana');
      expect(characterKey(name)).toBe(characterKey('Ana'));
      expect(diceName(name)).toBe(diceName('Ana'));
      expect(normalizeName(name)).toBe('Ana');
    }
  });

  it('a re-roll under "Ana" + U+FFF9 is one row on the GM\'s screen, flagged as a re-roll, the first roll kept', async () => {
    const { m, outcome, a } = await reroll('Ana', 'Ana\uFFF9');
    expect(outcome?.kind).toBe('reroll');
    expect(m.round.value.results).toHaveLength(1);
    expect(m.round.value.results[0]!.at).toBe(a.result.at);
    expect(m.round.value.rerolls?.['ana']).toBeDefined();
  });
});

describe('C. look-alike letters of other alphabets', () => {
  const pairs: [string, string][] = [
    ['\u039Ded', 'Ned'], // Greek capital Nu
    ['\u0392o', 'Bo'], // Greek capital Beta
    ['\u0397al', 'Hal'], // Greek capital Eta
    ['\u039Cia', 'Mia'], // Greek capital Mu
    ['\u0396ed', 'Zed'], // Greek capital Zeta
    ['\u03A5uri', 'Yuri'], // Greek capital Upsilon
    ['\u04AEuri', 'Yuri'], // Cyrillic capital straight U
    ['\uA4EEna', 'Ana'], // Lisu letter A
    ['\u13AAna', 'Ana'], // Cherokee letter Go
    ['B\u0585b', 'Bob'], // Armenian small oh
    ['An\u0251', 'Ana'], // Latin small alpha
    ['\u0410ria', 'Aria'], // Cyrillic capital A
  ];

  it.each(pairs)('"%s" keys and rolls as "%s"', (twin, plain) => {
    expect(nameKey(twin)).toBe(plain.toLowerCase());
    expect(characterKey(twin)).toBe(characterKey(plain));
    expect(diceName(twin)).toBe(diceName(plain));
  });

  it('a capital is read before lower casing: Greek Ν is an N, not the v its small letter looks like', () => {
    expect(nameKey('\u039Ded')).toBe('ned');
    expect(nameKey('\u03BDed')).toBe('ved');
  });

  it('the key is idempotent and leaves plain and accented names alone', () => {
    for (const n of ['Ned', 'Ária', 'Björn', 'Νίκος', '\u039Ded\uFFF9', 'Aria.']) expect(nameKey(nameKey(n))).toBe(nameKey(n));
    expect(nameKey('Ária')).not.toBe(nameKey('Aria'));
    expect(lookAlike('Ária')).toBe(lookAlike('Aria'));
    expect(lookAlike('Bjorn')).toBe('bjom');
  });

  it('"Νed" after "Ned" in the same round is one row, flagged as a re-roll, not a second Verified row', async () => {
    const { m, outcome } = await reroll('Ned', '\u039Ded');
    expect(outcome?.kind).toBe('reroll');
    expect(m.round.value.results).toHaveLength(1);
    expect(Object.keys(m.round.value.verdicts ?? {})).toEqual(['ned']);
    expect(m.round.value.rerolls?.['ned']).toBeDefined();
  });
});
