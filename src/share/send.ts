/**
 * Hands the shared text to the platform: the Web Share API (the phone's share sheet) when
 * there is one, else the clipboard. Needs a user gesture (call it from a click handler).
 */

/** What happened: shared through the sheet, copied, the user closed the sheet, or neither worked. */
export type SendOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

async function copy(text: string): Promise<boolean> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Denied or unavailable (an http:// LAN address is not a secure context): try the old way.
    }
  }
  if (typeof document === 'undefined' || !document.body) return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Shares `text` (with `title`) through navigator.share when the browser can share it, else
 * copies it to the clipboard. Resolves to 'cancelled' when the user closes the share sheet
 * (AbortError); a share that fails otherwise falls back to copying. Never rejects.
 */
export async function sendResult(text: string, title: string): Promise<SendOutcome> {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  const data: ShareData = { title, text };
  if (nav?.share && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (e) {
      if (e instanceof Error && e.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copy(text)) ? 'copied' : 'failed';
}
