/**
 * `npm run bench`: the app's size, speed and accessibility budgets, measured on the built app and the engine:
 * sizes (JS the HTML loads, precache), plan per demo, a five-attack round's QR version, the GM's
 * order of 100 entries, taking a code into the GM's order of 20 actions in a browser (4x CPU),
 * verified rolls, the costliest sheet each ruleset accepts (plan and the GM's check), opening a round (tap to Roll at 4x CPU), Compare choices
 * (the comparison and the tap to its list, at 4x CPU), the GM's fight simulation (10,000 fights in a
 * worker and through the CLI), a round from Roll
 * to the GM's order on a link between two phones and the link codes' QR versions, and the first
 * visit under Lighthouse's mobile settings beside a floor page built in the same run.
 * Prints each figure beside its budget with OK or OVER and writes bench-report.json. A report,
 * never a test: it exits 0 even when a figure is over budget.
 */
import { verifiedBench } from './bench/verified';
import { worstBench } from './bench/worst';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { allFiles, gzipSize, initialScripts, isScannerFile, precacheEntries, precacheParts, rulesetOfChunk } from './bench/bundle';
import { chromePath, lighthouseRows } from './bench/lighthouse';
import { roundOpenRows } from './bench/round-open';
import { roundTapsRows } from './bench/round-taps';
import { compareRows } from './bench/compare';
import { simulateRows } from './bench/simulate';
import { gmBench } from './bench/gm';
import { gmGlanceRows } from './bench/gm-glance';
import { linkRows } from './bench/link';
import { seededDice } from '../src/engine/dice';
import { defaults, withDefaults, type Values } from '../src/engine/schema';
import type { PlanInput, Ruleset } from '../src/engine/ruleset';
import { rulesets, getRuleset } from '../src/rulesets';
import { encodeResult } from '../src/share/payload';
import { qrCode } from '../src/share/qr/qr';

interface Row { figure: string; value: number | string; unit: string; budget: string; ok: boolean | null }

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const rows: Row[] = [];
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/**
 * Everything the service worker precaches for offline use, gzip -9, with all five systems
 * complete: 300 KiB (it was 200 KB before the living character, the GM's fight, the linked table
 * and verified rolls).
 */
const PRECACHE_BUDGET = 300 * 1024;
/** A five-attack round's QR code, at error correction M. */
const QR_MAX_VERSION = 8;

// Bundle sizes (gzip -9).
// The JS the HTML itself loads (the entry: the shell paints before the app's code, which the
// entry fetches after that paint; Lighthouse's row below counts all JS of the first visit).
const initial = initialScripts(dist).filter((f) => f.endsWith('.js'));
const initialBytes = initial.reduce((sum, f) => sum + gzipSize(join(dist, f)), 0);
rows.push({ figure: 'JS loaded by the HTML, before the first paint (gzip)', value: kb(initialBytes), unit: 'KB', budget: '', ok: null });
const precache = precacheEntries(dist);
const precacheBytes = precache.reduce((sum, f) => sum + gzipSize(join(dist, f)), 0);
rows.push({ figure: `Precache (gzip -9, ${precache.length} files)`, value: kb(precacheBytes), unit: 'KiB', budget: `<= ${PRECACHE_BUDGET / 1024} KiB (${kb(PRECACHE_BUDGET - precacheBytes)} left)`, ok: precacheBytes <= PRECACHE_BUDGET });
for (const part of precacheParts(dist, precache)) {
  rows.push({ figure: `  of which ${part.name} (${part.files} files)`, value: kb(part.bytes), unit: 'KiB', budget: `${Math.round((part.bytes / PRECACHE_BUDGET) * 100)}% of the budget`, ok: null });
  for (const e of part.each ?? []) rows.push({ figure: `    ${rulesetOfChunk(e.file) ?? e.file}`, value: kb(e.bytes), unit: 'KiB', budget: '', ok: null });
}
const swBytes = allFiles(dist).filter((f) => f === 'sw.js' || /^workbox-[\w-]+\.js$/.test(f)).reduce((sum, f) => sum + gzipSize(join(dist, f)), 0);
rows.push({ figure: 'Service worker + workbox runtime (gzip)', value: kb(swBytes), unit: 'KB', budget: '', ok: null });
const scannerFiles = allFiles(dist).filter((f) => isScannerFile(dist, f));
const scannerInitial = initial.filter((f) => isScannerFile(dist, f));
rows.push({ figure: 'QR scanner in initial JS', value: scannerInitial.length ? `yes (${scannerInitial.join(', ')})` : 'no', unit: '', budget: 'no', ok: scannerInitial.length === 0 });
rows.push({ figure: 'QR scanner chunks precached', value: scannerFiles.filter((f) => precache.includes(f)).length + ` of ${scannerFiles.length}`, unit: '', budget: 'all (offline scan)', ok: scannerFiles.length > 0 && scannerFiles.every((f) => precache.includes(f)) });

