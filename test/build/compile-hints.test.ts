/**
 * V8's compile hint first in its file (scripts/compile-hints.mjs): Chromium reads
 * `//# allFunctionsCalledOnLoad` only before any code, and Vite writes a chunk's preload list
 * above the banner that carries it.
 */
import { describe, expect, it } from 'vitest';
import { HINT, hintFirst } from '../../scripts/compile-hints.mjs';

describe('the compile hint comes first in a chunk', () => {
  it('moves a hint under the preload list to the first line, the code otherwise unchanged', () => {
    const code = `const __vite__mapDeps=(i)=>i;\n${HINT}\nimport{a}from"./b.js";a();\n`;
    const out = hintFirst(code);
    expect(out.startsWith(`${HINT}\n`)).toBe(true);
    expect(out.replace(`${HINT}\n`, '')).toBe(code.replace(`${HINT}\n`, ''));
    expect(out.split(HINT).length).toBe(2);
  });

  it('leaves a chunk alone whose hint is already first, or that has none', () => {
    const first = `${HINT}\nimport{a}from"./b.js";a();\n`;
    expect(hintFirst(first)).toBe(first);
    const none = 'import{a}from"./b.js";a();\n';
    expect(hintFirst(none)).toBe(none);
  });

  it('does not take the words inside a string or another comment for the hint', () => {
    const code = `const s="\\n${HINT}";\n// see ${HINT}\nrun(s);\n`;
    expect(hintFirst(code)).toBe(code);
  });
});
