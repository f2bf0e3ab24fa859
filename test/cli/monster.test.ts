/**
 * The engine CLI's `monster` verb and hits both ways: a ready monster's sheet, its round and
 * code; the code applied by `hit` to a demo player's sheet; a player's round rolled with the
 * target's defence left secret, applied by `hit` to the monster's sheet, resolved against the
 * monster's own DEF / AC exactly as the GM's `monsters.resolve` settles it. The defender's state
 * is its rolled round's nextState (in bcb-d20 the AC for the round comes from the round's
 * declaration). Run for every ruleset with monsters, so it covers each as it lands.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './cli';
import { run } from '../../src/cli/engine';
import { readyMonsterOf } from '../../src/cli/verbs/monster';
import type { StateOutput } from '../../src/cli/state';
import { InputError } from '../../src/cli/args';
import { seededDice } from '../../src/engine/dice';
import type { Ruleset } from '../../src/engine/ruleset';
import type { RoundResult } from '../../src/engine/result';
import { defaults, type Values } from '../../src/engine/schema';
import { hitsOfRound } from '../../src/engine/state';
import { decodePayload } from '../../src/share/round/decode';
import { encodeResult } from '../../src/share/round/encode';
import { rulesets } from '../../src/rulesets';

const dir = mkdtempSync(join(tmpdir(), 'rollcall-cli-monster-'));
let n = 0;
const file = (value: unknown) => {
  const p = join(dir, `f${++n}.json`);
  writeFileSync(p, JSON.stringify(value));
  return p;
};


type MonsterOutput = { sheet: Values; round: RoundResult; code: string };

const withMonsters = rulesets.filter((r) => r.monsters?.ready.length);
const without = rulesets.filter((r) => !r.monsters?.ready.length);
const withResolve = withMonsters.filter((r) => r.monsters!.resolve);

/**
 * A demo's declaration with the target's defence left secret: the first optional number the
 * demo fills in whose emptying leaves an attack's need unknown (Target DEF, Target AC).
 */
function secretDefence(rs: Ruleset): { sheet: Values; declaration: Values }[] {
  const options = defaults(rs.optionsSchema.fields);
  const out: { sheet: Values; declaration: Values }[] = [];
  for (const d of rs.demos) {
    const declared = { ...defaults(rs.declarationSchema(d.sheet).fields), ...d.declaration };
    const unknownNeed = (declaration: Values) => rs.plan({ sheet: d.sheet, declaration, options }).actions.some((a) => a.kind === 'attack' && a.check && a.check.need === null);
    if (unknownNeed(declared)) { out.push({ sheet: d.sheet, declaration: declared }); continue; }
    for (const f of rs.declarationSchema(d.sheet).fields) {
      if (f.kind !== 'optional-number' || declared[f.key] === null || declared[f.key] === undefined) continue;
      const secret = { ...declared, [f.key]: null };
      if (unknownNeed(secret)) { out.push({ sheet: d.sheet, declaration: secret }); break; }
    }
  }
  return out;
}

