/**
 * Handing a backup to the user: as a downloaded file, or through the share sheet with the
 * file attached where the browser supports sharing files (most phones), and reading a picked file.
 */

/** A JSON file of `value`, pretty enough to read. */
export function jsonFile(value: unknown, name: string): File {
  return new File([JSON.stringify(value, null, 1)], name, { type: 'application/json' });
}

/** Starts a download of the file (no page change). */
export function download(file: File): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whether this browser can put a file on the share sheet. */
export function canShareFiles(): boolean {
  try {
    return typeof navigator.share === 'function' && typeof navigator.canShare === 'function'
      && navigator.canShare({ files: [new File(['{}'], 'x.json', { type: 'application/json' })] });
  } catch { return false; }
}

/** Shares the file; 'shared', 'cancelled' (the user closed the sheet) or 'failed' with why. */
export async function shareFile(file: File, title: string): Promise<{ outcome: 'shared' | 'cancelled' } | { outcome: 'failed'; message: string }> {
  try {
    await navigator.share({ files: [file], title });
    return { outcome: 'shared' };
  } catch (err) {
    if (err instanceof Error && err.name === 'AbortError') return { outcome: 'cancelled' };
    return { outcome: 'failed', message: err instanceof Error ? err.message : String(err) };
  }
}

/** The text of a picked file. @throws Error with a sentence when it cannot be read */
export async function readFileText(file: Blob): Promise<string> {
  try { return await file.text(); } catch (err) {
    throw new Error(`The file could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
}
