/**
 * The last deleted character, kept for this page until undone or replaced by another deletion,
 * so "Undo" works from the list whether the character was deleted there or from its Sheet tab.
 */
import { signal } from '@preact/signals';
import type { CharacterBundle } from '../../storage';

/** What "Undo" would put back: the deleted records and the name to show. */
export interface Deleted {
  readonly bundle: CharacterBundle;
  readonly name: string;
}

/** The deletion that can still be undone, or null. */
export const lastDeleted = signal<Deleted | null>(null);
