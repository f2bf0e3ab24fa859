/**
 * The Round tab: the latest result (after Roll), the live odds of the declaration, the
 * declaration form, and the big sticky Roll button with a one-line summary of the first action.
 */
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { SchemaForm } from '../forms';
import type { CharacterModel } from './model';
import { OddsPanel } from './OddsPanel';
import { IncomingCard } from './Incoming';
import { hitChances, pct } from './odds';
import { ResultCard } from './ResultCard';
import { VerifiedCard } from '../verified/VerifiedCard';

/** "Longsword: need 72 · hit 61%", for the sticky bar. */
function summary(m: CharacterModel): string {
  const p = m.plan.value;
  if (!p.ok) return p.message;
  const a = p.plan.actions.find((x) => x.check) ?? p.plan.actions[0];
  if (!a) return 'Nothing to roll';
  const c = a.check;
  if (!c) return a.label;
  if (c.need === null) return `${a.label}: need depends on the target`;
  return `${a.label}: need ${c.need} · success ${pct(hitChances(c.bands).hit)}`;
}

/** The Round tab of a loaded character model (its ruleset is set). */
export function RoundTab(p: { model: CharacterModel }): JSX.Element {
  const m = p.model;
  const resultRef = useRef<HTMLDivElement>(null);
  const rs = m.ruleset.value!;
  const schema = m.declarationSchema.value;
  const plan = m.plan.value;
  // Bring the card into view and let a screen reader land on it.
  const show = () => requestAnimationFrame(() => {
    resultRef.current?.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    resultRef.current?.focus({ preventScroll: true });
  });
  // The code field sits below the declaration, often screens away from the thumb on Roll: bring it up, keyboard and all.
  const toCode = () => {
    const field = document.getElementById('vf-code');
    field?.scrollIntoView({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    field?.focus({ preventScroll: true });
  };
  const roll = () => {
    // Verified mode derives the dice asynchronously (Web Crypto); a refused code takes the focus.
    if (m.verified.value) {
      void m.rollWithCode().then((r) => { if (r) show(); else if (!m.parsedCode.value.ok) toCode(); });
      return;
    }
    if (m.roll()) show();
  };
  const blocked = m.rollBlocked.value;
  // Without a good round code Roll is only marked unavailable: a tap goes to the code field instead of doing nothing.
  const needsCode = m.verified.value && !m.rolling.value && !m.parsedCode.value.ok;
  const newRound = () => { m.newRound(); window.scrollTo(0, 0); };
  return (
    <div class="pl-round stack">
      {/* Not a live region: the card announces the round in one sentence through the app's own (app/announce.tsx). */}
      <div ref={resultRef} tabIndex={-1} class="pl-result-live">
        {m.result.value ? (
          <ResultCard result={m.result.value} phases={rs.phases} onRollAgain={roll} onNewRound={newRound} />
        ) : null}
      </div>
      {plan.ok ? <OddsPanel plan={plan.plan} phases={rs.phases} /> : <p class="alert alert-warn" role="status">{plan.message}</p>}
      {rs.reactTo ? <IncomingCard model={m} /> : null}
      <section class="card" aria-labelledby="pl-declare-h">
        <h2 id="pl-declare-h">Declare the round</h2>
        {schema ? (
          <SchemaForm fields={schema} values={m.declaration.value} errors={m.declarationIssues.value} idPrefix="decl"
            onChange={(v) => m.setDeclaration(v)} />
        ) : <p class="muted">This character has nothing to declare.</p>}
      </section>
      {m.verified.value ? <VerifiedCard model={m} /> : null}
      <div class="pl-rollbar">
        {blocked ? <p class="pl-rollbar-why" id="pl-roll-why">{blocked}</p> : <p class="pl-rollbar-summary" aria-hidden="true">{summary(m)}</p>}
        <button type="button" class="btn btn-primary pl-roll" disabled={!plan.ok || (Boolean(blocked) && !needsCode)} aria-disabled={plan.ok && needsCode ? 'true' : undefined} aria-describedby={blocked ? 'pl-roll-why' : undefined} onClick={roll}>Roll</button>
      </div>
    </div>
  );
}
