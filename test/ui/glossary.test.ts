import { describe, expect, it } from 'vitest';
import { defaults, type Field } from '../../src/engine/schema';
import { rulesets } from '../../src/rulesets';
import { termsIn } from '../../src/ui/forms/SchemaForm';

/** Every label of a list of fields, list items included. */
const labels = (fields: readonly Field[]): string[] => fields.flatMap((f) => [f.label, ...(f.kind === 'list' ? labels(f.item) : [])]);

/** Words in capitals that are not abbreviations of the rule texts. */
const PLAIN = new Set(['GM', 'NPC', 'COMBAT', 'INITIATIVE', 'ECC']);

describe('every abbreviation the forms show is explained', () => {
  it.each(rulesets.map((rs) => [rs.id, rs] as const))('%s: each abbreviation in a label has a glossary entry', (_id, rs) => {
    const sheet = defaults(rs.sheetSchema.fields);
    const all = [...labels(rs.sheetSchema.fields), ...labels(rs.declarationSchema(sheet).fields), ...labels(rs.optionsSchema.fields)];
    const terms = new Set((rs.glossary ?? []).map((g) => g.term));
    const missing = new Set<string>();
    for (const l of all) for (const w of l.match(/\b(?:[A-Z]{2,}|db)\b/g) ?? []) if (!PLAIN.has(w) && !terms.has(w)) missing.add(`${w} (in "${l}")`);
    expect([...missing]).toEqual([]);
  });

  it('finds a term as a whole word only', () => {
    const g = [{ term: 'DEF', text: 'Defence.' }, { term: 'db', text: 'Damage bonus.' }];
    expect(termsIn('Target DEF', g).map((t) => t.term)).toEqual(['DEF']);
    expect(termsIn('SC given up for DEF', g).map((t) => t.term)).toEqual(['DEF']);
    expect(termsIn('DEFENCE', g)).toEqual([]);
    expect(termsIn('Damage bonus (db)', g).map((t) => t.term)).toEqual(['db']);
    expect(termsIn('Feedback', g)).toEqual([]);
  });
});
