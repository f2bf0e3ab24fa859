/**
 * One control per field kind, each labelled, with help and error text tied to it through
 * aria-describedby. Controls report drafts: a mistyped number is passed up as its text.
 */
import type { JSX } from 'preact';
import type { BooleanField, DiceField, NumberField, OptionalNumberField, SelectField, TextField, Value } from '../../engine/schema';
import { numberText, parseNumberDraft, stepNumber, UNREADABLE_NUMBER } from './draft';
import { WrapSelect } from './WrapSelect';

/** What every control gets: its id, the ids describing it, and whether it is in error. */
export interface ControlProps<F> {
  readonly field: F;
  readonly id: string;
  readonly value: Value | undefined;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly onChange: (value: Value) => void;
}

/** Number with 48px minus/plus steppers for one-thumb use; optional numbers may be emptied. */
export function NumberControl(p: ControlProps<NumberField | OptionalNumberField>): JSX.Element {
  const f = p.field;
  const optional = f.kind === 'optional-number';
  const step = f.kind === 'number' ? f.step ?? 1 : 1;
  const placeholder = optional ? (f.placeholder ?? 'unknown') : undefined;
  return (
    <div class="rf-number">
      <button type="button" class="rf-step" aria-label={`${f.label} minus ${step}`} tabIndex={-1}
        disabled={typeof p.value === 'number' && p.value <= f.min}
        onClick={() => p.onChange(stepNumber(p.value, -step, f))}>−</button>
      <input id={p.id} type="number" inputMode="numeric" min={f.min} max={f.max} step={step}
        value={numberText(p.value)} placeholder={placeholder}
        // An empty box is never narrower than its placeholder, so "Unknown" is not cut to "Unknc".
        style={placeholder && numberText(p.value) === '' ? { minWidth: `calc(${placeholder.length}ch + 24px)` } : undefined}
        aria-invalid={p.invalid || undefined} aria-describedby={p.describedBy}
        onInput={(e) => {
          const el = e.currentTarget;
          // A browser hides text it cannot read as a number: keep the value as a draft error.
          const text = el.validity.badInput ? UNREADABLE_NUMBER : el.value;
          p.onChange(parseNumberDraft(text, optional));
        }} />
      {f.unit ? <span class="rf-unit">{f.unit}</span> : null}
      <button type="button" class="rf-step" aria-label={`${f.label} plus ${step}`} tabIndex={-1}
        disabled={typeof p.value === 'number' && p.value >= f.max}
        onClick={() => p.onChange(stepNumber(p.value, step, f))}>+</button>
    </div>
  );
}

/** A switch (checkbox with role=switch) labelled by the field's label. */
export function BooleanControl(p: ControlProps<BooleanField>): JSX.Element {
  return (
    <label class="rf-switch" for={p.id}>
      <input id={p.id} type="checkbox" role="switch" checked={p.value === true}
        aria-describedby={p.describedBy} aria-invalid={p.invalid || undefined}
        onChange={(e) => p.onChange(e.currentTarget.checked)} />
      <span class="rf-switch-track" aria-hidden="true"><span class="rf-switch-thumb" /></span>
      <span class="rf-switch-label">{p.field.label}</span>
    </label>
  );
}

/** Up to this many options are shown as segmented buttons (radio inputs); more use a native select. */
export const SEGMENTED_MAX = 4;

/** Whether a select is shown as segmented buttons: a few options with short labels that fit a 360px row. */
export function isSegmented(f: SelectField): boolean {
  return f.options.length <= SEGMENTED_MAX && f.options.every((o) => o.label.length <= 12)
    && f.options.reduce((n, o) => n + o.label.length, 0) <= 30;
}

/** A native select, or segmented radio buttons for a few options. */
export function SelectControl(p: ControlProps<SelectField> & { labelId: string }): JSX.Element {
  const f = p.field;
  const known = f.options.some((o) => o.value === p.value);
  if (isSegmented(f)) {
    return (
      <div class="rf-segmented" role="radiogroup" aria-labelledby={p.labelId} aria-describedby={p.describedBy} aria-invalid={p.invalid || undefined}>
        {f.options.map((o, i) => (
          <label class="rf-seg" key={o.value}>
            <input type="radio" id={i === 0 ? p.id : `${p.id}-${i}`} name={p.id} value={o.value} checked={p.value === o.value}
              onChange={() => p.onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    );
  }
  const missing = p.value === undefined || p.value === null ? 'Choose…' : `${String(p.value)} (not available)`;
  // The choice wraps (WrapSelect): a native select cuts a long one on a narrow phone or with large text.
  return (
    <WrapSelect shown={known ? f.options.find((o) => o.value === p.value)?.label ?? '' : missing} id={p.id} value={known ? String(p.value) : ''}
      aria-describedby={p.describedBy} aria-invalid={p.invalid || undefined} onChange={(e) => p.onChange(e.currentTarget.value)}>
      {known ? null : <option value="" disabled>{missing}</option>}
      {f.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
    </WrapSelect>
  );
}

/** A one-line text input. */
export function TextControl(p: ControlProps<TextField>): JSX.Element {
  return (
    <input id={p.id} type="text" value={typeof p.value === 'string' ? p.value : ''} maxLength={p.field.maxLength}
      autocomplete="off" aria-describedby={p.describedBy} aria-invalid={p.invalid || undefined}
      onInput={(e) => p.onChange(e.currentTarget.value)} />
  );
}

/** Dice text (`1d8+4`) validated as the user types; the message shows while it does not parse. */
export function DiceControl(p: ControlProps<DiceField>): JSX.Element {
  return (
    <input id={p.id} type="text" value={typeof p.value === 'string' ? p.value : ''} autocomplete="off" autocapitalize="off"
      spellcheck={false} placeholder="1d8+4" class="rf-dice"
      aria-describedby={p.describedBy} aria-invalid={p.invalid || undefined}
      onInput={(e) => p.onChange(e.currentTarget.value)} />
  );
}
