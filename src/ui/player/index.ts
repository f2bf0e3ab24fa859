/**
 * The player's side of the app, for the shell's routes:
 * `CharacterList(): JSX.Element` (route `#/`) and `CharacterScreen(props: { id }): JSX.Element`
 * (route `#/c/<id>`, loaded on first use); and the result card pieces, which the GM screen may
 * reuse (import them from './ResultCard' to keep them out of the first bundle).
 */
import { h, type JSX } from 'preact';
import { LazyCharacterScreen } from './LazyCharacterScreen';

export { CharacterList } from './CharacterList';

/** One character's screen: tabs Round, Sheet and History. */
export function CharacterScreen(props: { id: string }): JSX.Element {
  return h(LazyCharacterScreen, { id: props.id });
}

export { ResultCard, EntryRow, StatList, NoteList, TONE_ICON, TONE_CLASS, type ResultCardProps } from './ResultCard';