describe.each(withMonsters.map((r) => [r.id, r] as const))('engine monster: %s', (id, rs) => {
  const ready = rs.monsters!.ready;

  it('prints { sheet, round, code }: ready monster N counted from 1, its round through plan and roll with seeded dice', async () => {
    for (let i = 1; i <= ready.length; i++) {
      const m = ready[i - 1]!;
      const out = await run(['monster', '--ruleset', id, '--index', String(i), '--seed', '7', '--at', '0']) as MonsterOutput;
      expect(Object.keys(out).sort()).toEqual(['code', 'round', 'sheet']);
      expect(out.sheet).toEqual(m.sheet);
      const input = { sheet: m.sheet, declaration: m.declaration, options: defaults(rs.optionsSchema.fields) };
      expect(out.round).toEqual(rs.roll(rs.plan(input), seededDice(7), 0, input));
      expect(out.code).toBe(await encodeResult(out.round));
      expect(await run(['monster', '--ruleset', id, '--index', String(i), '--seed', '7', '--at', '0'])).toEqual(out);
    }
    const first = await run(['monster', '--ruleset', id, '--seed', '2', '--at', '0']) as MonsterOutput;
    expect(first.sheet).toEqual(ready[0]!.sheet);
  });

  it('its code is what `roll` prints for the same sheet, declaration, seed and time', async () => {
    const m = ready[0]!;
    const out = await run(['monster', '--ruleset', id, '--seed', '11', '--at', '5']) as MonsterOutput;
    const rolled = await run(['roll', '--ruleset', id, '--sheet', file(m.sheet), '--declare', file(m.declaration), '--seed', '11', '--at', '5']) as RoundResult & { code: string };
    expect(out.code).toBe(rolled.code);
  });

  it('its code applied by `hit` to each demo player\'s sheet: one report per rolled attack, health never above before', async () => {
    for (let i = 1; i <= ready.length; i++) {
      const out = await run(['monster', '--ruleset', id, '--index', String(i), '--seed', '3', '--at', '0']) as MonsterOutput;
      const decoded = await decodePayload(out.code);
      if (!decoded.ok) throw new Error(decoded.message);
      const attacks = hitsOfRound(decoded.value);
      expect(attacks.length, `${ready[i - 1]!.name} rolls an attack`).toBeGreaterThan(0);
      for (const d of rs.demos) {
        // The player has rolled its round (in bcb-d20 the AC for the round comes from it).
        const own = await run(['roll', '--ruleset', id, '--sheet', file(d.sheet), '--declare', file(d.declaration ?? {}), '--seed', '1', '--at', '0']) as RoundResult;
        const h = await run(['hit', '--ruleset', id, '--sheet', file(d.sheet), '--state', file(own.nextState), '--code', out.code, '--seed', '1']) as StateOutput;
        // One report per attack, each resolved (a critical against a secret DEF may report its damage doubled).
        expect(h.hits).toHaveLength(attacks.length);
        expect(h.hits.every((x) => x.outcome !== 'unknown' && x.taken <= x.damage)).toBe(true);
        const before = rs.state!.status({ sheet: d.sheet, options: {}, state: own.nextState! });
        expect(h.status.health.value).toBeLessThanOrEqual(before.health.value);
      }
    }
  });

  it('its sheet is taken as `hit --sheet`, and its round\'s nextState as --state', async () => {
    const out = await run(['monster', '--ruleset', id, '--seed', '4', '--at', '0']) as MonsterOutput;
    const h = await run(['hit', '--ruleset', id, '--sheet', file(out.sheet), '--state', file(out.round.nextState), '--damage', '1', '--seed', '1']) as StateOutput;
    expect(h.hits).toHaveLength(1);
  });

  it('--index 0, past the last monster or not a number exits 2 with "Expected ... but received ..."', async () => {
    for (const bad of ['0', String(ready.length + 1), 'two']) {
      const r = await cli('monster', '--ruleset', id, '--index', bad);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toBe(`Expected --index to be a whole number from 1 to ${ready.length} (${id} has ${ready.length} ready monsters: ${ready.map((m) => m.name).join(', ')}), but received "${bad}"\n`);
    }
    expect((await cli('monster', '--ruleset', id, '--seed', '-1')).err).toMatch(/^Expected --seed to be a whole number from 0 to 4294967295, but received "-1"/);
    expect((await cli('monster', '--ruleset', id, '--at', 'soon')).err).toMatch(/^Expected --at to be a whole number of ms from 0 to 8640000000000000, but received "soon"/);
  });
});

