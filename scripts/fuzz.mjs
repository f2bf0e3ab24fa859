/**
 * `npm run fuzz`: every boundary fuzzer (round payloads, join codes, transfer codes, backup
 * import, stored records) and the fight simulation's properties (100,000 fights per system,
 * SIM_FUZZ_FIGHTS to run fewer) at its full count, at least 100,000 generated inputs each, on one
 * seed for the whole run: FUZZ_SEED when set, else a fresh one. The seed is printed first and
 * last, with the command that replays the run. Extra arguments go to vitest (a file filter).
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const given = process.env.FUZZ_SEED;
if (given !== undefined && given !== '' && !(/^\d+$/.test(given) && Number(given) <= 0xffffffff)) {
  console.error(`Expected FUZZ_SEED to be a whole number from 0 to 4294967295, but received "${given}"`);
  process.exit(2);
}
const seed = given ? Number(given) : randomInt(0, 2 ** 32 - 1);
const files = ['test/fuzz', 'test/storage/fuzz-import.test.ts', 'test/storage/fuzz-read.test.ts', 'test/storage/fuzz-state.test.ts'];
console.log(`fuzz: seed ${seed} (replay with FUZZ_SEED=${seed} npm run fuzz)`);
const run = spawnSync('npx', ['vitest', 'run', ...files, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_FULL: '1', FUZZ_SEED: String(seed) },
});
console.log(`fuzz: ${run.status === 0 ? 'passed' : 'FAILED'} with seed ${seed} (replay with FUZZ_SEED=${seed} npm run fuzz)`);
process.exit(run.status ?? 1);
