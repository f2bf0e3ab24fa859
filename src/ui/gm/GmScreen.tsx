/**
 * The GM screen: take players' results (camera, paste, image, shared link) and show one
 * order for the round, then the characters' defences and the GM's calls. The order comes
 * right after the Scan button: it is what the GM looks at; pasting is the rarer path. "Next round"
 * clears the results at once and offers to bring them back until the next result arrives
 * (an undo rather than a confirm dialog: one tap at the table, and no round lost to a slip).
 * The round stays until then, also across reloads.
 */
import { useEffect, useState } from 'preact/hooks';
import { replaceHash } from '../app/router';
import { Scan, TextAndImage } from './Intake';
import type { GmModel } from './model';
import { OrderList } from './OrderList';
import { People } from './People';
import { getGmModel, ingestText } from './service';
import './gm.css';

/** Props of the GM screen (route `#/gm`). */
export interface GmScreenProps {
  /** A shared link (`#gm?r=...`) or shared text that opened the screen; it is taken once. */
  readonly incoming?: string;
}

/** The GM screen over the page's one GM model (service.ts); `incoming` is taken once the model is loaded. */
export function GmScreen({ incoming }: GmScreenProps) {
  const [model, setModel] = useState<GmModel | null>(null);
  useEffect(() => {
    let live = true;
    void getGmModel().then((m) => { if (live) setModel(m); });
    return () => { live = false; };
  }, []);
  useEffect(() => {
    if (!model || !incoming) return;
    // Drop the payload from the address first, so a reload or Back does not take it again.
    replaceHash('#/gm');
    void ingestText(model, incoming);
  }, [model, incoming]);
  if (!model) return <p class="muted" aria-busy="true">Loading the round…</p>;
  return <GmRound model={model} />;
}

function GmRound({ model }: { model: GmModel }) {
  const round = model.round.value;
  const previous = model.canUndo.value ? round.previous : undefined;
  const rs = model.ruleset.value;
  const view = model.order.value;
  const msg = model.message.value;
  const unit = rs?.order === 'countdown' ? 'Segment' : rs?.order === 'rank' ? 'Rank' : 'Order';
  return (
    <div class="stack gm">
      <header class="gm-head">
        <h1 id="gm-title">Round {round.round}</h1>
        <p class="muted">
          {round.results.length === 0
            ? 'No results yet: scan the players\' codes or paste what they shared.'
            : `${rs?.name ?? round.rulesetId} · ${round.results.length} ${round.results.length === 1 ? 'character' : 'characters'} · ${view.count} ${view.count === 1 ? 'action' : 'actions'}`}
        </p>
      </header>
      <p class={msg ? `alert alert-${msg.tone}` : 'visually-hidden'} role="status" aria-live="polite">
        {msg && (msg.tone === 'good' ? '✓ ' : msg.tone === 'bad' ? '✕ ' : '')}{msg?.text}
      </p>
      <Scan model={model} />
      {round.results.length > 0 && (
        <>
          <section aria-labelledby="gm-order-title" class="stack">
            <h2 id="gm-order-title">Order of the round</h2>
            <OrderList view={view} unit={unit} />
          </section>
          <section aria-labelledby="gm-people-title" class="stack">
            <h2 id="gm-people-title">Characters</h2>
            <People results={round.results} />
          </section>
        </>
      )}
      <section class="card gm-next stack" aria-label="Next round">
        <button type="button" class="btn btn-block" disabled={round.results.length === 0} onClick={model.startNextRound}>Next round</button>
        {round.results.length > 0 && <p class="small muted">Clears these results for round {round.round + 1}; you can bring them back until the next code arrives.</p>}
        {previous && (
          <button type="button" class="btn btn-block" onClick={model.undoNextRound}>
            Undo: bring back round {previous.round}
          </button>
        )}
      </section>
      <TextAndImage model={model} />
    </div>
  );
}
