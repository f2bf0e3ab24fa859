/**
 * The GM screen: the encounter's system, the players' results (camera, paste, image, shared
 * link or shared text), the GM's own combatants, and one order for the round in the system's
 * own terms (a countdown, a DEX rank, or a turn board), with a "now acting" bar at the bottom
 * for one thumb. Scan, Paste and "Next round" sit in one bar on top, their panels open under
 * it, and the order comes right after: it is what the GM looks at, one line per action (in
 * landscape it takes the right-hand column). The set-up (verified rolls) folds away once the
 * system is known; each message shows next to what the GM touched (Said.tsx).
 * "Next round" clears the results at once and offers to bring them back until the next result
 * arrives (an undo rather than a confirm dialog: one tap at the table, and no round lost to a
 * slip). Everything stays across reloads (IndexedDB).
 */
import { useSettle } from '../common/settle';
import { warmClock } from '../common/clock';
import { whenIdle } from '../common/idle';
import { Rerolls } from './Rerolls';
import { SheetChanges } from './SheetChanges';
import { useEffect, useState } from 'preact/hooks';
import { keepGmOffline } from './keep';
import { useComputed } from '@preact/signals';
import { catalog } from '../../rulesets/catalog';
import { replaceHash } from '../common/router';
import { Combatants } from './Combatants';
import { Foresee } from './Foresee';
import { GmLinkPanel } from '../link/GmLinkPanel';
import { TextAndImage } from './Intake';
import { ScannerPanel } from './ScannerPanel';
import { Acts, Said, touch } from './Said';
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
import { WrapSelect } from '../forms/WrapSelect';

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
    keepGmOffline();
    // The cards show when each code was rolled: the locale data that needs is loaded in an idle
    // moment now, not in the first code's tap.
    whenIdle(warmClock);
    return () => { live = false; };
  }, []);
  useEffect(() => {
    if (!model || !incoming) return;
    // Drop the payload from the address first, so a reload or Back does not take it again.
    replaceHash('#/gm');
    touch('bar');
    void ingestText(model, incoming);
  }, [model, incoming]);
  if (!model) return <p class="muted" aria-busy="true">Loading the round…</p>;
  return <GmRound model={model} />;
}

