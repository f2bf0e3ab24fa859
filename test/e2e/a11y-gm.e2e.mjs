/**
 * The GM screen with a round of each rule system (two players' codes taken, the form for the
 * GM's own monsters open), each in light, dark and both high-contrast displays: no axe-core
 * violation and every control at least 48x48 px.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export default (t) => a11yPass(t, { part: 'gm' });
