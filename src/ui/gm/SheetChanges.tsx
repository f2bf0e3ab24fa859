/**
 * Sheet changes waiting for the GM (verified table mode): a character's round whose figures
 * check out but were rolled from another sheet or table options than the ones the GM's phone
 * keeps for them, in one line ("Longsword SC 112 -> 120 since joining"), with "Accept the new
 * sheet" (later rounds are compared with it) and "Refuse the round" (marked so).
 */
import type { GmModel } from './model';
import { characterKey, displayName } from './round';

/** The changes waiting, one per character, each with its two answers. */
export function SheetChanges({ model }: { model: GmModel }) {
  if (!model.parts.verified.value?.on) return null;
  const verdicts = model.parts.verdicts.value;
  const waiting = model.parts.results.value.flatMap((r) => {
    const key = characterKey(r.character);
    const v = verdicts?.[key];
    return v && v.at === r.at && v.sheet && !v.sheet.settled ? [{ key, who: displayName(r.character), line: v.sheet.line }] : [];
  });
  if (!waiting.length) return null;
  return (
    <section class="card stack gm-sheet-changes" aria-labelledby="gm-sheets-title">
      <h2 id="gm-sheets-title">Sheet changes</h2>
      <p class="small">These rounds follow from their dice, but from another sheet than the one you hold for the character.</p>
      {waiting.map((w) => (
        <div key={w.key} class="stack" role="group" aria-label={`${w.who}'s sheet`}>
          <p class="gm-sheet-line"><strong>{w.who}</strong>: {w.line}.</p>
          <div class="row">
            <button type="button" class="btn" onClick={() => model.settleSheet(w.key, true)}>Accept the new sheet</button>
            <button type="button" class="btn btn-danger" onClick={() => model.settleSheet(w.key, false)}>Refuse the round</button>
          </div>
        </div>
      ))}
    </section>
  );
}
