/**
 * The player's side of the app, for the shell's routes:
 * `CharacterList(): JSX.Element` (route `#/`) and `CharacterScreen(props: { id }): JSX.Element`
 * (route `#/c/<id>`, loaded on first use). The result card pieces (ResultCard, EntryRow, ...)
 * are not re-exported here: import them from './ResultCard', so the card, the QR hand-over and
 * the odds helpers stay out of the first bundle (a re-export here pulled them into it).
 */
import { h, type JSX } from 'preact';
import { LazyCharacterScreen } from './LazyCharacterScreen';

export { CharacterList } from './CharacterList';

/** One character's screen: tabs Round, Sheet and History. */
export function CharacterScreen(props: { id: string }): JSX.Element {
  return h(LazyCharacterScreen, { id: props.id });
}
