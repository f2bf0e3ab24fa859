/**
 * A character's round as verified mode checked it, on their card: the round's mark and
 * sentence, the rules version when it is not this phone's, dice drawn that no entry shows ("also rolled: d4 3") and faces typed in.
 */
import type { StoredVerdict } from './verified';

const WHAT = { initiative: 'initiative die', check: 'roll', damage: 'damage die' } as const;

/** The round-level details of `v` (a verdict kept for this very result). */
export function VerifiedRound({ v }: { v: StoredVerdict }) {
  return (
    <>
      {v.rules && <p class="small gm-vf-rules">Rolled with rules version {v.rules.rolled}, this phone has {v.rules.here}{v.round.status === 'verified' ? ': the rules here give the same figures.' : '.'}</p>}
      {/* A refused sheet is said by the round's mark. */}
      {v.sheet?.settled === 'accepted' && <p class="small gm-sheet-line">Sheet accepted: {v.sheet.line}.</p>}
      {v.spare.length > 0 && <p class="small">Also rolled: {v.spare.map((d) => `d${d.sides} ${d.face}`).join(', ')} (dice the rules drew that no entry shows).</p>}
      {v.manual.length > 0 && <p class="small">Typed in, not rolled: {v.manual.map((f) => `${WHAT[f.what]} ${f.value} (entry ${f.entry + 1})`).join(', ')}.</p>}
    </>
  );
}
