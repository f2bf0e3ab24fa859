/**
 * The storage of the list's character actions only: a copy, archiving, taking a character whole
 * (to back it up, send it or delete it with undo) and putting it back. The list's repo
 * (./repo.ts) loads this module on the first such call, so a first visit to the list does
 * without it.
 */
export { restoreBundle, takeCharacter } from '../../storage/bundle';
export { duplicateCharacter, setArchived } from '../../storage/manage';
