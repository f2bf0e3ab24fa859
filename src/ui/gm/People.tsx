/**
 * Per character: the defence they declared for the round (the first defence figure large, the
 * others small: "DEF if surprised"), status, lost actions and the GM's calls.
 */
import type { RoundResult } from '../../engine/ruleset';
import { clockTime } from '../common/clock';
import { characterKey, displayName } from './round';
import { NOT_CHECKED, type StoredVerdict } from './verified';
import { VerifiedMark } from './VerifiedMark';
import { VerifiedRound } from './VerifiedRound';
import { RoundSheet } from './RoundSheet';


/** One card per character of the round, in the order their results were taken; `verdicts` while verified mode is on. */
export function People({ results, verdicts }: { results: readonly RoundResult[]; verdicts?: Readonly<Record<string, StoredVerdict>> | undefined }) {
  return (
    <ul class="gm-people">
      {results.map((r) => {
        const gmNotes = r.notes.filter((n) => n.gm);
        const otherNotes = r.notes.filter((n) => !n.gm);
        const found = verdicts?.[characterKey(r.character)];
        const v = found && found.at === r.at ? found : undefined;
        return (
          <li key={r.character} class="card gm-person">
            <p class="gm-person-head">
              <strong>{displayName(r.character)}</strong>
              <span class="muted small">rolled {clockTime(r.at)}</span>
            </p>
            {verdicts && <VerifiedMark v={v?.round ?? NOT_CHECKED} />}
            {v && <VerifiedRound v={v} />}
            {verdicts && <RoundSheet result={r} />}
            {r.defence[0] && (
              <p class="gm-def"><span>{r.defence[0].label}</span> <span class="num">{r.defence[0].value}</span></p>
            )}
            {(r.defence.length > 1 || r.status.length > 0) && (
              <ul class="gm-stats small">
                {[...r.defence.slice(1), ...r.status].map((s, i) => (
                  <li key={i}>{s.label} <span class="num">{s.value}</span></li>
                ))}
              </ul>
            )}
            {r.lost.map((n, i) => <p key={`l${i}`} class="small"><strong>Lost:</strong> {n.label}: {n.text}</p>)}
            {gmNotes.map((n, i) => <p key={`g${i}`} class="gm-call small"><strong>GM's call:</strong> {n.label}: {n.text}</p>)}
            {otherNotes.length > 0 && (
              <details class="small">
                <summary>Rules notes ({otherNotes.length})</summary>
                <ul>{otherNotes.map((n, i) => <li key={i}>{n.label}: {n.text}</li>)}</ul>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
