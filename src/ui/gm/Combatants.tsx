/**
 * The GM's own combatants: a list (name, side, count, their initiative this round) with Edit
 * and Remove, and a form to add one: name, side, count ("goblin x6"), and either a stat line in
 * the system's terms (started from a ready monster or one the GM kept: it then rolls whole
 * rounds and takes hits, each member's health shown with heal and clear by hand) or the
 * ruleset's own initiative inputs only, through the shared SchemaForm.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { defaults, validate, type Field, type Values } from '../../engine/schema';
import { normalizeName } from '../../engine/names';
import { canFight, isFighter, memberStatus, type Fighter } from './fight';
import { SchemaForm } from '../forms';
import { combatantFields, combatantName, DEFAULT_SIDE, MAX_COUNT, memberNames, type GmCombatant } from './combatants';
import { domId, useFocusAfter } from './focus';
import type { GmModel } from './model';
import { WrapSelect } from '../forms/WrapSelect';

interface Draft { from: string; name: string; side: string; count: string; values: Values; sheet?: Values; declaration?: Values }

/** Where a new combatant's stat line comes from: a ready monster ('ready:<n>'), one the GM kept ('kept:<n>'), or initiative only ('plain'). */
function startingPoint(model: GmModel, from: string): { name: string; sheet?: Values; declaration?: Values } {
  const rs = model.ruleset.value;
  const [kind, n] = from.split(':');
  const list = kind === 'ready' ? rs?.monsters?.ready ?? [] : kind === 'kept' ? model.keptMonsters.value : [];
  const m = list[Number(n)];
  return m ? { name: m.name, sheet: m.sheet, declaration: m.declaration } : { name: '' };
}

/** The stat line's fields of the sheet, in the ruleset's order. */
function statFields(model: GmModel): Field[] {
  const rs = model.ruleset.value;
  const line = rs?.monsters?.statLine ?? [];
  const fields = rs?.sheetSchema?.fields ?? [];
  return line.map((k) => fields.find((f) => f.key === k)).filter((f): f is Field => !!f);
}

function CombatantForm({ model, start, onDone, submit }: { model: GmModel; start?: GmCombatant; onDone: () => void; submit: string }) {
  const fields = combatantFields(model.ruleset.value);
  const rs = model.ruleset.value;
  const fights = canFight(rs);
  const [d, setD] = useState<Draft>(() => {
    const from = start ? (start.sheet ? 'own' : 'plain') : fights ? 'ready:0' : 'plain';
    const s = start ? { name: start.name, ...(start.sheet ? { sheet: start.sheet, declaration: start.declaration } : {}) } : startingPoint(model, from);
    return { from, name: s.name, side: start?.side ?? DEFAULT_SIDE, count: String(start?.count ?? 1), values: { ...defaults(fields), ...(start?.values ?? {}) }, ...(s.sheet ? { sheet: s.sheet, declaration: s.declaration! } : {}) };
  });
  const fighting = d.from !== 'plain' && !!d.sheet && fights;
  const stats = fighting ? statFields(model) : [];
  const issues = fighting ? validate(rs!.sheetSchema!.fields, { ...d.sheet, name: d.name || 'Monster' }) : validate(fields, d.values);
  const count = Number(d.count);
  const countOk = Number.isInteger(count) && count >= 1 && count <= MAX_COUNT;
  const id = start ? `cb-${start.id}` : 'cb-new';
  function choose(from: string) {
    const s = startingPoint(model, from);
    setD({ ...d, from, name: s.name || d.name, ...(s.sheet ? { sheet: s.sheet, declaration: s.declaration! } : { sheet: undefined, declaration: undefined }) });
  }
  function save(e: Event) {
    e.preventDefault();
    if (!issues.ok || !countOk) return;
    const input = fighting
      ? { name: d.name, side: d.side, count, values: defaults(fields), sheet: issues.value, declaration: d.declaration! }
      : { name: d.name, side: d.side, count, values: issues.value };
    if (start) model.updateCombatant(start.id, input);
    else model.addCombatant(input);
    onDone();
  }
  const ready = rs?.monsters?.ready ?? [];
  const kept = model.keptMonsters.value;
  return (
    <form class="stack gm-cb-form" onSubmit={save} aria-label={start ? `Edit ${start.name}` : 'Add a monster or NPC'}>
      {!start && fights && (
        <div class="field">
          <label for={`${id}-from`}>Start from</label>
          <WrapSelect shown={fromName(d.from, ready, kept)} id={`${id}-from`} value={d.from} onChange={(e) => choose(e.currentTarget.value)}>
            <optgroup label="Ready monsters">
              {ready.map((m, i) => <option key={`r${i}`} value={`ready:${i}`}>{m.name}</option>)}
            </optgroup>
            {kept.length > 0 && (
              <optgroup label="Kept by you">
                {kept.map((m, i) => <option key={`k${i}`} value={`kept:${i}`}>{m.name}</option>)}
              </optgroup>
            )}
            <option value="plain">Initiative only (no stat line)</option>
          </WrapSelect>
        </div>
      )}
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
      {fighting
        ? <SchemaForm fields={stats} values={d.sheet!} onChange={(sheet) => setD({ ...d, sheet })} errors={issues.ok ? [] : issues.issues} idPrefix={id} compact />
        : <SchemaForm fields={fields} values={d.values} onChange={(values) => setD({ ...d, values })} errors={issues.ok ? [] : issues.issues} idPrefix={id} />}
      <div class="row">
        <button type="submit" class="btn btn-primary" disabled={!issues.ok || !countOk}>{submit}</button>
        {fighting && issues.ok && (
          <button type="button" class="btn" onClick={() => void model.keepMonster({ name: normalizeName(d.name) || 'Monster', sheet: { ...issues.value, name: normalizeName(d.name) || 'Monster' }, declaration: d.declaration! })}>Keep this monster</button>
        )}
        <button type="button" class="btn" onClick={onDone}>Cancel</button>
      </div>
    </form>
  );
}

