/**
 * The character list (a character's actions open, the rules choice of a new one), the help
 * index, every rule system's help page and the other screens linked from them (backups,
 * verified table), each in light, dark and both high-contrast displays: no axe-core
 * violation and every control at least 48x48 px.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export default (t) => a11yPass(t, { part: 'pages' });
