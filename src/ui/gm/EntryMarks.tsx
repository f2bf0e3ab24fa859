/**
 * The GM's marks on one entry of the order, opened from its row: hold, delay to a count,
 * act on another entry's number, stunned, lost, carry to next round, a note, remove. Each
 * control writes through at once (no Save step at the table).
 */
import type { GmModel } from './model';
import type { OrderRow } from './order-view';
import { WrapSelect } from '../forms/WrapSelect';

/** Another entry this one may act with: key and "Brak: Bow (5)". */
export interface Peer { readonly key: string; readonly label: string }

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label class="gm-check" for={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** The editor of `row`'s marks; `peers` are the other timed entries; `countWord` names the count ("Segment", "Count", "Rank"). */
export function EntryMarks({ model, row, peers, countWord, onDone }: { model: GmModel; row: OrderRow; peers: readonly Peer[]; countWord: string; onDone: () => void }) {
  const m = row.mark ?? {};
  const id = `mk-${row.key.replace(/[^a-z0-9]/gi, '-')}`;
  const set = (patch: Parameters<GmModel['mark']>[1]) => model.mark(row.key, patch);
  return (
    <div class="gm-marks stack" role="group" aria-label={`Marks for ${row.who}: ${row.what}`}>
      <div class="gm-checks">
        <Check id={`${id}-held`} label="Held action" checked={!!m.held} onChange={(v) => set({ held: v })} />
        <Check id={`${id}-stunned`} label="Stunned" checked={!!m.stunned} onChange={(v) => set({ stunned: v })} />
        <Check id={`${id}-lost`} label="Lost" checked={!!m.lost} onChange={(v) => set({ lost: v })} />
        <Check id={`${id}-carry`} label="Carry to next round" checked={!!m.carry} onChange={(v) => set({ carry: v })} />
      </div>
      {row.when !== '' && <div class="field">
        <label for={`${id}-at`}>Acts on {countWord.toLowerCase()} (delay)</label>
        <input id={`${id}-at`} type="number" inputMode="numeric" value={m.at ?? ''} placeholder={row.when || 'Its own'}
          onChange={(e) => { const t = e.currentTarget.value.trim(); const n = Number(t); set({ at: t === '' || !Number.isFinite(n) ? undefined : Math.trunc(n) }); }} />
      </div>}
      {row.when !== '' && peers.length > 0 && (
        <div class="field">
          <label for={`${id}-on`}>Acts on another's number</label>
          <WrapSelect shown={peers.find((p) => p.key === m.actsOn)?.label ?? 'No'} id={`${id}-on`} value={m.actsOn ?? ''} onChange={(e) => set({ actsOn: e.currentTarget.value || undefined })}>
            <option value="">No</option>
            {peers.map((p) => <option key={p.key} value={p.key}>{p.label}</option>)}
          </WrapSelect>
        </div>
      )}
      <div class="field">
        <label for={`${id}-note`}>GM's note</label>
        <input id={`${id}-note`} type="text" value={m.note ?? ''} maxLength={200} placeholder="Only on this screen"
          onChange={(e) => set({ note: e.currentTarget.value })} />
      </div>
      <div class="row">
        <button type="button" class="btn btn-danger" onClick={() => { set({ removed: true }); onDone(); }}>Remove from the order</button>
        <button type="button" class="btn" onClick={onDone}>Done</button>
      </div>
    </div>
  );
}
