/**
 * The sheet, declaration and table options a verified round was rolled from, read-only, as
 * the code carries them (its proof's inputs): generated from the ruleset's schemas, with the
 * schemas' own labels. The verify code and the rules load when the GM opens it.
 */
import { useState } from 'preact/hooks';
import type { RoundResult } from '../../engine/ruleset';
import type { SheetRow } from '../../verify/sheet';

type Read = { sheet: SheetRow[]; declaration: SheetRow[]; options: SheetRow[] } | { error: string };

async function readSheet(result: RoundResult): Promise<Read> {
  const [{ decodeInputs }, { sheetRows }, { findRulesetAsync }, { fromHex }] = await Promise.all([
    import('../../verify/inputs'), import('../../verify/sheet'), import('../../rulesets/catalog'), import('../../share/codec/hex'),
  ]);
  const rs = await findRulesetAsync(result.rulesetId).catch(() => undefined);
  if (!rs) return { error: `The rules "${result.rulesetId}" could not be loaded on this phone: try again when online.` };
  try {
    return sheetRows(rs, decodeInputs(rs, fromHex(result.proof!.inputs!)));
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

/** "Sheet this round was rolled from", folded; nothing for a round without inputs. */
export function RoundSheet({ result }: { result: RoundResult }) {
  const [read, setRead] = useState<Read | null>(null);
  if (!result.proof?.inputs) return null;
  return (
    <details class="small gm-round-sheet" onToggle={(e) => { if (e.currentTarget.open && !read) readSheet(result).then(setRead, (err: unknown) => setRead({ error: String(err) })); }}>
      <summary>Sheet this round was rolled from</summary>
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
