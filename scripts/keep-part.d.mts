/** Types of scripts/keep-part.mjs (the GM's part of the app, kept apart from the precache; see there). */
import type { Plugin } from 'vite';

/** A chunk or asset of a Rollup/Rolldown output bundle, as far as the part's search reads it. */
export interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}
/** The GM's part of the last build: paths relative to the output folder. Empty before a build. */
export function keptPartFiles(): readonly string[];
/** The files only `from` reaches in `bundle` (static and dynamic imports, stylesheets); everything else starts at the entries without passing through `from`. */
export function onlyReachedFrom(bundle: Readonly<Record<string, ChunkLike>>, from: string): string[];
/** The plugin: writes keep-part.js (the list, then src/sw/keep-part.js) into the output folder. Throws at build when no chunk holds the GM screen. */
export function keepPart(): Plugin;
