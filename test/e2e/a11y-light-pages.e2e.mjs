/**
 * The light scheme: the character list, the help index, every rule system's help page and any other screen linked from them have no axe-core violation, every control is at least 48x48 px.
 */
import { a11yPass } from './lib/a11y-pass.mjs';

export const launch = { colorScheme: 'light' };
export default (t) => a11yPass(t, { highContrast: false, part: 'pages' });
