/**
 * The sheet, declaration, table options and carried state a verified round was rolled from, read-only, as
 * the code carries them (its proof's inputs): generated from the ruleset's schemas, with the
 * schemas' own labels; and what differs between the inputs of a re-roll and the first roll.
 * The verify code and the rules load when the GM opens a sheet or a re-roll is shown.
 */
import { useEffect, useState } from 'preact/hooks';
import type { SheetRow } from '../../verify/sheet';

type Read = { sheet: SheetRow[]; declaration: SheetRow[]; options: SheetRow[]; state?: SheetRow[] } | { error: string };

/** A round's inputs as its code carries them: the system's id and the inputs' bytes in hex. */
interface Source { readonly rulesetId: string; readonly inputs: string }

/** The verify code and the rules of `rulesetId`, loaded when first needed; `rs` undefined when the rules cannot load. */
async function load(rulesetId: string) {
  const [inputs, sheet, { findRulesetAsync }, { fromHex }] = await Promise.all([
    import('../../verify/inputs'), import('../../verify/sheet'), import('../../rulesets/catalog'), import('../../share/codec/hex'),
  ]);
  const rs = await findRulesetAsync(rulesetId).catch(() => undefined);
  return { rs, sheet, read: (hex: string) => inputs.decodeInputs(rs!, fromHex(hex)) };
}

const unread = (e: unknown) => (e instanceof Error ? e.message : String(e));

async function readSheet(result: Source): Promise<Read> {
  const { rs, sheet, read } = await load(result.rulesetId);
  if (!rs) return { error: `The rules "${result.rulesetId}" could not be loaded on this phone: try again when online.` };
  try {
    return sheet.sheetRows(rs, read(result.inputs));
  } catch (e) {
    return { error: `The sheet this round carries cannot be read (${unread(e)}).` };
  }
}

/**
 * What differs between the inputs of two rolls of a round (a re-roll), in one line: "Target DEF
 * 40 -> 10", or that they are the same; null when either cannot be read here.
 */
export async function inputsLine(rulesetId: string, before: string, after: string): Promise<string | null> {
  const { rs, sheet, read } = await load(rulesetId);
  if (!rs) return null;
  try {
    const changes = sheet.inputChanges(rs, read(before), read(after));
    return changes.length ? `Rolled from other inputs: ${sheet.changeLine(changes)}.` : 'Rolled from the same sheet, declaration, table options and carried state.';
  } catch {
    return null;
  }
}

/** {@link inputsLine} as a paragraph, once read; nothing before or when it cannot be read. */
export function InputsLine({ rulesetId, before, after }: { rulesetId: string; before: string; after: string }) {
  const [line, setLine] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    inputsLine(rulesetId, before, after).then((l) => { if (live) setLine(l); }, () => undefined);
    return () => { live = false; };
  }, [rulesetId, before, after]);
  return line ? <p class="gm-sheet-line">{line}</p> : null;
}

function Rows({ rows }: { rows: readonly SheetRow[] }) {
  return (
    <dl class="gm-sheet-rows">
      {rows.map((r, i) => (
        <div key={i}>
          <dt>{r.label}</dt>
          <dd>{r.items ? (r.items.length ? <ul>{r.items.map((it, k) => <li key={k}><strong>{it.name}</strong><Rows rows={it.rows.filter((x) => x.value !== it.name)} /></li>)}</ul> : 'none') : r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Sheet this round was rolled from" (or `title`), folded, read when first opened. Give it a
 * `key` that changes with the inputs: a new code for the same card must not show the last sheet.
 */
export function RoundSheet({ rulesetId, inputs, title = 'Sheet this round was rolled from' }: Source & { title?: string }) {
  const [read, setRead] = useState<Read | null>(null);
  return (
    <details class="small gm-round-sheet" onToggle={(e) => { if (e.currentTarget.open && !read) readSheet({ rulesetId, inputs }).then(setRead, (err: unknown) => setRead({ error: String(err) })); }}>
      <summary>{title}</summary>
      {read === null ? <p aria-busy="true">Reading the sheet…</p> : 'error' in read ? <p>{read.error}</p> : (
        <div class="stack">
          <h4>Sheet</h4>
          <Rows rows={read.sheet} />
          <h4>Declaration</h4>
          <Rows rows={read.declaration} />
          <h4>Table options</h4>
          <Rows rows={read.options} />
          {read.state && <><h4>State carried from the round before</h4><Rows rows={read.state} /></>}
        </div>
      )}
    </details>
  );
}
