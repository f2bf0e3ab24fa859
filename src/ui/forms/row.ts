/**
 * The props of one generated form row, shared by the form and the list control, which renders
 * its items' rows with the row component it is handed (so the two files do not import each
 * other).
 */
import type { JSX } from 'preact';
import type { GlossaryEntry } from '../../engine/ruleset';
import type { Field, FieldIssue, Value, Values } from '../../engine/schema';

/** A field, where it sits in the form (`path`, element ids), the values it reads, the form's issues and the change handler. */
export interface FieldRowProps {
  readonly field: Field;
  readonly path: string;
  readonly idPrefix: string;
  readonly values: Values;
  readonly errors: readonly FieldIssue[] | undefined;
  readonly onChange: (value: Value) => void;
  /** Leave the help line out (it is shown elsewhere). */
  readonly compact?: boolean | undefined;
  /** The ruleset's terms: a label using one gets a button that explains it on a tap. */
  readonly glossary?: readonly GlossaryEntry[] | undefined;
}

/** A component drawing one form row (the form's own `FieldRow`). */
export type FieldRowComponent = (p: FieldRowProps) => JSX.Element;
