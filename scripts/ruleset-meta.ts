/**
 * `npm run meta`: writes each ruleset's `src/rulesets/<id>/meta.ts` from its code (name, terms,
 * the HP fields the list shows, the demos as first run stores them), so the app can list
 * characters, seed the demos and name systems without loading any ruleset's rules. The demos
 * come from `<id>/demos.ts`; the ruleset itself then takes them from its meta, so the app
 * carries one copy.
 * test/rulesets/meta.test.ts fails when a meta.ts is out of step with its ruleset: run this
 * after changing a ruleset's name, terms, sheet HP fields or demos.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoCharacter, Ruleset, RulesetMeta } from '../src/engine/ruleset';
import { validate } from '../src/engine/schema';
import { rulesets } from '../src/rulesets';
import { hpKeys } from '../src/ui/player/sheet';

/** The demos a ruleset's folder declares (`src/rulesets/<id>/demos.ts`, its `demos` export). */
export async function demosOf(id: string): Promise<readonly DemoCharacter[]> {
  return ((await import(`../src/rulesets/${id}/demos.ts`)) as { demos: readonly DemoCharacter[] }).demos;
}

/**
 * The meta of a ruleset, computed from its code and `demos` (its folder's, see {@link demosOf}).
 * @throws Error naming the demo and its issues when a demo's sheet does not fit the ruleset's sheet schema
 */
export function metaOf(rs: Ruleset, demos: readonly DemoCharacter[]): RulesetMeta {
  const complete = demos.map((d) => {
    const sheet = validate(rs.sheetSchema.fields, d.sheet);
    if (!sheet.ok) throw new Error(`${rs.id} demo "${d.name}" does not fit its sheet: ${sheet.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    return d.declaration ? { name: d.name, sheet: sheet.value, declaration: d.declaration } : { name: d.name, sheet: sheet.value };
  });
  const hp = hpKeys(rs.sheetSchema);
  return { id: rs.id, name: rs.name, ...(rs.terms ? { terms: rs.terms } : {}), ...(hp ? { hp } : {}), demos: complete };
}

/** The text of `src/rulesets/<id>/meta.ts` for a ruleset and its folder's demos. */
export function metaSource(rs: Ruleset, demos: readonly DemoCharacter[]): string {
  return `/**
 * What the app shows of ${rs.name} before its rules load: name, terms, HP fields and demos.
 * Generated from ./index.ts and ./demos.ts by \`npm run meta\` (scripts/ruleset-meta.ts); do not edit by hand.
 */
import type { RulesetMeta } from '../../engine/ruleset';

/** The ${rs.id} ruleset's meta (see RulesetMeta). */
export const meta: RulesetMeta = ${JSON.stringify(metaOf(rs, demos), null, 2)};
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = join(import.meta.dirname, '..', 'src', 'rulesets');
  for (const rs of rulesets) {
    writeFileSync(join(dir, rs.id, 'meta.ts'), metaSource(rs, await demosOf(rs.id)));
    console.log(`wrote src/rulesets/${rs.id}/meta.ts`);
  }
}
