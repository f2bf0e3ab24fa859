/**
 * The character screen model's rolls: rolling the plan (with fair dice, or in verified mode
 * from the evening's chain and the GM's round code), reacting to an attack, and a new round.
 */
import { batch } from '@preact/signals';
import { cryptoDice } from '../../engine/dice';
import type { RoundResult } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { storageErrorText } from '../../storage';
import type { CharacterCore } from './model-core';
import type { createWrites } from './model-writes';

/** The rolls' actions on `core`, shown and stored by the writes' `finish`. */
export function createRoll(core: CharacterCore, { finish, setDeclaration }: Pick<ReturnType<typeof createWrites>, 'finish' | 'setDeclaration'>) {
  const { id, repo, deps, ruleset, character, declaration, state, result, evenings, verified, roundCode, parsedCode, codeTried, rolling, verifiedProblem, sheetDirty, notice, start, reaction, living, declarationSchema, input, plan, enqueue, failed } = core;

  /**
   * The lasting state the screen showed as Roll was tapped (before a shown round went back to
   * its start): the state stored then, which the roll's write checks is still the one stored.
   */
  let rolledOver: Values | null = null;

  /**
   * Rolling again re-rolls the same round: from the state it started with, not the one the
   * first roll left (ammunition spent twice, a parried hit taken twice), so verified dice
   * with the same code come out the same.
   */
  function fromRoundStart(): () => void {
    const now = state.value;
    rolledOver = now ?? null;
    if (result.value && start.round) state.value = start.round.state;
    // When the roll is not made after all, the state the shown round left comes back.
    return () => { state.value = now; };
  }

  /**
   * Rolls the current plan with fair dice, shows the result at once, then remembers the
   * declaration, carries `nextState` into the next plan and adds the round to the history.
   * @returns the result, or null when there is no valid plan
   */
  function roll(): RoundResult | null {
    if (verified.value) { void rollWithCode(); return null; }
    const back = fromRoundStart();
    const r = rollNow();
    if (!r) back();
    return r;
  }

  /** {@link roll} from the state as it stands. */
  function rollNow(): RoundResult | null {
    const rs = ruleset.value, p = plan.value, inp = input.value, c = character.value;
    if (!rs || !p.ok || !inp.ok || !c || sheetDirty.value) return null;
    let r: RoundResult;
    try {
      r = rs.roll(p.plan, (deps.dice ?? cryptoDice)(), (deps.now ?? Date.now)(), inp.value);
    } catch (err) {
      notice(`The roll failed: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    }
    finish(rs, inp.value.declaration, r, rolledOver);
    return r;
  }

  /**
   * Rolls in verified mode: the dice come from this round's link of the evening's
   * chain and the GM's round code (src/verify/evening.ts `rollVerifiedRound`), so rolling again with
   * the same code gives the same faces and a new code takes the next link. The advanced
   * evening is stored before the result is shown (a roll whose evening cannot be stored is
   * not shown); then it goes on as an ordinary roll.
   * @returns the result, or null when there is no valid plan or code, or the roll could not be made (`verifiedProblem` says why)
   */
  async function rollWithCode(): Promise<RoundResult | null> {
    if (rolling.value) return null;
    const back = fromRoundStart();
    const r = await rollWithCodeNow();
    if (!r) back();
    return r;
  }

  /** {@link rollWithCode} from the state as it stands. */
  async function rollWithCodeNow(): Promise<RoundResult | null> {
    const rs = ruleset.value, p = plan.value, inp = input.value, c = parsedCode.value;
    if (!rs || !p.ok || !inp.ok || rolling.value || sheetDirty.value) return null;
    if (!c.ok) { codeTried.value = true; return null; }
    rolling.value = true;
    try {
      const e = await evenings.load();
      // The card is gone with the mode, so the screen's notices say it.
      if (!e) { notice('Verified mode was ended (on the verified table page or in another tab), so nothing was rolled. Roll again for an ordinary roll.'); return null; }
      const { rollVerifiedRound } = await import('../../verify/evening');
      const at = (deps.now ?? Date.now)();
      // Rolled from the inputs as the code carries them, so the GM's phone can roll it again.
      const { evening, result: r } = await rollVerifiedRound(e, c.code, rs, inp.value, at);
      try { await evenings.save(evening); } catch (err) {
        // Shown, the round's secret would be out while storage still holds the link before it:
        // after a reload the phone would use it again (a replay to the GM, dice it could foresee).
        // Rolling again reads the stored evening and gives the same link and dice.
        verifiedProblem.value = `The verified roll was not shown, as the phone could not store which round of its chain it used: ${storageErrorText(err)}`;
        return null;
      }
      verifiedProblem.value = null;
      finish(rs, inp.value.declaration, r, rolledOver);
      return r;
    } catch (err) {
      verifiedProblem.value = `The verified roll was not made: ${err instanceof Error ? err.message : String(err)}`;
      return null;
    } finally {
      rolling.value = false;
    }
  }

  /**
   * Reacts to an attack (values from the ruleset's `reactTo`, merged over the declaration).
   * The declaration from before the first reaction is kept for {@link newRound} to restore.
   */
  function reactWith(values: Values): void {
    reaction.before ??= declaration.value;
    setDeclaration({ ...declaration.value, ...values });
  }

  /**
   * "New round": clears the result card and, where the declaration has a `round` number field
   * (a system whose round spans several rolls, e.g. zones-factions turns), raises it by one so
   * the ruleset starts a fresh round from its carried state; after a reaction, the declaration
   * from before it comes back. Convention: docs/contract.md.
   */
  function newRound(): void {
    // Once per rolled round: a second tap finds no round shown.
    if (!result.value) return;
    const shown = start.round;
    result.value = null;
    start.round = null;
    // The round is over: effects tick (bleeding, recovery, counts going down), in the write
    // that ends the kept round, so its end happens once. Its id is read when that write starts
    // (the roll's own write may still be in flight).
    if (ruleset.value?.state) void living.nextRound(() => shown?.roundId);
    else if (shown) {
      void enqueue(async () => { if (shown.roundId) await repo.dropRolled(id, shown.roundId); })
        .catch((err: unknown) => failed(err, 'The round was not passed: '));
    }
    // A new round has a new round code from the GM.
    batch(() => { roundCode.value = ''; codeTried.value = false; });
    // A reaction answers one attack: the next round goes back to what was declared before it.
    const before = reaction.before;
    reaction.before = null;
    if (before) setDeclaration(before);
    const f = declarationSchema.value?.fields.find((x) => x.key === 'round');
    if (!f || f.kind !== 'number') return;
    const now = declaration.value['round'];
    const current = typeof now === 'number' && Number.isFinite(now) ? now : f.default;
    setDeclaration({ ...declaration.value, round: Math.min(f.max, current + 1) });
  }

  return { roll, rollWithCode, reactWith, newRound };
}
