/**
 * A ruleset's table options (`optionsSchema`) described in words for its help page: each
 * option's question, why it exists (the field's `help`), its choices and which one is the
 * default. Generic over every field kind, so a new ruleset needs no help code.
 */
import type { Field, FormSchema } from '../../engine/schema';

/** One choice of an option as the help page lists it. */
export interface OptionChoice {
  readonly label: string;
  readonly isDefault: boolean;
}

/** One table option in words. */
export interface OptionText {
  readonly key: string;
  readonly label: string;
  /** Why the option exists (the field's own help), when it has one. */
  readonly help?: string;
  /** The possible answers, the default marked; empty for free entries (see `range`). */
  readonly choices: readonly OptionChoice[];
  /** For numbers and text: what may be entered and the default, e.g. "0 to 5 (default 2)". */
  readonly range?: string;
  /** The section the option sits in on the Sheet tab, when the schema names one. */
  readonly section?: string;
}

function describeField(f: Field, sectionLabel: (id: string | undefined) => string | undefined): OptionText {
  const base = { key: f.key, label: f.label, ...(f.help ? { help: f.help } : {}), ...(f.section ? { section: sectionLabel(f.section) ?? f.section } : {}) };
  switch (f.kind) {
    case 'select':
      return { ...base, choices: f.options.map((o) => ({ label: o.label, isDefault: o.value === f.default })) };
    case 'boolean':
      return { ...base, choices: [{ label: 'On', isDefault: f.default }, { label: 'Off', isDefault: !f.default }] };
    case 'number':
      return { ...base, choices: [], range: `${f.min} to ${f.max}${f.unit ? ` ${f.unit}` : ''} (default ${f.default})` };
    case 'optional-number':
      return { ...base, choices: [], range: `${f.min} to ${f.max}${f.unit ? ` ${f.unit}` : ''}, or left empty (the default)` };
    case 'dice':
      return { ...base, choices: [], range: `dice such as 1d8+1 (default ${f.default || 'none'})` };
    case 'text':
      return { ...base, choices: [], range: f.default ? `text (default "${f.default}")` : 'text, empty by default' };
    case 'list':
      return { ...base, choices: [], range: `a list of ${f.itemLabel} entries (${f.minItems} to ${f.maxItems})` };
  }
}

/** Every field of `schema` described, in the schema's order. */
export function describeOptions(schema: FormSchema): OptionText[] {
  const sectionLabel = (id: string | undefined) => schema.sections?.find((s) => s.id === id)?.label;
  return schema.fields.map((f) => describeField(f, sectionLabel));
}
