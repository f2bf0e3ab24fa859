/**
 * The GM's "Verified table" section: a switch, and while it is on the round code
 * large enough to read across a table, its QR code on demand (`RCR1:` and the code, drawn by
 * share/qr/qr.ts, loaded on the first tap), and the phones that joined, each removable.
 */
import { useEffect, useState } from 'preact/hooks';
import { domId, useFocusAfter } from './focus';
import type { GmModel } from './model';
import { phonesInOrder } from './verified';

/** The code read out character by character: "K, 7, Q, F, 3". */
const spelled = (code: string) => [...code].join(', ');

function CodeQr({ code }: { code: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../share/qr/qr').then(({ qrCode }) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode(`RCR1:${code}`).svg)}`);
    });
    return () => { live = false; };
  }, [code]);
  return src
    ? <img class="gm-vt-qr" src={src} alt={`QR code of the round code ${code}`} data-payload={`RCR1:${code}`} width={260} height={260} />
    : <p class="muted" aria-busy="true">Making the QR code…</p>;
}

/** The section over `model`. */
export function VerifiedTable({ model }: { model: GmModel }) {
  const t = model.parts.verified.value;
  const on = !!t?.on;
  const [qr, setQr] = useState(false);
  const phones = phonesInOrder(t);
  const rolled = phones.some((p) => p.lastLink > 0);
  const twice = (p: { label: string }, i: number) => phones.slice(i + 1).some((q) => q.label === p.label);
  // Open while a phone has not rolled yet or an older join code may need removing.
  const waiting = phones.some((p, i) => p.lastLink === 0 || twice(p, i));
  const focusNext = useFocusAfter();
  // The tapped Remove is gone: focus goes to the next phone's, else the previous one's, else the list's heading.
  const remove = (i: number) => {
    const id = phones[i]!.id;
    model.forgetPhone(id);
    focusNext(...[phones[i + 1], phones[i - 1]].flatMap((p) => (p ? [domId('gm-vt-rm', p.id)] : [])), 'gm-vt-phones');
  };
  return (
    <section class="card stack gm-vt" aria-labelledby="gm-vt-title">
      <h2 id="gm-vt-title">Verified table</h2>
      <label class="gm-check" for="gm-vt-on">
        <input id="gm-vt-on" type="checkbox" role="switch" checked={on} onChange={(e) => model.setVerifiedMode(e.currentTarget.checked)} />
        <span>Verified rolls</span>
      </label>
      {!on && <p class="small muted">Lets your phone check that each player's dice came from a code you give out, not from the player.</p>}
      {on && t && (
        <>
          <p class="gm-vt-label small muted">Round {model.parts.number.value} code</p>
          <p class="gm-vt-code" role="img" aria-label={`Round code: ${spelled(t.code)}`}>{t.code}</p>
          {/* Said while the table is setting up; once a phone's roll has been seen the GM knows the routine. */}
          {!rolled && <p class="small">Each phone joins once with its join code, then takes this code before rolling: its dice follow from the code, and every result you scan is checked.</p>}
          <button type="button" class="btn btn-block" aria-expanded={qr} onClick={() => setQr(!qr)}>{qr ? 'Hide the QR code' : 'Show code as QR'}</button>
          {qr && <CodeQr code={t.code} />}
          {phones.length === 0
            ? <><h3 id="gm-vt-phones" tabIndex={-1} class="gm-phase-title gm-vt-phones">Phones joined (0)</h3><p class="small muted">None yet: scan or paste each player's join code (it starts with RCJ).</p></>
            : (
              // Six phones take a screen: the list folds away once every phone has rolled.
              <details class="gm-vt-phones" open={waiting}>
                <summary id="gm-vt-phones"><h3 class="gm-phase-title">Phones joined ({phones.length})</h3></summary>
              <ul class="gm-carried-list gm-vt-list">
                {phones.map((p, i) => (
                  <li key={p.id}>
                    <p><strong>{p.label}</strong><br /><span class="small muted">{p.lastLink ? `last roll: round ${p.lastLink} of its chain` : 'no roll seen yet'}</span>
                      {/* Phones are listed as they joined: a later join code of the same name is usually that player starting again. */}
                      {twice(p, i) && <><br /><span class="small">Older join code of this name: remove it if {p.label} started again.</span></>}
                      {!p.sheets?.length && <><br /><span class="small">No sheet committed: the first round's is held.</span></>}
                    </p>
                    <button type="button" id={domId('gm-vt-rm', p.id)} class="btn" aria-label={`Remove ${p.label}'s phone`} onClick={() => remove(i)}>Remove</button>
                  </li>
                ))}
              </ul>
              </details>
            )}
        </>
      )}
    </section>
  );
}
