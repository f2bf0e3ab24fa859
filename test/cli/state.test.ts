/**
 * The engine CLI's state verbs: `hit` (from an attacker's code, RC3 or RC4, or typed by hand)
 * and `next-round`, and the code `roll` adds. Run for every ruleset that has lasting state
 * rules (so it covers each as it lands); bad input exits 2 with "Expected ... but received ...".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, jsonFiles } from './cli';
import { run } from '../../src/cli/engine';
import { hitsOfRound, type StateRules } from '../../src/engine/state';
import { validate, type Values } from '../../src/engine/schema';
import type { RoundResult } from '../../src/engine/result';
import { decodePayload } from '../../src/share/round/decode';
import { encodeResult } from '../../src/share/round/encode';
import { rulesets } from '../../src/rulesets';
import { stateRulesOf, type StateOutput } from '../../src/cli/state';
import { InputError } from '../../src/cli/args';

const file = jsonFiles('rollcall-cli-state-');


const fixture = (name: string) => readFileSync(join(__dirname, '../share/fixtures', `${name}.txt`), 'utf8').trim();

const withState = rulesets.filter((r) => r.state);
const without = rulesets.filter((r) => !r.state);

/** Every key of the state is a field of the schema, and every value fits it. */
function expectValidState(rules: StateRules, state: Values): void {
  const keys = new Set(rules.schema.fields.map((f) => f.key));
  expect(Object.keys(state).filter((k) => !keys.has(k))).toEqual([]);
  expect(validate(rules.schema.fields, state)).toEqual({ ok: true, value: state });
}

describe('engine roll adds the code its QR carries', () => {
  it('the code decodes to the same round, without its nextState', async () => {
    const rs = rulesets[0]!;
    const d = rs.demos[0]!;
    const r = await run(['roll', '--ruleset', rs.id, '--sheet', file(d.sheet), '--declare', file(d.declaration ?? {}), '--seed', '3', '--at', '0']) as RoundResult & { code: string };
    expect(r.code).toMatch(/^RC\d+:/);
    const back = await decodePayload(r.code);
    if (!back.ok) throw new Error(back.message);
    expect(back.value.character).toBe(r.character);
    expect(back.value.entries.map((e) => e.label)).toEqual(r.entries.filter((e) => !e.skipped).map((e) => e.label));
  });
});

