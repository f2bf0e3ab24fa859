/**
 * Help inside the app: from the character list (the app bar's Help) every rule system
 * of the catalog has a page showing its help in our own words and each of its table options
 * with the default marked and its rule text named by title; from a character's Sheet tab, the rules card leads to its system's page.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { openCharacter, ruleset, spelljammerDemos, tab } from './lib/app.mjs';
import { catalogEntries } from './lib/a11y.mjs';

const { helpBlocks } = await import(fileURLToPath(new URL('../../src/ui/help/blocks.ts', import.meta.url)));

export default async function help({ page, baseURL }) {
  await page.goto(baseURL);
  const { fighter } = await spelljammerDemos();
  await page.getByText(fighter.name).first().waitFor({ state: 'visible' });
  for (const e of await catalogEntries()) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help', exact: true }).click();
    await page.getByRole('link', { name: e.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: e.name }).waitFor({ state: 'visible' });
    const text = await page.locator('main').innerText();
    const rs = await ruleset(e.id);
    const first = helpBlocks(rs.help)[0];
    const opening = first.kind === 'p' ? first.text : first.items[0];
    assert.ok(text.includes(opening.slice(0, 60)), `The ${e.id} help page does not show the start of its help: "${opening.slice(0, 60)}"`);
    assert.ok(text.includes(`“${rs.source.title}”`), `The ${e.id} help page does not name its rule text "${rs.source.title}"`);
    assert.ok(!text.includes(rs.source.file), `The ${e.id} help page shows the rule text's file name ${rs.source.file} instead of only its title`);
    for (const f of rs.optionsSchema.fields) {
      assert.ok(text.includes(f.label), `The ${e.id} help page does not describe the table option "${f.label}"`);
      if (f.kind === 'select') {
        const def = f.options.find((o) => o.value === f.default);
        assert.ok(text.includes(`${def.label} (default)`), `The ${e.id} help page does not mark "${def.label}" as the default of "${f.label}"`);
      }
    }
  }

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Characters', exact: true }).click();
  await openCharacter(page, fighter.name);
  await tab(page, 'Sheet').click();
  await page.getByText(/About the .* rules/).click();
  await page.getByRole('link', { name: /help page/i }).click();
  await page.getByRole('heading', { level: 1, name: (await ruleset('spelljammer')).name }).waitFor({ state: 'visible' });
  assert.match(page.url(), /#\/help\/spelljammer$/);
}