function SystemPicker({ model }: { model: GmModel }) {
  const rulesetId = model.parts.rulesetId.value;
  // Whether the round holds codes, not the codes themselves: a code taken does not redraw the picker.
  const locked = useComputed(() => model.parts.results.value.length > 0).value;
  return (
    <div class="field gm-system">
      <label for="gm-system">System played</label>
      <WrapSelect shown={catalog.find((c) => c.id === rulesetId)?.name ?? 'Set by the first code, or choose'} id="gm-system" value={rulesetId ?? ''} disabled={locked}
        aria-describedby={locked ? 'gm-system-why' : undefined} onChange={(e) => { const id = e.currentTarget.value; if (id) void chooseSystem(model, id); }}>
        {!rulesetId && <option value="">Set by the first code, or choose</option>}
        {catalog.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
      </WrapSelect>
      {locked && <p id="gm-system-why" class="small muted">Fixed while this round holds players' codes.</p>}
    </div>
  );
}

/** Which panel the bar has open under it: the camera, the paste box, or none. */
type BarPanel = 'scan' | 'paste' | null;

/**
 * The screen's frame: which parts it shows. It reads only what decides that (the system, whether
 * the round holds anything, verified rolls on, whether the order has steps), each a value that
 * a new code rarely changes, so taking a code redraws the parts that show it and not the frame.
 */
function GmRound({ model }: { model: GmModel }) {
  const order = useComputed(() => model.ruleset.value?.order);
  const rulesetId = model.parts.rulesetId.value;
  const players = useComputed(() => model.parts.results.value.length).value;
  const npcs = useComputed(() => model.parts.combatants.value?.length ?? 0).value;
  const verifiedOn = useComputed(() => !!model.parts.verified.value?.on).value;
  const stepsShown = useComputed(() => model.order.value.steps.length > 0).value;
  const turns = order.value === 'turns';
  const unit = order.value === 'countdown' ? 'Segment' : order.value === 'rank' ? 'Rank' : 'Order';
  const anything = players > 0 || npcs > 0;
  // An empty round opens the paste box at once: taking codes is the first thing to do.
  const [panel, setPanel] = useState<BarPanel>(anything ? null : 'paste');
  // A new (or restored) round starts at the top: the heading names it, and the codes are scanned from there.
  const focusNext = useFocusAfter();
  const toTop = (f: () => void) => () => { f(); focusNext('gm-title'); };
  const open = (p: BarPanel) => () => {
    const next = panel === p ? null : p;
    setPanel(next);
    if (next === 'scan') focusNext('gm-stop-camera');
    else if (next === 'paste') focusNext('gm-paste');
  };
  const orderTitle = turns ? 'Turns of the round' : 'Order of the round';
  return (
    <div class={`gm gm-glance${stepsShown && !turns ? ' gm-with-bar' : ''}`}>
      <div class="gm-top stack">
        <RoundHead model={model} />
        <Unsaved model={model} />
        {!rulesetId && <Acts at="bar"><SystemPicker model={model} /></Acts>}
        {/* Set-up stays on top until the system is known; with verified rolls on, the round code stays in view. */}
        {verifiedOn ? <Acts at="verified"><VerifiedTable model={model} /><Said model={model} at="verified" /></Acts> : !rulesetId ? (
          <details class="card gm-setup" open>
            <summary>Verified rolls: off</summary>
            <Acts at="verified"><VerifiedTable model={model} /><Said model={model} at="verified" /></Acts>
          </details>
        ) : null}
        <Acts at="rerolls"><Rerolls model={model} /><SheetChanges model={model} /><Said model={model} at="rerolls" /></Acts>
        <Acts at="bar" class="gm-tools" role="group" aria-label="Take codes and move on">
          <button type="button" id="gm-scan" class="btn btn-primary" aria-expanded={panel === 'scan'} onClick={open('scan')}>Scan QR codes</button>
          <button type="button" id="gm-paste-btn" class="btn" aria-expanded={panel === 'paste'} aria-controls={panel === 'paste' ? 'gm-paste-panel' : undefined} onClick={open('paste')}>Paste<span class="gm-fold-mark" aria-hidden="true">{panel === 'paste' ? '▾' : '▸'}</span></button>
          <button type="button" class="btn gm-next-btn" disabled={!anything} aria-describedby="gm-next-what" onClick={toTop(model.startNextRound)}>Next round</button>
        </Acts>
        <NextWhat model={model} anything={anything} />
        {panel === 'scan' && <Acts at="scan"><ScannerPanel model={model} onClose={() => { setPanel(null); focusNext('gm-scan'); }} /></Acts>}
        {panel === 'paste' && <Acts at="paste"><TextAndImage model={model} /></Acts>}
        <UndoNext model={model} toTop={toTop} />
        <Said model={model} at="bar" />
        <GmLinkPanel />
        <Acts at="carried"><Carried model={model} /></Acts>
      </div>
      {anything && (
        <section aria-labelledby="gm-order-title" class="gm-main stack">
          <h2 id="gm-order-title" tabIndex={-1}>{orderTitle}</h2>
          {turns && <Acts at="board"><TurnBoard model={model} /></Acts>}
          <OrderList model={model} unit={unit} title={orderTitle} {...(turns ? { untimedTitle: 'What each character does' } : {})} />
        </section>
      )}
      <div class="gm-rest stack">
        <Acts at="monsters"><Combatants model={model} said={<Said model={model} at="monsters" />} /></Acts>
        <Acts at="fight"><FightLog model={model} /><Said model={model} at="fight" /></Acts>
        <Foresee model={model} />
        {/* Once the system is known the set-up folds away down here, out of the order's way. */}
        {!verifiedOn && rulesetId ? (
          <details class="card gm-setup">
            <summary>Verified rolls: off</summary>
            <Acts at="verified"><VerifiedTable model={model} /><Said model={model} at="verified" /></Acts>
          </details>
        ) : null}
        {players > 0 && (
          <details class="card gm-people-fold">
            <summary id="gm-people-title">Characters ({players}): defence, status</summary>
            <People model={model} />
          </details>
        )}
        <RoundLog model={model} />
        <Acts at="encounter"><Encounter model={model} /></Acts>
      </div>
      {!turns && <Acts at="nowbar"><NowBar model={model} said={<Said model={model} at="nowbar" />} /></Acts>}
    </div>
  );
}

/** The round's number and what it holds: "10 players · 20 actions" (redrawn when that line changes, not on every code). */
function RoundHead({ model }: { model: GmModel }) {
  const line = useComputed(() => {
    const players = model.parts.results.value.length;
    const npcs = model.parts.combatants.value?.length ?? 0;
    const count = model.order.value.count;
    return players + npcs === 0
      ? 'No results yet: scan the players\' codes or paste what they shared.'
      : `${players} ${players === 1 ? 'player' : 'players'}${npcs ? ` · ${npcs} monster ${npcs === 1 ? 'entry' : 'entries'}` : ''} · ${count} ${count === 1 ? 'action' : 'actions'}`;
  }).value;
  return (
    <header class="gm-head">
      <h1 id="gm-title" tabIndex={-1}>Round {model.parts.number.value}</h1>
      <p class="muted small">{line}</p>
    </header>
  );
}

/** Why the round shown is not saved on this device, with Retry; nothing while it is saved. */
function Unsaved({ model }: { model: GmModel }) {
  const why = model.unsaved.value;
  if (why === null) return null;
  return (
    <div class="alert alert-bad gm-unsaved" role="alert">
      <p><strong>Round {model.parts.number.value} is not saved on this device.</strong> {why}</p>
      <button type="button" class="btn" onClick={() => void model.retrySave()}>Retry saving</button>
    </div>
  );
}

/** What "Next round" does, for its aria-describedby; `anything`: whether the round holds results or monsters. */
function NextWhat({ model, anything }: { model: GmModel; anything: boolean }) {
  return (
    <p id="gm-next-what" class="visually-hidden">
      {anything ? `Clears the players' results for round ${model.parts.number.value + 1}; monsters stay and roll again. You can bring the round back until the next code arrives.` : 'Nothing to clear yet.'}
    </p>
  );
}

/** "Undo: bring back round N" while "Next round" can be undone; `toTop` wraps its action (focus to the heading). */
function UndoNext({ model, toTop }: { model: GmModel; toTop: (f: () => void) => () => void }) {
  const previous = model.canUndo.value ? model.parts.previous.value : undefined;
  // The undo appears under the finger that just tapped Next round: it takes no tap for a moment (common/settle.ts).
  const undoSettle = useSettle(previous, false);
  if (!previous) return null;
  return (
    <Acts at="bar">
      <button type="button" class="btn btn-block" aria-disabled={undoSettle.settling ? 'true' : undefined} onClick={undoSettle.guard(toTop(model.undoNextRound))}>
        Undo: bring back round {previous.round}
      </button>
    </Acts>
  );
}

/** The system played and "New encounter" (two taps: the second confirms), folded under a line naming the system. */
function Encounter({ model }: { model: GmModel }) {
  const [sure, setSure] = useState(false);
  const rs = model.ruleset.value;
  const focusNext = useFocusAfter();
  return (
    <details class="card gm-enc" open={sure || undefined}>
      <summary id="gm-enc-title">Encounter{rs ? `: ${rs.name}` : ''}</summary>
      <div class="stack">
      {model.parts.rulesetId.value && <SystemPicker model={model} />}
      {sure ? (
        <div class="row">
          <button type="button" class="btn btn-danger" onClick={() => { touch('bar'); model.newEncounter(); setSure(false); focusNext('gm-title'); }}>Yes, clear everything</button>
          <button type="button" id="gm-keep-enc" class="btn" onClick={() => { setSure(false); focusNext('gm-new-enc'); }}>Keep it</button>
        </div>
      ) : (
        <button type="button" id="gm-new-enc" class="btn btn-block" onClick={() => { setSure(true); focusNext('gm-keep-enc'); }}>New encounter…</button>
      )}
      <Said model={model} at="encounter" />
      </div>
    </details>
  );
}
