/**
 * The dark scheme: the GM screen with a ready monster fighting in each rule system (its
 * members' health, a player's attack applied and another's hit panel open, a member's heal and
 * clear, the monster's code, the fight's log) has no axe-core violation and every control is
 * at least 48x48 px.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export const launch = { colorScheme: 'dark' };
export default (t) => a11yPass(t, { highContrast: false, part: 'gm-fight' });
