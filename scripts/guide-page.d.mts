/** Types of scripts/guide-page.mjs (the user guide as a static page; see there). */
/** Inline Markdown of one block of text as HTML: code, bold, links (escaped first). */
export function inline(text: string): string;
/** The guide's Markdown as the body of an HTML page; `image` maps an image path to its URL in the page. */
export function guideBody(markdown: string, image?: (src: string) => string): string;
/** The whole page: the guide's body with its own small stylesheet (guide.css beside it). */
export function guidePage(markdown: string): string;
/** The page's stylesheet. */
export const GUIDE_CSS: string;
