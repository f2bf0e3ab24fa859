/**
 * How much the fuzzers run, and on which seed. `npm run fuzz` (scripts/fuzz.mjs) sets
 * FUZZ_FULL=1 and one FUZZ_SEED for the run (fresh unless given): every boundary gets its full
 * count (at least 100,000 generated inputs), and the seed is printed so a failure can be
 * replayed (`FUZZ_SEED=<seed> npm run fuzz`). The unit tests
 * (`npm test`) run the same fuzzers at a fiftieth of the count on a fixed seed, so they stay
 * fast and stable; FUZZ_SEED works there too.
 */
import { runSeed } from '../seed';

/** Whether this is the full run of `npm run fuzz`. */
export const FULL = process.env['FUZZ_FULL'] === '1';

/** The run count for a fuzzer whose full count is `full`. */
export const runs = (full: number): number => (FULL ? full : Math.max(1, Math.ceil(full / 50)));

const FIXED = 20261125;
const given = process.env['FUZZ_SEED'];
/** The seed of this run: FUZZ_SEED, else a fresh one under `npm run fuzz`, else a fixed one. */
export const BASE_SEED = given !== undefined && given !== '' ? runSeed() : FULL ? runSeed() : FIXED;

let told = false;
/**
 * The seed of one fast-check property: the run's seed plus the property's own number, so each
 * property draws its own inputs and one FUZZ_SEED replays them all. Prints the run's seed once.
 */
export function seedFor(n: number): number {
  if (!told) {
    told = true;
    console.log(`fuzz: ${FULL ? 'full counts' : 'unit-test counts (npm run fuzz for the full ones)'}, seed ${BASE_SEED}; replay with FUZZ_SEED=${BASE_SEED}${FULL ? ' npm run fuzz' : ''}`);
  }
  return (BASE_SEED + n) >>> 0;
}
