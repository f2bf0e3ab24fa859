/**
 * The Round tab, built for the loop a player repeats all evening on one phone screen. Before
 * Roll: the inputs that change between rounds (the declaration fields its ruleset marks
 * `perRound`), one line per action with its need and chance, and the sticky Roll button; the
 * full odds and the rest of the declaration fold out on demand. After Roll: the result card in
 * its hand-over layout (a headline per action and the QR for the GM), with "Next round" and a
 * "Roll again" that asks first.
 */
import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { Field } from '../../engine/schema';
import { isVisible } from '../../engine/schema';
import { SchemaForm } from '../forms';
import { changedCount, hasIssuesUnder } from '../forms/draft';
import { targetWord } from '../common/terms';
import { linkLine, VerifiedCard } from './VerifiedCard';
import { IncomingCard } from './Incoming';
import type { CharacterModel } from './model';
import { needLine } from './odds';
import { Fold } from '../common/Fold';
import { Lazy } from '../common/Lazy';
import { OddsPanel, defenceLine } from './OddsPanel';
import { ResultCard } from './ResultCard';
import { StateStrip } from './StateStrip';
import { useSettle } from '../common/settle';
import { characterName } from '../../storage';
import { PlayerLink, RoundSent } from '../link/PlayerLink';

const perRound = (f: Field) => Boolean(f.perRound);
/** "Compare choices" comes with its own code, fetched the first time the fold opens. */
const loadCompare = () => import('./ComparePanel').then((x) => x.ComparePanel);
const notPerRound = (f: Field) => !f.perRound;
const motion = (): ScrollBehavior => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** The Round tab of a loaded character model (its ruleset is set). */
export function RoundTab(p: { model: CharacterModel }): JSX.Element {
  const m = p.model;
  const resultRef = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  const rs = m.ruleset.value!;
  const name = characterName(m.character.value!.sheet);
  const plan = m.plan.value;
  const result = m.result.value;
  // The result replaces the round: bring its top just under the sticky bars (its scroll-margin) and let a
  // screen reader land on it. At once, not smoothly: a smooth scroll in Firefox stops short when the page
  // shrinks under it (the declaration gives way to the shorter result), leaving the result half-way down.
  // The page's top first; once the QR code is drawn, if it would sit under the bottom bar (a short
  // phone), the result moves up to just under the sticky bars so the whole code shows.
  const show = () => requestAnimationFrame(() => {
    const el = resultRef.current;
    window.scrollTo({ top: 0, behavior: 'instant' });
    el?.focus({ preventScroll: true });
    let frames = 0;
    const fit = () => {
      const img = el?.querySelector<HTMLImageElement>('img.pl-qr-img');
      if (!el || !el.isConnected) return;
      if (!img?.complete) { if (++frames < 120) requestAnimationFrame(fit); return; }
      const bar = document.querySelector('.pl-rollbar')?.getBoundingClientRect().top ?? innerHeight;
      if (img.getBoundingClientRect().bottom > bar) el.scrollIntoView({ block: 'start', behavior: 'instant' });
    };
    requestAnimationFrame(fit);
  });
  // A refused round code takes the focus: the field is on the first screen, the keyboard comes up.
  const toCode = () => {
    const field = document.getElementById('vf-code');
    field?.scrollIntoView({ block: 'center', behavior: motion() });
    field?.focus({ preventScroll: true });
  };
  const roll = () => {
    setConfirming(false);
    // Verified mode derives the dice asynchronously (Web Crypto); a refused code takes the focus.
    if (m.verified.value) {
      void m.rollWithCode().then((r) => { if (r) show(); else if (!m.parsedCode.value.ok) toCode(); });
      return;
    }
    if (m.roll()) show();
  };
  // Roll under the declaration rolls only while no result shows: a second quick tap can reach this
  // button before the screen has swapped it for the result (a slow phone), and must not roll again
  // without Roll again's question.
  const rollFresh = () => { if (!m.result.peek()) roll(); };
  const nextRound = () => {
    setConfirming(false);
    m.newRound();
    window.scrollTo(0, 0);
    requestAnimationFrame(() => document.getElementById('pl-roll')?.focus({ preventScroll: true }));
  };
  // No tap does two things: what appears where the finger just was takes no tap for a moment
  // (common/settle.ts). Next round and Roll again when a result shows (opened from the list too),
  // the question's answers when it is asked, Roll when it comes back after Next round.
  const afterRoll = useSettle(result);
  const asked = useSettle(confirming, false);
  const afterNext = useSettle(result === null, false);
  const settle = (s: { settling: boolean }) => (s.settling ? 'true' : undefined);
  const blocked = m.rollBlocked.value;
  // Without a good round code Roll is only marked unavailable: a tap goes to the code field instead of doing nothing.
  const needsCode = m.verified.value && !m.rolling.value && !m.parsedCode.value.ok && !m.sheetDirty.value;

  if (result) {
    // Verified: which link of the chain a roll again takes (the same code gives the same dice).
    const e = m.evening.value, c = m.parsedCode.value;
    const chain = m.verified.value && e ? linkLine(e.link, e.code, c.ok ? c.code : null, result.proof) : null;
    return (
      <div class="pl-round stack">
        {/* Not a live region: the card announces the round in one sentence through the app's own (app/announce.tsx). */}
        <PlayerLink name={name} place="top" />
        <RoundSent result={result} />
        <div ref={resultRef} tabIndex={-1} class="pl-result-live">
          <ResultCard result={result} phases={rs.phases} layout="handover" code={m.start.round?.code} onCode={m.keepCode} />
        </div>
        {/* A monster's or another player's hit can land while this round is shown (the round's DEF / AC resolves it). */}
        {rs.state ? <StateStrip rs={rs} living={m.living} self={name} rolled /> : null}
        <PlayerLink name={name} place="fold" />
        <div class="pl-rollbar pl-rollbar-after">
          {confirming ? (
            <div class="pl-confirm" role="group" aria-labelledby="pl-confirm-q">
              <p id="pl-confirm-q" class="pl-confirm-q">
                {m.verified.value ? 'Roll this round again? The GM will see that it was rolled again.' : 'Roll this round again? This result goes away.'}
              </p>
              {chain ? <p class="small">{chain}</p> : null}
              {m.verifiedProblem.value ? <p class="alert alert-bad" role="alert">{m.verifiedProblem.value}</p> : null}
              <div class="pl-bar-buttons">
                <button type="button" class="btn" aria-disabled={settle(asked)} onClick={asked.guard(() => setConfirming(false))}>Keep this roll</button>
                <button type="button" class="btn btn-danger" aria-disabled={settle(asked)} onClick={asked.guard(roll)} disabled={m.rolling.value}>Yes, roll again</button>
              </div>
            </div>
          ) : (
            <div class="pl-bar-buttons">
              <button type="button" class="btn" aria-disabled={settle(afterRoll)} onClick={afterRoll.guard(() => setConfirming(true))}>Roll again</button>
              <button type="button" class="btn btn-primary pl-next" aria-disabled={settle(afterRoll)} onClick={afterRoll.guard(nextRound)}>Next round</button>
            </div>
          )}
        </div>
      </div>
    );
  }

  const schema = m.declarationSchema.value;
  const values = m.declaration.value;
  const issues = m.declarationIssues.value;
  const rest = schema ? schema.fields.filter((f) => !f.perRound && isVisible(f, values)) : [];
  const top = schema ? schema.fields.filter((f) => f.perRound && isVisible(f, values)) : [];
  const restSet = changedCount(rest, values);
  const restBad = rest.some((f) => hasIssuesUnder(issues, f.key));
  const helped = top.filter((f) => f.help);
  const word = targetWord(rs.id);
  const sheetMsg = m.sheetMessage.value;
  return (
    <div class="pl-round stack">
      {/* Verified mode: the GM's round code is what changes first every round. */}
      {m.verified.value ? <VerifiedCard model={m} /> : null}
      <PlayerLink name={name} place="top" />
      {rs.state ? <StateStrip rs={rs} living={m.living} self={name} /> : null}
      {schema && top.length ? (
        <section class="card pl-now" aria-labelledby="pl-now-h">
          <h2 id="pl-now-h" class="visually-hidden">This round</h2>
          <SchemaForm glossary={rs.glossary} fields={schema} pick={perRound} compact values={values} errors={issues} idPrefix="decl" onChange={(v) => m.setDeclaration(v)} />
        </section>
      ) : null}
      {plan.ok ? (
        <section class="pl-needs" aria-labelledby="pl-needs-h">
          <h2 id="pl-needs-h" class="visually-hidden">Need and chance</h2>
          {plan.plan.actions.length ? (
            <ul class="pl-need-list">
              {plan.plan.actions.map((a) => <li key={a.id}>{needLine(a, word)}</li>)}
              {defenceLine(plan.plan) ? <li class="pl-need-def">{defenceLine(plan.plan)}</li> : null}
            </ul>
          ) : <p class="muted">Nothing to roll with this declaration.</p>}
        </section>
      ) : <p class="alert alert-warn" role="status">{plan.message}</p>}
      {plan.ok ? (
        <Fold class="pl-fold" summary="All odds: bands, damage, defence">
          <OddsPanel plan={plan.plan} phases={rs.phases} />
        </Fold>
      ) : null}
      {plan.ok && top.length ? (
        <Fold class="pl-fold pl-cmp-fold" summary="Compare choices">
          <Lazy load={loadCompare} props={{ model: m }} label="comparison" />
        </Fold>
      ) : null}
      {schema ? (
        <Fold class="pl-fold" open={restBad} summary={
          <>More of this round{restBad ? <span class="rf-section-flag"> · needs fixing</span> : restSet ? <span class="rf-section-count"> · {restSet} set</span> : null}</>
        }>
          <div class="stack">
            {helped.length ? (
              <dl class="pl-field-help">
                {helped.map((f) => <div key={f.key}><dt>{f.label}</dt><dd>{f.help}</dd></div>)}
              </dl>
            ) : null}
            {rest.length ? (
              <SchemaForm glossary={rs.glossary} fields={schema} pick={notPerRound} collapsed values={values} errors={issues} idPrefix="decl" onChange={(v) => m.setDeclaration(v)} />
            ) : <p class="muted">Nothing else to declare.</p>}
          </div>
        </Fold>
      ) : <p class="muted">This character has nothing to declare.</p>}
      {rs.reactTo ? <IncomingCard model={m} /> : null}
      <PlayerLink name={name} place="fold" />
      <div class="pl-rollbar">
        {blocked ? <p class="pl-rollbar-why" id="pl-roll-why">{blocked}</p> : null}
        {m.sheetDirty.value ? (
          <>
            {sheetMsg && !sheetMsg.ok ? <p class="pl-rollbar-why tone-fumble" role="alert">{sheetMsg.text}</p> : null}
            <div class="pl-bar-buttons">
              <button type="button" class="btn" onClick={() => m.undoSheet()}>Undo sheet changes</button>
              <button type="button" class="btn" onClick={() => void m.saveSheet()}>Save the sheet</button>
            </div>
          </>
        ) : null}
        <button type="button" id="pl-roll" class="btn btn-primary pl-roll" disabled={!plan.ok || (Boolean(blocked) && !needsCode)}
          aria-disabled={(plan.ok && needsCode) || afterNext.settling ? 'true' : undefined} aria-describedby={blocked ? 'pl-roll-why' : undefined} onClick={afterNext.guard(rollFresh)}>Roll</button>
      </div>
    </div>
  );
}
