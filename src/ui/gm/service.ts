/**
 * The one GM model of the page, loaded from IndexedDB on first use, and the way text gets
 * into it (scanned code, pasted text, shared link). Kept at module level so switching tabs
 * keeps the round without reading storage again. A ruleset's code is loaded before the
 * first result of it is taken (or with a stored round), so the model's lookup stays synchronous.
 */
import type { ActionKind } from '../../engine/plan';
import type { RoundResult } from '../../engine/result';
import type { Ruleset } from '../../engine/ruleset';
import { catalog, loadRuleset } from '../../rulesets/catalog';
import { decodePayload } from '../../share/payload';
import { createGmModel, type GmModel } from './model';
import { loadRound, saveRound } from './persist';
import { saveSoon } from './save-soon';
import { loadKept, saveKept } from './kept';
import { accepted, displayName, type IngestOutcome, type RulesetInfo } from './round';

let loading: Promise<GmModel> | undefined;
const loaded = new Map<string, Ruleset>();

/** The rulesets loaded so far; the model only asks for ones {@link ensureRuleset} has loaded. */
function lookup(id: string): RulesetInfo | undefined {
  return loaded.get(id);
}

/**
 * Loads a ruleset's code for the lookup.
 * @returns null when loaded, or a sentence for the GM saying why it could not be
 */
async function ensureRuleset(id: string): Promise<string | null> {
  if (loaded.has(id)) return null;
  try {
    loaded.set(id, await loadRuleset(id));
    return null;
  } catch (err) {
    return `The rules "${id}" could not be loaded (${err instanceof Error ? err.message : String(err)}). Reload to try again.`;
  }
}

/** The GM model, loaded once per page. A stored round that cannot be read is reported in its message. */
export function getGmModel(): Promise<GmModel> {
  loading ??= (async () => {
    const stored = await loadRound();
    const round = stored.kind === 'round' ? stored.round : undefined;
    // The stored round's rules, for its order; a failed load leaves the round shown without phases.
    const ids = [round?.rulesetId, round?.previous?.rulesetId].filter((x): x is string => !!x);
    const problems = (await Promise.all(ids.map(ensureRuleset))).filter((m): m is string => m !== null);
    const kept = await loadKept();
    // Written after the change shows (save-soon.ts), at once when the page is hidden or left.
    const soon = saveSoon(saveRound);
    addEventListener('pagehide', soon.flush);
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') soon.flush(); });
    const model = createGmModel({ lookup, save: soon.save, kept: kept.list, saveKept }, round);
    if (stored.kind === 'problem') model.say('bad', stored.message);
    else if (problems.length) model.say('bad', problems[0]!);
    else if (kept.problem) model.say('bad', kept.problem);
    return model;
  })();
  return loading;
}

/**
 * Loads a ruleset's code and makes it the encounter's system.
 * @returns false (with the reason in the model's message) when it could not be loaded
 */
export async function chooseSystem(model: GmModel, id: string): Promise<boolean> {
  const problem = await ensureRuleset(id);
  if (problem) {
    model.say('bad', problem);
    return false;
  }
  model.setSystem(id);
  return true;
}

/**
 * Longest text the GM's paste box takes, in UTF-16 units: a round's shared text (its summary
 * lines and link) or a join code is a few thousand at most; the decoder's own cap on a code is
 * 20,000. A longer paste is refused at once, before the page spends time on it.
 */
export const MAX_PASTE_CHARS = 20_000;

/** Why a text of `length` units is refused for the paste box, or null when it fits. */
export function pasteTooLong(length: number): string | null {
  return length > MAX_PASTE_CHARS
    ? `This text is too long to be a Rollcall code: a shared round or join code is at most ${MAX_PASTE_CHARS.toLocaleString('en')} characters, but this is ${length.toLocaleString('en')}. Nothing was added; copy only the text the player shared.`
    : null;
}

/**
 * What a text holds, read before it is taken: a player's round (decoded and checked, its rules
 * loaded), a refusal with its sentence for the GM, or a code taken only when the GM adds it (a
 * phone's join code or a link's answer code, whose taking changes the table).
 */
export type Reading =
  | { readonly kind: 'round'; readonly result: RoundResult }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'join' | 'answer'; readonly text: string };

