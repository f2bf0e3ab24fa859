/** Genuine verified rounds for the GM's tests: a phone's evening, a Spelljammer demo rolled with a round code. */
import { defaults, withDefaults, type Values } from '../../src/engine/schema';
import type { RoundResult } from '../../src/engine/ruleset';
import { getRuleset } from '../../src/rulesets';
import { encodeResult } from '../../src/share/payload';
import { rollVerifiedRound, startEvening, type Evening } from '../../src/verify/evening';

export const lookup = (id: string) => { try { return getRuleset(id); } catch { return undefined; } };

/** A phone's evening with a fixed seed and id (`n` tells phones apart). */
export function phone(label: string, n: number, length?: number): Promise<Evening> {
  return startEvening(label, 0, { seed: new Uint8Array(16).fill(n), id: Uint8Array.of(0xa0, 0, 0, n), ...(length ? { length } : {}) });
}

/**
 * `name` (the first demo of `rulesetId`, Spelljammer's fighter by default) rolled in verified
 * mode with `code` at time `at`; `patch` overrides fields of the demo's sheet (a better sheet),
 * `rulesVersion` the version of the rules the phone says it rolled with (its rules are this app's).
 */
export async function rollWith(e: Evening, code: string, name: string, at: number, rulesetId = 'spelljammer', patch: Values = {}, rulesVersion?: number): Promise<{ evening: Evening; result: RoundResult; payload: string }> {
  const rs = rulesVersion === undefined ? getRuleset(rulesetId) : { ...getRuleset(rulesetId), rulesVersion };
  const demo = rs.demos[0]!;
  const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, ...patch, name });
  if (!sheet.ok) throw new Error('demo sheet invalid');
  const decl = withDefaults(rs.declarationSchema(sheet.value).fields, demo.declaration ?? {});
  if (!decl.ok) throw new Error('demo declaration invalid');
  const input = { sheet: sheet.value, declaration: decl.value, options: defaults(rs.optionsSchema.fields) };
  const { evening, result } = await rollVerifiedRound(e, code, rs, input, at);
  return { evening, result, payload: await encodeResult(result) };
}
