/** Types of scripts/compile-hints.mjs (V8's compile hint moved first in its file; see there). */
import type { Plugin } from 'vite';

/** The magic comment `//# allFunctionsCalledOnLoad`. */
export const HINT: string;
/** `code` with its compile hint (a line of its own) moved to the first line; unchanged without one or when already first. */
export function hintFirst(code: string): string;
/** The plugin: rewrites each written chunk whose hint is not first. */
export function compileHintsFirst(): Plugin;
