/**
 * The verified-mode mark on an entry or a round: an icon and a word ("Verified", "Not
 * verified: wrong code", "Unverified"), never colour alone; the sentence under it when the dice
 * did not check out, once: on the character's card for the whole round, on an entry only when
 * it says something of that entry (a face the dice did not give). A verified mark needs no
 * sentence (an entry's is in its Mark panel).
 */
import type { Verdict } from '../../verify/verify';
import { VERDICT_ICON as ICON, verdictWord } from './verified';

/** The badge for `v`; `why` false leaves out its sentence (it is shown elsewhere). */
export function VerifiedMark({ v, why = true }: { v: Verdict; why?: boolean }) {
  return (
    <div class={`gm-vf gm-vf-${v.status} small`}>
      <p class="gm-vf-badge"><span aria-hidden="true">{ICON[v.status]} </span>{verdictWord(v)}</p>
      {why && v.status !== 'verified' && <p class="gm-vf-why">{v.message}</p>}
    </div>
  );
}
