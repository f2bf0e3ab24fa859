/**
 * The two ways a screen reads a QR code from the device: the live camera (a hook) and a picked
 * image file. Both load the scanner module (qr-scanner and its worker, about 16 kB gzipped)
 * only when used, so no screen pays for it before the camera opens. Used by the GM's intake
 * and the player's "Attacked?" card.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/** Where the camera is: starting, reading codes, or failed (with the reason in `problem`). */
export type CameraState = 'starting' | 'on' | 'failed';

/**
 * Runs the back camera in `video` while the component is mounted, and again from the start
 * whenever `restart` changes (the scanner reports a code once until it sees another). Each QR
 * text read goes to the latest `onText`. `problem` is one sentence: the camera could not start
 * (denied, missing, insecure page) or a frame could not be decoded.
 */
export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onText: (text: string) => void, restart: unknown = 0): { state: CameraState; problem: string | null } {
  const [state, setState] = useState<CameraState>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(onText);
  latest.current = onText;
  useEffect(() => {
    let handle: { stop(): void } | undefined;
    let live = true;
    (async () => {
      try {
        const { startScanner } = await import('../../share/qr/scanner');
        if (!live || !video.current) return;
        handle = await startScanner(video.current, (text) => { if (live) latest.current(text); }, (message) => { if (live) setProblem(message); });
        if (!live) handle.stop();
        else setState('on');
      } catch (err) {
        if (!live) return;
        setState('failed');
        setProblem(err instanceof Error ? err.message : String(err));
      }
    })();
    return () => { live = false; handle?.stop(); };
  }, [restart]);
  return { state, problem };
}

/**
 * The QR text in the image picked in a file input (its change event), or null when nothing was
 * picked. The input is cleared, so picking the same file again reads it again.
 * @throws Error with one sentence: no QR code in the image, or the image could not be read.
 */
export async function readPickedQrImage(e: Event): Promise<string | null> {
  const input = e.currentTarget as HTMLInputElement;
  const file = input.files?.[0];
  if (!file) return null;
  try {
    const { scanImageFile } = await import('../../share/qr/scanner');
    return await scanImageFile(file);
  } finally {
    input.value = '';
  }
}
