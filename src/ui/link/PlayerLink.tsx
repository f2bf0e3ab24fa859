/**
 * The player's side of a link, on the Round tab. Before linking, a fold "Link to the GM" with
 * the camera for the GM's join code (or a pasted code); then the answer code for the GM to scan;
 * once linked, one line saying so with Unlink, and the GM's last ruling; a lost link says so and
 * offers to link again. `RoundSent` on the result says whether the round reached the GM.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RoundResult } from '../../engine/ruleset';
import { Fold } from '../common/Fold';
import { Camera } from '../scan/Camera';
import { Problem } from '../common/Problem';
import { loadPlayerLink } from './load';
import { playerLink, resolutions, roundSends } from './state';
import { linkAvailable, NO_LINK_HERE, sentSentence } from './words';
import './link.css';

/** The scanner and paste box for the GM's join code; `onAnswer` once this phone's answer is made. */
function JoinReader(p: { name: string }): JSX.Element {
  const [camera, setCamera] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ message: string; detail?: string | undefined } | null>(null);
  const [busy, setBusy] = useState(false);
  const take = async (t: string) => {
    setCamera(false);
    setBusy(true);
    setProblem(null);
    try {
      const r = await (await loadPlayerLink()).answerJoinCode(t, p.name);
      if (!r.ok) setProblem({ message: r.message, detail: r.detail });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="stack">
      {camera ? <Camera onText={(t) => void take(t)} onClose={() => setCamera(false)} label="Camera view for the GM's join code" />
        : <button type="button" class="btn btn-block" disabled={busy} onClick={() => setCamera(true)}>Scan the GM's join code</button>}
      {busy ? <p class="muted" aria-busy="true">Making this phone's answer…</p> : null}
      {problem ? <div role="alert"><Problem message={problem.message} detail={problem.detail} /></div> : null}
      <details class="pl-fold">
        <summary>Paste the join code instead</summary>
        <div class="stack">
          <div class="field">
            <label for="lk-join-text">The GM's join code</label>
            <textarea id="lk-join-text" value={text} onInput={(e) => setText(e.currentTarget.value)} spellcheck={false} autocapitalize="off" />
          </div>
          <button type="button" class="btn" disabled={busy || !text.trim()} onClick={() => void take(text)}>Read the join code</button>
        </div>
      </details>
    </div>
  );
}

/** The answer code as a QR image, drawn when shown. */
function AnswerQr(p: { code: string }): JSX.Element {
  const [qr, setQr] = useState<{ src: string; version: number } | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../share/qr/qr').then(({ qrCode }) => {
      const c = qrCode(p.code);
      if (live) setQr({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.svg)}`, version: c.version });
    });
    return () => { live = false; };
  }, [p.code]);
  if (!qr) return <p class="muted" aria-busy="true">Making the answer code…</p>;
  return (
    <figure class="lk-qr">
      <img src={qr.src} alt="Answer code QR for the GM" data-payload={p.code} width={280} height={280} />
      <figcaption class="small muted">The GM scans this with Scan QR codes · QR version {qr.version}</figcaption>
    </figure>
  );
}

/**
 * The link card. `place` 'top' shows it once this phone has a link (linking, linked or lost);
 * 'fold' shows the "Link to the GM" fold while it has none.
 */
export function PlayerLink(p: { name: string; place: 'top' | 'fold' }): JSX.Element | null {
  const link = playerLink.value;
  const [again, setAgain] = useState(false);
  // A new link (or none) starts from the "Link again" button, not from an open scanner.
  useEffect(() => setAgain(false), [link?.answer]);
  if (p.place === 'fold') {
    if (link) return null;
    return (
      <Fold class="card lk-card" summary="Link to the GM">
        <div class="stack">
          {linkAvailable() ? (
            <>
              <p class="small">On the same Wi-Fi as the GM (or the GM's hotspot): scan the join code on the GM's phone, then show the GM the answer this phone makes. After that your rolls reach the GM's order without a scan, and the GM can send you a monster's hit.</p>
              <JoinReader name={p.name} />
            </>
          ) : <p class="alert alert-warn">{NO_LINK_HERE}</p>}
        </div>
      </Fold>
    );
  }
  if (!link) return null;
  const ruling = resolutions.value[resolutions.value.length - 1];
  const unlink = () => void loadPlayerLink().then((l) => l.unlink());
  const said = ruling ? <p class="small" role="status"><strong>The GM's ruling:</strong> {ruling.text}</p> : null;
  if (link.state === 'open') {
    return (
      <section class="lk-bar stack" aria-label="Link to the GM">
        <div class="lk-line">
          <p class="lk-status lk-status-open" role="status"><span aria-hidden="true">✓ </span>Linked to the GM</p>
          <button type="button" class="btn" onClick={unlink}>Unlink</button>
        </div>
        {said}
      </section>
    );
  }
  return (
    <section class={`card stack lk-card lk-${link.state}`} aria-label="Link to the GM">
      {link.state === 'connecting' ? (
        <>
          <p class="lk-status" role="status">Show this to the GM's phone to finish the link.</p>
          <AnswerQr code={link.answer} />
          <button type="button" class="btn btn-block" onClick={unlink}>Cancel the link</button>
        </>
      ) : (
        <>
          <p class="lk-status lk-status-lost" role="status">The link to the GM is lost (a phone locked, or left the Wi-Fi). Rolls show their QR code as before.</p>
          {again ? <JoinReader name={p.name} /> : <button type="button" class="btn btn-block" onClick={() => setAgain(true)}>Link again</button>}
          {said}
        </>
      )}
    </section>
  );
}

/**
 * Under a rolled round on a linked phone: sends it to the GM at once (once per round) and says
 * whether it arrived; nothing on a phone that never linked. The card's QR code stays either way.
 */
export function RoundSent(p: { result: RoundResult }): JSX.Element | null {
  const link = playerLink.value;
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    if (!link) return;
    let live = true;
    void import('../../share/payload').then(async ({ encodeResult }) => {
      const c = await encodeResult(p.result);
      if (!live) return;
      setCode(c);
      if (!roundSends.value.has(c)) void (await loadPlayerLink()).sendRound(c);
    });
    return () => { live = false; };
  }, [p.result, !link]);
  if (!link || !code) return null;
  const sent = roundSends.value.get(code);
  if (!sent) return null;
  return (
    <p class={`lk-status lk-status-${sent.state}`} role="status">
      {sent.state === 'sent' ? <><span aria-hidden="true">✓ </span>{sentSentence(sent.text)}</> : sent.state === 'failed' ? `${sent.text} Show the QR code below.` : sent.text}
    </p>
  );
}
