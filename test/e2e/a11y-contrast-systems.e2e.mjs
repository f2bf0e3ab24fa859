/**
 * The high-contrast display (light scheme): the Round tab and the rolled result of the first demo of every rule system
 * other than Spelljammer have no axe-core violation, every control is at least 48x48 px, and
 * need, roll and damage numbers reach 7:1 contrast.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export const launch = { colorScheme: 'light' };
export default (t) => a11yPass(t, { highContrast: true, part: 'systems' });
