import { describe, expect, it } from 'vitest';
import { createGmModel } from '../../src/ui/gm/model';
import { buildOrderView, phaseTitle } from '../../src/ui/gm/order-view';
import { canUndoNextRound, emptyRound, ingestResult, nextRound, undoNextRound, type GmRound } from '../../src/ui/gm/round';
import { attack, countdown, lookup, phases, result } from './fixtures';

function take(...results: ReturnType<typeof result>[]): GmRound {
  return results.reduce((s, r) => ingestResult(s, r, lookup).state, emptyRound());
}

describe('the round order on the GM screen', () => {
  const round = take(
    result('Aria', 1000, [attack('a1', 'Longsword, attack 1', 8), attack('a2', 'Longsword, attack 2', 3)]),
    result('Brak', 1000, [attack('a1', 'Bow, attack 1', 12), attack('a2', 'Bow, attack 2', -7)]),
    result('Cyn', 1000, [attack('a1', 'Dagger', 8), { id: 'p', kind: 'reaction', label: 'Parry' }]),
  );
  const view = buildOrderView(round.results, countdown);

  it('lists groups from the highest initiative down, with phase headers between them', () => {
    expect(view.sections.map((s) => s.title)).toEqual(['Before movement · 11 and above', 'Movement · 10 → 1', 'Lost · -6 and below']);
    const whens = view.sections.flatMap((s) => s.groups.map((g) => g.when));
    expect(whens).toEqual(['12', '8', '3', '-7']);
  });

  it('shows equal initiatives as one simultaneous group', () => {
    const at8 = view.sections[1]!.groups[0]!;
    expect(at8.simultaneous).toBe(true);
    expect(at8.rows.map((r) => `${r.who}: ${r.what}`).sort()).toEqual(['Aria: Longsword, attack 1', 'Cyn: Dagger']);
    expect(view.sections[1]!.groups[1]!.simultaneous).toBe(false);
  });

  it('puts lost attacks at the bottom and keeps untimed entries apart', () => {
    const last = view.sections[view.sections.length - 1]!;
    expect(last.lost).toBe(true);
    expect(last.groups[0]!.rows[0]).toMatchObject({ who: 'Brak', what: 'Bow, attack 2', lost: true });
    expect(view.untimed.map((r) => `${r.who}: ${r.what}`)).toEqual(['Cyn: Parry']);
    expect(view.count).toBe(6);
  });

  it('gives each row its need, roll, outcome word and damage', () => {
    const row = view.sections[0]!.groups[0]!.rows[0]!;
    expect(row).toMatchObject({ need: 'need 72 · crit ≤11 · griev ≤4', roll: 'rolled 40', outcome: { label: 'Hit', tone: 1 }, damage: '9 damage' });
  });

  it('says when a critical ignores PROT', () => {
    const crit = attack('a1', 'Longsword', 5, {
      check: { face: 9, need: 72, bonus: 0, outcome: 'critical', label: 'Critical hit', tone: 2 },
      damage: { faces: [7, 4], total: 22, armour: 'no', text: '×2' },
    });
    const v = buildOrderView(take(result('Aria', 1, [crit])).results, countdown);
    expect(v.sections[0]!.groups[0]!.rows[0]!.damage).toBe('22 damage · ×2 · ignores PROT');
  });

  it('places a spell on the segment it goes off, not the one it starts', () => {
    const spell = { id: 's', kind: 'spell' as const, label: 'Bolt of Energy', timing: { faces: [2], total: 3, order: [-3], phase: 'post-movement', text: 'Starts on 3, goes off on -3' } };
    const v = buildOrderView(take(result('Harlan', 1, [spell])).results, countdown);
    expect(v.sections[0]!.title).toBe('After movement · 0 → -5');
    expect(v.sections[0]!.groups[0]!.when).toBe('-3');
    expect(v.sections[0]!.groups[0]!.rows[0]!.notes[0]).toEqual({ text: 'Starts on 3, goes off on -3', gm: false });
  });

  it('names open and closed phase ranges', () => {
    expect(phases.map(phaseTitle)).toEqual(['Before movement · 11 and above', 'Movement · 10 → 1', 'After movement · 0 → -5', 'Lost · -6 and below']);
  });

  it('keeps a phase label that already gives its numbers', () => {
    expect(phaseTitle({ id: 'movement', label: 'Movement (10 to 1)', from: 10, to: 1 })).toBe('Movement (10 to 1)');
  });
});

