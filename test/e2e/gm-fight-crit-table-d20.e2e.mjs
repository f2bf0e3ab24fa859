/**
 * The GM runs a round of crit-table-d20: two players scanned, two ready monsters, hits both ways,
 * Next round, a reload (lib/fight.mjs). The player who takes the monster's code declared parry and
 * dodge: the round's card shows AC 18, and the phone settles the monster's secret-AC roll against
 * it, naming the rule (002 17.0.1.4).
 */
import { fightRound } from './lib/fight.mjs';

export default async function gmFight(t) {
  await fightRound('crit-table-d20', t, { defend: { field: 'Action', value: 'parry-dodge', card: /AC\s*18/, says: /against your AC 18[^]*parry and dodge/i } });
}

/** Two browsers, two players' codes through the camera, and a third phone that rolls a defended round: more than the default 60 s on a shared machine. */
export const timeout = 120_000;
