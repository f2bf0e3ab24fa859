/** The Rollcall glyph: a d20 seen face-on (the same drawing as the icons in public/, made by scripts/make-icons.mjs). */
export function Logo() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 4 56 18v28L32 60 8 46V18Z" fill="currentColor" opacity="0.2" />
      <path d="M32 4 56 18v28L32 60 8 46V18ZM32 17 16 43h32ZM32 4v13M8 18l24-1 24 1M8 18l8 25M56 18l-8 25M8 46l8-3M56 46l-8-3M32 60 16 43M32 60l16-17"
        fill="none" stroke="currentColor" stroke-width="3" stroke-linejoin="round" stroke-linecap="round" />
    </svg>
  );
}