describe('taking results into the round', () => {
  it('replaces a character\'s older result with a newer one', () => {
    const s1 = take(result('Aria', 1000, [attack('a1', 'Longsword', 8)]));
    const { state, outcome } = ingestResult(s1, result('Aria', 2000, [attack('a1', 'Longsword', 2)]), lookup);
    expect(outcome.kind).toBe('replaced');
    expect(state.results).toHaveLength(1);
    expect(buildOrderView(state.results, countdown).sections[0]!.groups[0]!.when).toBe('2');
  });

  it('keeps the newer result when an older one arrives later', () => {
    const s1 = take(result('Aria', 2000, [attack('a1', 'Longsword', 8)]));
    const { state, outcome } = ingestResult(s1, result('Aria', 1000, [attack('a1', 'Longsword', 2)]), lookup);
    expect(outcome.kind).toBe('older');
    expect(state.results[0]!.at).toBe(2000);
  });

  it('recognises the same result taken twice and does not double it', () => {
    const r = result('Aria', 1000, [attack('a1', 'Longsword', 8)]);
    const s1 = take(r);
    const { state, outcome } = ingestResult(s1, structuredClone(r), lookup);
    expect(outcome.kind).toBe('duplicate');
    expect(outcome.message).toBe("Aria's round is already taken.");
    expect(buildOrderView(state.results, countdown).count).toBe(1);
  });

  it('treats names that differ only in case and spaces as the same character', () => {
    const s = take(result('Aria', 1000, [attack('a1', 'Longsword', 8)]), result(' aria ', 2000, [attack('a1', 'Longsword', 4)]));
    expect(s.results).toHaveLength(1);
  });

  it('refuses a result from another ruleset, naming both systems', () => {
    const s1 = take(result('Aria', 1000, [attack('a1', 'Longsword', 8)]));
    const { state, outcome } = ingestResult(s1, result('Brak', 1000, [attack('a1', 'Axe', 8)], 'bcb-d20'), lookup);
    expect(outcome.kind).toBe('wrong-ruleset');
    expect(outcome.message).toContain('d20 with Base Combat Bonus');
    expect(outcome.message).toContain('Spelljammer');
    expect(state).toBe(s1);
  });

  it('refuses a ruleset this app does not know', () => {
    const { outcome } = ingestResult(emptyRound(), result('Aria', 1, [], 'no-such-system'), lookup);
    expect(outcome.kind).toBe('unknown-ruleset');
    expect(outcome.message).toContain('"no-such-system"');
  });

  it('starts the next round empty, still playing the encounter\'s system', () => {
    const s1 = take(result('Aria', 1000, [attack('a1', 'Longsword', 8)]));
    const s2 = nextRound(s1, 5000);
    expect(s2).toMatchObject({ round: 2, rulesetId: 'spelljammer', results: [], startedAt: 5000 });
    expect(ingestResult(s2, result('Brak', 5000, [], 'bcb-d20'), lookup).outcome.kind).toBe('wrong-ruleset');
    expect(ingestResult(s2, result('Brak', 5000, [attack('a1', 'Bow', 5)]), lookup).outcome.kind).toBe('added');
  });

  it('refuses last round\'s code, and a code rolled well before this round started', () => {
    const s2 = nextRound(take(result('Aria', 1000, [attack('a1', 'Longsword', 8)])), 10 * 60_000);
    const again = ingestResult(s2, result('Aria', 1000, [attack('a1', 'Longsword', 8)]), lookup);
    expect(again.outcome).toMatchObject({ kind: 'other-round', message: "This is Aria's code from round 1: ask for this round's code." });
    const stale = ingestResult(s2, result('Brak', 60_000, [attack('a1', 'Bow', 5)]), lookup);
    expect(stale.outcome.kind).toBe('other-round');
    expect(stale.outcome.message).toMatch(/^Brak's code was rolled at .+, before round 2 started \(.+\): ask for this round's code\.$/);
    // A phone whose clock is a minute behind still counts.
    expect(ingestResult(s2, result('Cyn', 9 * 60_000, [attack('a1', 'Dagger', 5)]), lookup).outcome.kind).toBe('added');
  });

  it('judges a character taken last round by that code\'s time: a slow phone clock or an early roll still counts', () => {
    // Aria's phone runs 10 minutes slow: round 1 was taken "at" 1000; the GM started round 2 at 20 minutes.
    const s2 = nextRound(take(result('Aria', 1000, [attack('a1', 'Longsword', 8)])), 20 * 60_000);
    expect(ingestResult(s2, result('Aria', 9 * 60_000, [attack('a1', 'Longsword', 4)]), lookup).outcome.kind).toBe('added');
    const older = ingestResult(s2, result('Aria', 500, [attack('a1', 'Longsword', 4)]), lookup);
    expect(older.outcome).toMatchObject({ kind: 'other-round', message: "This is an older code of Aria than the one taken in round 1: ask for this round's code." });
  });

  it('can undo the next round until the first new result arrives', () => {
    const s1 = take(result('Aria', 1000, [attack('a1', 'Longsword', 8)]));
    const s2 = nextRound(s1, 1500);
    expect(canUndoNextRound(s2)).toBe(true);
    expect(undoNextRound(s2)).toEqual(s1);
    const s3 = ingestResult(s2, result('Brak', 2000, [attack('a1', 'Bow', 5)]), lookup).state;
    expect(canUndoNextRound(s3)).toBe(false);
    expect(undoNextRound(s3)).toBe(s3);
  });
});