describe.each(withResolve.map((r) => [r.id, r] as const))('engine hit on a monster\'s sheet resolves a secret defence: %s', (id, rs) => {
  it('each attack rolled with the defence unknown is reported with the outcome `resolve` gives against the monster\'s DEF / AC', async () => {
    const players = secretDefence(rs);
    expect(players.length, `a demo of ${id} can leave the target's defence secret`).toBeGreaterThan(0);
    let resolved = 0;
    for (const [i, m] of rs.monsters!.ready.entries()) {
      const options = defaults(rs.optionsSchema.fields);
      const defenceStat = rs.plan({ sheet: m.sheet, declaration: m.declaration, options }).defence[0]!;
      expect(typeof defenceStat.value, `${m.name}'s plan gives its ${defenceStat.label}`).toBe('number');
      for (const p of players) for (let seed = 1; seed <= 6; seed++) {
        const rolled = await run(['roll', '--ruleset', id, '--sheet', file(p.sheet), '--declare', file(p.declaration), '--seed', String(seed), '--at', '0']) as RoundResult & { code: string };
        const decoded = await decodePayload(rolled.code);
        if (!decoded.ok) throw new Error(decoded.message);
        const attacks = hitsOfRound(decoded.value);
        if (!attacks.length) continue;
        const monsterOut = await run(['monster', '--ruleset', id, '--index', String(i + 1), '--seed', '1', '--at', '0']) as MonsterOutput;
        const h = await run(['hit', '--ruleset', id, '--sheet', file(monsterOut.sheet), '--state', file(monsterOut.round.nextState), '--code', rolled.code, '--seed', '1']) as StateOutput;
        expect(h.hits).toHaveLength(attacks.length);
        attacks.forEach((a, k) => {
          if (a.hit.outcome !== 'unknown') return;
          resolved++;
          const want = rs.monsters!.resolve!(a.hit.entry!, defenceStat.value as number, options);
          expect(h.hits[k]!.outcome, `${p.sheet['name']} seed ${seed} against ${m.name}'s ${defenceStat.label} ${defenceStat.value}`).toBe(want.outcome);
        });
      }
    }
    expect(resolved).toBeGreaterThan(0);
  });
});

describe('engine monster: input refused', () => {
  it('a ruleset without ready monsters is refused by name, whichever ruleset it is', () => {
    const rs = { ...rulesets[0]!, id: 'no-monsters-yet', monsters: undefined };
    expect(() => readyMonsterOf(rs, '1')).toThrow(InputError);
    expect(() => readyMonsterOf(rs, '1')).toThrow(/^Expected a ruleset with ready monsters \(.*\), but received "no-monsters-yet", which has none yet$/);
  });

  if (without.length) it.each(without.map((r) => r.id))('%s without monsters yet exits 2 saying so', async (id) => {
    const r = await cli('monster', '--ruleset', id);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`^Expected a ruleset with ready monsters \\(.*\\), but received "${id}", which has none yet\\n$`));
  });

  it('an unknown ruleset exits 2 naming the rulesets', async () => {
    const r = await cli('monster', '--ruleset', 'nope');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^Expected --ruleset as one of: spelljammer, .*, but received "nope"\n$/);
  });
});

describe('the defender\'s round counts: `roll` for the defender, then `hit --state <its nextState> --code <the attacker\'s code>`', () => {
  it('crit-table-d20: the goblin\'s 15 + 1 = 16 hits Brannoc\'s AC 16, but misses in the round he declared parry and dodge (AC 18; 002 17.0.1.4)', async () => {
    const goblin = JSON.parse((await cli('monster', '--ruleset', 'crit-table-d20', '--index', '1', '--seed', '21')).out) as MonsterOutput;
    const sheet = file(JSON.parse((await cli('demo', '--ruleset', 'crit-table-d20', '--part', 'sheet')).out));
    const declared = JSON.parse((await cli('demo', '--ruleset', 'crit-table-d20', '--part', 'declaration')).out) as Values;
    const round = JSON.parse((await cli('roll', '--ruleset', 'crit-table-d20', '--sheet', sheet, '--declare', file({ ...declared, action: 'parry-dodge' }), '--seed', '2')).out) as RoundResult;
    const plain = JSON.parse((await cli('hit', '--ruleset', 'crit-table-d20', '--sheet', sheet, '--code', goblin.code, '--seed', '1')).out) as StateOutput;
    expect(plain.hits[0]).toMatchObject({ outcome: 'hit', damage: 4, taken: 4 });
    const parried = JSON.parse((await cli('hit', '--ruleset', 'crit-table-d20', '--sheet', sheet, '--state', file(round.nextState), '--code', goblin.code, '--seed', '1')).out) as StateOutput;
    expect(parried.hits[0]).toMatchObject({ outcome: 'miss', taken: 0 });
    expect(parried.notes[0]!.text).toBe('15 + 1 = 16 against your AC 18: a miss (your AC 16 +2 parry and dodge = 18 this round).');
  });
});
