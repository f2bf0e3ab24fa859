/**
 * The one GM model of the page, loaded from IndexedDB on first use, and the way text gets
 * into it (scanned code, pasted text, shared link). Kept at module level so switching tabs
 * keeps the round without reading storage again.
 */
import { findRuleset, rulesets } from '../../rulesets';
import { decodePayload } from '../../share/payload';
import { createGmModel, type GmModel } from './model';
import { loadRound, saveRound } from './persist';
import type { IngestOutcome, RulesetInfo } from './round';

let loading: Promise<GmModel> | undefined;

function lookup(id: string): RulesetInfo | undefined {
  return findRuleset(id);
}

/** The GM model, loaded once per page. A stored round that cannot be read is reported in its message. */
export function getGmModel(): Promise<GmModel> {
  loading ??= (async () => {
    const loaded = await loadRound();
    const model = createGmModel({ lookup, save: saveRound }, loaded.kind === 'round' ? loaded.round : undefined);
    if (loaded.kind === 'problem') model.say('bad', loaded.message);
    return model;
  })();
  return loading;
}

/**
 * Decodes a code, a shared text or a link and offers the result to the round. Shows the
 * outcome in the model's message.
 * @returns the outcome, or null when the text could not be decoded
 */
export async function ingestText(model: GmModel, text: string): Promise<IngestOutcome | null> {
  const trimmed = text.trim();
  if (!trimmed) {
    model.say('bad', 'There is nothing to add: paste the text a player shared.');
    return null;
  }
  const decoded = await decodePayload(trimmed, { knownRulesets: rulesets.map((r) => r.id) });
  if (!decoded.ok) {
    model.say('bad', decoded.message);
    return null;
  }
  return model.ingest(decoded.value);
}

/** Whether an outcome put a result into the round (worth a tick and a buzz). */
export function accepted(o: IngestOutcome | null): boolean {
  return o !== null && (o.kind === 'added' || o.kind === 'replaced');
}
