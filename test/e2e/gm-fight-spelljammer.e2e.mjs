/** The GM runs a round of spelljammer: two players scanned, two ready monsters, hits both ways, Next round, a reload (lib/fight.mjs). */
import { fightRound } from './lib/fight.mjs';

export default async function gmFight(t) {
  await fightRound('spelljammer', t);
}
