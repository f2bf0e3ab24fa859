/**
 * Reading the packed form (see pack.ts) of any format version back into that version's
 * compact shape (migrate.ts brings it up to date), and the compact round into a RoundResult:
 * the decoder's half, loaded with the GM screen.
 */
import { normalizeName } from '../../engine/names';
import { ATTACK_TAGS, type CheckResult, type Note, type ResultEntry, type RoundResult } from '../../engine/ruleset';
import { BitReader, BitsError } from '../codec/bits';
import { ACTION_KINDS, MAX, MAX_DRAWS, MAX_INPUT_BYTES, MAX_MANUAL, MAX_RULES_VERSION, MAX_SIDES, MAX_TAGS, type CompactRound } from './compact';
import { CODE_ALPHABET } from '../roundCode';
import { toHex } from '../codec/hex';
import { CHECK_K, COUNTS, DICTIONARY, DICTIONARY_ESCAPE, DIE_SIZES, dictionaryOf, FACE_K, Strings, TAG_K, indexBits, sameTags, sum, type Field } from './pack';
import { readText } from '../codec/textcode';

function readString(input: BitReader, st: Strings, field: Field): string {
  let s: string;
  if (!input.bit()) s = st.predicted(field);
  else if (!input.bit()) {
    const i = input.bits(indexBits(st.seen.length));
    if (i >= st.seen.length) throw new BitsError(`expected a reference to one of ${st.seen.length} earlier texts, but received ${i + 1}`);
    s = st.seen[i];
  } else if (!input.bit()) {
    let i = input.bits(6);
    if (st.dictionary.escaped && i === DICTIONARY_ESCAPE) i += input.bits(6);
    if (i >= st.dictionary.size) throw new BitsError(`expected a dictionary word below ${st.dictionary.size}, but received ${i}`);
    s = DICTIONARY[i];
  } else {
    const p = input.uint();
    let prefix = '';
    if (p) {
      const i = input.bits(indexBits(st.seen.length));
      const base = st.seen[i];
      if (base === undefined || p > base.length) {
        throw new BitsError(`expected a prefix of one of ${st.seen.length} earlier texts, but received ${p} characters of text ${i + 1}`);
      }
      prefix = base.slice(0, p);
    }
    s = prefix + readText(input, MAX.text);
  }
  return st.remember(field, s);
}

function readReal(input: BitReader): number {
  if (!input.bit()) return input.sint();
  // -0 reads as 0: the writer sends every integer, -0 included, as one. NaN stays for the schema to refuse.
  const x = input.float();
  return x === 0 ? 0 : x;
}

function readTag(input: BitReader): string {
  const i = input.uint(TAG_K);
  if (i >= ATTACK_TAGS.length) {
    throw new BitsError(`expected an attack tag number below ${ATTACK_TAGS.length} (the tags this app knows), but received ${i}; a newer Rollcall may have written it`);
  }
  return ATTACK_TAGS[i];
}

function readCount(input: BitReader, max: number, what: string): number {
  const n = input.uint();
  if (n > max) throw new BitsError(`expected at most ${max} ${what}, but received ${n}`);
  return n;
}

function readList<T>(input: BitReader, max: number, what: string, each: () => T): T[] {
  const n = readCount(input, max, what);
  const items: T[] = [];
  for (let i = 0; i < n; i++) items.push(each());
  return items;
}

/**
 * Unpacks bytes written in format `version` (1 to 6) into an unchecked compact round of that
 * version's shape: migrate it (migrate.ts), then validate it with RoundC before use.
 * @throws BitsError when the data ends early, a count is above its bound, or a code is invalid.
 */
export function unpack(bytes: Uint8Array, version: number): unknown {
  const input = new BitReader(bytes);
  const st = new Strings(dictionaryOf(version));
  const flag = () => (input.bit() ? 1 : 0);
  const note = () => [readString(input, st, 'noteLabel'), readString(input, st, 'noteText'), flag()];
  // Format 2 sends entry and round notes without a flag: they are GM notes.
  const gmNote = version >= 2 ? () => [readString(input, st, 'noteLabel'), readString(input, st, 'noteText'), 1] : note;
  let tagsBefore: readonly string[] = [];
  const stat = () => [readString(input, st, 'statLabel'), readReal(input)];
  const rulesetId = readString(input, st, 'ruleset');
  const character = readString(input, st, 'character');
  const at = input.uint(30) * 1000 + input.bits(10);
  let need = 0;
  let initiativeMod = 0;
  let damageMod = 0;
  const entries = readList(input, COUNTS.entries, 'entries', () => {
    const kind = input.bits(3);
    if (kind >= ACTION_KINDS.length) throw new BitsError(`expected an action kind below ${ACTION_KINDS.length}, but received ${kind}`);
    const [hasTiming, hasCheck, hasDamage] = [input.bit(), input.bit(), input.bit()];
    const id = readString(input, st, 'id');
    const label = readString(input, st, 'label');
    let timing: unknown = 0;
    if (hasTiming) {
      const faces = readList(input, COUNTS.faces, 'initiative faces', () => input.sint(FACE_K));
      initiativeMod += input.sint();
      const order = input.bit() ? 0 : readList(input, COUNTS.order, 'order keys', () => readReal(input));
      timing = [faces, sum(faces) + initiativeMod, order, readString(input, st, 'phase'), flag()];
    }
    let check: unknown = 0;
    if (hasCheck) {
      const face = input.sint(CHECK_K);
      const checkNeed = input.bit() ? null : need + input.sint();
      need = checkNeed ?? need;
      const bonus = input.sint();
      const outcome = readString(input, st, 'outcome');
      check = [face, checkNeed, bonus, outcome, readString(input, st, `checkLabel:${outcome}`), input.bits(3) - 1, flag()];
    }
    const summary = readString(input, st, 'summary');
    let damage: unknown = 0;
    if (hasDamage) {
      const faces = readList(input, COUNTS.faces, 'damage faces', () => input.sint(FACE_K));
      damageMod += input.sint();
      damage = [faces, sum(faces) + damageMod, flag()];
    }
    const ns = readList(input, COUNTS.notes, 'entry notes', gmNote);
    if (version < 2) return [id, kind, label, timing, check, summary, damage, ns];
    const tags = input.bit() ? readList(input, MAX_TAGS, 'attack tags', () => readTag(input)) : tagsBefore;
    if (tags !== tagsBefore && sameTags(tags, tagsBefore)) throw new BitsError('expected new attack tags after the "changed" bit, but received the same tags');
    tagsBefore = tags;
    return [id, kind, label, timing, check, summary, damage, ns, [...tags]];
  });
  const defence = readList(input, COUNTS.stats, 'defence figures', stat);
  const status = readList(input, COUNTS.stats, 'status figures', stat);
  const lost = readList(input, COUNTS.notes, 'lost notes', note);
  const notes = readList(input, COUNTS.notes, 'notes', gmNote);
  const proof = version >= 3 && input.bit() ? readProof(input, version) : 0;
  if (input.remaining >= 8) throw new BitsError(`expected the data to end, but ${input.remaining} bits remain`);
  if (version < 3) return [rulesetId, character, at, entries, defence, status, lost, notes];
  return [rulesetId, character, at, entries, defence, status, lost, notes, proof];
}

