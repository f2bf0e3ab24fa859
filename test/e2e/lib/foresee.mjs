/**
 * What the Foresee panel's checks compare with: the engine's own report (src/engine/simulate.ts
 * run in Node) for the encounter the checks set up, and the panel's way of writing a share.
 */
import { fileURLToPath } from 'node:url';

const src = (p) => fileURLToPath(new URL(`../../../src/${p}`, import.meta.url));

/**
 * Spelljammer's first demo (Derrick) against its ready monsters 1 and 2 (goblin, orc), one
 * each, as the panel asks for them: `{ rs, report }` for `fights` fights on `seed`.
 */
export async function foreseen(seed, fights) {
  const { getRuleset } = await import(src('rulesets/index.ts'));
  const { simulate } = await import(src('engine/simulate.ts'));
  const rs = getRuleset('spelljammer');
  const d = rs.demos[0];
  const monsters = rs.monsters.ready.slice(0, 2).map((m) => ({ name: m.name, sheet: m.sheet, declaration: m.declaration, count: 1 }));
  return { rs, report: simulate(rs, { party: [{ name: d.name, sheet: d.sheet, declaration: d.declaration }], monsters }, { fights, seed }) };
}

/** A share as the panel writes it: whole percent, "<1%" for a share above 0 that rounds to 0. */
export const pct = (p) => { const r = Math.round(p * 100); return r === 0 && p > 0 ? '<1%' : `${r}%`; };
