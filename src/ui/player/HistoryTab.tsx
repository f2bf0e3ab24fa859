/**
 * The History tab: this character's past rounds and the changes of its lasting state (hits
 * taken, rounds passing, healing, conditions cleared), newest first. A round opens to its
 * result card; a change opens to what happened, in the system's words.
 */
import type { JSX } from 'preact';
import type { RoundResult } from '../../engine/ruleset';
import type { StateEvent } from '../../storage';
import type { CharacterModel } from './model';
import { dateTime } from '../common/clock';
import { TONE_ICON } from '../common/tone';
import { ResultCard } from './ResultCard';
import { undoneText } from './living';

/** One line about a round: "3 actions · Critical, Hit, Miss". */
export function roundLine(r: RoundResult): string {
  const outcomes = r.entries.filter((e) => e.check).map((e) => `${TONE_ICON[e.check!.tone]} ${e.check!.label}`);
  const n = r.entries.filter((e) => !e.skipped).length;
  return `${n} ${n === 1 ? 'action' : 'actions'}${outcomes.length ? ` · ${outcomes.join(', ')}` : ''}`;
}

const EVENT_WORD: Record<StateEvent['event'], string> = { hit: 'Hit taken', 'next-round': 'Round passed', heal: 'Healed', clear: 'Condition cleared' };

/** How a round passed: by Next round after a roll, first thing in the roll of the next round, or by hand. */
function passedHow(e: StateEvent): string {
  if (e.event !== 'next-round') return '';
  return e.by === 'roll' ? ' before the next roll' : e.ended ? ' (Next round)' : ' (no roll)';
}

/** One line about a state change: "Hit taken · 9 damage, 5 after PROT 4", "Round passed (Next round) · Bleeding: 1 HP". */
export function eventLine(e: StateEvent): string {
  const first = e.hits[0]?.text ?? e.notes[0]?.text;
  const more = e.hits.length > 1 ? ` (+${e.hits.length - 1} more)` : '';
  return `${EVENT_WORD[e.event]}${passedHow(e)}${first ? ` · ${first}${more}` : ''}`;
}

const when = dateTime;

/** The History tab of a loaded character model (its ruleset is set). */
export function HistoryTab(p: { model: CharacterModel }): JSX.Element {
  const m = p.model;
  const rs = m.ruleset.value!;
  const items = m.history.value;
  return (
    <div class="pl-history stack">
      {m.roundProblems.value.map((pr) => (
        <p class="alert alert-warn" key={pr.key}>{pr.message}</p>
      ))}
      {/* An Undo tapped here takes its line away: this says what went (announced by the undo). */}
      {m.living.undone.value ? <p class="pl-last-text small">{undoneText(m.living.undone.value)}</p> : null}
      {items.length === 0 ? <p class="muted">No rounds yet. Roll one on the Round tab.</p> : null}
      <ul class="pl-history-list">
        {items.map((h, i) => {
          if (h.kind === 'state') {
            const e = h.event;
            // The latest change can be undone here too, after leaving the screen (storage refuses any other).
            const undoable = i === 0 && !m.living.busy.value;
            return (
              <li key={h.id} class={undoable ? 'pl-history-undoable' : undefined}>
                <details class="pl-history-item pl-history-state">
                  <summary>
                    <span class="pl-history-when">{when(e.at)}</span>
                    <span class="pl-history-line">{eventLine(e)}</span>
                  </summary>
                  <ul class="pl-last-list">
                    {e.hits.map((x, j) => <li key={`h${j}`}>{x.text}</li>)}
                    {e.notes.map((n, j) => <li key={`n${j}`}><strong>{n.label}</strong>: {n.text}</li>)}
                    {!e.hits.length && !e.notes.length ? <li>Nothing changed.</li> : null}
                  </ul>
                </details>
                {undoable ? (
                  <button type="button" class="btn pl-history-undo" aria-label={`Undo: ${eventLine(e)}`} onClick={() => void m.living.undo({ event: e, id: h.id })}>Undo</button>
                ) : null}
              </li>
            );
          }
          const w = when(h.result.at);
          return (
            <li key={h.id}>
              <details class="pl-history-item" open={i === 0 && items.length === 1}>
                <summary>
                  <span class="pl-history-when">{w}</span>
                  <span class="pl-history-line">{roundLine(h.result)}</span>
                  <span class="pl-history-labels">{h.result.entries.filter((e) => !e.skipped).map((e) => e.label).join(' · ')}</span>
                </summary>
                <ResultCard result={h.result} phases={rs.phases} label={`Round of ${w}`} qr="on-demand" />
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
