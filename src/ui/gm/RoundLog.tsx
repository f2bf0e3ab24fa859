/** Reminders carried from the last round, the log of past rounds of the encounter, and the fight's log of changes to monsters. */
import { useFocusAfter } from './focus';
import type { GmModel } from './model';
import type { FightEntry } from './fight';
import { RoundSheet } from './RoundSheet';

/** "Carried from round N": each reminder with a Done button; nothing when there are none. */
export function Carried({ model }: { model: GmModel }) {
  const carried = model.parts.carried.value ?? [];
  const focusNext = useFocusAfter();
  if (!carried.length) return null;
  return (
    <section class="card stack gm-carried" aria-labelledby="gm-carried-title">
      <h2 id="gm-carried-title">Carried from round {carried[0]!.from}</h2>
      <ul class="gm-carried-list">
        {carried.map((c, i) => (
          <li key={i}>
            <p><strong>{c.who}</strong>: {c.text}</p>
            <button type="button" id={`gm-carried-${i}`} class="btn" onClick={() => { model.dismissCarried(i); focusNext(`gm-carried-${i}`, `gm-carried-${i - 1}`, 'gm-title'); }} aria-label={`Done: ${c.who}, ${c.text}`}>Done</button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The encounter's past rounds, newest first, folded; each verified code's sheet opens from its round. */
export function RoundLog({ model }: { model: GmModel }) {
  const log = model.parts.log.value ?? [];
  if (!log.length) return null;
  return (
    <details class="card gm-log">
      <summary>Past rounds ({log.length})</summary>
      {[...log].reverse().map((r) => (
        <section key={r.round} aria-label={`Round ${r.round}`}>
          <h3 class="gm-phase-title">Round {r.round}</h3>
          <ul class="small">{r.lines.map((l, i) => <li key={i}>{l}</li>)}</ul>
          {r.sheets?.map((s, i) => <RoundSheet key={i} rulesetId={s.rulesetId} inputs={s.inputs} title={`${s.who}: sheet this round was rolled from${s.mark ? ` (${s.mark})` : ''}`} />)}
        </section>
      ))}
    </details>
  );
}

const KIND_WORD: Readonly<Record<string, string>> = { hit: 'Hit', tick: 'End of round', heal: 'Healed', clear: 'Cleared' };

/** One change to a monster, with Undo. */
function FightLine({ model, f }: { model: GmModel; f: FightEntry }) {
  return (
    <li class="gm-fight-line">
      <div class="gm-fight-what">
        <p><strong>{f.who}</strong>{f.from ? <> ← {f.from}</> : <> · {KIND_WORD[f.kind]}</>}<br /><span class="small">{f.text}</span></p>
        {f.notes.length > 0 && (
          <details class="small gm-fight-notes">
            <summary>What applied ({f.notes.length})</summary>
            <ul>{f.notes.map((n, i) => <li key={i}>{n}</li>)}</ul>
          </details>
        )}
      </div>
      <button type="button" id={`gm-fight-${f.id}`} class="btn" onClick={() => model.undoFight(f.id)} aria-label={`Undo: ${f.who}, ${f.text}`}>Undo</button>
    </li>
  );
}

/**
 * The fight's log: who hit whom for how much, the ends of rounds and changes by hand, each with
 * Undo; this round's open, earlier rounds folded. Nothing before the first change.
 */
export function FightLog({ model }: { model: GmModel }) {
  const all = model.parts.fight.value ?? [];
  if (!all.length) return null;
  const now = model.parts.number.value;
  const mine = all.filter((f) => f.round >= now - 1).reverse();
  const earlier = all.filter((f) => f.round < now - 1).reverse();
  const rounds = [...new Set(earlier.map((f) => f.round))];
  return (
    <section class="card stack gm-fight" aria-labelledby="gm-fight-title">
      <h2 id="gm-fight-title">Hits and changes</h2>
      <ul class="gm-carried-list">{mine.map((f) => <FightLine key={f.id} model={model} f={f} />)}</ul>
      {rounds.length > 0 && (
        <details class="gm-log">
          <summary>Earlier rounds ({rounds.length})</summary>
          {rounds.map((r) => (
            <section key={r} aria-label={`Round ${r}`}>
              <h3 class="gm-phase-title">Round {r}</h3>
              <ul class="gm-carried-list">{earlier.filter((f) => f.round === r).map((f) => <FightLine key={f.id} model={model} f={f} />)}</ul>
            </section>
          ))}
        </details>
      )}
    </section>
  );
}
