/**
 * One accessibility pass over every screen in the context's colour scheme (see a11y.mjs).
 * A11Y_REPORT=file also writes the full list of problems there (the runner shows six lines).
 */
import { appendFile } from 'node:fs/promises';
import { axeProblems, lowContrastNumbers, smallTargets, turnOnHighContrast, visitScreens } from './a11y.mjs';

/**
 * Visits every screen of `part` (see visitScreens), collecting axe violations, small targets and low-contrast numbers, and
 * throws one Error listing them all by screen. Also fails when no need/roll/damage number was
 * measured at all (so the contrast check cannot pass by finding nothing).
 */
export async function a11yPass({ page, baseURL, log }, { highContrast, part }) {
  if (highContrast) await turnOnHighContrast(page, baseURL);
  const problems = [];
  let numbers = 0;
  let lowest = Infinity;
  const times = [];
  const { names, failures } = await visitScreens(page, baseURL, async (name) => {
    const t0 = Date.now();
    const found = [...(await axeProblems(page)), ...(await smallTargets(page))];
    const c = await lowContrastNumbers(page);
    numbers += c.count;
    if (c.lowest !== null) lowest = Math.min(lowest, c.lowest);
    for (const p of [...found, ...c.problems]) problems.push(`[${name}] ${p}`);
    times.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }, { part });
  if (process.env.A11Y_REPORT) await appendFile(process.env.A11Y_REPORT, `checks: ${times.join(', ')}\n`);
  problems.push(...failures);
  log(`screens: ${names.join(', ')}; ${numbers} numbers measured, lowest contrast ${lowest.toFixed(2)}:1`);
  if (numbers === 0 && (part === 'round' || part === 'systems' || part === 'all')) problems.push('No need, roll or damage number (.pl-big) was found on any screen to measure');
  if (problems.length && process.env.A11Y_REPORT) await appendFile(process.env.A11Y_REPORT, `${problems.join('\n')}\n`);
  if (problems.length) throw new Error(`${problems.length} accessibility problem(s):\n${problems.join('\n')}`);
}
