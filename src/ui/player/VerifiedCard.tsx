/**
 * The round screen's "Verified table" card, shown while the phone has an evening:
 * the GM's round code (typed, or scanned from its `RCR1:` QR), which round of the chain the
 * roll uses, and why a roll was not made. Roll itself stays in the round screen's bar.
 */
import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { parseRoundCode } from '../../share/roundCode';
import type { CharacterModel } from './model';
import { Camera } from '../scan/Camera';
import '../verified/verified.css';

/**
 * What the roll will use, from the evening (`last` link and `lastCode`, as `linkFor` counts), the
 * code in the field and `mine`, the proof of this character's last roll: the same code gives the
 * same dice only to the same character (the character's name goes into the dice), so a second
 * character on the phone is told the round is shared, not that the dice repeat.
 */
export function linkLine(last: number, lastCode: string, code: string | null, mine?: { code: string; link: number }): string | null {
  if (!code) return last ? `Last roll on this phone: code ${lastCode}, round ${last} of your chain.` : null;
  if (last === 0 || code !== lastCode) return `This roll uses round ${last + 1} of your chain.`;
  return mine?.code === code && mine.link === last
    ? `Same code as this character's last roll: the same dice again (round ${last} of your chain).`
    : `Code ${code} was already used on this phone: this roll shares round ${last} of your chain.`;
}

/** The card; render it only while `model.verified` is on. */
export function VerifiedCard(p: { model: CharacterModel }): JSX.Element | null {
  const m = p.model;
  const e = m.evening.value;
  const [camera, setCamera] = useState(false);
  const [scanned, setScanned] = useState<string | null>(null);
  const scan = useRef<HTMLButtonElement>(null);
  // "Stop camera" goes away with the camera: focus goes back to Scan.
  const closeCamera = () => { setCamera(false); scan.current?.focus(); };
  if (!e) return null;
  const text = m.roundCode.value;
  const c = m.parsedCode.value;
  const typedAll = text.replace(/[\s-]/g, '').replace(/^RCR1:/i, '').length >= 5;
  const bad = !c.ok && (m.codeTried.value || typedAll) ? c.message : null;
  const mine = (m.result.value ?? m.rounds.value[0]?.result)?.proof;
  const line = linkLine(e.link, e.code, c.ok ? c.code : null, mine);
  // The GM's phone verifies a character first shown after the phone's first round only from its
  // next round (a new name gives other dice for the same code): say so before the roll, not after.
  const uses = c.ok ? (e.link > 0 && c.code === e.code ? e.link : e.link + 1) : 0;
  const rolledHere = [m.result.value, ...m.rounds.value.map((x) => x.result)].some((r) => r?.proof?.player === e.id);
  const newName = uses > 1 && !rolledHere;
  const onScan = (t: string) => {
    const r = parseRoundCode(t);
    if (!r.ok) { setScanned(`That QR code is not the GM's round code: ${r.message}`); return; }
    m.roundCode.value = r.code;
    setScanned(null);
    closeCamera();
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
          <button type="button" class="btn" ref={scan} aria-expanded={camera} onClick={() => setCamera(!camera)}>Scan</button>
        </div>
        <p id="vf-code-why" class={bad ? 'vf-bad' : 'muted small'} aria-live="polite">
          {bad ? <><span aria-hidden="true">✗ </span>{bad}</> : c.ok ? <><span aria-hidden="true">✓ </span>{c.code} has no typo.</> : '5 letters and digits from the GM\'s screen.'}
        </p>
      </div>
      {camera ? <Camera onText={onScan} onClose={closeCamera} label="Camera view for the GM's round code" /> : null}
      {scanned ? <p class="alert alert-bad" role="alert">{scanned}</p> : null}
      {line ? <p class="vf-link">{line}</p> : null}
      {newName ? <p class="small">This character's first roll with this join code: the GM's phone marks it not verified and checks this character from the next round.</p> : null}
      {m.verifiedProblem.value ? <p class="alert alert-bad" role="alert">{m.verifiedProblem.value}</p> : null}
      {e.length - e.link <= 10 ? <p class="alert alert-warn">{e.length - e.link} round{e.length - e.link === 1 ? '' : 's'} of this evening's chain left: soon end verified mode and show the GM a new join code.</p> : null}
      <a class="btn btn-block" href="#/verified">Join code and verified mode</a>
    </section>
  );
}
