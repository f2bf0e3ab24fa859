/** The History tab: this character's past rounds, newest first, each opening to its result card. */
import type { JSX } from 'preact';
import type { RoundResult } from '../../engine/ruleset';
import type { CharacterModel } from './model';
import { TONE_ICON } from '../tone';
import { ResultCard } from './ResultCard';

/** One line about a round: "3 actions · Critical, Hit, Miss". */
export function roundLine(r: RoundResult): string {
  const outcomes = r.entries.filter((e) => e.check).map((e) => `${TONE_ICON[e.check!.tone]} ${e.check!.label}`);
  const n = r.entries.filter((e) => !e.skipped).length;
  return `${n} ${n === 1 ? 'action' : 'actions'}${outcomes.length ? ` · ${outcomes.join(', ')}` : ''}`;
}

/** The History tab of a loaded character model (its ruleset is set). */
export function HistoryTab(p: { model: CharacterModel }): JSX.Element {
  const m = p.model;
  const rs = m.ruleset.value!;
  const rounds = m.rounds.value;
  return (
    <div class="pl-history stack">
      {m.roundProblems.value.map((pr) => (
        <p class="alert alert-warn" key={pr.key}>{pr.message}</p>
      ))}
      {rounds.length === 0 ? <p class="muted">No rounds yet. Roll one on the Round tab.</p> : null}
      <ul class="pl-history-list">
        {rounds.map((h, i) => {
          const when = new Date(h.result.at).toLocaleString([], { dateStyle: 'short', timeStyle: 'medium' });
          return (
            <li key={h.id}>
              <details class="pl-history-item" open={i === 0 && rounds.length === 1}>
                <summary>
                  <span class="pl-history-when">{when}</span>
                  <span class="pl-history-line">{roundLine(h.result)}</span>
                  <span class="pl-history-labels">{h.result.entries.filter((e) => !e.skipped).map((e) => e.label).join(' · ')}</span>
                </summary>
                <ResultCard result={h.result} phases={rs.phases} label={`Round of ${when}`} qr="on-demand" />
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
