/**
 * The GM screen: the encounter's system, the players' results (camera, paste, image, shared
 * link or shared text), the GM's own combatants, and one order for the round in the system's
 * own terms (a countdown, a DEX rank, or a turn board), with a "now acting" bar at the bottom
 * for one thumb. Scan and "Next round" sit side by side on top, the order right under them: it
 * is what the GM looks at; the set-up (verified rolls) folds away once the system is known.
 * "Next round" clears the results at once and offers to bring them back until the next result
 * arrives (an undo rather than a confirm dialog: one tap at the table, and no round lost to a
 * slip). Everything stays across reloads (IndexedDB).
 */
import { Rerolls } from './Rerolls';
import { useEffect, useState } from 'preact/hooks';
import { catalog } from '../../rulesets/catalog';
import { replaceHash } from '../common/router';
import { Combatants } from './Combatants';
import { GmLinkPanel } from '../link/GmLinkPanel';
import { Scan, TextAndImage } from './Intake';
import type { GmModel } from './model';
import { NowBar } from './NowBar';
import { OrderList } from './OrderList';
import { People } from './People';
import { useFocusAfter } from './focus';
import { Carried, FightLog, RoundLog } from './RoundLog';
import { chooseSystem, getGmModel, ingestText } from './service';
import { TurnBoard } from './TurnBoard';
import { VerifiedTable } from './VerifiedTable';
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

function SystemPicker({ model }: { model: GmModel }) {
  const round = model.round.value;
  const locked = round.results.length > 0;
  return (
    <div class="field gm-system">
      <label for="gm-system">System played</label>
      <select id="gm-system" value={round.rulesetId ?? ''} disabled={locked} aria-describedby={locked ? 'gm-system-why' : undefined}
        onChange={(e) => { const id = e.currentTarget.value; if (id) void chooseSystem(model, id); }}>
        {!round.rulesetId && <option value="">Set by the first code, or choose</option>}
        {catalog.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
      </select>
      {locked && <p id="gm-system-why" class="small muted">Fixed while this round holds players' codes.</p>}
    </div>
  );
}

function GmRound({ model }: { model: GmModel }) {
  const round = model.round.value;
  const previous = model.canUndo.value ? round.previous : undefined;
  const rs = model.ruleset.value;
  const view = model.order.value;
  const msg = model.message.value;
  const turns = rs?.order === 'turns';
  const unit = rs?.order === 'countdown' ? 'Segment' : rs?.order === 'rank' ? 'Rank' : 'Order';
  const npcs = round.combatants?.length ?? 0;
  const anything = round.results.length > 0 || npcs > 0;
  const verifiedOn = !!round.verified?.on;
  // A new (or restored) round starts at the top: the heading names it, and the codes are scanned from there.
  const focusNext = useFocusAfter();
  const toTop = (f: () => void) => () => { f(); focusNext('gm-title'); };
  return (
    <div class={`stack gm${view.steps.length && !turns ? ' gm-with-bar' : ''}`}>
      <header class="gm-head">
        <h1 id="gm-title" tabIndex={-1}>Round {round.round}</h1>
        <p class="muted">
          {!anything
            ? 'No results yet: scan the players\' codes or paste what they shared.'
            : `${rs?.name ?? round.rulesetId ?? ''} · ${round.results.length} ${round.results.length === 1 ? 'player' : 'players'}${npcs ? ` · ${npcs} monster ${npcs === 1 ? 'entry' : 'entries'}` : ''} · ${view.count} ${view.count === 1 ? 'action' : 'actions'}`}
        </p>
      </header>
      <p class={msg ? `alert alert-${msg.tone}` : 'visually-hidden'} role="status" aria-live="polite">
        {msg && (msg.tone === 'good' ? '✓ ' : msg.tone === 'bad' ? '✕ ' : '')}{msg?.text}
      </p>
      {!round.rulesetId && <SystemPicker model={model} />}
      {/* Set-up stays on top until the system is known; with verified rolls on, the round code stays in view. */}
      {verifiedOn ? <VerifiedTable model={model} /> : !round.rulesetId ? (
        <details class="card gm-setup" open={!round.rulesetId}>
          <summary>Verified rolls: off</summary>
          <VerifiedTable model={model} />
        </details>
      ) : null}
      <Rerolls model={model} />
      <div class="gm-tools">
        <Scan model={model} />
        <button type="button" class="btn gm-next-btn" disabled={!anything} aria-describedby="gm-next-what" onClick={toTop(model.startNextRound)}>Next round</button>
      </div>
      <p id="gm-next-what" class="visually-hidden">
        {anything ? `Clears the players' results for round ${round.round + 1}; monsters stay and roll again. You can bring the round back until the next code arrives.` : 'Nothing to clear yet.'}
      </p>
      {previous && (
        <button type="button" class="btn btn-block" onClick={toTop(model.undoNextRound)}>
          Undo: bring back round {previous.round}
        </button>
      )}
      <GmLinkPanel />
      <Carried model={model} />
      {anything && (
        <section aria-labelledby="gm-order-title" class="stack">
          <h2 id="gm-order-title" tabIndex={-1}>{turns ? 'Turns of the round' : 'Order of the round'}</h2>
          {turns && <TurnBoard model={model} />}
          <OrderList model={model} view={view} unit={unit} now={round.now ?? null} {...(turns ? { untimedTitle: 'What each character does' } : {})} />
        </section>
      )}
      <Combatants model={model} />
      <FightLog model={model} />
      {/* Once the system is known the set-up folds away down here, out of the order's way. */}
      {!verifiedOn && round.rulesetId ? (
        <details class="card gm-setup" open={!round.rulesetId}>
          <summary>Verified rolls: off</summary>
          <VerifiedTable model={model} />
        </details>
      ) : null}
      {round.results.length > 0 && (
        <section aria-labelledby="gm-people-title" class="stack">
          <h2 id="gm-people-title">Characters</h2>
          <People results={round.results} verdicts={round.verified?.on ? round.verdicts ?? {} : undefined} />
        </section>
      )}
      <RoundLog model={model} />
      <TextAndImage model={model} />
      <Encounter model={model} />
      {!turns && <NowBar model={model} />}
    </div>
  );
}

/** The system played and "New encounter" (two taps: the second confirms). */
function Encounter({ model }: { model: GmModel }) {
  const [sure, setSure] = useState(false);
  const focusNext = useFocusAfter();
  return (
    <section class="card stack" aria-labelledby="gm-enc-title">
      <h2 id="gm-enc-title">Encounter</h2>
      {model.round.value.rulesetId && <SystemPicker model={model} />}
      {sure ? (
        <div class="row">
          <button type="button" class="btn btn-danger" onClick={() => { model.newEncounter(); setSure(false); focusNext('gm-title'); }}>Yes, clear everything</button>
          <button type="button" id="gm-keep-enc" class="btn" onClick={() => { setSure(false); focusNext('gm-new-enc'); }}>Keep it</button>
        </div>
      ) : (
        <button type="button" id="gm-new-enc" class="btn btn-block" onClick={() => { setSure(true); focusNext('gm-keep-enc'); }}>New encounter…</button>
      )}
    </section>
  );
}
