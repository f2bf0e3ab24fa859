/**
 * The GM model's intake: players' results offered to the round (checked first in verified
 * mode), phones joining the verified table, and re-rolls waiting for the GM.
 */
import type { RoundResult } from '../../engine/ruleset';
import type { RoundVerdict } from '../../verify/verify';
import { accepted, characterKey, displayName, holdReroll, ingestResult, rerollOf, settleReroll, withVerdict, type IngestOutcome } from './round';
import { joinPhone, NO_SHEETS, removePhone, setVerified, settleSheet, verdictMessage } from './verified';
import type { GmCore } from './model-core';
import { defaultCheck } from './check';

/** The intake's actions on `core`. */
export function createIntake(core: GmCore) {
  const { deps, round, taken, newCode, say, commit } = core;
  const check = deps.check ?? defaultCheck();

  /**
   * Offers a decoded result to the round; shows and returns what happened. `verdict`: its
   * check in verified mode, kept with the character's round (see `take`).
   */
  function ingest(result: RoundResult, verdict?: RoundVerdict): IngestOutcome {
    const before = round.value;
    // A second roll of a round taken (same link and code, other figures) waits for the GM.
    const first = verdict ? rerollOf(before, result) : undefined;
    if (first && verdict) {
      const held = holdReroll(before, first, result, verdict);
      say('bad', held.outcome.message);
      commit(held.state);
      return held.outcome;
    }
    let { state, outcome } = ingestResult(before, result, deps.lookup);
    if (verdict) {
      const results = state.results;
      state = withVerdict(state, result, outcome, verdict);
      // A second scan that differs from the code taken with its time stamp went in instead (see withVerdict).
      if (outcome.kind === 'duplicate' && state.results !== results) {
        outcome = { kind: 'replaced', character: outcome.character, message: `Took ${outcome.character}'s round in place of a code with the same time stamp that said otherwise.` };
      }
    }
    const ok = accepted(outcome);
    const v = verdict?.round.status;
    // A round rolled from another sheet than the one kept waits for the GM's answer.
    const sheet = ok && verdict?.sheet ? ` Rolled from another sheet: ${verdict.sheet.line}. Accept or refuse it under "Sheet changes".` : '';
    const tone = v === 'not-verified' || sheet || (!ok && outcome.kind !== 'duplicate') ? 'bad' : ok && v !== 'unverified' ? 'good' : 'info';
    say(tone, verdict ? verdictMessage(outcome, verdict.round) + sheet : outcome.message);
    if (ok) taken.value = [...taken.value, outcome.character];
    if (state !== before) commit(state);
    return outcome;
  }

  /** Offers a result, checked first when verified mode is on (src/verify loads then). */
  async function take(result: RoundResult): Promise<IngestOutcome> {
    for (;;) {
      const t = round.value.verified;
      if (!t?.on) return ingest(result);
      const verdict = await check(result, { code: t.code, earlier: t.earlier, phones: t.phones, ...(t.removed ? { removed: t.removed } : {}) });
      // The table changed while the check ran (Next round, another scan of the same phone):
      // check again against what the result now joins.
      if (round.value.verified === t) return ingest(result, verdict);
    }
  }

  /** Takes a phone's join code (`RCJ1:`, or `RCJ2:` with its sheet digests); a damaged one is refused with one sentence. */
  async function join(text: string): Promise<IngestOutcome | null> {
    const { decodeJoinCode } = await import('../../verify/join');
    const j = decodeJoinCode(text);
    if (!j.ok) { say('bad', j.message); return null; }
    const r = round.value;
    // Ids are public (every proof carries one) and a new evening draws a new one: the same id
    // with another chain is a code made to take over that phone's record.
    const old = r.verified?.phones[j.value.id];
    if (old && old.commitment !== j.value.commitment) {
      say('bad', `This join code has the id of ${old.label}'s phone (${old.id}) but commits to another chain: a new evening gets a new id, so this code was not made by Rollcall and is not taken.`);
      return null;
    }
    const table = joinPhone(r.verified, j.value);
    commit({ ...r, verified: table });
    // Without digests the first round's sheet is held, whatever it is, and digests added by
    // joining again let a character with none held yet roll from them: the GM should know both.
    const before = old?.sheets?.length ?? 0;
    const added = old ? (table.phones[j.value.id]?.sheets?.length ?? 0) - before : 0;
    const sheetsSaid = added > 0 ? ` ${added} more sheet${added === 1 ? '' : 's'} committed, for characters with no sheet held yet.` : j.value.sheets?.length || before ? '' : ` ${NO_SHEETS}.`;
    const message = `Joined: ${j.value.label}.${sheetsSaid}${r.verified?.on ? '' : ' Turn on "Verified rolls" to check their dice.'}`;
    say('good', message);
    taken.value = [...taken.value, `Joined: ${j.value.label}`];
    return { kind: 'joined', character: j.value.label, message };
  }

  /**
   * Settles a re-roll waiting for a character (by `characterKey`): `accept` takes the second
   * roll in place of the first, else the second is dropped and the first stays.
   */
  function settleRerollOf(key: string, accept: boolean): void {
    const r = round.value;
    const pending = r.rerolls?.[key];
    if (!pending) return;
    commit(settleReroll(r, key, accept));
    const who = displayName(pending.result.character);
    say('info', accept ? `Took ${who}'s re-roll in place of the first roll.` : `Kept ${who}'s first roll; the re-roll is dropped.`);
  }

  /**
   * Answers a round's sheet change for a character (by `characterKey`): `accept` keeps the
   * sheet and options it was rolled from as the character's (later rounds are compared with
   * them), else the round is marked "Not verified: sheet refused".
   */
  function settleSheetOf(key: string, accept: boolean): void {
    const r = round.value;
    const v = r.verdicts?.[key];
    const result = r.results.find((x) => characterKey(x.character) === key);
    if (!r.verified || !v?.sheet || v.sheet.settled || !result?.proof || result.at !== v.at) return;
    const done = settleSheet(r.verified, v, result.proof.player, key, result.rulesetId, accept);
    commit({ ...r, verified: done.table, verdicts: { ...r.verdicts, [key]: done.verdict } });
    const who = displayName(result.character);
    if (accept) say('info', `Accepted ${who}'s sheet: their next rounds are compared with it.`);
    else say('bad', `Refused ${who}'s round: it was rolled from ${v.sheet.line}.`);
  }

  /** Verified table mode on (a code for this round, unless it has one) or off. */
  function setVerifiedMode(on: boolean): void {
    const r = round.value;
    commit({ ...r, verified: setVerified(r.verified, on, newCode()) });
    say('info', on ? 'Verified rolls are on: show the players this round\'s code.' : 'Verified rolls are off.');
  }

  /** Forgets a joined phone (its results are then "not joined" until it joins again). */
  function forgetPhone(id: string): void {
    const r = round.value;
    const p = r.verified?.phones[id];
    if (!r.verified || !p) return;
    commit({ ...r, verified: removePhone(r.verified, id) });
    say('info', `Removed ${p.label}'s phone.`);
  }

  return { ingest, take, join, setVerifiedMode, forgetPhone, settleRerollOf, settleSheetOf };
}
