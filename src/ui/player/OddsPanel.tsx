/**
 * The live odds of the declared round, from the plan's exact distributions: per action its
 * initiative and the chance of each phase, the need and every band's chance (or a table by the
 * target's value when the need is unknown), damage per outcome; then the character's defence,
 * status, lost attacks and notes.
 */
import type { JSX } from 'preact';
import type { CheckPlan, DamagePlan, Phase, PlannedAction, Plan } from '../../engine/ruleset';
import { damageSummary, facesText, hitChances, initiativeText, mergedBands, pct, phaseOdds, phaseWord } from './odds';
import { targetWord } from '../common/terms';
import { TONE_CLASS, TONE_ICON } from '../common/tone';
import { NoteList, StatList } from './ResultCard';

/** The odds of `plan`; `phases` are the ruleset's, for the chance of each phase. */
export function OddsPanel(p: { plan: Plan; phases: readonly Phase[] }): JSX.Element {
  const plan = p.plan;
  return (
    <section class="pl-odds" aria-labelledby="pl-odds-h">
      <h2 id="pl-odds-h" class="visually-hidden">Odds of this round</h2>
      {plan.actions.length === 0 ? <p class="muted">Nothing to roll with this declaration.</p> : null}
      {plan.actions.map((a) => <ActionOdds key={a.id} action={a} phases={p.phases} rulesetId={plan.rulesetId} />)}
      <StatList title="Your defence this round (tell the GM)" stats={plan.defence} big />
      <StatList title="Status" stats={plan.status} />
      <NoteList title="Lost to this declaration" notes={plan.lost} />
      <NoteList title="Notes" notes={plan.notes} />
    </section>
  );
}

/** The character's first defence figure as one line for the round screen ("DEF this round: 25"), or null when the plan has none. */
export function defenceLine(plan: Plan): string | null {
  const d = plan.defence[0];
  return d ? `${d.label}: ${d.value}` : null;
}

function ActionOdds(p: { action: PlannedAction; phases: readonly Phase[]; rulesetId: string }): JSX.Element {
  const a = p.action;
  const t = a.timing;
  return (
    <article class="pl-action card">
      <h3>{a.label}</h3>
      {t.kind !== 'turn' ? (
        <p class="pl-line">
          <span class="pl-key">Initiative</span> <span class="num">{initiativeText(t)}</span>
          {t.kind === 'initiative' ? (
            <span class="pl-sub">{phaseOdds(t.dist, p.phases).map((x) => `${phaseWord(x.label)} ${pct(x.p)}`).join(' · ')}</span>
          ) : null}
          {t.note ? <span class="pl-sub muted">{t.note}</span> : null}
        </p>
      ) : t.note ? <p class="pl-sub muted">{t.note}</p> : null}
      {a.castingTime !== undefined ? <p class="pl-line"><span class="pl-key">Casting time</span> <span class="num">{a.castingTime}</span> segments</p> : null}
      {a.check ? <CheckOdds check={a.check} rulesetId={p.rulesetId} /> : null}
      {a.damage?.length ? <DamageOdds damage={a.damage} check={a.check} rulesetId={p.rulesetId} /> : null}
      {a.notes?.length ? <NoteList notes={a.notes} /> : null}
    </article>
  );
}

function CheckOdds(p: { check: CheckPlan; rulesetId: string }): JSX.Element {
  const c = p.check;
  if (c.need === null || c.bands.length === 0) {
    const rows = c.byTarget ?? [];
    const word = targetWord(p.rulesetId);
    return (
      <div class="pl-check-odds">
        <p class="pl-line"><span class="pl-key">Need</span> <span class="pl-big num">?</span> <span class="muted">on d{c.die}: depends on the target's {word}. Ask the GM, or enter it under "Target".</span></p>
        {rows.length ? (
          <table class="pl-bytarget">
            <thead><tr><th scope="col">{word}</th><th scope="col">Need</th><th scope="col">Hit</th><th scope="col">Crit</th></tr></thead>
            <tbody>
              {rows.map((r) => {
                const h = hitChances(r.bands);
                return <tr key={r.target}><td class="num">{r.target}</td><td class="num">{r.need}</td><td>{pct(h.hit)}</td><td>{pct(h.strong)}</td></tr>;
              })}
            </tbody>
          </table>
        ) : <p class="muted">Ask the GM for the target's {word}, or enter it in the round below.</p>}
      </div>
    );
  }
  return (
    <div class="pl-check-odds">
      <p class="pl-line"><span class="pl-key">Need</span> <span class="pl-big num">{c.need}</span> <span class="muted">on d{c.die}{c.mode === 'over' && c.bonus ? ` ${c.bonus > 0 ? '+' : ''}${c.bonus}` : ''}</span></p>
      <ul class="pl-bands">
        {mergedBands(c.bands).map((b) => (
          <li key={b.outcome} class={TONE_CLASS[b.tone]}>
            <span aria-hidden="true">{TONE_ICON[b.tone]} </span><b>{b.label}</b> <span class="num">{facesText(b.faces, c.die)}</span> <b class="num">{pct(b.p)}</b>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DamageOdds(p: { damage: readonly DamagePlan[]; check: CheckPlan | undefined; rulesetId: string }): JSX.Element {
  const labelOf = (id: string) => p.check?.bands.find((b) => b.outcome === id)?.label ?? p.check?.byTarget?.[0]?.bands.find((b) => b.outcome === id)?.label ?? id;
  return (
    <div class="pl-damage-odds">
      <p class="pl-key">Damage</p>
      <ul>
        {p.damage.map((d, i) => {
          const s = damageSummary(d, p.rulesetId);
          return (
            <li key={i}>
              <b>{d.outcomes.map(labelOf).join(' / ')}</b>: <span class="num">{s.expr}</span> → <span class="num">{s.range}</span>
              <span class="muted"> (mean {s.mean})</span> · {s.armour}
              {d.note ? <span class="pl-sub muted">{d.note}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
