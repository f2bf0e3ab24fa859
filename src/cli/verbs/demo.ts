/** `engine demo`: a demo character's sheet and declaration, ready to plan. */
import { defaults } from '../../engine/schema';
import { InputError, stringFlag, UsageError } from '../args';
import { rulesetFlag, rulesetOf } from '../input';
import type { Verb } from '../verb';

const PARTS = ['sheet', 'declaration'] as const;

/** Prints a demo's `{ sheet, declaration }`, or one of them with --part. */
export const demo: Verb = {
  name: 'demo',
  summary: 'a demo character\'s sheet and declaration, ready to plan',
  flags: {
    ruleset: rulesetFlag,
    index: { type: 'string', value: 'N', help: 'which demo character, from 0 (see `engine list`); 0 when left out' },
    part: { type: 'string', value: 'PART', help: 'print only the sheet or only the declaration: sheet or declaration' },
  },
  details: 'Example:\n  engine demo --ruleset spelljammer --part sheet > sheet.json\n  engine demo --ruleset spelljammer --part declaration > declare.json',
  run(flags) {
    const rs = rulesetOf(flags, 'demo');
    const index = stringFlag(flags, 'index') ?? '0';
    const i = /^\d+$/.test(index) ? Number(index) : NaN;
    const d = rs.demos[i];
    if (!d) throw new InputError(`Expected --index to be a whole number from 0 to ${rs.demos.length - 1} (${rs.id} has ${rs.demos.length} demo characters), but received "${index}"`);
    const part = stringFlag(flags, 'part');
    if (part !== undefined && !(PARTS as readonly string[]).includes(part)) throw new UsageError(`Expected --part to be sheet or declaration, but received "${part}"`, 'demo');
    const whole = { sheet: d.sheet, declaration: d.declaration ?? defaults(rs.declarationSchema(d.sheet).fields) };
    return part === 'sheet' ? whole.sheet : part === 'declaration' ? whole.declaration : whole;
  },
};