/**
 * Reads a pasted, scanned or received text: what {@link takeReading} would take. Pure but for
 * loading the code's rules; never throws (a problem is a refusal in a sentence).
 */
export async function readText(text: string): Promise<Reading> {
  const tooLong = pasteTooLong(text.length);
  if (tooLong) return { kind: 'refused', message: tooLong };
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'refused', message: 'There is nothing to add: paste the text a player shared.' };
  // A phone's join code for the verified table (verify/join.ts): checked apart from round codes.
  if (/^RCJ[12]:/i.test(trimmed)) return { kind: 'join', text: trimmed };
  // A player's answer to the GM's join code (link/code.ts): the phone's link opens.
  if (/^RCL1:/i.test(trimmed)) return { kind: 'answer', text: trimmed };
  if (/^RCR1:/i.test(trimmed)) return { kind: 'refused', message: 'This is a round code, for the players\' phones to take: it holds no result.' };
  const decoded = await decodePayload(trimmed, { knownRulesets: catalog.map((e) => e.id) });
  if (!decoded.ok) return { kind: 'refused', message: decoded.message };
  const problem = await ensureRuleset(decoded.value.rulesetId);
  if (problem) return { kind: 'refused', message: problem };
  return { kind: 'round', result: decoded.value };
}

const KIND_WORDS: Record<ActionKind, readonly [string, string]> = {
  attack: ['attack', 'attacks'], spell: ['spell', 'spells'], reaction: ['reaction', 'reactions'],
  check: ['check', 'checks'], move: ['move', 'moves'], other: ['other action', 'other actions'],
};

/**
 * What a text read holds, in a sentence for the GM before Add: "Zed's round in Spelljammer (SC vs DEF):
 * 2 attacks." and what Add does, or the refusal. For the paste box, where the GM sees it
 * before tapping Add.
 */
export function readingSaid(r: Reading): { tone: 'info' | 'bad'; text: string } {
  switch (r.kind) {
    case 'refused': return { tone: 'bad', text: r.message };
    case 'join': return { tone: 'info', text: 'A phone\'s join code for verified rolls: Add takes it.' };
    case 'answer': return { tone: 'info', text: 'A phone\'s answer to your link code: Add links it.' };
    case 'round': {
      const counts = new Map<ActionKind, number>();
      for (const e of r.result.entries) if (!e.skipped) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
      const what = [...counts].map(([k, n]) => `${n} ${KIND_WORDS[k][n === 1 ? 0 : 1]}`).join(', ') || 'no actions';
      const system = catalog.find((e) => e.id === r.result.rulesetId)?.name ?? r.result.rulesetId;
      return { tone: 'info', text: `${displayName(r.result.character)}'s round in ${system}: ${what}. Add takes it.` };
    }
  }
}

/**
 * Takes what {@link readText} read: offers a round to the model (checked in verified mode),
 * takes a phone's join code (verified rolls) or answer code (a link), or says the refusal.
 * Shows the outcome in the model's message.
 * @returns the outcome, or null when nothing was taken as a round or join
 */
export async function takeReading(model: GmModel, r: Reading): Promise<IngestOutcome | null> {
  switch (r.kind) {
    case 'refused': model.say('bad', r.message); return null;
    case 'join': return model.join(r.text);
    case 'round': return model.take(r.result);
    case 'answer': {
      const links = await import('../link/gm');
      links.attach({
        take: async (code) => {
          const o = await ingestText(model, code);
          const ok = accepted(o) || o?.kind === 'duplicate';
          return { ok, text: model.message.value?.text ?? (ok ? 'Sent to the GM.' : 'The GM\'s phone could not take it.') };
        },
        say: (tone, text) => model.say(tone, text),
      });
      const a = await links.takeAnswer(r.text);
      model.say(a.ok ? 'good' : 'bad', a.message);
      return null;
    }
  }
}

/**
 * Decodes a code, a shared text or a link and offers the result to the round (checked in
 * verified mode), or takes a phone's join code (verified rolls) or answer code (a link).
 * Shows the outcome in the model's message.
 * @returns the outcome, or null when the text could not be decoded
 */
export async function ingestText(model: GmModel, text: string): Promise<IngestOutcome | null> {
  return takeReading(model, await readText(text));
}
