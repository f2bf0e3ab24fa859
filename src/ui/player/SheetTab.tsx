/**
 * The Sheet tab: quick current-HP changes for taking damage, the generated sheet form with
 * Save (an invalid draft stays with its messages), the table options, and deleting.
 */
import type { JSX } from 'preact';
import { SchemaForm } from '../forms';
import type { CharacterModel } from './model';
import { hpField, hpKeys } from './sheet';
import { getRepo } from '../data/session';
import { RulesHelp } from './RulesHelp';
import { characterName } from '../../storage';
import { lastDeleted } from '../backup/undo';

const HP_STEPS = [-10, -5, -1, 1, 5] as const;

/** The Sheet tab of a loaded character model (its ruleset and character are set). */
export function SheetTab(p: { model: CharacterModel }): JSX.Element {
  const m = p.model;
  const rs = m.ruleset.value!;
  const c = m.character.value!;
  // With state rules the Round tab's strip takes hits and heals (stored, with undo); the sheet's figure is where tracking starts.
  const hp = rs.state ? undefined : hpField(rs.sheetSchema);
  const msg = m.sheetMessage.value;
  const hold = heldHealth(m);
  const remove = async () => {
    // No confirmation: the list offers Undo (src/ui/backup/undo.ts).
    try {
      const bundle = await getRepo().takeCharacter(c.id);
      if (bundle) lastDeleted.value = { bundle, name: characterName(c.sheet) };
      location.hash = '#/';
    } catch (err) {
      m.sheetMessage.value = { ok: false, text: `Not deleted: ${err instanceof Error ? err.message : String(err)}` };
    }
  };
  return (
    <div class="pl-sheet stack">
      {hp ? (
        <section class="card pl-hp" aria-labelledby="pl-hp-h">
          <h2 id="pl-hp-h">Hit points now: <span class="pl-big num">{String(c.sheet[hp.key] ?? '?')}</span></h2>
          <div class="pl-hp-buttons" role="group" aria-label="Change hit points">
            {HP_STEPS.map((d) => (
              <button key={d} type="button" class={`btn ${d < 0 ? 'pl-hp-down' : 'pl-hp-up'}`} onClick={() => void m.adjustHp(d)}
                aria-label={d < 0 ? `Take ${-d} damage` : `Heal ${d}`}>{d > 0 ? `+${d}` : `\u2212${-d}`}</button>
            ))}
          </div>
        </section>
      ) : null}
      <section class="card" aria-labelledby="pl-sheet-h">
        <h2 id="pl-sheet-h">{rs.name} sheet</h2>
        <SchemaForm glossary={rs.glossary} fields={rs.sheetSchema} values={m.sheetDraft.value} errors={m.sheetIssues.value} idPrefix="sheet" hold={hold}
          onChange={(v) => { m.sheetDraft.value = v; m.sheetMessage.value = null; }} />
      </section>
      <div class="pl-savebar">
        <p class={`pl-save-msg ${msg ? (msg.ok ? 'tone-hit' : 'tone-fumble') : 'muted'}`} role={msg && !msg.ok ? 'alert' : 'status'}>
          {msg ? msg.text : m.sheetDirty.value ? 'Unsaved changes: the round rolls only once they are saved or undone.' : ''}
        </p>
        {m.sheetDirty.value ? <button type="button" class="btn" onClick={() => m.undoSheet()}>Undo</button> : null}
        <button type="button" class="btn btn-primary" onClick={() => void m.saveSheet()}>Save</button>
      </div>
      {rs.optionsSchema.fields.length ? (
        <section class="card" aria-labelledby="pl-options-h">
          <h2 id="pl-options-h">Table options</h2>
          <p class="muted small">How your table reads the rules where the text is unclear. Changes apply at once.</p>
          <SchemaForm glossary={rs.glossary} fields={rs.optionsSchema} values={m.options.value} errors={m.optionsIssues.value} idPrefix="opt"
            onChange={(v) => m.setOptions(v)} />
        </section>
      ) : null}
      <RulesHelp name={rs.name} help={rs.help} rulesetId={rs.id} />
      <button type="button" class="btn btn-danger" onClick={() => void remove()}>Delete character</button>
    </div>
  );
}

/**
 * The sheet's current-health field when it must not follow the maximum: the lasting state
 * tracks a figure other than the sheet's (the character took hits), and a moved sheet value
 * would replace that tracked figure. Empty otherwise.
 */
function heldHealth(m: CharacterModel): string[] {
  const rs = m.ruleset.value, c = m.character.value;
  const keys = rs ? hpKeys(rs.sheetSchema) : undefined;
  if (!rs?.state || !c || !keys) return [];
  try {
    const state = m.state.value;
    const now = rs.state.status({ sheet: c.sheet, options: m.options.value, ...(state ? { state } : {}) }).health.value;
    return now !== c.sheet[keys.current] ? [keys.current] : [];
  } catch {
    return [keys.current];
  }
}
