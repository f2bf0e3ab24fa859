/**
 * The Round tab (folds open) and the rolled result of the first demo of every rule system
 * but Spelljammer, each in light, dark and both high-contrast displays: no axe-core
 * violation, every control at least 48x48 px, and need, roll and damage numbers at 7:1.
 * Each at 320 px wide and at 200% text on 360 and 320 px: nothing scrolls sideways, no word of
 * a control is broken over two lines, Roll stays on screen.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export default (t) => a11yPass(t, { part: 'systems' });
