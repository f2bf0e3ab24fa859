/**
 * The GM's table at scale: an encounter of 8 players with 5 attacks each and 60
 * monsters (100 entries). Measures, as medians in ms: building the order (the view model),
 * one update (taking a player's code and re-ordering), and rendering the order with Preact
 * into a tiny DOM shim (no browser layout: the app's own work only). Budget: 16 ms an update.
 * A benchmark, not a test.
 */
import { performance } from 'node:perf_hooks';
import { h, render } from 'preact';
import { seededDice } from '../../src/engine/dice';
import type { RoundResult } from '../../src/engine/ruleset';
import { defaults, withDefaults } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { createGmModel } from '../../src/ui/gm/model';
import { buildOrderView } from '../../src/ui/gm/order-view';
import { OrderList } from '../../src/ui/gm/OrderList';
import { installDomShim } from './dom-shim';

/** A row of the bench report (the shape scripts/bench.ts prints). */
export interface GmBenchRow { figure: string; value: number | string; unit: string; budget: string; ok: boolean | null }

const BUDGET_MS = 16;

function median(runs: number, f: (i: number) => void, warm = 20): number {
  for (let i = 0; i < warm; i++) f(i);
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f(i);
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  return t[Math.floor(runs / 2)]!;
}

/** Eight Spelljammer players with five attacks each, rolled with seeded dice; `at` as given. */
function players(at: number, names = ['Aria', 'Brak', 'Cyn', 'Dana', 'Eli', 'Fen', 'Gus', 'Hal']): RoundResult[] {
  const rs = getRuleset('spelljammer');
  return names.map((name, i) => {
    const demo = rs.demos[i % rs.demos.length]!;
    const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name, attacksPerRound: 5 });
    if (!sheet.ok) throw new Error(`spelljammer demo sheet is invalid: ${sheet.issues.map((x) => x.message).join('; ')}`);
    const decl = withDefaults(rs.declarationSchema(sheet.value).fields, {});
    if (!decl.ok) throw new Error('spelljammer default declaration is invalid');
    const input = { sheet: sheet.value, declaration: decl.value, options: defaults(rs.optionsSchema.fields) };
    return rs.roll(rs.plan(input), seededDice(i + 1), at, input);
  });
}

/** The GM's table figures. */
export function gmBench(): GmBenchRow[] {
  const rs = getRuleset('spelljammer');
  const m = createGmModel({ lookup: (id) => (id === rs.id ? rs : undefined), dice: seededDice(7), now: () => 0 });
  m.setSystem(rs.id);
  const team = players(1000);
  for (const r of team) m.ingest(r);
  for (let i = 0; i < 60; i++) m.addCombatant({ name: `Goblin ${i + 1}`, side: 'Monsters', count: 1, values: { im: i % 5, attacks: 1, initMod: 0 } });
  const entries = m.order.value.count;
  const rows: GmBenchRow[] = [];
  const r = m.round.value;
  const order = median(200, () => buildOrderView(r.results, rs, { combatants: r.combatants ?? [], rolls: r.rolls ?? {}, marks: r.marks ?? {} }));
  rows.push({ figure: `GM order of ${entries} entries (view model, median of 200)`, value: round(order), unit: 'ms', budget: `<= ${BUDGET_MS} ms`, ok: order <= BUDGET_MS });
  // An update: a player's newer roll arrives and replaces the older; the order is rebuilt.
  const newer = Array.from({ length: 220 }, (_, i) => players(2000 + i, ['Aria'])[0]!);
  const update = median(200, (i) => { m.ingest(newer[i]!); void m.order.value; });
  rows.push({ figure: `GM update: take a code, re-order ${entries} entries (median of 200)`, value: round(update), unit: 'ms', budget: `<= ${BUDGET_MS} ms`, ok: update <= BUDGET_MS });
  const shim = installDomShim();
  try {
    const root = shim.document.createElement('div');
    const draw = () => render(h(OrderList, { model: m, view: m.order.value, unit: 'Segment', now: m.round.value.now ?? null }), root as never);
    draw();
    const more = Array.from({ length: 120 }, (_, i) => players(10_000 + i, ['Brak'])[0]!);
    const rendered = median(100, (i) => { m.ingest(more[i]!); draw(); });
    rows.push({ figure: `GM update + render of ${entries} entries (Preact, DOM shim, median of 100)`, value: round(rendered), unit: 'ms', budget: `<= ${BUDGET_MS} ms`, ok: rendered <= BUDGET_MS });
  } finally {
    shim.uninstall();
  }
  return rows;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;
