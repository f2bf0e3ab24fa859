/**
 * The GM screen with a ready monster fighting in each rule system (a hit applied, another
 * attack's hit panel open, a member's heal, the monster's code), in light and dark: no
 * axe-core violation and every control at least 48x48 px.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export default (t) => a11yPass(t, { part: 'gm-fight', modes: ['light', 'dark'] });
