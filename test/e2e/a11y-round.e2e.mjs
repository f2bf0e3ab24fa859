/**
 * The fighter's Round tab with odds, the result card, Sheet and History tabs, and the GM screen
 * with the round, each in light, dark and both high-contrast displays: no axe-core violation,
 * every control at least 48x48 px, and need, roll and damage numbers at 7:1 contrast or more.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export default (t) => a11yPass(t, { part: 'round' });
