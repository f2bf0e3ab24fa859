/**
 * A ruleset's help on the Sheet tab: what the phone computes, the readings it takes of the
 * texts' ambiguities and the table options that change them, and what is left to the GM, with
 * a link to the rule system's full help page (its options described). Text nodes only.
 */
import type { JSX } from 'preact';
import { hrefOf } from '../common/route';
import { HelpText } from '../help/HelpText';

export { helpBlocks } from '../help/blocks';

/** A collapsible "About the <name> rules" card; `rulesetId` adds the link to its help page. */
export function RulesHelp(p: { name: string; help: string; rulesetId?: string }): JSX.Element | null {
  if (!p.help.trim()) return null;
  return (
    <details class="card pl-help">
      <summary><h2>About the {p.name} rules</h2></summary>
      <HelpText help={p.help} />
      {p.rulesetId ? <p><a class="btn" href={hrefOf({ name: 'help', rulesetId: p.rulesetId })}>Help page: options explained</a></p> : null}
    </details>
  );
}
