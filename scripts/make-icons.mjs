#!/usr/bin/env node
/**
 * Generates the app icons in public/ from one SVG drawing (a d20 seen face-on):
 * favicon-48.png, icon-192.png, icon-512.png, icon-maskable-512.png (glyph inside the 80% safe
 * zone on a full-bleed background) and apple-touch-icon.png (180px, opaque).
 * PNGs are rendered by headless Chromium (playwright-core). Run: node scripts/make-icons.mjs
 * The PNGs are committed; rerun only when the drawing changes.
 */
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';

const BG = '#1d2a44';
const FG = '#ffffff';
const ACCENT = '#ffb000';

/** The glyph on a 64x64 grid (same paths as src/ui/app/Logo.tsx). */
const glyph = (fg, accent) => `
  <path d="M32 4 56 18v28L32 60 8 46V18Z" fill="${fg}" fill-opacity="0.14"/>
  <path d="M32 17 16 43h32Z" fill="${accent}"/>
  <path d="M32 4 56 18v28L32 60 8 46V18ZM32 17 16 43h32ZM32 4v13M8 18l24-1 24 1M8 18l8 25M56 18l-8 25M8 46l8-3M56 46l-8-3M32 60 16 43M32 60l16-17"
    fill="none" stroke="${fg}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`;

/** An icon: background (rounded or full-bleed) and the glyph scaled to `scale` of the side. */
function iconSvg({ size, rounded, scale }) {
  const g = size * scale;
  const off = (size - g) / 2;
  const r = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${r}" fill="${BG}"/>
  <g transform="translate(${off} ${off}) scale(${g / 64})">${glyph(FG, ACCENT)}</g>
</svg>`;
}

const pngs = [
  // The page's icon is a small PNG, not an SVG: Chromium draws an SVG icon by loading it as a
  // document on the page's main thread (about 8 ms of CPU while the first screen is drawn),
  // where a 48 px PNG decodes in well under 1 ms.
  { file: 'favicon-48.png', size: 48, rounded: true, scale: 0.84 },
  { file: 'icon-192.png', size: 192, rounded: true, scale: 0.78 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 0.78 },
  // Maskable: the launcher crops to a circle or squircle; keep the glyph within the central 80%.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.6 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.72 },
];

const executablePath = process.env.CHROMIUM ?? execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const p of pngs) {
    const page = await browser.newPage({ viewport: { width: p.size, height: p.size }, deviceScaleFactor: 1 });
    await page.setContent(`<html><body style="margin:0;background:transparent">${iconSvg(p)}</body></html>`);
    await page.locator('svg').screenshot({ path: `public/${p.file}`, omitBackground: true });
    await page.close();
    console.log(`public/${p.file}`);
  }
} finally {
  await browser.close();
}
