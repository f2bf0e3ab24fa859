/**
 * "Attacked?": the defender's side of a round, for rulesets with reactions. The player scans,
 * pastes or picks the attacker's code, chooses the attack to react to, and the declaration is
 * filled in (incoming level, damage, kind of attack); the odds and the Roll button then show the
 * reaction. The same fields can be set by hand in the round form from what the GM says.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { readPickedQrImage } from '../scan/qrInput';
import { Camera } from '../scan/Camera';
import type { CharacterModel } from './model';
import { readIncoming, type IncomingRead } from './incoming';
import { Fold } from '../common/Fold';
import { Problem } from '../common/Problem';

/** The "Attacked?" card of the Round tab; render it only when the ruleset has `reactTo`. */
export function IncomingCard(p: { model: CharacterModel }): JSX.Element {
  const m = p.model;
  const rs = m.ruleset.value!;
  const [text, setText] = useState('');
  const [camera, setCamera] = useState(false);
  const [read, setRead] = useState<IncomingRead | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);

  async function take(t: string) {
    setBusy(true);
    setCamera(false);
    setChosen(null);
    try {
      setRead(await readIncoming(rs, t));
    } finally {
      setBusy(false);
    }
  }

  async function pick(e: Event) {
    setBusy(true);
    try {
      const found = await readPickedQrImage(e);
      if (found !== null) await take(found);
    } catch (err) {
      setRead({ ok: false, message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Fold class="card pl-incoming" summary={<h2>Attacked? React to it</h2>}>
      <div class="stack">
        <p class="small muted">Read the attacker's code to fill in your reaction, or set the reaction fields in the form below from what the GM tells you.</p>
        {camera ? <Camera onText={(t) => void take(t)} onClose={() => setCamera(false)} />
          : <button type="button" class="btn btn-block" onClick={() => setCamera(true)}>Scan the attacker's code</button>}
        <div class="field">
          <label for="pl-incoming-text">Or paste the attacker's code or link</label>
          <textarea id="pl-incoming-text" value={text} onInput={(e) => setText(e.currentTarget.value)} spellcheck={false} autocapitalize="off" />
        </div>
        <button type="button" class="btn" disabled={busy || !text.trim()} onClick={() => void take(text)}>Read the code</button>
        <div class="field">
          <label for="pl-incoming-file">Or pick a picture of the code</label>
          <input id="pl-incoming-file" type="file" accept="image/*" disabled={busy} onChange={(e) => void pick(e)} />
        </div>
        <div aria-live="polite">
          {read && !read.ok ? <Problem message={read.message} detail={read.detail} /> : null}
          {read && read.ok ? (
            <div class="stack">
              <p>{read.attacker}'s round: which attack are you reacting to?</p>
              {read.choices.map((c) => (
                <button key={c.entry.id} type="button" class="btn btn-block" aria-pressed={chosen === c.entry.id}
                  onClick={() => { m.reactWith(c.values); setChosen(c.entry.id); }}>
                  {c.text}
                </button>
              ))}
              {chosen ? <p class="alert alert-good" role="status">Your round is set to react to {read.attacker}'s {read.choices.find((c) => c.entry.id === chosen)?.entry.label}: check the form, then Roll.</p> : null}
            </div>
          ) : null}
        </div>
      </div>
    </Fold>
  );
}