function readHex(input: BitReader, bytes: number): string {
  return toHex(Uint8Array.from({ length: bytes }, () => input.bits(8)));
}

/** A verified round's proof, as pack.ts `writeProof` wrote it (format 3: no inputs; format 4: inputs or the format 3 fields; format 6: the rules version after the code). */
function readProof(input: BitReader, version: number): unknown[] {
  const player = readHex(input, 4);
  const link = input.uint();
  const secret = readHex(input, 16);
  let code = '';
  for (let i = 0; i < 5; i++) code += CODE_ALPHABET[input.bits(5)];
  const rules = version >= 6 ? input.uint() : 0;
  if (rules > MAX_RULES_VERSION) throw new BitsError(`expected a rules version of at most ${MAX_RULES_VERSION}, but received ${rules}`);
  const said = version >= 6 ? [rules] : [];
  if (version >= 4 && input.bit()) {
    const bytes = input.uint();
    if (bytes < 1 || bytes > MAX_INPUT_BYTES) throw new BitsError(`expected 1 to ${MAX_INPUT_BYTES} bytes of inputs, but received ${bytes}`);
    return [player, link, secret, code, [], [], '', readHex(input, bytes), ...said];
  }
  let before = 0;
  const draws = readList(input, MAX_DRAWS, 'dice', () => {
    if (input.bit()) {
      const k = input.uint(1);
      before = k < DIE_SIZES.length ? DIE_SIZES[k]! : k - DIE_SIZES.length;
      if (before > MAX_SIDES) throw new BitsError(`expected dice of at most ${MAX_SIDES} sides, but received ${before}`);
    }
    return before;
  });
  const manual = readList(input, MAX_MANUAL, 'typed faces', () => input.uint());
  const seal = readHex(input, 8);
  return version >= 4 ? [player, link, secret, code, draws, manual, seal, '', ...said] : [player, link, secret, code, draws, manual, seal];
}

type CompactNote = CompactRound[6][number] | CompactRound[7][number];

const noteOf = ([label, text, gm]: CompactNote): Note => (gm ? { label, text, gm: true } : { label, text });

/** Rebuilds a full RoundResult from a validated compact form, with fresh plain objects only. */
export function fromCompact(c: CompactRound): RoundResult {
  const [rulesetId, character, at, entries, defence, status, lost, notes, proof] = c;
  return {
    rulesetId,
    character: normalizeName(character),
    at,
    entries: entries.map(([id, kind, label, t, k, summary, d, ns, tags]): ResultEntry => {
      const entry: { -readonly [K in keyof ResultEntry]: ResultEntry[K] } = { id, kind: ACTION_KINDS[kind], label };
      if (t) {
        const [faces, total, order, phase, lostFlag] = t;
        entry.timing = { faces, total, order: order === 0 ? [total] : order, ...(phase ? { phase } : {}), ...(lostFlag ? { lost: true } : {}) };
      }
      if (k) {
        const [face, need, bonus, outcome, checkLabel, tone, automatic] = k;
        const check: CheckResult = { face, need, bonus, outcome, label: checkLabel, tone, ...(automatic ? { automatic: true } : {}) };
        entry.check = check;
      }
      if (summary) entry.summary = summary;
      if (d) entry.damage = { faces: d[0], total: d[1], armour: d[2] ? 'yes' : 'no' };
      if (ns.length) entry.notes = ns.map(noteOf);
      if (tags.length) entry.tags = [...tags];
      return entry;
    }),
    defence: defence.map(([label, value]) => ({ label, value })),
    status: status.map(([label, value]) => ({ label, value })),
    lost: lost.map(noteOf),
    notes: notes.map(noteOf),
    ...(proof ? { proof: { player: proof[0], link: proof[1], secret: proof[2], code: proof[3], draws: [...proof[4]], manual: [...proof[5]], ...(proof[6] ? { seal: proof[6] } : {}), ...(proof[7] ? { inputs: proof[7] } : {}), ...(proof[8] ? { rules: proof[8] } : {}) } } : {}),
  };
}
