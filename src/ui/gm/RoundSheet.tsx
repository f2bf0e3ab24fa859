/**
 * The sheet, declaration and table options a verified round was rolled from, read-only, as
 * the code carries them (its proof's inputs): generated from the ruleset's schemas, with the
 * schemas' own labels. The verify code and the rules load when the GM opens it.
 */
import { useState } from 'preact/hooks';
import type { SheetRow } from '../../verify/sheet';

type Read = { sheet: SheetRow[]; declaration: SheetRow[]; options: SheetRow[] } | { error: string };

/** A round's inputs as its code carries them: the system's id and the inputs' bytes in hex. */
interface Source { readonly rulesetId: string; readonly inputs: string }

async function readSheet(result: Source): Promise<Read> {
  const [{ decodeInputs }, { sheetRows }, { findRulesetAsync }, { fromHex }] = await Promise.all([
    import('../../verify/inputs'), import('../../verify/sheet'), import('../../rulesets/catalog'), import('../../share/codec/hex'),
  ]);
  const rs = await findRulesetAsync(result.rulesetId).catch(() => undefined);
  if (!rs) return { error: `The rules "${result.rulesetId}" could not be loaded on this phone: try again when online.` };
  try {
    return sheetRows(rs, decodeInputs(rs, fromHex(result.inputs)));
  } catch (e) {
    return { error: `The sheet this round carries cannot be read (${e instanceof Error ? e.message : String(e)}).` };
  }
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
        </div>
      )}
    </details>
  );
}
