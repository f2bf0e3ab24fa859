/**
 * The two ways a screen reads a QR code from the device: the live camera (a hook) and a picked
 * image file. Both load the scanner module (qr-scanner and its worker, about 16 kB gzipped)
 * only when used, so no screen pays for it before the camera opens. Used by the GM's intake
 * and the player's "Attacked?" card.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ScannerHandle } from '../../share/qr/scanner';

/** Where the camera is: starting, reading codes, or failed (with the reason in `problem`). */
export type CameraState = 'starting' | 'on' | 'failed';

/**
 * Runs the back camera in `video` while the component is mounted. Whenever `readAgain` changes,
 * the code in the frame is read again (the scanner reports a code once until it sees another),
 * with the same camera stream. Each QR text read goes to the latest `onText`. `problem` is one
 * sentence: the camera could not start (denied, missing, insecure page) or a frame could not be
 * decoded.
 */
export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onText: (text: string) => void, readAgain: unknown = 0): { state: CameraState; problem: string | null } {
  const [state, setState] = useState<CameraState>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(onText);
  latest.current = onText;
  const handle = useRef<ScannerHandle | undefined>(undefined);
  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const { startScanner } = await import('../../share/qr/scanner');
        if (!live || !video.current) return;
        const h = await startScanner(video.current, (text) => { if (live) latest.current(text); }, (message) => { if (live) setProblem(message); });
        if (!live) { h.stop(); return; }
        handle.current = h;
        setState('on');
      } catch (err) {
        if (!live) return;
        setState('failed');
        setProblem(err instanceof Error ? err.message : String(err));
      }
    })();
    return () => { live = false; handle.current?.stop(); handle.current = undefined; };
  }, []);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    handle.current?.readAgain();
  }, [readAgain]);
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
