/**
 * The GM's own combatants: a list (name, side, count, their initiative this round) with Edit
 * and Remove, and a form to add one: name, side, count ("goblin x6"), and the ruleset's own
 * initiative inputs through the shared SchemaForm (a plain number where the ruleset has none).
 */
import { useState } from 'preact/hooks';
import { defaults, validate, type Values } from '../../engine/schema';
import { SchemaForm } from '../forms';
import { combatantFields, combatantName, DEFAULT_SIDE, MAX_COUNT, type GmCombatant } from './combatants';
import { domId, useFocusAfter } from './focus';
import type { GmModel } from './model';

interface Draft { name: string; side: string; count: string; values: Values }

function CombatantForm({ model, start, onDone, submit }: { model: GmModel; start?: GmCombatant; onDone: () => void; submit: string }) {
  const fields = combatantFields(model.ruleset.value);
  const [d, setD] = useState<Draft>(() => ({
    name: start?.name ?? '', side: start?.side ?? DEFAULT_SIDE, count: String(start?.count ?? 1),
    values: { ...defaults(fields), ...(start?.values ?? {}) },
  }));
  const issues = validate(fields, d.values);
  const count = Number(d.count);
  const countOk = Number.isInteger(count) && count >= 1 && count <= MAX_COUNT;
  const id = start ? `cb-${start.id}` : 'cb-new';
  function save(e: Event) {
    e.preventDefault();
    if (!issues.ok || !countOk) return;
    const input = { name: d.name, side: d.side, count, values: issues.value };
    if (start) model.updateCombatant(start.id, input);
    else model.addCombatant(input);
    onDone();
  }
  return (
    <form class="stack gm-cb-form" onSubmit={save} aria-label={start ? `Edit ${start.name}` : 'Add a monster or NPC'}>
      <div class="field">
        <label for={`${id}-name`}>Name</label>
        <input id={`${id}-name`} type="text" value={d.name} maxLength={40} placeholder="Goblin" required onInput={(e) => setD({ ...d, name: e.currentTarget.value })} />
      </div>
      <div class="gm-cb-pair">
        <div class="field">
          <label for={`${id}-side`}>Side</label>
          <input id={`${id}-side`} type="text" value={d.side} maxLength={30} onInput={(e) => setD({ ...d, side: e.currentTarget.value })} />
        </div>
        <div class="field">
          <label for={`${id}-count`}>How many</label>
          <input id={`${id}-count`} type="number" inputMode="numeric" min={1} max={MAX_COUNT} value={d.count} aria-invalid={!countOk}
            onInput={(e) => setD({ ...d, count: e.currentTarget.value })} />
        </div>
      </div>
      {!countOk && <p class="alert alert-bad small">How many: expected a whole number from 1 to {MAX_COUNT}, but received "{d.count}".</p>}
      <SchemaForm fields={fields} values={d.values} onChange={(values) => setD({ ...d, values })} errors={issues.ok ? [] : issues.issues} idPrefix={id} />
      <div class="row">
        <button type="submit" class="btn btn-primary" disabled={!issues.ok || !countOk}>{submit}</button>
        <button type="button" class="btn" onClick={onDone}>Cancel</button>
      </div>
    </form>
  );
}

/** When a combatant acts this round, from its rolled entries: "9, 4" or "Turn". */
function whenText(model: GmModel, c: GmCombatant): string {
  const entries = model.round.value.rolls?.[c.id] ?? [];
  const counts = entries.filter((e) => e.timing).map((e) => (model.ruleset.value?.order === 'countdown' ? e.timing!.order[0] : e.timing!.total));
  return counts.length ? counts.join(', ') : entries.length ? 'on the turn board' : 'not rolled';
}

/** The GM's combatants panel. */
export function Combatants({ model }: { model: GmModel }) {
  const [editing, setEditing] = useState<string | null>(null);
  const focusNext = useFocusAfter();
  // Each of these buttons is replaced by what it opens or closes: focus follows to the form's first field, or back.
  const edit = (key: string | null, ...then: string[]) => { setEditing(key); focusNext(...then); };
  const cs = model.round.value.combatants ?? [];
  const named = model.named.value;
  const rs = model.ruleset.value;
  return (
    <section class="card stack gm-combatants" aria-labelledby="gm-cb-title">
      <h2 id="gm-cb-title">Monsters and NPCs</h2>
      {!rs && <p class="small muted">Choose the system above first: monsters roll by its rules.</p>}
      {cs.length > 0 && (
        <ul class="gm-cb-list">
          {cs.map((c, i) => { const shown = combatantName(named[i] ?? c); return (
            <li key={c.id} class="gm-cb">
              {editing === c.id ? (
                <CombatantForm model={model} start={c} submit="Save and roll" onDone={() => edit(null, domId('gm-cb-edit', c.id), 'gm-cb-add')} />
              ) : (
                <div class="gm-cb-line">
                  <p><strong>{shown}</strong> <span class="small muted">{c.side}</span><br /><span class="small">Acts: <span class="num">{whenText(model, c)}</span></span></p>
                  <div class="row">
                    <button type="button" id={domId('gm-cb-edit', c.id)} class="btn" onClick={() => edit(c.id, `cb-${c.id}-name`)} aria-label={`Edit ${shown}`}>Edit</button>
                    <button type="button" class="btn btn-danger" onClick={() => { model.removeCombatant(c.id); focusNext('gm-cb-add'); }} aria-label={`Remove ${shown}`}>Remove</button>
                  </div>
                </div>
              )}
            </li>
          ); })}
        </ul>
      )}
      {editing === 'new'
        ? <CombatantForm model={model} submit={rs?.order === 'turns' ? 'Add to the board' : 'Add and roll'} onDone={() => edit(null, 'gm-cb-add')} />
        : <button type="button" id="gm-cb-add" class="btn btn-block" disabled={!rs} onClick={() => edit('new', 'cb-new-name')}>Add a monster or NPC</button>}
      {cs.length > 0 && rs && rs.order !== 'turns' && (
        <button type="button" class="btn btn-block" onClick={model.rollCombatants}>Roll their initiative again</button>
      )}
    </section>
  );
}
