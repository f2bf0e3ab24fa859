/**
 * "Link phones" on the GM screen: the join code a player's phone scans (a fresh one after each
 * phone links), and each linked phone with its state and Unlink. Folded until the GM opens it;
 * the link code loads only then.
 */
import { useState } from 'preact/hooks';
import { loadGmLink } from './load';
import { gmJoin, gmLinks } from './state';
import { LINK_WORD, linkAvailable, NO_LINK_HERE_GM } from './words';
import './link.css';

/** The fold; its summary counts the linked and lost phones. */
export function GmLinkPanel() {
  const links = gmLinks.value;
  const join = gmJoin.value;
  const [open, setOpen] = useState(false);
  const linked = links.filter((l) => l.state === 'open').length;
  const lost = links.filter((l) => l.state === 'lost').length;
  const toggle = (e: Event) => {
    const now = (e.currentTarget as HTMLDetailsElement).open;
    setOpen(now);
    if (now && linkAvailable()) void loadGmLink().then((g) => g.showJoinCode());
  };
  return (
    <details class="card lk-panel" open={open} onToggle={toggle}>
      <summary>Link phones{links.length ? ` · ${linked} linked${lost ? `, ${lost} lost` : ''}` : ''}</summary>
      {open && !linkAvailable() ? <p class="alert alert-warn">{NO_LINK_HERE_GM}</p> : open ? (
        <div class="stack">
          <p class="small">On the same Wi-Fi, or your phone's hotspot: a player opens their character and taps <strong>Link to the GM</strong>, scans this code, then shows you the answer their phone makes: take it with <strong>Scan QR codes</strong>. Their rolls then arrive here without a scan, and you can send them a monster's hit.</p>
          {join === null ? <p class="muted" aria-busy="true">Making the join code…</p>
            : 'problem' in join ? <p class="alert alert-bad" role="alert">{join.problem}</p>
            : (
              <figure class="lk-qr">
                <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(join.svg)}`} alt="Join code QR for a player's phone" data-payload={join.code} width={280} height={280} />
                <figcaption class="small muted">One phone at a time · QR version {join.version}</figcaption>
              </figure>
            )}
          {join !== null ? (
            <button type="button" class="btn" onClick={() => void loadGmLink().then((g) => g.refreshJoinCode())}
              aria-describedby="lk-new-why">New join code</button>
          ) : null}
          {join !== null ? <p id="lk-new-why" class="small muted">After your phone changed networks (joined a Wi-Fi, or started its hotspot): the code lists its addresses.</p> : null}
          {links.length ? (
            <ul class="lk-list" aria-label="Linked phones">
              {links.map((l) => (
                <li key={l.key} class={`lk-${l.state}`}>
                  <span><strong>{l.name || 'A phone'}</strong> <span class="lk-state">{LINK_WORD[l.state]}</span></span>
                  <button type="button" class="btn" aria-label={`Unlink ${l.name || 'the phone'}`} onClick={() => void loadGmLink().then((g) => g.unlinkPhone(l.key))}>Unlink</button>
                </li>
              ))}
            </ul>
          ) : null}
          {lost ? <p class="small">A lost link (a phone locked, or left the Wi-Fi): its rolls come by QR code as before. To link it again, that player scans the join code again.</p> : null}
        </div>
      ) : null}
    </details>
  );
}
