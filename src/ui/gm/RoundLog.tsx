/** Reminders carried from the last round, and the log of past rounds of the encounter. */
import { useFocusAfter } from './focus';
import type { GmModel } from './model';

/** "Carried from round N": each reminder with a Done button; nothing when there are none. */
export function Carried({ model }: { model: GmModel }) {
  const carried = model.round.value.carried ?? [];
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

/** The encounter's past rounds, newest first, folded. */
export function RoundLog({ model }: { model: GmModel }) {
  const log = model.round.value.log ?? [];
  if (!log.length) return null;
  return (
    <details class="card gm-log">
      <summary>Past rounds ({log.length})</summary>
      {[...log].reverse().map((r) => (
        <section key={r.round} aria-label={`Round ${r.round}`}>
          <h3 class="gm-phase-title">Round {r.round}</h3>
          <ul class="small">{r.lines.map((l, i) => <li key={i}>{l}</li>)}</ul>
        </section>
      ))}
    </details>
  );
}
