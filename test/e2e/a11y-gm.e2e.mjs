/**
 * The GM screen with a round of each rule system (two players' codes taken, the form for the
 * GM's own monsters open), each in light, dark and both high-contrast displays: no axe-core
 * violation and every control at least 48x48 px. Each at 320 px wide and at 200% text on 360
 * and 320 px: nothing scrolls sideways, no word of a control is broken, Scan stays in the width.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export default (t) => a11yPass(t, { part: 'gm' });
