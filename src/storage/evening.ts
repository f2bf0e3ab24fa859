/**
 * The phone's evening in verified table mode (src/verify/evening.ts), in `meta` under
 * 'evening': one per phone, whichever character rolls. Stored as `{ v, data, updatedAt }`.
 * The evening holds the chain's seed, so losing it means joining the table again with a new
 * join code; a record that cannot be read is therefore reported and set aside under
 * 'evening-unreadable:<ms>' when a new one is written, never dropped.
 */
import * as v from 'valibot';
import type { Evening } from '../verify/evening';
import type { StorageDeps } from './characters';
import { openRollcallDb } from './db';
import { guardWrite, StorageWriteError } from './errors';
import { describeValue, firstIssueText, TimeSchema } from './schemas';

/** Version of the stored evening record this app writes and reads. */
export const EVENING_VERSION = 1;
/** Its key in `meta`. */
export const EVENING_KEY = 'evening';
/** Prefix of the keys unreadable evenings are kept under when a new one replaces them. */
export const UNREADABLE_PREFIX = 'evening-unreadable:';

const hex = (n: number, what: string) => v.pipe(v.string(`expected ${what} as text`), v.regex(new RegExp(`^[0-9a-f]{${n}}$`), `expected ${what}: ${n} hex digits`));
const count = (what: string, max: number) => v.pipe(v.number(`expected ${what} as a number`), v.integer(`expected ${what} as a whole number`), v.minValue(0, `expected ${what} of at least 0`), v.maxValue(max, `expected ${what} of at most ${max}`));

/** An {@link Evening} as stored: the chain's numbers are checked, the commitment is not recomputed. */
export const EveningSchema = v.pipe(
  v.object({
    id: hex(8, 'the phone id'),
    seed: hex(32, 'the seed'),
    length: v.pipe(count('the chain length', 1000), v.minValue(1, 'expected a chain of at least 1 round')),
    commitment: hex(32, 'the commitment'),
    link: count('the last round used', 1000),
    code: v.pipe(v.string('expected the round code as text'), v.regex(/^(?:[0-9A-HJKMNP-TV-Z]{5})?$/, 'expected a round code of 5 letters and digits, or none')),
    label: v.pipe(v.string('expected the name as text'), v.maxLength(100, 'expected a name of at most 100 characters')),
    startedAt: TimeSchema,
    sheets: v.optional(v.pipe(v.array(hex(16, 'a sheet digest'), 'expected the sheet digests as a list'), v.maxLength(16, 'expected at most 16 sheet digests'))),
  }),
  v.check((e) => e.link <= e.length, 'expected the last round used to be within the chain'),
);

const RecordSchema = v.object({ v: v.literal(EVENING_VERSION), data: EveningSchema, updatedAt: TimeSchema });

/** What was stored: the evening (null when none), or why it cannot be used (it stays stored). */
export interface LoadedEvening {
  readonly evening: Evening | null;
  /** One sentence for the user when a stored evening could not be read. */
  readonly problem?: string;
}

type Read = { kind: 'none' } | { kind: 'ok'; evening: Evening } | { kind: 'newer' | 'unreadable'; message: string };

function read(raw: unknown): Read {
  if (raw === undefined) return { kind: 'none' };
  const ver = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['v'] : undefined;
  if (typeof ver === 'number' && ver > EVENING_VERSION) {
    return { kind: 'newer', message: `The verified evening was saved by a newer version of Rollcall (record version ${ver}; this app reads ${EVENING_VERSION}). It is kept untouched: update the app to use it.` };
  }
  if (ver !== EVENING_VERSION) return { kind: 'unreadable', message: `The stored verified evening cannot be read: expected record version ${EVENING_VERSION}, but found ${describeValue(ver)}.` };
  const r = v.safeParse(RecordSchema, raw);
  if (!r.success) return { kind: 'unreadable', message: `The stored verified evening cannot be read: ${firstIssueText(r.issues)}.` };
  return { kind: 'ok', evening: r.output.data };
}

/** Loads the phone's evening. Never throws for bad data (only when storage is unavailable). */
export async function loadEvening(deps: StorageDeps = {}): Promise<LoadedEvening> {
  const db = await openRollcallDb(deps.dbName);
  const r = read(await db.get('meta', EVENING_KEY));
  if (r.kind === 'ok') return { evening: r.evening };
  return r.kind === 'none' ? { evening: null } : { evening: null, problem: `${r.message}${r.kind === 'unreadable' ? ' It is kept aside; starting verified mode makes a new evening.' : ''}` };
}

/**
 * Writes the evening (`null`: ends it) in one transaction. An unreadable record there is moved
 * to an 'evening-unreadable:<ms>' key first.
 * @throws StorageWriteError (nothing written) when a newer app version saved the evening, or
 *   when the stored evening is the same chain at a later round (another tab rolled since): a
 *   chain never goes back; as {@link guardWrite} when storage refuses the write.
 */
async function write(e: Evening | null, deps: StorageDeps): Promise<void> {
  await guardWrite(e ? 'the verified evening' : 'the end of the verified evening', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction('meta', 'readwrite'));
    const raw: unknown = await tx.store.get(EVENING_KEY);
    const r = read(raw);
    const refuse = (message: string): never => { tx.abort(); throw new StorageWriteError(message); };
    if (r.kind === 'newer') refuse(r.message);
    if (r.kind === 'ok' && e && r.evening.id === e.id && r.evening.link > e.link) {
      refuse(`Another Rollcall tab already used round ${r.evening.link} of this evening's chain: reload this page before rolling.`);
    }
    if (r.kind === 'unreadable') await tx.store.put(raw, `${UNREADABLE_PREFIX}${Date.now()}`);
    if (e) await tx.store.put({ v: EVENING_VERSION, data: e, updatedAt: Date.now() }, EVENING_KEY);
    else await tx.store.delete(EVENING_KEY);
    await tx.done;
  });
}

/** Stores the evening: at its start, and after every verified roll, before the result is shown. @throws as {@link write}. */
export const saveEvening = (e: Evening, deps: StorageDeps = {}): Promise<void> => write(e, deps);

/** Ends the evening: the next start makes a new chain and join code. @throws as {@link write}. */
export const clearEvening = (deps: StorageDeps = {}): Promise<void> => write(null, deps);
