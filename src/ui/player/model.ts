/**
 * The character screen's model (signals): the character, its sheet draft, the round
 * declaration (remembered per character, so "attack again" is one tap on Roll), the table
 * options, the live plan, rolling, and the history. Models call the engine; the engine never
 * sees signals.
 * The model's parts are in model-*.ts by concern: the core (signals, the plan, the lasting
 * state), storage (loading, remembered inputs, a round's writes), rolls, and the sheet.
 */
import type { Repo } from '../data/repo';
import { createCharacterCore, type ModelDeps } from './model-core';
import { createWrites } from './model-writes';
import { createRoll } from './model-roll';
import { createSheet } from './model-sheet';

export type { LoadStatus, ModelDeps, PlanState } from './model-core';

/**
 * Creates the model of one character's screen; call `load()` once. `load()` awaits the
 * ruleset's code; from then on `plan` is computed synchronously from the signals, from
 * `input` (the validated sheet, declaration, options and state, which Compare choices reads too).
 */
export function createCharacterModel(id: string, repo: Repo, deps: ModelDeps = {}) {
  const core = createCharacterCore(id, repo, deps);
  const {
    status, problem, character, ruleset, sheetDraft, sheetIssues, sheetDirty, sheetMessage, declaration, declarationSchema, declarationIssues, options, optionsIssues,
    state, input, plan, result, rounds, history, roundProblems, notices, living, loadHistory, evenings, start, verified, roundCode, parsedCode, codeTried, rolling, verifiedProblem, rollBlocked, writeFailed, saving,
  } = core;
  const writes = createWrites(core);
  const { load, setOptions, setDeclaration, flush, saved, keepCode } = writes;
  const { roll, newRound, rollWithCode, reactWith } = createRoll(core, writes);
  const { saveSheet, undoSheet, adjustHp } = createSheet(core, writes);

  return {
    writeFailed, saving,
    id, status, problem, character, ruleset, sheetDraft, sheetIssues, sheetDirty, sheetMessage,
    declaration, declarationSchema, declarationIssues, options, optionsIssues, state, input, plan, result,
    rounds, history, roundProblems, notices, living, load, loadHistory, roll, newRound, start,
    verified, evening: evenings.evening, roundCode, parsedCode, codeTried, rolling, verifiedProblem, rollBlocked, rollWithCode, reactWith, saveSheet, undoSheet, adjustHp, setOptions, setDeclaration, flush, saved, keepCode,
  };
}

/** The model's type. */
export type CharacterModel = ReturnType<typeof createCharacterModel>;
