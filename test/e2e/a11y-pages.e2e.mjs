/**
 * The character list (a character's actions open, the rules choice of a new one), the help
 * index, every rule system's help page and the other screens linked from them (backups,
 * verified table), each in light, dark and both high-contrast displays: no axe-core
 * violation and every control at least 48x48 px; and each at 320 px wide and at 200% text:
 * nothing scrolls sideways, no word of a control is broken. Tab from the top of the list lands
 * on controls that show a focus outline.
 */
import { a11yPass } from './lib/a11y-pass.mjs';
import { focusProblems } from './lib/layout.mjs';

export default async (t) => a11yPass(t, { part: 'pages', problems: await focusProblems(t.page, t.baseURL) });