/** One member of a fighting monster: health, conditions, down; heal and clear by hand. */
function Member({ model, c, i, name }: { model: GmModel; c: Fighter; i: number; name: string }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const s = memberStatus(model.ruleset.value, c, i);
  if (!s) return null;
  const h = s.health;
  const n = Number(amount);
  const healOk = Number.isInteger(n) && n >= 1 && n <= 999;
  const id = domId('gm-mem', `${c.id}-${i}`);
  return (
    <li class={s.down ? 'gm-member gm-down' : 'gm-member'}>
      <div class="gm-member-line">
        <p>
          <strong>{name}</strong> <span class="num">{h.label} {h.value}{h.max !== undefined ? ` / ${h.max}` : ''}</span>
          {s.down && <> · <strong class="gm-down-word">{s.down.word}</strong></>}
          {s.conditions.map((k) => <span key={k.id} class="gm-chip small">{k.label}{k.rounds !== undefined ? ` ${k.rounds}` : ''}</span>)}
        </p>
        <button type="button" id={id} class="btn gm-mark-btn" aria-expanded={open} onClick={() => setOpen(!open)} aria-label={`Heal or clear ${name}`}>More</button>
      </div>
      {open && (
        <div class="gm-marks stack">
          {h.text && <p class="small">{h.text}</p>}
          {s.down && <p class="small">{s.down.text}</p>}
          {s.conditions.map((k) => (
            <div key={k.id} class="gm-carried-list-row">
              <p class="small"><strong>{k.label}</strong>: {k.text}</p>
              <button type="button" class="btn" onClick={() => model.clearMember(c.id, i, k.id)} aria-label={`Clear ${k.label} from ${name}`}>Clear</button>
            </div>
          ))}
          <div class="gm-heal-row">
            <div class="field">
              <label for={`${id}-heal`}>Heal {h.label}</label>
              <input id={`${id}-heal`} type="number" inputMode="numeric" min={1} max={999} value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
            </div>
            <button type="button" class="btn gm-heal-btn" disabled={!healOk} onClick={() => { model.healMember(c.id, i, n); setAmount(''); }}>Heal</button>
          </div>
        </div>
      )}
    </li>
  );
}

