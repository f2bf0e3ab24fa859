/**
 * Help inside the app (routes `#/help` and `#/help/<rulesetId>`, loaded on first use): the
 * index with the display choice (high contrast), the link to the user guide (dist/guide/, made
 * from docs/guide.md at build) and every rule system, and one rule system's
 * page with its help in our own words and its table options described from `optionsSchema`.
 * Generic: a new ruleset in the catalog gets its page with no code here.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Ruleset } from '../../engine/ruleset';
import { catalog, catalogEntry, loadRuleset } from '../../rulesets/catalog';
import { hrefOf } from '../common/route';
import { ContrastSwitch } from './ContrastSwitch';
import { HelpText } from './HelpText';
import { describeOptions } from './options';
import './help.css';

/** Props of the help route: no id for the index, else the rule system's id. */
export interface HelpPageProps {
  readonly rulesetId?: string;
}

/** The help index or one rule system's help, by route. */
export function HelpPage(p: HelpPageProps): JSX.Element {
  return p.rulesetId === undefined ? <HelpIndex /> : <RulesetHelp id={p.rulesetId} />;
}

function HelpIndex(): JSX.Element {
  return (
    <div class="stack hp">
      <h1>Help and display</h1>
      <section class="card stack" aria-labelledby="hp-display-h">
        <h2 id="hp-display-h">Display</h2>
        <ContrastSwitch />
        <p class="muted small">Dark mode follows your phone's setting. The screen stays on while a character or the GM screen is open, where the phone allows it.</p>
      </section>
      <section class="card stack" aria-labelledby="hp-how-h">
        <h2 id="hp-how-h">How a round goes</h2>
        <ol class="hp-steps">
          <li>Open your character: the Round tab shows what you declared last time and your odds.</li>
          <li>Change the declaration if your plan changed, then press Roll.</li>
          <li>Show the QR code to the GM, or share the round as text. The GM's screen puts everyone's actions in order.</li>
        </ol>
        <p class="muted small">On the GM's phone, open the GM screen once with a network before the evening: from then on the phone keeps it for offline use, through updates too.</p>
      </section>
      <section class="card stack" aria-labelledby="hp-guide-h">
        <h2 id="hp-guide-h">An evening with Rollcall</h2>
        <p>The guide takes a player and a GM through an evening, step by step, with pictures: making a character, a round, taking a hit, backups, and the GM's screen.</p>
        <a class="btn btn-block" href="guide/">Read the guide</a>
        <p class="muted small">It opens as a web page. The first time it needs a network; once read, it opens offline too.</p>
      </section>
      <section class="card stack" aria-labelledby="hp-rules-h">
        <h2 id="hp-rules-h">Rule systems</h2>
        <p class="muted small">What the phone works out for each system, how it reads the unclear parts, and what stays with the GM.</p>
        <ul class="hp-links">
          {catalog.map((e) => <li key={e.id}><a class="btn btn-block hp-link" href={hrefOf({ name: 'help', rulesetId: e.id })}>{e.name}</a></li>)}
        </ul>
      </section>
    </div>
  );
}

type Loaded = { status: 'loading' } | { status: 'ready'; rs: Ruleset } | { status: 'error'; message: string };

function RulesetHelp(p: { id: string }): JSX.Element {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRuleset(p.id).then((rs) => { if (live) setState({ status: 'ready', rs }); },
      (err: unknown) => { if (live) setState({ status: 'error', message: err instanceof Error ? err.message : String(err) }); });
    return () => { live = false; };
  }, [p.id]);
  const name = catalogEntry(p.id)?.name;
  const back = <a class="btn" href={hrefOf({ name: 'help' })}>All help</a>;
  if (state.status === 'loading') return <p class="muted" aria-busy="true">Loading the help for {name ?? p.id}…</p>;
  if (state.status === 'error') {
    return (
      <div class="card stack">
        <h1>No help for this rule system</h1>
        <p class="alert alert-bad" role="alert">{name ? `The rules could not be loaded: ${state.message}. Reload to try again.` : state.message}</p>
        {back}
      </div>
    );
  }
  const rs = state.rs;
  const options = describeOptions(rs.optionsSchema);
  return (
    <article class="stack hp">
      <h1>{rs.name}</h1>
      <p class="muted small">Follows the rule text “{rs.source.title}”, explained in our own words.</p>
      <section class="card hp-text" aria-labelledby="hp-what-h">
        <h2 id="hp-what-h">What the phone does</h2>
        {rs.help.trim() ? <HelpText help={rs.help} /> : <p>This rule system has no help text yet.</p>}
      </section>
      {rs.glossary?.length ? (
        <section class="card hp-text" aria-labelledby="hp-words-h">
          <h2 id="hp-words-h">Words and abbreviations</h2>
          <p>The sheet and the round use the rule text's own words; a "?" beside a label explains them there too.</p>
          <dl class="hp-options">
            {rs.glossary.map((g) => <div key={g.term} class="hp-option"><dt>{g.term}</dt><dd>{g.text}</dd></div>)}
          </dl>
        </section>
      ) : null}
      <section class="card hp-text" aria-labelledby="hp-options-h">
        <h2 id="hp-options-h">Table options</h2>
        {options.length === 0 ? <p>This rule system has no table options.</p> : (
          <>
            <p>Set on each character's Sheet tab. Each one is a reading of the rules your table may choose; the one used until you change it is marked "default".</p>
            <dl class="hp-options">
              {options.map((o) => (
                <div key={o.key} class="hp-option">
                  <dt>{o.label}{o.section ? <span class="muted small"> ({o.section})</span> : null}</dt>
                  {o.help ? <dd>{o.help}</dd> : null}
                  {o.choices.length ? (
                    <dd>
                      <ul>{o.choices.map((c, i) => <li key={i}>{c.label}{c.isDefault ? <b> (default)</b> : null}</li>)}</ul>
                    </dd>
                  ) : null}
                  {o.range ? <dd>{o.range}</dd> : null}
                </div>
              ))}
            </dl>
          </>
        )}
      </section>
      <div class="row">{back}</div>
    </article>
  );
}
