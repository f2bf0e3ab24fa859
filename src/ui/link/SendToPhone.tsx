/**
 * "Send to <name>'s phone" buttons, one per linked phone, beside a QR code the GM shows a
 * player (a monster's round for "Take a hit", a ruling on a secret roll). Nothing shows when no
 * phone is linked; the QR code stays the way that always works.
 */
import { useState } from 'preact/hooks';
import type { RoundResult } from '../../engine/ruleset';
import { loadGmLink } from './load';
import { gmLinks } from './state';
import './link.css';

/** What to send: a monster's round (its code goes to the player's "Take a hit"), or a ruling in one sentence. */
export type Sendable = { readonly round: RoundResult } | { readonly ruling: string };

/** The buttons and the last outcome; `only` keeps the phone of that character alone (a ruling goes to its roller). */
export function SendToPhone(p: { what: Sendable; only?: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = gmLinks.value.filter((l) => l.state === 'open' && l.name && (!p.only || l.name.toLowerCase() === p.only.toLowerCase()));
  if (!open.length) return null;
  const send = async (key: number) => {
    setBusy(true);
    setSaid('Sending…');
    try {
      const g = await loadGmLink();
      if ('round' in p.what) {
        const { encodeResult } = await import('../../share/payload');
        setSaid((await g.sendHit(key, await encodeResult(p.what.round), p.what.round.character)).text);
      } else setSaid((await g.sendResolution(key, p.what.ruling)).text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="lk-line">
      {open.map((l) => (
        <button key={l.key} type="button" class="btn" disabled={busy} onClick={() => void send(l.key)}>Send to {l.name}'s phone</button>
      ))}
      <span class="pl-feedback" role="status">{said ?? ''}</span>
    </div>
  );
}
