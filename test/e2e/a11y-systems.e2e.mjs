/**
 * The Round tab (folds open) and the rolled result of the first demo of every rule system
 * but Spelljammer, each in light, dark and both high-contrast displays: no axe-core
 * violation, every control at least 48x48 px, and need, roll and damage numbers at 7:1.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export default (t) => a11yPass(t, { part: 'systems' });
