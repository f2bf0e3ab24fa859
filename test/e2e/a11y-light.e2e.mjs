/**
 * The light scheme: the fighter's Round tab with odds, the result card, Sheet and History tabs, and the GM screen with the round have no axe-core violation, every control is at least 48x48 px, and need, roll and damage numbers reach 7:1 contrast.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export const launch = { colorScheme: 'light' };
export default (t) => a11yPass(t, { highContrast: false, part: 'round' });
