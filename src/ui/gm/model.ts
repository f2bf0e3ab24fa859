/**
 * The GM screen's state as signals: the encounter (round, results, the GM's combatants and
 * their rolls, marks, "now acting", turn board, log), the order built from it, the last
 * message for the GM, and saving after each change. The rules are in pure modules (round.ts,
 * combatants.ts, marks.ts, log.ts, engine/turns.ts); storage and dice are passed in, so tests
 * run without IndexedDB or chance. The model's parts are in model-*.ts by concern: the core
 * (signals, saving), intake and verification, combatants, the fight, the order and the board,
 * and rounds.
 */
import { emptyRound, type GmRound } from './round';
import { createGmCore, type GmModelDeps } from './model-core';
import { createIntake } from './model-intake';
import { createCombatants } from './model-combatants';
import { createFight } from './model-fight';
import { createBoard } from './model-board';
import { createRounds } from './model-rounds';

export type { CombatantInput, GmMessage, GmModelDeps, PlayerAttack } from './model-core';

/** Creates the GM model, starting from `initial` (a loaded encounter) or an empty first round. */
export function createGmModel(deps: GmModelDeps, initial: GmRound = emptyRound()) {
  const core = createGmCore(deps, initial);
  const { round, parts, ruleset, order, message, taken, members, board, turns, named, keptMonsters, say, unsaved, retrySave } = core;
  const { ingest, take, join, setVerifiedMode, forgetPhone, settleRerollOf, settleSheetOf } = createIntake(core);
  const combatants = createCombatants(core);
  const { setSystem, addCombatant, updateCombatant, removeCombatant, rollCombatants, keepMonster } = combatants;
  const fight = createFight(core);
  const { playerAttack, previewHit, applyHit, healMember, clearMember, undoFight } = fight;
  const { mark, setNow, step, boardActions } = createBoard(core);
  const { startNextRound, canUndo, undoNextRoundNow, dismissCarried, newEncounter } = createRounds(core, combatants, fight);

  return {
    round, parts, ruleset, order, message, taken, canUndo, members, board, turns, named,
    ingest, take, join, setVerifiedMode, forgetPhone, setSystem, addCombatant, updateCombatant, removeCombatant, rollCombatants, mark, setNow, step, boardActions,
    playerAttack, previewHit, applyHit, healMember, clearMember, undoFight, keptMonsters, keepMonster,
    startNextRound, undoNextRound: undoNextRoundNow, dismissCarried, newEncounter, say, settleReroll: settleRerollOf, settleSheet: settleSheetOf, unsaved, retrySave,
  };
}

/** The GM model's type. */
export type GmModel = ReturnType<typeof createGmModel>;
