/**
 * The camera view that reads QR codes, for the player's "Attacked?" card, the hit from the GM,
 * the link to the GM and the verified card.
 */
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { useQrCamera } from './qrInput';

/** The camera view that reads codes, handing each text to `onText`; `label` names the video (what to point it at). Also the verified card's scanner. */
export function Camera(p: { onText: (text: string) => void; onClose: () => void; label?: string }): JSX.Element {
  const video = useRef<HTMLVideoElement>(null);
  const { state, problem } = useQrCamera(video, p.onText);
  return (
    <div class="stack">
      {state === 'failed' ? null : <video ref={video} class="pl-incoming-video" muted playsInline aria-label={p.label ?? 'Camera view for the attacker\'s code'} />}
      {problem ? <p class="alert alert-bad" role="alert">{problem}</p> : null}
      <button type="button" class="btn btn-block" onClick={p.onClose}>{state === 'failed' ? 'Close' : 'Stop camera'}</button>
    </div>
  );
}
