/**
 * The hand-over of a round to the GM: the QR code of its payload (an <img> of the SVG, with
 * the payload text in `data-payload`), the QR version in small print, and a Share button that
 * uses the share sheet or copies the text, saying which happened.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RoundResult } from '../../engine/ruleset';

/** The share code (payload, QR, share sheet) loads with the first result, not with the app. */
const loadShare = () => Promise.all([import('../../share/payload'), import('../../share/qr'), import('../../share/send'), import('../../share/text')])
  .then(([payload, qr, send, text]) => ({ encodeResult: payload.encodeResult, qrCode: qr.qrCode, sendResult: send.sendResult, shareText: text.shareText }));

type Qr = { payload: string; version: number; src: string } | { error: string };

const FEEDBACK: Record<string, string> = {
  shared: 'Shared.',
  copied: 'Copied: paste it to the GM.',
  cancelled: 'Sharing cancelled.',
  failed: 'Could not share or copy. Show the QR code to the GM instead.',
};

/** The page's address without its hash: where shared links point. */
function baseUrl(): string {
  return location.href.split('#')[0] ?? location.href;
}

/** QR code and Share button for one round. `demand`: wait for a tap before encoding (history). */
export function QrShare(p: { result: RoundResult; demand?: boolean }): JSX.Element {
  const [wanted, setWanted] = useState(!p.demand);
  const [qr, setQr] = useState<Qr | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setQr(null);
    setFeedback(null);
    loadShare().then(async (share) => ({ share, payload: await share.encodeResult(p.result) })).then(
      ({ share, payload }) => {
        if (!live) return;
        const code = share.qrCode(payload);
        setQr({ payload, version: code.version, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}` });
      },
      (err: unknown) => { if (live) setQr({ error: `The QR code could not be made: ${err instanceof Error ? err.message : String(err)}` }); },
    );
    return () => { live = false; };
  }, [p.result, wanted]);

  if (!wanted) {
    return <button type="button" class="btn" onClick={() => setWanted(true)}>Show QR code</button>;
  }
  const share = async () => {
    if (!qr || !('payload' in qr)) return;
    setFeedback('Sharing…');
    const title = `${p.result.character}: Rollcall round`;
    const share = await loadShare();
    const outcome = await share.sendResult(share.shareText(p.result, qr.payload, baseUrl()), title);
    setFeedback(FEEDBACK[outcome] ?? outcome);
  };
  return (
    <div class="pl-qr">
      {qr === null ? <p class="muted" aria-busy="true">Making the QR code…</p> : 'error' in qr ? (
        <p class="alert alert-bad" role="alert">{qr.error}</p>
      ) : (
        <figure>
          <img class="pl-qr-img" src={qr.src} alt="QR code of this round for the GM" data-payload={qr.payload} width={280} height={280} />
          <figcaption class="muted small">Show this to the GM's Rollcall · QR version {qr.version}</figcaption>
        </figure>
      )}
      <div class="pl-share-row">
        <button type="button" class="btn" disabled={!qr || !('payload' in qr)} onClick={() => void share()}>Share</button>
        <span class="pl-feedback" role="status">{feedback ?? ''}</span>
      </div>
    </div>
  );
}
