/**
 * The camera scanner for the GM screen. Load it only with `await import('../share/qr/scanner')`
 * when the camera opens: it brings qr-scanner (about 16.5 kB gzipped with its worker).
 *
 * Offline: qr-scanner 1.4 loads its decoder with `import('./qr-scanner-worker.min.js')`, a
 * module that holds the worker's source as a string and starts it from a Blob URL. Vite
 * bundles that module as a chunk of the app (precached with the rest), so nothing is fetched
 * from a CDN. A Content Security Policy must allow `worker-src blob:`. Where the browser has
 * a native BarcodeDetector with QR support, qr-scanner uses it instead of the worker.
 */
import QrScanner from 'qr-scanner';

/** One sentence for the user from what the camera or decoder threw. */
function cameraMessage(e: unknown): string {
  const name = e instanceof Error || (typeof DOMException !== 'undefined' && e instanceof DOMException) ? (e as Error).name : '';
  if (name === 'NotAllowedError') return 'The camera is not allowed: allow it in the browser settings, or paste the shared text instead.';
  if (name === 'NotFoundError' || String(e).includes('Camera not found')) return 'No camera was found: paste the shared text instead.';
  if (name === 'NotReadableError') return 'The camera is in use by another app: close it and try again.';
  if (name === 'SecurityError' || (typeof window !== 'undefined' && !window.isSecureContext)) {
    return 'The camera needs a secure (https) page: open Rollcall over https, or paste the shared text instead.';
  }
  return `The camera could not start: ${e instanceof Error ? e.message : String(e)}.`;
}

/**
 * Starts the back camera in `video` and calls `onText` with each new QR text it reads (the
 * same text twice in a row is reported once; `readAgain()` forgets the last one, so a code still
 * in the frame is reported again). `onError` gets decoder failures other than "no code in this
 * frame". Call `stop()` to release the camera.
 * @throws Error with a one-sentence message when the camera cannot start (denied, missing, insecure page).
 */
export async function startScanner(
  video: HTMLVideoElement,
  onText: (text: string) => void,
  onError?: (message: string) => void,
): Promise<ScannerHandle> {
  let last = '';
  const scanner = new QrScanner(
    video,
    (result) => {
      if (result.data && result.data !== last) {
        last = result.data;
        onText(result.data);
      }
    },
    {
      returnDetailedScanResult: true,
      preferredCamera: 'environment',
      maxScansPerSecond: 10,
      onDecodeError: (e) => {
        const text = e instanceof Error ? e.message : String(e);
        if (text !== QrScanner.NO_QR_CODE_FOUND) onError?.(`The code could not be read: ${text}.`);
      },
    },
  );
  try {
    await scanner.start();
  } catch (e) {
    scanner.destroy();
    throw new Error(cameraMessage(e));
  }
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      scanner.stop();
      scanner.destroy();
    },
    readAgain() { last = ''; },
  };
}

/**
 * A running camera scanner. Read again by `readAgain`, not by a second scanner on the same
 * video: qr-scanner stops a stopped scanner's stream 300 ms later, and by then the video holds
 * the next scanner's stream, which it would stop (a black camera that reads nothing).
 */
export interface ScannerHandle {
  /** Releases the camera; later calls do nothing. */
  stop(): void;
  /** Forgets the last text read, so the code in the frame now is reported again. */
  readAgain(): void;
}

/**
 * Reads the QR code in a picked image file (a screenshot or photo of the player's code).
 * @throws Error "No QR code was found in that image." or another one-sentence message.
 */
export async function scanImageFile(file: Blob): Promise<string> {
  try {
    const result = await QrScanner.scanImage(file, { returnDetailedScanResult: true, alsoTryWithoutScanRegion: true });
    return result.data;
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    if (text.includes(QrScanner.NO_QR_CODE_FOUND)) throw new Error('No QR code was found in that image.');
    throw new Error(`The image could not be read: ${text}.`);
  }
}
