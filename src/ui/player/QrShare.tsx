/**
 * The hand-over of a round to the GM: the QR code of its payload (an <img> of the SVG, with
 * the payload text in `data-payload`), the QR version in small print, and a Share button that
 * uses the share sheet or copies the text, saying which happened.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RoundResult } from '../../engine/ruleset';

/** The share code (payload, QR, share sheet) loads with the first result, not with the app. */
const loadShare = () => Promise.all([import('../../share/payload'), import('../../share/qr/qr'), import('../../share/send'), import('../../share/text')])
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

/**
 * QR code and Share button for one round. `demand`: wait for a tap before encoding (history).
 * `layout` 'beside' puts Share and Copy code next to the code (below it on a narrow screen), with
 * the code as wide as the screen allows, for the GM to scan at arm's length. A monster's round
 * the GM shows a player (`audience` 'player') has Copy code beside Share in either layout.
 */
export function QrShare(p: { result: RoundResult; demand?: boolean; layout?: 'below' | 'beside'; audience?: 'gm' | 'player'; code?: string | undefined; onCode?: ((code: string) => void) | undefined }): JSX.Element {
  // The GM's phone shows a monster's round to the player it attacks; a player's shows theirs to the GM.
  const toPlayer = p.audience === 'player';
  const [wanted, setWanted] = useState(!p.demand);
  const [qr, setQr] = useState<Qr | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setQr(null);
    setFeedback(null);
    // A round's code kept with it is shown as it was made (the same code after leaving or reloading).
    loadShare().then(async (share) => ({ share, payload: p.code ?? await share.encodeResult(p.result) })).then(
      ({ share, payload }) => {
        if (!live) return;
        if (p.code === undefined) p.onCode?.(payload);
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
    const outcome = await share.sendResult(share.shareText(p.result, qr.payload, baseUrl(), toPlayer ? 'player' : 'gm'), title);
    setFeedback(toPlayer && outcome === 'copied' ? 'Copied: send it to the player.' : toPlayer && outcome === 'failed' ? 'Could not share or copy. Show the QR code to the player instead.' : FEEDBACK[outcome] ?? outcome);
  };
  // The text code alone (no link, no words): what the GM's "paste a code" field reads.
  const copy = async () => {
    if (!qr || !('payload' in qr)) return;
    try {
      await navigator.clipboard.writeText(qr.payload);
      setFeedback(toPlayer ? 'Code copied: send it to the player.' : 'Code copied: paste it to the GM.');
    } catch {
      setFeedback(toPlayer ? 'Could not copy. Show the QR code to the player instead.' : 'Could not copy. Show the QR code to the GM instead.');
    }
  };
  const ready = Boolean(qr && 'payload' in qr);
  const version = qr && 'version' in qr ? ` · QR version ${qr.version}` : '';
  // The wait holds the code's place and its lines: what is below (Next round, under a finger that just tapped Roll) does not move when the code comes.
  return (
    <div class={`pl-qr${p.layout === 'beside' ? ' pl-qr-beside' : ''}`}>
      {qr !== null && 'error' in qr ? (
        <p class="alert alert-bad" role="alert">{qr.error}</p>
      ) : (
        <figure>
          {qr === null ? <p class="pl-qr-img pl-qr-wait muted" aria-busy="true">Making the QR code…</p>
            : <img class="pl-qr-img" src={qr.src} alt={toPlayer ? `QR code of ${p.result.character}'s round for the player's "Take a hit"` : 'QR code of this round for the GM'} data-payload={qr.payload} width={280} height={280} />}
          {p.layout === 'beside' ? null : <figcaption class="muted small">{toPlayer ? 'Show this to the player\'s Rollcall' : 'Show this to the GM\'s Rollcall'}{version}</figcaption>}
        </figure>
      )}
      <div class="pl-share-row">
        <button type="button" class="btn" disabled={!ready} onClick={() => void share()}>Share</button>
        {p.layout === 'beside' || toPlayer ? <button type="button" class="btn" disabled={!ready} onClick={() => void copy()}>Copy code</button> : null}
        <span class="pl-feedback" role="status">{feedback ?? ''}</span>
      </div>
      {p.layout === 'beside' && !(qr && 'error' in qr) ? <p class="muted small pl-qr-note">{toPlayer ? 'The player scans it under "Take a hit", or pastes the copied code' : 'Show the code to the GM\'s Rollcall, or share it'}{version}</p> : null}
    </div>
  );
}
