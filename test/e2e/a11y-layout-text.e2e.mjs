/**
 * Usable with large text: at 200% text size (the root font doubled, as a browser's
 * text-size setting does) on a 360 px phone, and on a 320 px one, no screen scrolls sideways, no
 * word of a control or heading is broken over two lines, and Roll and Scan are fully on screen.
 */
import assert from 'node:assert/strict';
import { appendFile } from 'node:fs/promises';
import { layoutProblems } from './a11y-layout.e2e.mjs';

export default async function largeText(t) {
  const problems = await layoutProblems(t, { name: '200% text', width: 360, text: '200%' });
  // Both at once: big text on a small phone.
  problems.push(...await layoutProblems(t, { name: '200% text at 320 px', width: 320, text: '200%' }));
  if (problems.length && process.env.A11Y_REPORT) await appendFile(process.env.A11Y_REPORT, `${problems.join('\n')}\n`);
  assert.deepEqual(problems, [], `${problems.length} layout problem(s) at 200% text:\n${problems.join('\n')}`);
}
