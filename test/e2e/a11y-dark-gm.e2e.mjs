/**
 * The dark scheme: the GM screen with a round of each rule system (codes pasted, the turn
 * board for zones and factions, the form for the GM's own monsters open) has no axe-core
 * violation and every control is at least 48x48 px.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export const launch = { colorScheme: 'dark' };
export default (t) => a11yPass(t, { highContrast: false, part: 'gm' });
