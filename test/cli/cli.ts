/**
 * What the CLI tests share: the CLI run in-process, and JSON files written to a temporary
 * folder for its flags (--sheet, --declare, --party...).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/engine';

/** Runs the CLI in-process: its exit code and what it wrote. */
export async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '', err = '';
  const code = await main(argv, { out: (t) => { out += t; }, err: (t) => { err += t; } });
  return { code, out, err };
}

/** A writer of numbered files in a new temporary folder named after `prefix`: a string is written as it is, anything else as JSON; returns each file's path. */
export function jsonFiles(prefix: string): (value: unknown) => string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let n = 0;
  return (value) => {
    const p = join(dir, `f${++n}.json`);
    writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
    return p;
  };
}
