/**
 * Reading the CLI's input files strictly: JSON, of the kind the flag takes, with no field the
 * schema lacks and every value in range. A file of another kind (what `engine demo` prints, a
 * backup, a stored round, a plan) is recognised and refused with what to pass instead.
 */
import { readFileSync } from 'node:fs';
import { withDefaults, type Field, type Values } from '../engine/schema';
import { InputError } from './args';

/** Reads a JSON file given with `--flag`. @throws InputError when it cannot be read or is not JSON. */
export function readJson(path: string, flag: string): unknown {
  let text: string;
  try { text = readFileSync(path, 'utf8'); } catch (e) { throw new InputError(`Could not read the ${flag} file "${path}": ${(e as Error).message}`); }
  try { return JSON.parse(text); } catch (e) { throw new InputError(`Expected the ${flag} file "${path}" to hold JSON, but it does not: ${(e as Error).message}`); }
}

/** What kind of value a JSON value is, in words: `a list`, `the number 3`. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  return `the ${typeof value} ${String(value)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const has = (o: Record<string, unknown>, ...keys: string[]) => keys.every((k) => Object.prototype.hasOwnProperty.call(o, k));

/**
 * Names the kind of a Rollcall file that is not a bare sheet, declaration or options, with
 * what to pass instead; undefined for anything else. `flag` is the flag it was given to.
 */
export function otherKind(value: Record<string, unknown>, flag: string, rulesetId: string): string | undefined {
  if (has(value, 'sheet', 'declaration')) {
    return 'what `engine demo` prints, a sheet and a declaration together. Pass them apart: ' +
      `\`engine demo --ruleset ${rulesetId} --part sheet > sheet.json\` for --sheet and \`--part declaration > declare.json\` for --declare`;
  }
  if (value['format'] === 'rollcall-backup') {
    return 'a Rollcall backup (characters with their rounds). Pass one character: the "character" record of one entry of its "characters" list, ' +
      'or the bare sheet (its "data")';
  }
  if (has(value, 'v', 'rulesetId', 'data') && has(value, 'characterId')) {
    return 'a stored round from the app\'s history, not a character. Pass a character\'s sheet';
  }
  if (has(value, 'v', 'rulesetId', 'data')) {
    return flag === '--sheet' ? undefined : 'a stored character record (a sheet). Pass it as --sheet';
  }
  if (has(value, 'entries', 'at') && Array.isArray(value['entries'])) {
    return flag === '--state'
      ? 'a rolled round (what `engine roll` prints). Pass only its "nextState" as --state'
      : 'a rolled round (what `engine roll` prints), not an input';
  }
  if (has(value, 'actions', 'defence')) return 'a plan (what `engine plan` prints), not an input';
  return undefined;
}

/** One kind of input a flag can take: its flag, its name in messages and its fields. */
export interface InputKind { readonly flag: string; readonly name: string; readonly fields: readonly Field[] }

function keysOf(fields: readonly Field[]): Set<string> {
  return new Set(fields.map((f) => f.key));
}

/** The unknown keys of `value` (and of each list item), as paths: `DEXX`, `weapons.0.sc2`. */
function unknownFields(fields: readonly Field[], value: Record<string, unknown>, prefix = ''): { path: string; expected: readonly Field[] }[] {
  const known = keysOf(fields);
  const out: { path: string; expected: readonly Field[] }[] = [];
  for (const key of Object.keys(value)) {
    if (!known.has(key)) { out.push({ path: prefix + key, expected: fields }); continue; }
    const f = fields.find((x) => x.key === key)!;
    const items = value[key];
    if (f.kind === 'list' && Array.isArray(items)) {
      items.forEach((item, i) => { if (isRecord(item)) out.push(...unknownFields(f.item, item, `${prefix}${key}.${i}.`)); });
    }
  }
  return out;
}

function valueAt(value: unknown, path: string): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>((v, k) => (isRecord(v) || Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined), value);
}

/**
 * Checks a value read from a file against its kind strictly, and fills fields it lacks with
 * their defaults (so older files keep working).
 * @throws InputError naming the file: another kind of file, with what to pass instead; a
 *   field the kind does not have, with the fields it has; a value out of range or of the wrong
 *   type, with the value received.
 */
export function checkInput(kind: InputKind, path: string, value: unknown, rulesetId: string, others: readonly InputKind[] = []): Values {
  const where = `The ${kind.flag} file "${path}"`;
  if (!isRecord(value)) throw new InputError(`${where} holds ${kindOf(value)}; expected an object, a ${kind.name}`);
  const other = otherKind(value, kind.flag, rulesetId);
  if (other) throw new InputError(`${where} is ${other}.`);
  const unknown = unknownFields(kind.fields, value);
  if (unknown.length) {
    const keys = Object.keys(value);
    const fits = others.find((o) => keys.length > 0 && keys.every((k) => keysOf(o.fields).has(k)));
    if (fits) throw new InputError(`${where} holds a ${fits.name}, not a ${kind.name}: pass it as ${fits.flag}.`);
    throw new InputError(`${where} has fields a ${kind.name} does not have:\n` + unknown.map((u) => {
      const at = u.path.includes('.') ? ` in ${u.path.slice(0, u.path.lastIndexOf('.'))}` : '';
      return `  Expected one of ${u.expected.map((f) => f.key).join(', ')}${at}, but received ${u.path.slice(u.path.lastIndexOf('.') + 1)}`;
    }).join('\n'));
  }
  const r = withDefaults(kind.fields, value);
  if (!r.ok) {
    throw new InputError(`${where} is not a valid ${kind.name}:\n` + r.issues.map((i) => {
      const received = valueAt(value, i.path);
      return `  ${i.path || '(the whole file)'}: ${i.message}` + (received === undefined ? '' : `, but received ${JSON.stringify(received)}`);
    }).join('\n'));
  }
  return r.value;
}
