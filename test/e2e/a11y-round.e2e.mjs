/**
 * The fighter's Round tab with odds, the result card, Sheet and History tabs, and the GM screen
 * with the round, each in light, dark and both high-contrast displays: no axe-core violation,
 * every control at least 48x48 px, and need, roll and damage numbers at 7:1 contrast or more.
 * Each at 320 px wide and at 200% text on 360 and 320 px: nothing scrolls sideways, no word of
 * a control is broken over two lines, Roll stays on screen (Scan on the GM screen).
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export default (t) => a11yPass(t, { part: 'round' });
