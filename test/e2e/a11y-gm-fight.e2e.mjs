/**
 * The GM screen with a ready monster fighting in each rule system (a hit applied, another
 * attack's hit panel open, a member's heal, the monster's code), in light and dark: no
 * axe-core violation and every control at least 48x48 px. Each at 320 px wide and at 200% text
 * on 360 and 320 px: nothing scrolls sideways, no word of a control is broken, Scan stays in
 * the width.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export default (t) => a11yPass(t, { part: 'gm-fight', modes: ['light', 'dark'] });