describe.each(withState.map((r) => [r.id, r] as const))('engine hit and next-round: %s', (id, rs) => {
  const rules = rs.state!;
  const demo = rs.demos[0]!;
  const sheet = file(demo.sheet);

  /** A demo's round rolled with a seed, with at least one attack entry (tries seeds until one has). */
  async function attackRound(): Promise<RoundResult & { code: string }> {
    for (const d of rs.demos) {
      for (let seed = 1; seed < 40; seed++) {
        const r = await run(['roll', '--ruleset', id, '--sheet', file(d.sheet), '--declare', file(d.declaration ?? {}), '--seed', String(seed), '--at', '0']) as RoundResult & { code: string };
        const back = await decodePayload(r.code);
        if (back.ok && hitsOfRound(back.value).length) return r;
      }
    }
    throw new Error(`no demo of ${id} rolls an attack`);
  }

  it('a hit typed by hand prints { state, status, notes, hits }: one report, health never above before', async () => {
    const out = await run(['hit', '--ruleset', id, '--sheet', sheet, '--damage', '5', '--seed', '1']) as StateOutput;
    expect(Object.keys(out).sort()).toEqual(['hits', 'notes', 'state', 'status']);
    expectValidState(rules, out.state);
    expect(out.hits).toHaveLength(1);
    expect(out.hits[0]!.damage).toBe(5);
    expect(out.hits[0]!.taken).toBeLessThanOrEqual(5);
    const fresh = rules.status({ sheet: demo.sheet, options: {}, state: rules.initial(demo.sheet, {}) });
    expect(out.status.health.label).toBe(fresh.health.label);
    expect(out.status.health.value).toBeLessThanOrEqual(fresh.health.value);
  });

  it('the same --seed gives the same result; the printed state reads back as --state', async () => {
    const args = ['hit', '--ruleset', id, '--sheet', sheet, '--damage', '12', '--seed', '4'];
    const a = await run(args) as StateOutput;
    expect(await run(args)).toEqual(a);
    const again = await run(['hit', '--ruleset', id, '--sheet', sheet, '--state', file(a.state), '--damage', '0', '--seed', '4']) as StateOutput;
    expectValidState(rules, again.state);
    expect(again.status.health.value).toBeLessThanOrEqual(a.status.health.value);
    const next = await run(['next-round', '--ruleset', id, '--sheet', sheet, '--state', file(a.state), '--seed', '4']) as StateOutput;
    expectValidState(rules, next.state);
    expect(next.hits).toEqual([]);
  });

  it('a code applies every attack entry in order, or the one --entry names (counted from 1)', async () => {
    const r = await attackRound();
    const decoded = await decodePayload(r.code);
    if (!decoded.ok) throw new Error(decoded.message);
    const attacks = hitsOfRound(decoded.value);
    const all = await run(['hit', '--ruleset', id, '--sheet', sheet, '--code', r.code, '--seed', '2']) as StateOutput;
    expect(all.hits).toHaveLength(attacks.length);
    expectValidState(rules, all.state);
    const one = await run(['hit', '--ruleset', id, '--sheet', sheet, '--code', r.code, '--entry', String(attacks[0]!.index), '--seed', '2']) as StateOutput;
    expect(one.hits).toHaveLength(1);
    expect(one.hits[0]!.damage).toBe(attacks[0]!.hit.damage);
  });

  it('an entry that is not an attack, or past the last entry, exits 2 with what was expected', async () => {
    const r = await attackRound();
    const decoded = await decodePayload(r.code);
    if (!decoded.ok) throw new Error(decoded.message);
    const attack = decoded.value.entries.find((e) => e.kind === 'attack' && !e.skipped)!;
    const round: RoundResult = { ...decoded.value, entries: [{ id: 's1', kind: 'spell', label: 'Fire bolt' }, attack] };
    const code = await encodeResult(round);
    const spell = await cli('hit', '--ruleset', id, '--sheet', sheet, '--code', code, '--entry', '1');
    expect(spell.code).toBe(2);
    expect(spell.err).toBe('Expected --entry to name an attack entry (the attacks are entries 2), but received entry 1, a spell ("Fire bolt")\n');
    const past = await cli('hit', '--ruleset', id, '--sheet', sheet, '--code', code, '--entry', '3');
    expect(past.err).toBe('Expected --entry as an entry number from 1 to 2, but received 3\n');
    const none = await cli('hit', '--ruleset', id, '--sheet', sheet, '--code', await encodeResult({ ...round, entries: [round.entries[0]!] }));
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/^Expected a code with an attack entry but received .* none of them a rolled attack \(spell "Fire bolt"\)/);
  });

  it('a code of another rule system exits 2: RC3 and RC4 codes alike', async () => {
    const foreign = ['rc3-one-attack', 'rc4-verified-spelljammer', 'rc3-verified-crit-table'];
    let tried = 0;
    for (const name of foreign) {
      const d = await decodePayload(fixture(name));
      if (!d.ok || d.value.rulesetId === id) continue;
      tried++;
      const r = await cli('hit', '--ruleset', id, '--sheet', sheet, '--code', fixture(name));
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`^Expected an attack from ${id} but received one from ${d.value.rulesetId}`));
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('bad damage, outcome, tags and state files exit 2 with "Expected ... but received ..."', async () => {
    const bad = async (args: string[], message: RegExp) => {
      const r = await cli('hit', '--ruleset', id, '--sheet', sheet, ...args);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(message);
    };
    await bad(['--damage', '-3'], /^Expected --damage as a whole number from 0 to 999 but received -3/);
    await bad(['--damage', '1000'], /^Expected --damage as a whole number from 0 to 999 but received 1000/);
    await bad(['--damage', 'lots'], /^Expected --damage as the damage as a whole number from 0 to 999, but received "lots"/);
    await bad(['--damage', '3', '--tags', 'melee,Laser!'], /^Expected --tags as words separated by commas \(.*melee.*\), but received "Laser!"/);
    await bad(['--damage', '3', '--outcome', 'Not An Id'], /^Expected .*but received "Not An Id"/);
    await bad(['--damage', '3', '--armour', 'maybe'], /^Expected --armour as yes or no, but received "maybe"/);
    await bad(['--code', 'RC5:AAAA'], /^Expected an attacker's code \("RC3:\.\.\." to "RC6:\.\.\."\) but received one that cannot be read/);
    await bad(['--damage', '3', '--state', file([1, 2])], /holds a list; expected an object/);
    await bad(['--damage', '3', '--state', file({ notAField: 1 })], /has fields a .* lasting state does not have:\n {2}Expected one of .*, but received notAField/);
    const r = await cli('hit', '--ruleset', id, '--sheet', sheet);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^Expected --code "RC3:\.\.\." \(the attacker's code\) or --damage N \(typed by hand\)\n\nUsage: engine hit /);
    expect((await cli('hit', '--ruleset', id, '--sheet', sheet, '--damage', '1', '--code', 'RC4:x')).err).toMatch(/^Expected --code or --damage, not both/);
    expect((await cli('next-round', '--ruleset', id, '--sheet', sheet)).err).toMatch(/^Expected --state FILE/);
  });
});

describe('engine hit: input refused before any rules', () => {
  it('an unknown ruleset exits 2 naming the rulesets', async () => {
    const r = await cli('hit', '--ruleset', 'nope', '--sheet', file({}), '--damage', '3');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^Expected --ruleset as one of: spelljammer, .*, but received "nope"\n$/);
  });

  if (without.length) it.each(without.map((r) => r.id))('%s without state rules yet exits 2 saying so', async (id) => {
    const h = await cli('hit', '--ruleset', id, '--sheet', file({}), '--damage', '3');
    expect(h.code).toBe(2);
    expect(h.err).toMatch(new RegExp(`^Expected a ruleset with lasting state rules \\(.*\\), but received "${id}", which has none yet`));
    const r = await cli('next-round', '--ruleset', id, '--sheet', file({}), '--state', file({}));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/which has none yet/);
  });

  it('a ruleset without state rules is refused by name, whichever ruleset it is', () => {
    const rs = { ...rulesets[0]!, id: 'no-state-yet', state: undefined };
    expect(() => stateRulesOf(rs)).toThrow(InputError);
    expect(() => stateRulesOf(rs)).toThrow(/^Expected a ruleset with lasting state rules \(.*\), but received "no-state-yet", which has none yet$/);
    expect(stateRulesOf(rulesets[0]!)).toBe(rulesets[0]!.state);
  });
});
