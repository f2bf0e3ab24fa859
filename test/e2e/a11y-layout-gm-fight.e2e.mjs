/**
 * The GM screen with a ready monster fighting in each rule system (members' health, a hit
 * applied, a hit panel, a member's heal and clear, the monster's code) on a 320 px phone, and
 * at 200% text on 360 px and 320 px ones: nothing scrolls sideways, no word of a control is
 * broken over two lines, and Scan stays on screen.
 */
import assert from 'node:assert/strict';
import { layoutProblems, SIZES } from './a11y-layout.e2e.mjs';

export default async function gmFightLayout(t) {
  const problems = await layoutProblems(t, SIZES, 'gm-fight');
  assert.deepEqual(problems, [], `${problems.length} layout problem(s):\n${problems.join('\n')}`);
}