/** When a combatant acts this round, from its rolled entries, in the system's words: "Acts on segment 9, 4", "Initiative 12", "On the turn board". */
function whenText(model: GmModel, c: GmCombatant): string {
  const entries = model.parts.rolls.value?.[c.id] ?? [];
  const order = model.ruleset.value?.order;
  const counts = entries.filter((e) => e.timing).map((e) => (order === 'countdown' ? e.timing!.order[0] : e.timing!.total));
  if (!counts.length) return entries.length ? 'On the turn board' : 'Not rolled yet';
  return `${order === 'countdown' ? 'Acts on segment' : order === 'rank' ? 'Acts at rank' : 'Initiative'} ${counts.join(', ')}`;
}

/** "Roll their round again", asking first: every monster's rolls of this round are replaced. */
function RollAgain({ model, fighters }: { model: GmModel; fighters: boolean }) {
  const [sure, setSure] = useState(false);
  const focusNext = useFocusAfter();
  const what = fighters ? 'round' : 'initiative';
  if (!sure) return <button type="button" id="gm-cb-again" class="btn btn-block" onClick={() => { setSure(true); focusNext('gm-cb-again-yes'); }}>Roll their {what} again…</button>;
  return (
    <div class="gm-marks stack" role="group" aria-labelledby="gm-cb-again-q">
      <p id="gm-cb-again-q" class="small">Roll every monster's {what} of this round again? What they rolled now is replaced.</p>
      <div class="row">
        <button type="button" id="gm-cb-again-yes" class="btn btn-primary" onClick={() => { model.rollCombatants(); setSure(false); focusNext('gm-cb-again'); }}>Yes, roll again</button>
        <button type="button" class="btn" onClick={() => { setSure(false); focusNext('gm-cb-again'); }}>Keep these rolls</button>
      </div>
    </div>
  );
}

/** The GM's combatants panel; `said` is its message line. */
export function Combatants({ model, said }: { model: GmModel; said?: ComponentChildren }) {
  const [editing, setEditing] = useState<string | null>(null);
  const focusNext = useFocusAfter();
  // Each of these buttons is replaced by what it opens or closes: focus follows to the form's first field, or back.
  const edit = (key: string | null, ...then: string[]) => { setEditing(key); focusNext(...then); };
  const cs = model.parts.combatants.value ?? [];
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
                <>
                  <div class="gm-cb-line">
                    <p><strong>{shown}</strong> <span class="small muted">{c.side}</span><br /><span class="small num">{whenText(model, c)}</span></p>
                    <div class="row">
                      <button type="button" id={domId('gm-cb-edit', c.id)} class="btn" onClick={() => edit(c.id, `cb-${c.id}-name`)} aria-label={`Edit ${shown}`}>Edit</button>
                      <button type="button" class="btn btn-danger" onClick={() => { model.removeCombatant(c.id); focusNext('gm-cb-add'); }} aria-label={`Remove ${shown}`}>Remove</button>
                    </div>
                  </div>
                  {isFighter(c) && (
                    <ul class="gm-members" aria-label={`${shown}: health`}>
                      {memberNames(named[i] ?? c).map((name, j) => <Member key={j} model={model} c={c} i={j} name={name} />)}
                    </ul>
                  )}
                </>
              )}
            </li>
          ); })}
        </ul>
      )}
      {editing === 'new'
        ? <CombatantForm model={model} submit={rs?.order === 'turns' ? 'Add to the board' : 'Add and roll'} onDone={() => edit(null, 'gm-cb-add')} />
        : <button type="button" id="gm-cb-add" class="btn btn-block" disabled={!rs} onClick={() => edit('new', 'cb-new-name')}>Add a monster or NPC</button>}
      {cs.length > 0 && rs && (rs.order !== 'turns' || cs.some(isFighter)) && <RollAgain model={model} fighters={cs.some(isFighter)} />}
      {said}
    </section>
  );
}

/** The words of the "Start from" choice `from` ("ready:2", "kept:0", "plain"). */
function fromName(from: string, ready: readonly { name: string }[], kept: readonly { name: string }[]): string {
  const [kind, n] = from.split(':');
  if (kind === 'ready') return ready[Number(n)]?.name ?? '';
  if (kind === 'kept') return kept[Number(n)]?.name ?? '';
  return 'Initiative only (no stat line)';
}
