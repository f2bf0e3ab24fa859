/**
 * Re-rolls waiting for the GM (verified table mode): a second code for a round already taken,
 * with the same round code and link of the chain but other figures. Both rolls are shown side
 * by side, each with the sheet it was rolled from, and one line says what differs between
 * their inputs; the first stays until the GM takes the second.
 */
import type { ResultEntry, RoundResult } from '../../engine/ruleset';
import { clockTimeSeconds } from '../common/clock';
import type { GmModel } from './model';
import { characterKey, displayName } from './round';
import { verdictWord } from './verified';
import { InputsLine, RoundSheet } from './RoundSheet';

const time = clockTimeSeconds;

/** One line per entry: its label, initiative, roll and outcome, damage. */
function line(e: ResultEntry): string {
  const parts = [
    e.timing ? `initiative ${e.timing.total}` : '',
    e.check ? `${e.check.label} (rolled ${e.check.face}${e.check.need !== null ? `, need ${e.check.need}` : ''})` : '',
    e.damage ? `damage ${e.damage.total}` : '',
  ].filter(Boolean);
  return `${e.label}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

function Roll({ title, r }: { title: string; r: RoundResult }) {
  return (
    <div class="stack">
      <h4>{title}</h4>
      <ul>{r.entries.filter((e) => !e.skipped).map((e, i) => <li key={i}>{line(e)}</li>)}</ul>
      {r.proof?.inputs && <RoundSheet key={r.proof.inputs} rulesetId={r.rulesetId} inputs={r.proof.inputs} title="Sheet this roll was rolled from" />}
    </div>
  );
}

/** The re-rolls waiting, each with "Take the re-roll" and "Keep the first". */
export function Rerolls({ model }: { model: GmModel }) {
  const waiting = Object.entries(model.parts.rerolls.value ?? {});
  if (!waiting.length) return null;
  const results = model.parts.results.value;
  return (
    <section class="card stack" aria-labelledby="gm-rerolls-title">
      <h2 id="gm-rerolls-title">Re-rolls</h2>
      {waiting.map(([key, p]) => {
        const first = results.find((r) => characterKey(r.character) === key);
        const who = displayName(p.result.character);
        return (
          <div key={key} class="stack">
            <h3>{who}</h3>
            <p>{first?.proof && p.result.proof && first.proof.link !== p.result.proof.link
              ? 'Rolled again for this round with the same code on another round of the phone\'s chain: other dice, a second try at the round.'
              : 'Rolled again for this round with the same code: the dice are the same, so other figures mean another declaration or sheet.'} The first roll counts unless you take the second.</p>
            {first?.proof?.inputs && p.result.proof?.inputs && first.rulesetId === p.result.rulesetId && (
              <InputsLine rulesetId={first.rulesetId} before={first.proof.inputs} after={p.result.proof.inputs} />
            )}
            {first && <Roll title={`First roll, ${time(first.at)} (kept)`} r={first} />}
            <Roll title={`Second roll, ${time(p.result.at)} · ${verdictWord(p.verdict.round)}`} r={p.result} />
            <div class="row">
              <button type="button" class="btn" onClick={() => model.settleReroll(key, false)}>Keep the first roll</button>
              <button type="button" class="btn" onClick={() => model.settleReroll(key, true)}>Take the re-roll</button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
