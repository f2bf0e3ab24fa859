/**
 * The player's side of the app, for the shell's routes:
 * `CharacterList(): JSX.Element` (route `#/`) and `CharacterScreen(props: { id }): JSX.Element`
 * (route `#/c/<id>`); and the result card pieces, which the GM screen may reuse.
 */
export { CharacterList } from './CharacterList';
export { CharacterScreen } from './CharacterScreen';
export { ResultCard, EntryRow, StatList, NoteList, TONE_ICON, TONE_CLASS, type ResultCardProps } from './ResultCard';
