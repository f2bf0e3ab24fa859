/**
 * "Take a hit": the attacker's code scanned, pasted or picked as a picture, its attacks listed
 * to apply (those that landed are ticked), or the damage typed as the GM calls it out, with
 * the outcome, the kind of attack and whether armour applies. Applying hands the hits to the
 * living model; a code that cannot apply says why and changes nothing.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Ruleset } from '../../engine/ruleset';
import { readPickedQrImage } from '../scan/qrInput';
import { readHitCode, typedHit, type HitRead } from './hit';
import { Camera } from '../scan/Camera';
import type { Living } from './living';
import { Problem } from '../common/Problem';
import { WrapSelect } from '../forms/WrapSelect';

const TAG_LABEL: Record<string, string> = {
  melee: 'Melee', missile: 'Missile', thrown: 'Thrown', arrow: 'Arrow', bolt: 'Bolt', firearm: 'Firearm', blast: 'Blast', unarmed: 'Unarmed', spell: 'Spell', 'non-lethal': 'Non-lethal',
};

/** A tag a ruleset adds ('ground-fire') as words: "Ground fire". */
const tagWord = (t: string) => (t.charAt(0).toUpperCase() + t.slice(1)).replace(/-/g, ' ');

/** The hit form; `onDone` closes it after a hit was applied. `sent`: a monster's round the GM sent on the link, read at once. */
export function TakeHit(p: { rs: Ruleset; living: Living; onDone: () => void; sent?: { readonly code: string; readonly from: string }; self?: string | undefined }): JSX.Element {
  const outcomes = p.rs.state?.hitOutcomes ?? [{ id: 'hit', label: 'Hit' }];
  const tags = p.rs.state?.hitTags ?? [];
  const [camera, setCamera] = useState(false);
  const [text, setText] = useState('');
  const [read, setRead] = useState<HitRead | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [damage, setDamage] = useState('');
  const [outcome, setOutcome] = useState(outcomes[0]!.id);
  const [chosenTags, setChosenTags] = useState<string[]>([]);
  const [armour, setArmour] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = p.living.busy.value;

  const show = (r: HitRead) => {
    setRead(r);
    setPicked(new Set(r.ok ? r.choices.filter((c) => c.landed).map((c) => c.index) : []));
  };
  async function take(t: string) {
    setCamera(false);
    show(await readHitCode(p.rs, t, p.self));
  }
  async function pick(e: Event) {
    try {
      const found = await readPickedQrImage(e);
      if (found !== null) await take(found);
    } catch (err) { show({ ok: false, message: err instanceof Error ? err.message : String(err) }); }
  }
  async function apply(hits: Parameters<Living['takeHits']>[0]) {
    const r = await p.living.takeHits(hits);
    if ('error' in r) { setProblem(r.error); return; }
    p.onDone();
  }
  const applyCode = () => {
    if (!read?.ok) return;
    void apply(read.choices.filter((c) => picked.has(c.index)).map((c) => c.hit));
  };
  const applyTyped = (e: Event) => {
    e.preventDefault();
    const t = typedHit({ damage, outcome, tags: chosenTags, armourApplies: armour });
    if (!t.ok) { setProblem(t.message); return; }
    void apply([t.hit]);
  };
  useEffect(() => { if (p.sent) void take(p.sent.code); }, [p.sent?.code]);
  const n = picked.size;

  return (
    <section class="card stack pl-hit" aria-labelledby="pl-hit-h">
      <h2 id="pl-hit-h">Take a hit</h2>
      {p.sent ? <p class="small" role="status">The GM sent {p.sent.from}'s round to this phone.</p> : null}
      {camera ? <Camera onText={(t) => void take(t)} onClose={() => setCamera(false)} label="Camera view for the attacker's code" />
        : <button type="button" class="btn btn-block" onClick={() => { setCamera(true); setRead(null); }}>Scan the attacker's code</button>}
      <div aria-live="polite">
        {read && !read.ok ? <Problem message={read.message} detail={read.detail} /> : null}
        {read && read.ok ? (
          <fieldset class="stack pl-hit-choices">
            <legend>{read.attacker}'s attacks: which hit you?</legend>
            {read.choices.map((c) => (
              <label key={c.index} class="check-row">
                <input type="checkbox" checked={picked.has(c.index)} onChange={(e) => {
                  const next = new Set(picked);
                  if (e.currentTarget.checked) next.add(c.index); else next.delete(c.index);
                  setPicked(next);
                }} />
                <span>{c.text}{c.landed ? '' : ' (missed)'}</span>
              </label>
            ))}
            <button type="button" class="btn btn-primary btn-block" disabled={busy || n === 0} onClick={applyCode}>
              {n === 0 ? 'Tick the attacks that hit you' : `Apply ${n === 1 ? 'this hit' : `these ${n} hits`}`}
            </button>
          </fieldset>
        ) : null}
      </div>
      <details class="pl-fold">
        <summary>Paste the code, or pick a picture of it</summary>
        <div class="stack">
          <div class="field">
            <label for="pl-hit-text">The attacker's code or link</label>
            <textarea id="pl-hit-text" value={text} onInput={(e) => setText(e.currentTarget.value)} spellcheck={false} autocapitalize="off" />
          </div>
          <button type="button" class="btn" disabled={!text.trim()} onClick={() => void take(text)}>Read the code</button>
          <div class="field">
            <label for="pl-hit-file">A picture of the code</label>
            <input id="pl-hit-file" type="file" accept="image/*" onChange={(e) => void pick(e)} />
          </div>
        </div>
      </details>
      <form class="stack pl-hit-typed" onSubmit={applyTyped} aria-labelledby="pl-hit-typed-h">
        <h3 id="pl-hit-typed-h">Or type what the GM says</h3>
        <div class="pl-hit-row">
          <div class="field">
            <label for="pl-hit-damage">Damage</label>
            <input id="pl-hit-damage" inputMode="numeric" pattern="[0-9]*" autocomplete="off" value={damage}
              onInput={(e) => { setDamage(e.currentTarget.value); setProblem(null); }} aria-describedby="pl-hit-damage-help" />
          </div>
          <div class="field">
            <label for="pl-hit-outcome">Outcome</label>
            <WrapSelect shown={outcomes.find((o) => o.id === outcome)?.label ?? ''} id="pl-hit-outcome" value={outcome} onChange={(e) => setOutcome(e.currentTarget.value)}>
              {outcomes.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
            </WrapSelect>
          </div>
        </div>
        <p id="pl-hit-damage-help" class="small muted">Before your armour: the app takes it off.</p>
        {tags.length ? (
          <fieldset class="pl-hit-tags">
            <legend>Kind of attack</legend>
            {tags.map((t) => (
              <label key={t} class="check-row">
                <input type="checkbox" checked={chosenTags.includes(t)}
                  onChange={(e) => setChosenTags(e.currentTarget.checked ? [...chosenTags, t] : chosenTags.filter((x) => x !== t))} />
                <span>{TAG_LABEL[t] ?? tagWord(t)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <label class="check-row">
          <input type="checkbox" checked={armour} onChange={(e) => setArmour(e.currentTarget.checked)} />
          <span>My armour applies</span>
        </label>
        <button type="submit" class="btn btn-primary btn-block" disabled={busy || !damage.trim()}>Apply the hit</button>
      </form>
      {problem ? <p class="alert alert-bad" role="alert">{problem}</p> : null}
      <button type="button" class="btn btn-block" onClick={p.onDone}>Cancel</button>
    </section>
  );
}