/** The validated plan input of a demo (the sheet as stored, its declaration, default options). */
function demoInput(rs: Ruleset, sheetIn: Values, declarationIn?: Values): PlanInput {
  const sheet = withDefaults(rs.sheetSchema.fields, sheetIn);
  if (!sheet.ok) throw new Error(`${rs.id} demo sheet is invalid: ${sheet.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  const decl = withDefaults(rs.declarationSchema(sheet.value).fields, declarationIn ?? {});
  if (!decl.ok) throw new Error(`${rs.id} demo declaration is invalid: ${decl.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  return { sheet: sheet.value, declaration: decl.value, options: defaults(rs.optionsSchema.fields) };
}

/** Median of `runs` timed calls of `plan`, after `warm` untimed ones, in ms. */
function planMedian(rs: Ruleset, input: PlanInput, warm = 500, runs = 2000): number {
  for (let i = 0; i < warm; i++) rs.plan(input);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    rs.plan(input);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

for (const rs of rulesets) {
  rs.demos.forEach((demo) => {
    try {
      const ms = planMedian(rs, demoInput(rs, demo.sheet, demo.declaration));
      rows.push({ figure: `plan ${rs.id} "${demo.name}" (median of 2000)`, value: Math.round(ms * 1000) / 1000, unit: 'ms', budget: '<= 1 ms', ok: ms <= 1 });
    } catch (e) {
      rows.push({ figure: `plan ${rs.id} "${demo.name}"`, value: `error: ${(e as Error).message}`, unit: '', budget: '<= 1 ms', ok: false });
    }
  });
}

/** A five-attack Spelljammer round (seeded dice 1), encoded as for the QR code. */
async function fiveAttackQr(): Promise<void> {
  const rs = getRuleset('spelljammer');
  const demo = rs.demos[0];
  const attacksField = rs.sheetSchema.fields.find((f) => f.kind === 'number' && /attacks/i.test(`${f.key} ${f.label}`));
  if (!demo || !attacksField) {
    rows.push({ figure: 'QR of a 5-attack round', value: 'error: no demo or no attacks-per-round field in the sheet', unit: '', budget: `version <= ${QR_MAX_VERSION}`, ok: false });
    return;
  }
  const sheet = { ...demo.sheet, [attacksField.key]: 5 };
  // The demo's declaration may cost attacks (moving); also try the default one, keep the larger round.
  const candidates = [demoInput(rs, sheet, demo.declaration), demoInput(rs, sheet)].map((input) =>
    rs.roll(rs.plan(input), seededDice(1), 0, input));
  const round = candidates.reduce((a, b) => (b.entries.length > a.entries.length ? b : a));
  const attacks = round.entries.filter((e) => e.kind === 'attack').length;
  const payload = await encodeResult(round);
  const { version } = qrCode(payload);
  rows.push({ figure: `QR payload of a ${attacks}-attack round`, value: payload.length, unit: 'bytes', budget: '', ok: null });
  rows.push({ figure: 'QR version at ECC M', value: version, unit: '', budget: `<= ${QR_MAX_VERSION}`, ok: version <= QR_MAX_VERSION });
}
await fiveAttackQr().catch((e: Error) => rows.push({ figure: 'QR of a 5-attack round', value: `error: ${e.message}`, unit: '', budget: `version <= ${QR_MAX_VERSION}`, ok: false }));
rows.push(...gmBench());
rows.push(...(await verifiedBench().catch((e: Error) => [{ figure: 'Verified rolls', value: `error: ${e.message}`, unit: '', budget: '', ok: false }])));
rows.push(...(await worstBench()));
rows.push(...(await gmGlanceRows(root, dist, chromePath())));
rows.push(...(await roundOpenRows(root, dist, chromePath())));
rows.push(...(await roundTapsRows(root, dist, chromePath())));
rows.push(...(await compareRows(root, dist, chromePath())));
rows.push(...(await simulateRows(root, chromePath())));
rows.push(...(await linkRows(root, dist, chromePath())));
rows.push(...(await lighthouseRows(root, dist)).rows);

const width = Math.max(...rows.map((r) => r.figure.length));
const shown = rows.map((r) => `${r.value}${r.unit ? ` ${r.unit}` : ''}`);
const valueWidth = Math.max(...shown.map((s) => s.length));
console.log(`Rollcall bench (${new Date().toISOString()}, Node ${process.version})\n`);
rows.forEach((r, i) => {
  const verdict = r.ok === null ? '' : r.ok ? 'OK' : 'OVER';
  console.log(`${r.figure.padEnd(width)}  ${shown[i]!.padStart(valueWidth)}  ${r.budget.padEnd(24)} ${verdict}`);
});
console.log(`\nInitial JS: ${initial.join(', ') || '(none found)'}`);
writeFileSync(join(root, 'bench-report.json'), JSON.stringify({ at: new Date().toISOString(), node: process.version, rows, initial, precache }, null, 2) + '\n');
console.log('Wrote bench-report.json');
