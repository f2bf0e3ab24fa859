/**
 * What a round leaves behind when the GM starts the next: one log line per moment of its
 * order, and the reminders carried into the next round (a spell that goes off then, a held
 * action never placed, anything the GM marked "carry"). Pure.
 */
import type { RoundResult } from '../../engine/ruleset';
import type { OrderRow, OrderView } from './order-view';
import { characterKey, displayName, type Carried, type LoggedSheet } from './round';
import { verdictWord, type StoredVerdict } from './verified';

function rowText(r: OrderRow): string {
  const bits = [r.outcome?.label, r.damage].filter(Boolean).join(', ');
  return `${r.who}: ${r.what}${bits ? ` (${bits})` : ''}${r.moved ? ` [${r.moved}]` : ''}`;
}

/** The log lines of a round: "8 · Aria: Longsword (Hit, 9 damage); Goblin ×6: Attack", then held, lost and untimed. */
export function logLines(view: OrderView, boardLines: readonly string[] = []): string[] {
  const lines: string[] = [];
  for (const s of view.sections) {
    for (const g of s.groups) lines.push(`${s.lost ? 'Lost' : g.when} · ${g.rows.map(rowText).join('; ')}`);
  }
  if (view.held.length) lines.push(`Held · ${view.held.map(rowText).join('; ')}`);
  if (view.untimed.length) lines.push(`Other · ${view.untimed.map(rowText).join('; ')}`);
  return [...boardLines, ...lines];
}

/**
 * Reminders for the next round: entries the GM marked "carry", held actions never placed,
 * and players' spells that go off next round (a lost spell entry), with the player's own
 * words for it; and a player's `nextState` said in one line when it is there.
 */
export function carriedFrom(round: number, view: OrderView, results: readonly RoundResult[]): Carried[] {
  const out: Carried[] = [];
  const rows = [...view.sections.flatMap((s) => s.groups.flatMap((g) => g.rows)), ...view.untimed];
  for (const r of rows) {
    if (r.mark?.carry) out.push({ from: round, who: r.who, text: `${r.what}${r.mark.note ? `: ${r.mark.note}` : ''}` });
  }
  for (const r of view.held) out.push({ from: round, who: r.who, text: `Held: ${r.what}${r.mark?.note ? ` (${r.mark.note})` : ''}` });
  for (const res of results) {
    for (const e of res.entries) {
      if (e.kind === 'spell' && e.timing?.lost) out.push({ from: round, who: displayName(res.character), text: `${e.label}: ${e.timing.text ?? 'goes off next round'}` });
    }
  }
  return out;
}

/**
 * The sheets a round's verified codes were rolled from (each code's inputs), kept in the log so
 * the GM can open any past round's sheet: one per result that carries inputs, with the mark
 * its check gave (`verdicts`, by character key; none for a result the check did not judge).
 */
export function sheetsFrom(results: readonly RoundResult[], verdicts: Readonly<Record<string, StoredVerdict>> | undefined): LoggedSheet[] {
  return results.flatMap((r) => {
    if (!r.proof?.inputs) return [];
    const v = verdicts?.[characterKey(r.character)];
    return [{ who: displayName(r.character), rulesetId: r.rulesetId, inputs: r.proof.inputs, ...(v && v.at === r.at ? { mark: verdictWord(v.round) } : {}) }];
  });
}
