/**
 * A list field (weapons, spells): each item is a group of its own fields with move up, move
 * down and remove buttons; "Add <item>" appends one with defaults, within minItems..maxItems.
 */
import type { JSX } from 'preact';
import { defaults, isVisible, type FieldIssue, type ListField, type Value, type Values } from '../../engine/schema';
import { issuesAt, itemHeading, moveItem, setKey } from './draft';
import type { FieldRowComponent, FieldRowProps } from './row';

/** A list field, where it sits in the form (`path`, element ids), its value, the form's issues and the change handler. */
export interface ListControlProps {
  readonly field: ListField;
  readonly path: string;
  readonly id: string;
  readonly idPrefix: string;
  readonly value: Value | undefined;
  readonly errors: readonly FieldIssue[] | undefined;
  readonly onChange: (value: Value) => void;
  /** Draws each item's fields (the form's row component). */
  readonly Row: FieldRowComponent;
  /** Handed to each item's rows (see FieldRowProps). */
  readonly glossary?: FieldRowProps['glossary'];
}

/** The list as a fieldset of item groups with their own fields and move/remove buttons, and "Add". */
export function ListControl(p: ListControlProps): JSX.Element {
  const f = p.field;
  const Row = p.Row;
  const items: readonly Values[] = Array.isArray(p.value) ? p.value : [];
  const own = issuesAt(p.errors, p.path);
  const set = (next: readonly Values[]) => p.onChange(next);
  return (
    <fieldset class={`rf-list${own.length ? ' rf-invalid' : ''}`} id={p.id} aria-describedby={f.help ? `${p.id}-help` : undefined}>
      <legend class="rf-label">{f.label}</legend>
      {f.help ? <p class="rf-help" id={`${p.id}-help`}>{f.help}</p> : null}
      {items.length === 0 ? <p class="rf-help">No {f.itemLabel}s yet.</p> : null}
      {items.map((item, i) => {
        const heading = itemHeading(f.itemLabel, i, item);
        return (
          <div class="rf-item" key={i} role="group" aria-label={heading}>
            <div class="rf-item-head">
              <span class="rf-item-title">{heading}</span>
              <span class="rf-item-tools">
                <button type="button" class="rf-icon" aria-label={`Move ${heading} up`} disabled={i === 0}
                  onClick={() => set(moveItem(items, i, i - 1))}>↑</button>
                <button type="button" class="rf-icon" aria-label={`Move ${heading} down`} disabled={i === items.length - 1}
                  onClick={() => set(moveItem(items, i, i + 1))}>↓</button>
                <button type="button" class="rf-icon rf-danger" aria-label={`Remove ${heading}`} disabled={items.length <= f.minItems}
                  onClick={() => set(items.filter((_, j) => j !== i))}>✕</button>
              </span>
            </div>
            {f.item.filter((sub) => isVisible(sub, item)).map((sub) => (
              <Row key={sub.key} field={sub} path={`${p.path}.${i}.${sub.key}`} idPrefix={p.idPrefix} values={item} errors={p.errors} glossary={p.glossary}
                onChange={(v) => set(items.map((it, j) => (j === i ? setKey(it, sub.key, v) : it)))} />
            ))}
          </div>
        );
      })}
      {own.length ? <p class="rf-error"><span aria-hidden="true">⚠ </span>{own.map((i) => i.message).join(' ')}</p> : null}
      <button type="button" class="btn rf-add" disabled={items.length >= f.maxItems}
        onClick={() => set([...items, defaults(f.item)])}>+ Add {f.itemLabel}</button>
    </fieldset>
  );
}
