import { describe, expect, it } from 'vitest';
import { rulesets } from '../../src/rulesets';
import { catalog, catalogEntry, findRulesetAsync, loadRuleset } from '../../src/rulesets/catalog';

describe('ruleset catalog (what the app lists and loads)', () => {
  it('lists exactly the registry\'s rulesets, with the same ids and names in the same order', () => {
    expect(catalog.map((e) => [e.id, e.name])).toEqual(rulesets.map((r) => [r.id, r.name]));
  });

  it('carries each ruleset\'s own words (DEF/PROT, AC/armour) so screens name figures before the code loads', () => {
    expect(catalog.map((e) => [e.id, e.terms])).toEqual(rulesets.map((r) => [r.id, r.terms]));
  });

  it.each(rulesets.map((r) => ({ id: r.id, rs: r })))('$id: load() gives the registry\'s ruleset object', async ({ id, rs }) => {
    expect(await catalogEntry(id)!.load()).toBe(rs);
    expect(await loadRuleset(id)).toBe(rs);
  });

  it('every rule system the app ships keeps a lasting state (health, conditions), with a health word and hit outcomes to type', () => {
    for (const rs of rulesets) {
      expect(rs.state, `${rs.id} has no state rules`).toBeDefined();
      expect(rs.state!.hitOutcomes?.length, `${rs.id} offers no outcome for a typed hit`).toBeGreaterThan(0);
    }
  });

  it('loads each ruleset once: later calls share the same promise', () => {
    const id = catalog[0]!.id;
    expect(loadRuleset(id)).toBe(loadRuleset(id));
  });

  it('rejects an unknown id with an error naming the known ids', async () => {
    await expect(loadRuleset('nope')).rejects.toThrow(/Unknown ruleset "nope": expected one of "spelljammer"/);
    expect(catalogEntry('nope')).toBeUndefined();
    expect(await findRulesetAsync('nope')).toBeUndefined();
  });
});