describe('the GM model', () => {
  it('shows the order, saves each change and clears on the next round', async () => {
    const saved: GmRound[] = [];
    const m = createGmModel({ lookup, save: async (r) => { saved.push(r); } });
    m.ingest(result('Aria', 1000, [attack('a1', 'Longsword', 8)]));
    m.ingest(result('Brak', 1000, [attack('a1', 'Bow', 8)]));
    expect(m.order.value.sections[0]!.groups[0]!.simultaneous).toBe(true);
    expect(m.message.value?.text).toBe("Took Brak's round.");
    expect(m.taken.value).toEqual(['Aria', 'Brak']);
    m.ingest(result('Brak', 1000, [attack('a1', 'Bow', 8)]));
    expect(saved).toHaveLength(2);
    m.startNextRound();
    expect(m.order.value.count).toBe(0);
    expect(m.round.value.round).toBe(2);
    expect(saved[saved.length - 1]).toMatchObject({ round: 2, rulesetId: 'spelljammer', results: [] });
    m.undoNextRound();
    expect(m.round.value.round).toBe(1);
    expect(m.order.value.count).toBe(2);
  });

  it('reports a failed save in one sentence', async () => {
    const m = createGmModel({ lookup, save: async () => { throw new Error('quota exceeded'); } });
    m.ingest(result('Aria', 1000, [attack('a1', 'Longsword', 8)]));
    await Promise.resolve(); await Promise.resolve();
    expect(m.message.value).toMatchObject({ tone: 'bad', text: 'The round is not saved on this device, so a reload would lose it: Saving failed: quota exceeded' });
    expect(m.unsaved.value).toBe('Saving failed: quota exceeded');
    expect(m.round.value.results).toHaveLength(1);
  });
});
