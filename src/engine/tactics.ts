/**
 * The tactics of the fight simulation (./simulate.ts), in words, kept apart so the GM screen
 * can say them without loading the simulation's code.
 */

/** What every simulated fighter does, as the GM screen, the CLI's help and docs/gm.md say it. */
export const TACTICS = 'Each attack goes at the standing foe with the least health left (the first in the list on a tie); nobody parries, dodges, moves or casts.';
