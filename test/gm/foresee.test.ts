/**
 * The GM's "How might this go?" run in place (foresee.ts without a worker: offline before the
 * worker's code was first loaded, or no Worker at all): the same figures as the engine for the
 * same request, progress reported up to the whole count, Cancel giving no figures; a demo
 * character and a verified round's inputs both make a party member; the request split into
 * parts as the workers run it merges into the same figures.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/engine/simulate';
import { getRuleset } from '../../src/rulesets';
import { toHex } from '../../src/share/codec/hex';
import { encodeInputs } from '../../src/verify/inputs';
import { defaults } from '../../src/engine/schema';
import type { ForeseeRequest } from '../../src/ui/gm/foresee-job';
import { runForesee, workerCount } from '../../src/ui/gm/foresee';
import { prepareForesee } from '../../src/ui/gm/foresee-job';
import { reportOfTallies, splitFights } from '../../src/engine/simulate-tally';

const rs = getRuleset('spelljammer');
const [goblin, orc] = rs.monsters!.ready;
const monsters = [goblin!, orc!].map((m) => ({ name: m.name, sheet: m.sheet, declaration: m.declaration, count: 1 }));
const derrick = rs.demos[0]!;

describe('How might this go? in place', () => {
  it('gives the engine\'s figures, with progress up to the whole count', async () => {
    const req: ForeseeRequest = { job: 'simulate', rulesetId: rs.id, party: [{ kind: 'demo', index: 0 }], monsters, fights: 300, seed: 4 };
    const seen: number[] = [];
    const report = await runForesee(req, (done, total) => { seen.push(done); expect(total).toBe(300); }, false).done;
    expect(report).toEqual(simulate(rs, { party: [{ name: derrick.name, sheet: derrick.sheet, declaration: derrick.declaration! }], monsters }, { fights: 300, seed: 4 }));
    expect(seen[seen.length - 1]).toBe(300);
  });

  it('reads a verified round\'s inputs as a party member, and Cancel gives no figures', async () => {
    const sheet = { ...derrick.sheet, name: 'Ash' };
    const hex = toHex(encodeInputs(rs, { sheet, declaration: derrick.declaration!, options: defaults(rs.optionsSchema.fields) }));
    const req: ForeseeRequest = { job: 'simulate', rulesetId: rs.id, party: [{ kind: 'inputs', name: 'Ash', hex }], monsters, fights: 100_000, seed: 4 };
    const run = runForesee(req, () => {}, false);
    run.cancel();
    expect(await run.done).toBeNull();
    const small = await runForesee({ ...req, fights: 50 }, () => {}, false).done;
    expect(Object.keys(small!.party.down)).toEqual(['Ash']);
  });

  it('gives the same figures split across workers as in one run, whatever the number of workers', async () => {
    const req: ForeseeRequest = { job: 'simulate', rulesetId: rs.id, party: [{ kind: 'demo', index: 0 }, { kind: 'demo', index: 1 }], monsters, fights: 120, seed: 9 };
    const whole = await runForesee(req, () => {}, false).done;
    for (const cores of [1, 2, 4, 16]) {
      // What each of the workers does with its part (gm-worker.ts), then what the panel merges.
      const tallies = await Promise.all(splitFights(req.fights, workerCount(req.fights, cores)).map(async (part) => {
        const sim = await prepareForesee({ ...req, part });
        while (sim.done < sim.total) sim.step(10);
        return sim.tally();
      }));
      expect(tallies).toHaveLength(Math.max(1, Math.min(cores - 1, 8)));
      expect(reportOfTallies(tallies)).toEqual(whole);
    }
    expect(workerCount(3, 16)).toBe(3);
    expect(workerCount(10_000, 2)).toBe(1);
    expect(workerCount(1000, Number.NaN)).toBe(1);
  });

  it('refuses inputs that cannot be read, naming the character', async () => {
    const req: ForeseeRequest = { job: 'simulate', rulesetId: rs.id, party: [{ kind: 'inputs', name: 'Ash', hex: 'ff00' }], monsters, fights: 10, seed: 1 };
    await expect(runForesee(req, () => {}, false).done).rejects.toThrow(/^Expected Ash's sheet from the verified round but received one that cannot be read/);
  });
});
