/**
 * Per character: the defence they declared for the round (the first defence figure large, the
 * others small: "DEF if surprised"), status, lost actions and the GM's calls.
 */
import { Component } from 'preact';
import type { RoundResult } from '../../engine/ruleset';
import type { GmModel } from './model';
import { clockTime } from '../common/clock';
import { characterKey, displayName } from './round';
import { NOT_CHECKED, type StoredVerdict } from './verified';
import { VerifiedMark } from './VerifiedMark';
import { VerifiedRound } from './VerifiedRound';
import { RoundSheet } from './RoundSheet';


/** One card per character of `model`'s round, in the order their results were taken; each card redraws only when its character's result or check changes. */
export function People({ model }: { model: GmModel }) {
  const results = model.parts.results.value;
  const verdicts = model.parts.verified.value?.on ? model.parts.verdicts.value ?? {} : undefined;
  return (
    <ul class="gm-people">
      {results.map((r) => <Person key={r.character} r={r} checked={!!verdicts} v={verdicts?.[characterKey(r.character)]} />)}
    </ul>
  );
}

/** Props of one card: the result, whether verified mode is on, and the character's stored check (if any). */
interface PersonProps { r: RoundResult; checked: boolean; v: StoredVerdict | undefined }

/** One character's card; redrawn only when its props change (another character's new code leaves it be). */
class Person extends Component<PersonProps> {
  override shouldComponentUpdate(next: PersonProps): boolean {
    return next.r !== this.props.r || next.checked !== this.props.checked || next.v !== this.props.v;
  }
  override render() {
    const { r, checked, v: found } = this.props;
    const gmNotes = r.notes.filter((n) => n.gm);
    const otherNotes = r.notes.filter((n) => !n.gm);
    const v = found && found.at === r.at ? found : undefined;
    return (
      <li class="card gm-person">
        <p class="gm-person-head">
          <strong>{displayName(r.character)}</strong>
          <span class="muted small">rolled {clockTime(r.at)}</span>
        </p>
        {checked && <VerifiedMark v={v?.round ?? NOT_CHECKED} />}
        {v && <VerifiedRound v={v} />}
        {checked && r.proof?.inputs && <RoundSheet key={r.proof.inputs} rulesetId={r.rulesetId} inputs={r.proof.inputs} />}
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
  }
}
