/**
 * `<SchemaForm>`: renders any ruleset {@link FormSchema} (sheet, declaration, table options)
 * with no ruleset-specific code. Fields without a section come first; each section is a
 * collapsible <details>. `visibleIf` hides fields (their values are kept). Errors come from
 * `validate` issues and are shown next to the field whose path they name.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { GlossaryEntry } from '../../engine/ruleset';
import { derivedValue, isVisible, settle, type Field, type FieldIssue, type FormSchema, type Value, type Values } from '../../engine/schema';
import { BooleanControl, DiceControl, isSegmented, NumberControl, SelectControl, TextControl } from './controls';
import { changedCount, diceProblem, fieldMessage, groupFields, hasIssuesUnder, issuesAt, setKey } from './draft';
import { ListControl } from './ListControl';
import type { FieldRowProps } from './row';
import './forms.css';

/** What `<SchemaForm>` renders and where its changes go. */
export interface SchemaFormProps {
  /** The schema, or just its fields. */
  readonly fields: FormSchema | readonly Field[];
  /** The draft being edited (may hold mistyped numbers as text). */
  readonly values: Values;
  readonly onChange: (values: Values) => void;
  /** Issues from `validate(fields, values)`; each is shown at the field its path names. */
  readonly errors?: readonly FieldIssue[];
  /** Prefix of element ids, unique on the page: 'sheet', 'decl'. */
  readonly idPrefix: string;
  /** Start sections closed (they open by themselves when they hold an error). */
  readonly collapsed?: boolean;
  /** Renders only the fields this keeps (the others' values pass through untouched). */
  readonly pick?: (field: Field) => boolean;
  /**
   * One flat group with each label beside its control and no help lines: the few inputs at the
   * top of the round screen (the help is shown with the rest of the form).
   */
  readonly compact?: boolean;
  /**
   * Fields that `follow` another but must stay put (see `settle` in engine/schema.ts): a Current
   * HP whose tracked figure differs from the sheet's, which a moved sheet value would replace.
   */
  readonly hold?: readonly string[];
  /** The ruleset's terms (SC, DEF, TMR...): a label that uses one gets a "?" that explains it on a tap. */
  readonly glossary?: readonly GlossaryEntry[] | undefined;
}

/** The generated form. */
export function SchemaForm(p: SchemaFormProps): JSX.Element {
  const all: FormSchema = Array.isArray(p.fields) ? { fields: p.fields as readonly Field[] } : (p.fields as FormSchema);
  const fields = p.pick ? all.fields.filter(p.pick) : all.fields;
  const body = (list: readonly Field[]) => list.filter((f) => isVisible(f, p.values)).map((f) => (
    <FieldRow key={f.key} field={f} path={f.key} idPrefix={p.idPrefix} values={p.values} compact={p.compact} glossary={p.glossary}
      errors={p.errors} onChange={(v) => p.onChange(settle(all.fields, p.values, setKey(p.values, f.key, v), p.hold))} />
  ));
  if (p.compact) return <div class="rf-form rf-compact"><div class="rf-group">{body(fields)}</div></div>;
  const groups = groupFields({ ...all, fields });
  return (
    <div class="rf-form">
      {groups.map((g) => {
        if (g.id === null) return <div class="rf-group" key="_">{body(g.fields)}</div>;
        const visible = g.fields.filter((f) => isVisible(f, p.values));
        if (!visible.length) return null;
        const hasError = visible.some((f) => hasIssuesUnder(p.errors, f.key));
        const changed = p.collapsed ? changedCount(visible, p.values) : 0;
        return (
          <details class="rf-section" key={g.id} open={hasError || !p.collapsed}>
            <summary>
              {g.label}
              {hasError ? <span class="rf-section-flag"> · needs fixing</span> : changed ? <span class="rf-section-count"> · {changed} set</span> : null}
            </summary>
            <div class="rf-group">{body(g.fields)}</div>
          </details>
        );
      })}
    </div>
  );
}


