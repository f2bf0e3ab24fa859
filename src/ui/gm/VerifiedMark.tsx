/**
 * The verified-mode mark on an entry or a round: an icon and a word ("Verified", "Not
 * verified: wrong code", "Unverified"), never colour alone; the full sentence under it when
 * the dice did not check out (a verified entry's sentence is in its Mark panel).
 */
import type { Verdict } from '../../verify/verify';
import { VERDICT_ICON as ICON, verdictWord } from './verified';

/** The badge for `v`; `full` also shows its sentence when it is verified (a character's card). */
export function VerifiedMark({ v, full = false }: { v: Verdict; full?: boolean }) {
  return (
    <div class={`gm-vf gm-vf-${v.status} small`}>
      <p class="gm-vf-badge"><span aria-hidden="true">{ICON[v.status]} </span>{verdictWord(v)}</p>
      {(full || v.status !== 'verified') && <p class="gm-vf-why">{v.message}</p>}
    </div>
  );
}
