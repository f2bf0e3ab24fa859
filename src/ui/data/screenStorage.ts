/**
 * The storage only a character's screen uses: remembered inputs (prefs), the lasting state
 * and its undo, and the history. The list's repo (./repo.ts) loads this module on the first
 * such call, and the character screen imports it, so it arrives with the screen's code and a
 * first visit to the list does without it.
 */
export { loadDraft, loadPrefs, savePref } from '../../storage/prefs';
export { applyStateEvent, readState, StateUndoError, undoStateEvent } from '../../storage/state';
export { addRound, entryAt, HISTORY_KEEP, listRounds } from '../../storage/history';
export { dropRolled, keepRolledCode, loadRolled, RoundMovedOnError, saveRoll } from '../../storage/rolled';
