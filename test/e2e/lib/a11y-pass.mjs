/**
 * One accessibility walk over the screens of a part (see a11y.mjs `visitScreens`), checking each
 * screen in every display mode in turn, then at each size of layout.mjs: the walk reaches a
 * screen once, then switches the colour scheme and the system's contrast wish with
 * `page.emulateMedia` (no reload; the app follows both as they change) and runs every check in
 * each mode, then switches the viewport's width and the text size in place (light display).
 * Reaching a screen (opening a character, rolling, pasting codes) costs more than checking it,
 * so each screen is reached once for all the checks.
 * A11Y_REPORT=file also writes the full list of problems there (the runner shows six lines).
 */
import { appendFile } from 'node:fs/promises';
import { axeProblems, lowContrastNumbers, smallTargets, visitScreens } from './a11y.mjs';
import { layoutProblemsHere } from './layout.mjs';

/**
 * The display modes: light and dark colour schemes, each in the normal and the high-contrast
 * display (here asked for by the system's `prefers-contrast: more`, which the app follows
 * until the user chooses on the help page; a11y-contrast.e2e.mjs checks the switch itself).
 */
export const MODES = {
  light: { colorScheme: 'light', contrast: 'no-preference' },
  dark: { colorScheme: 'dark', contrast: 'no-preference' },
  'high contrast': { colorScheme: 'light', contrast: 'more' },
  'high contrast dark': { colorScheme: 'dark', contrast: 'more' },
};

/**
 * Puts the page in display mode `name` of MODES and waits until the page shows it: the
 * scheme's media query matches and the app has set `data-contrast` to match.
 * @throws Error when the app does not take up the mode within the wait
 */
export async function showMode(page, name) {
  const mode = MODES[name];
  if (!mode) throw new Error(`Expected a display mode of ${Object.keys(MODES).join(', ')} but received ${name}`);
  await page.emulateMedia(mode);
  const want = { scheme: mode.colorScheme, contrast: mode.contrast === 'more' ? 'more' : 'normal' };
  // Polled on each animation frame: the app hears of a changed media query at the next frame.
  await page.waitForFunction(({ scheme, contrast }) => matchMedia(`(prefers-color-scheme: ${scheme})`).matches
    && document.documentElement.dataset.contrast === contrast, want, { timeout: 10_000 }).catch((err) => {
    throw new Error(`Expected the page in the ${name} display (data-contrast="${want.contrast}"): ${String(err?.message ?? err).split('\n')[0]}`);
  });
}

/**
 * Visits every screen of `part` (see visitScreens) and, on each, for each mode of `modes` (names
 * of MODES): collects axe violations, small targets and low-contrast numbers; then, in the light
 * display, the layout problems at each size (layout.mjs). Throws one Error listing them all by
 * mode or size and screen, after any `problems` the caller found before. Also fails when, in any
 * mode, no need/roll/damage number was measured at all (so the contrast check cannot pass by
 * finding nothing).
 */
export async function a11yPass({ page, baseURL, log }, { part, modes = Object.keys(MODES), problems: before = [] }) {
  const problems = [...before];
  const numbers = Object.fromEntries(modes.map((m) => [m, 0]));
  const lowest = Object.fromEntries(modes.map((m) => [m, Infinity]));
  const times = [];
  const { names, failures } = await visitScreens(page, baseURL, async (name) => {
    const t0 = Date.now();
    for (const mode of modes) {
      try {
        await showMode(page, mode);
      } catch (err) {
        problems.push(`[${mode}] [${name}] ${String(err?.message ?? err).split('\n')[0]}`);
        continue;
      }
      const found = [...(await axeProblems(page)), ...(await smallTargets(page))];
      const c = await lowContrastNumbers(page);
      numbers[mode] += c.count;
      if (c.lowest !== null) lowest[mode] = Math.min(lowest[mode], c.lowest);
      for (const p of [...found, ...c.problems]) problems.push(`[${mode}] [${name}] ${p}`);
    }
    try {
      await showMode(page, 'light');
      problems.push(...(await layoutProblemsHere(page, name)));
    } catch (err) {
      problems.push(`[layout] [${name}] ${String(err?.message ?? err).split('\n')[0]}`);
    }
    times.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }, { part });
  if (process.env.A11Y_REPORT) await appendFile(process.env.A11Y_REPORT, `checks (${modes.length} modes and the layout each): ${times.join(', ')}\n`);
  problems.push(...failures);
  log(`screens: ${names.join(', ')}; ${modes.map((m) => `${m}: ${numbers[m]} numbers measured, lowest contrast ${lowest[m].toFixed(2)}:1`).join('; ')}`);
  if (part === 'round' || part === 'systems' || part === 'all') {
    for (const m of modes) if (numbers[m] === 0) problems.push(`[${m}] No need, roll or damage number (.pl-big) was found on any screen to measure`);
  }
  if (problems.length && process.env.A11Y_REPORT) await appendFile(process.env.A11Y_REPORT, `${problems.join('\n')}\n`);
  if (problems.length) throw new Error(`${problems.length} accessibility problem(s):\n${problems.join('\n')}`);
}
