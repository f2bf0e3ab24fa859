/** The GM runs a round of crit-table-d20: two players scanned, two ready monsters, hits both ways, Next round, a reload (lib/fight.mjs). */
import { fightRound } from './lib/fight.mjs';

export default async function gmFight(t) {
  await fightRound('crit-table-d20', t);
}
