/**
 * One character open in two tabs or windows of a phone (the installed app and a browser tab,
 * say): a hit or a roll in the tab that still shows the state from before the other tab's
 * change is not stored over it. The tab says so and shows what is stored, and what the player
 * does next there is stored. In one tab alone, a whole evening's hits, rolls, rolls again,
 * rounds passed and undos are never refused.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import type { Ruleset } from '../../src/engine/ruleset';
import { findRuleset, rulesets } from '../../src/rulesets';
import { createCharacterModel } from '../../src/ui/player/model';
import { idbRepo } from '../../src/ui/data/repo';

let n = 0;

/** A repo on a fresh database with `rs`'s demos, and a function opening the first demo as a tab does. */
async function phone(rs: Ruleset) {
  const repo = idbRepo({ dbName: `two-tabs-${++n}`, findRuleset, rulesets: [rs] });
  await repo.seed();
  const c = (await repo.listCharacters()).characters[0]!;
  const tab = async () => {
    const m = createCharacterModel(c.id, repo, { find: findRuleset, dice: () => seededDice(7), now: () => 1_700_000_000_000 });
    await m.load();
    return m;
  };
  return { repo, c, tab };
}

type Tab = Awaited<ReturnType<Awaited<ReturnType<typeof phone>>['tab']>>;
const health = (rs: Ruleset, m: Tab) => rs.state!.status({ sheet: m.character.value!.sheet, options: m.options.value, state: m.state.value }).health.value;
const hit = (rs: Ruleset, damage: number) => [{ damage, outcome: rs.state!.hitOutcomes![0]!.id, tags: [], armour: 'no' as const }];

describe('one character in two tabs', () => {
  it.each(rulesets.map((rs) => ({ id: rs.id })))('$id: the second tab\'s hit, computed before the first tab\'s, is refused, said and read back', async ({ id }) => {
    const rs = findRuleset(id)!;
    const { repo, c, tab } = await phone(rs);
    const a = await tab(), b = await tab();
    const full = health(rs, a);
    expect((await a.living.takeHits(hit(rs, 3)))).not.toHaveProperty('error');
    const afterA = health(rs, a);
    expect(afterA).not.toBe(full);
    const refused = await b.living.takeHits(hit(rs, 2));
    expect(refused).toHaveProperty('error');
    expect(b.writeFailed.value).toMatch(/^Not saved: .*changed in another tab or window meanwhile/);
    // Tab B now shows what tab A stored, and storage still holds it.
    await b.saved();
    expect(health(rs, b)).toBe(afterA);
    const stored = await repo.loadPrefs(c.id, rs, c.sheet);
    expect(rs.state!.status({ sheet: c.sheet, options: stored.options, state: stored.state }).health.value).toBe(afterA);
    // Done again in tab B, on the state it now shows, the hit is stored.
    expect(await b.living.takeHits(hit(rs, 2))).not.toHaveProperty('error');
    expect(health(rs, b)).not.toBe(afterA);
  });

  it.each(rulesets.map((rs) => ({ id: rs.id })))('$id: the second tab\'s roll, from the state before the first tab\'s hit, is not stored over it', async ({ id }) => {
    const rs = findRuleset(id)!;
    const { repo, c, tab } = await phone(rs);
    const a = await tab(), b = await tab();
    await a.living.takeHits(hit(rs, 3));
    const afterA = health(rs, a);
    expect(b.roll()).not.toBeNull();
    await b.saved();
    expect(b.writeFailed.value).toMatch(/^This round was not stored .*changed in another tab or window meanwhile/);
    const stored = await repo.loadPrefs(c.id, rs, c.sheet);
    expect(rs.state!.status({ sheet: c.sheet, options: stored.options, state: stored.state }).health.value).toBe(afterA);
  });

  it.each(rulesets.map((rs) => ({ id: rs.id })))('$id: in one tab, hits, rolls, rolls again, rounds passed and undos are all stored', async ({ id }) => {
    const rs = findRuleset(id)!;
    const { tab } = await phone(rs);
    const m = await tab();
    const ok = async (what: string, step: () => unknown) => {
      await step();
      await m.saved();
      expect(m.writeFailed.value, what).toBeNull();
    };
    await ok('a hit', () => m.living.takeHits(hit(rs, 2)));
    await ok('a roll', () => m.roll());
    await ok('a hit while the round shows', () => m.living.takeHits(hit(rs, 1)));
    await ok('Roll again', () => m.roll());
    await ok('Next round', () => m.newRound());
    await ok('Undo of the round passing', () => m.living.undo());
    await ok('Next round again', () => m.newRound());
    await ok('a roll', () => m.roll());
    await ok('Next round', () => m.newRound());
    await ok('a hit', () => m.living.takeHits(hit(rs, 1)));
    await ok('its undo', () => m.living.undo());
    await ok('a hit after the undo', () => m.living.takeHits(hit(rs, 1)));
  });
});