/** Safe id text from a key path. */
function idOf(prefix: string, path: string): string {
  return `${prefix}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** The glossary's terms a label uses, each as a whole word ("DEF" in "Target DEF", not in "DEFENCE"). */
export function termsIn(label: string, glossary: readonly GlossaryEntry[] | undefined): GlossaryEntry[] {
  if (!glossary) return [];
  return glossary.filter((g) => new RegExp(`(^|[^A-Za-z])${g.term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`).test(label));
}

/** What a label's abbreviations mean, shown under the field once its "?" is tapped. */
function TermsText(p: { id: string; terms: readonly GlossaryEntry[]; open: boolean }): JSX.Element {
  return (
    <p class="rf-term-text" id={`${p.id}-terms`} hidden={!p.open}>
      {p.terms.map((t, i) => <span key={t.term}>{i ? ' ' : ''}<b>{t.term}</b>: {t.text}</span>)}
    </p>
  );
}

/** A field with its label, control, help and error. */
export function FieldRow(p: FieldRowProps): JSX.Element {
  const f = p.field;
  const id = idOf(p.idPrefix, p.path);
  // Not in the compact rows at the top of the round (they must fit one screen): the same labels in the form below explain them.
  const terms = p.compact ? [] : termsIn(f.label, p.glossary);
  const [termsOpen, setTermsOpen] = useState(false);
  // A "?" beside the label explains its abbreviations on a tap (and hides them on the next).
  const ask = terms.length ? (
    <button type="button" class="rf-term" aria-expanded={termsOpen} aria-controls={`${id}-terms`}
      aria-label={`What ${terms.map((t) => t.term).join(' and ')} means`} onClick={() => setTermsOpen(!termsOpen)}>?</button>
  ) : null;
  const said = terms.length ? <TermsText id={id} terms={terms} open={termsOpen} /> : null;
  const withAsk = (label: JSX.Element) => (ask ? <span class="rf-label-row">{label}{ask}</span> : label);
  const value = p.values[f.key];
  if (f.kind === 'list') {
    return <ListControl field={f} path={p.path} id={id} idPrefix={p.idPrefix} value={value} errors={p.errors} onChange={p.onChange} Row={FieldRow} glossary={p.glossary} />;
  }
  const derived = derivedValue(f, p.values);
  if (derived !== null && f.kind === 'number' && f.derived) {
    // Computed from other figures as the text defines it: shown, not typed (the note says how).
    const noteId = `${id}-note`;
    return (
      <div class="rf-field rf-kind-derived">
        {withAsk(<span class="rf-label" id={`${id}-label`}>{f.label}</span>)}
        <output id={id} class="rf-derived num" aria-labelledby={`${id}-label`} aria-describedby={noteId}>
          {derived}{f.unit ? <span class="rf-unit"> {f.unit}</span> : null}
        </output>
        {said}
        <p class="rf-help" id={noteId}>{f.derived.note}</p>
      </div>
    );
  }
  const own = issuesAt(p.errors, p.path);
  const live = f.kind === 'dice' && typeof value === 'string' && own.length === 0 ? diceProblem(value) : null;
  const messages = own.length ? [...new Set(own.map((i) => fieldMessage(f, value, i)))] : live ? [live] : [];
  const help = p.compact ? undefined : f.help;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = messages.length ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const invalid = messages.length > 0;
  const common = { id, value, describedBy, invalid, onChange: p.onChange };
  let control: JSX.Element;
  switch (f.kind) {
    case 'number': case 'optional-number': control = <NumberControl {...common} field={f} />; break;
    case 'boolean': control = <BooleanControl {...common} field={f} />; break;
    case 'select': control = <SelectControl {...common} field={f} labelId={`${id}-label`} />; break;
    case 'text': control = <TextControl {...common} field={f} />; break;
    case 'dice': control = <DiceControl {...common} field={f} />; break;
  }
  const segmented = f.kind === 'select' && isSegmented(f);
  return (
    <div class={`rf-field rf-kind-${f.kind}${invalid ? ' rf-invalid' : ''}`}>
      {f.kind === 'boolean' ? null : withAsk(segmented
        ? <span class="rf-label" id={`${id}-label`}>{f.label}</span>
        : <label class="rf-label" id={`${id}-label`} for={id}>{f.label}</label>)}
      {control}
      {f.kind === 'boolean' ? ask : null}
      {said}
      {messages.length ? <p class="rf-error" id={errorId}><span aria-hidden="true">⚠ </span>{messages.join(' ')}</p> : null}
      {help ? <p class="rf-help" id={helpId}>{help}</p> : null}
    </div>
  );
}
