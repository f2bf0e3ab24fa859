/**
 * The round screen's "Verified table" card (issue 9), shown while the phone has an evening:
 * the GM's round code (typed, or scanned from its `RCR1:` QR), which round of the chain the
 * roll uses, and why a roll was not made. Roll itself stays in the round screen's bar.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { parseRoundCode } from '../../verify/roundCode';
import type { CharacterModel } from '../player/model';
import { Camera } from '../player/Incoming';
import './verified.css';

/** "This roll uses round 4 of your chain", from the evening and the code in the field (as `linkFor` counts). */
function linkLine(last: number, lastCode: string, code: string | null): string {
  if (!code) return last ? `Your last roll used round ${last} of your chain, with code ${lastCode}.` : 'No round of your chain is used yet.';
  return last > 0 && code === lastCode
    ? `Rolling with ${code} again uses round ${last} of your chain: the same dice as before.`
    : `This roll uses round ${last + 1} of your chain.`;
}

/** The card; render it only while `model.verified` is on. */
export function VerifiedCard(p: { model: CharacterModel }): JSX.Element | null {
  const m = p.model;
  const e = m.evening.value;
  const [camera, setCamera] = useState(false);
  const [scanned, setScanned] = useState<string | null>(null);
  if (!e) return null;
  const text = m.roundCode.value;
  const c = m.parsedCode.value;
  const typedAll = text.replace(/[\s-]/g, '').replace(/^RCR1:/i, '').length >= 5;
  const bad = !c.ok && (m.codeTried.value || typedAll) ? c.message : null;
  const onScan = (t: string) => {
    const r = parseRoundCode(t);
    if (!r.ok) { setScanned(`That QR code is not the GM's round code: ${r.message}`); return; }
    m.roundCode.value = r.code;
    setScanned(null);
    setCamera(false);
  };
  return (
    <section class="card stack vf-card" aria-labelledby="vf-card-h">
      <h2 id="vf-card-h">Verified table</h2>
      <div class="field">
        <label for="vf-code">Round code</label>
        <div class="vf-code-row">
          <input id="vf-code" class="vf-code" value={text} maxLength={16} autocapitalize="characters" autocomplete="off" autoCorrect="off"
            spellcheck={false} enterKeyHint="done" aria-invalid={bad ? true : undefined} aria-describedby="vf-code-why"
            onInput={(ev) => { m.roundCode.value = ev.currentTarget.value; }} />
          <button type="button" class="btn" aria-expanded={camera} onClick={() => setCamera(!camera)}>Scan</button>
        </div>
        <p id="vf-code-why" class={bad ? 'vf-bad' : 'muted small'} aria-live="polite">
          {bad ? <><span aria-hidden="true">✗ </span>{bad}</> : c.ok ? <><span aria-hidden="true">✓ </span>Code {c.code} is well formed.</> : '5 letters and digits from the GM\'s screen.'}
        </p>
      </div>
      {camera ? <Camera onText={onScan} onClose={() => setCamera(false)} label="Camera view for the GM's round code" /> : null}
      {scanned ? <p class="alert alert-bad" role="alert">{scanned}</p> : null}
      <p class="vf-link">{linkLine(e.link, e.code, c.ok ? c.code : null)}</p>
      <p class="muted small">Rolling again with the same code gives the same dice; the GM's next code gives new ones.</p>
      {m.verifiedProblem.value ? <p class="alert alert-bad" role="alert">{m.verifiedProblem.value}</p> : null}
      {e.length - e.link <= 10 ? <p class="alert alert-warn">{e.length - e.link} round{e.length - e.link === 1 ? '' : 's'} of this evening's chain left: soon end verified mode and show the GM a new join code.</p> : null}
      <a class="btn btn-block" href="#/verified">Join code and verified mode</a>
    </section>
  );
}
