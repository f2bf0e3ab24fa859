/**
 * The camera panel: a live video that takes QR codes one after another until Stop. The
 * scanner module (qr-scanner and its worker) loads only when the camera opens (../scan/qrInput).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useQrCamera } from '../scan/qrInput';
import type { GmModel } from './model';
import { accepted } from './round';
import { Said } from './Said';
import { ingestText } from './service';

/** The camera panel over `model`: each code read is offered to the round; `onClose` when the GM stops. */
export function ScannerPanel({ model, onClose }: { model: GmModel; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const taken = model.taken.value;
  // The scanner reports a code once until another is seen: after the GM switches the system (the
  // usual answer to a code of another system), the code still in frame is read anew.
  const system = model.parts.rulesetId.value;
  const lastSystem = useRef(system);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (lastSystem.current !== null && system !== lastSystem.current) setGeneration((g) => g + 1);
    lastSystem.current = system;
  }, [system]);

  const { state, problem } = useQrCamera(video, (text) => {
    void ingestText(model, text).then((o) => {
      if (accepted(o) || o?.kind === 'joined') navigator.vibrate?.(50);
    });
  }, generation);

  return (
    <div class="card gm-scanner stack">
      <div class="gm-video-wrap" hidden={state === 'failed'}>
        <video ref={video} class="gm-video" muted playsInline aria-label="Camera view for QR codes" />
        {state === 'starting' && <p class="gm-video-note">Starting the camera…</p>}
        {state === 'on' && taken.length > 0 && <p class="gm-video-tick" aria-hidden="true" key={taken.length}>✓ {taken[taken.length - 1]}</p>}
      </div>
      {problem && <p class="alert alert-bad" role="alert">{problem}</p>}
      {/* What became of the last code read, here under the video rather than out of view. */}
      <Said model={model} at="scan" />
      {taken.length > 0 && (
        <ul class="gm-ticks" aria-label="Codes taken">
          {taken.map((name, i) => <li key={i}><span aria-hidden="true">✓</span> {name}</li>)}
        </ul>
      )}
      {state !== 'failed' && <p class="small muted">Hold each player's code in the frame; it is taken as soon as it is read.</p>}
      <button type="button" id="gm-stop-camera" class="btn btn-primary btn-block" onClick={onClose}>{state === 'failed' ? 'Close' : 'Stop camera'}</button>
    </div>
  );
}
