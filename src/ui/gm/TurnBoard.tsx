/**
 * The turn board for systems without initiative rolls (zones and factions): who holds the
 * initiative and which side they let start; then, side by side, whose turn it is, one button
 * per character of that side who has not acted, Pass, a reaction outside the sequence, and
 * Undo. Passes forced by an empty side are added by the engine (engine/turns.ts).
 */
import { useState } from 'preact/hooks';
import { useFocusAfter } from './focus';
import type { GmModel } from './model';
import { characterKey, displayName } from './round';
import { NOT_CHECKED, VERDICT_ICON, verdictWord } from './verified';
import { WrapSelect } from '../forms/WrapSelect';

/** In verified mode, each player's round as checked, for the board the GM watches: "Aria: Verified · Bo: Not verified: faces". */
function Checked({ model }: { model: GmModel }) {
  const r = model.round.value;
  if (!r.verified?.on || !r.results.length) return null;
  const words = r.results.map((x) => {
    const v = r.verdicts?.[characterKey(x.character)];
    const mark = v && v.at === x.at ? v.round : NOT_CHECKED;
    // A no-break space keeps the icon with its word: "?" never ends a line with "Unverified" on the next.
    return `${displayName(x.character)}: ${VERDICT_ICON[mark.status]}\u00a0${verdictWord(mark)}`;
  });
  return <p class="small">Dice checked: {words.join(' · ')}</p>;
}

/** The board over `model`. */
export function TurnBoard({ model }: { model: GmModel }) {
  const s = model.turns.value;
  const board = model.board.value;
  const members = model.members.value;
  const focusNext = useFocusAfter();
  // The tapped button is gone after most moves: focus goes to who may act now (or the round's end).
  const then = (f: () => void) => () => { f(); focusNext('gm-board-first', 'gm-board-pass', 'gm-board-end', 'gm-board-start'); };
  const a = model.boardActions;
  const [reactor, setReactor] = useState('');
  const [downed, setDowned] = useState('');
  const out = board.out ?? [];
  const inFight = members.filter((m) => !out.includes(m.who));
  const free = inFight.filter((m) => !s.used.includes(m.who));
  if (!members.length) return <p class="muted">Take the players' codes or add monsters: everyone then appears on the board.</p>;
  return (
    <div class="gm-board stack">
      {board.first === null && !board.moves.length ? (
        <div class="stack">
          <div class="field">
            <label for="gm-initiative">Initiative held by</label>
            <WrapSelect shown={board.initiative} id="gm-initiative" value={board.initiative} onChange={(e) => a.setInitiative(e.currentTarget.value)}>
              {s.factions.map((f) => <option key={f} value={f}>{f}</option>)}
            </WrapSelect>
          </div>
          <p class="small muted">The side that started the fight holds the initiative; it chooses who starts each round.</p>
          <div class="row" role="group" aria-label="Who starts">
            {s.factions.map((f, i) => <button key={f} id={i === 0 ? 'gm-board-start' : undefined} type="button" class="btn btn-primary" onClick={then(() => a.chooseFirst(f))}>{f} start</button>)}
          </div>
        </div>
      ) : s.ended ? (
        <p id="gm-board-end" tabIndex={-1} class="alert alert-good" role="status">Every side passed in a row: the round is over. Start the next round below.</p>
      ) : (
        <div class="stack">
          <p class="gm-board-turn"><span class="small muted">Turn of</span><br /><strong>{s.toAct}</strong>
            {s.passesInRow > 0 && <span class="small muted"> · {s.passesInRow} {s.passesInRow === 1 ? 'pass' : 'passes'} in a row</span>}</p>
          <div class="gm-board-ready" role="group" aria-label={`Who of ${s.toAct} acts`}>
            {s.ready.map((who, i) => <button key={who} id={i === 0 ? 'gm-board-first' : undefined} type="button" class="btn btn-primary" onClick={then(() => a.take(who))}>{who}</button>)}
            <button id="gm-board-pass" type="button" class="btn" onClick={then(a.pass)}>{s.toAct} pass</button>
          </div>
        </div>
      )}
      {board.first !== null && !s.ended && free.length > 0 && (
        <div class="gm-board-react row">
          <label for="gm-react" class="visually-hidden">Who reacts</label>
          <WrapSelect shown={((m) => (m ? `${m.who} (${m.faction})` : 'Reaction by…'))(free.find((m) => m.who === reactor))} id="gm-react" value={reactor} onChange={(e) => setReactor(e.currentTarget.value)}>
            <option value="">Reaction by…</option>
            {free.map((m) => <option key={m.who} value={m.who}>{m.who} ({m.faction})</option>)}
          </WrapSelect>
          <button type="button" class="btn" disabled={!reactor} onClick={then(() => { a.react(reactor); setReactor(''); })}>React</button>
        </div>
      )}
      {board.moves.length > 0 && (
        <details class="small" open>
          <summary>This round so far ({board.moves.length})</summary>
          <ol class="gm-board-moves">
            {board.moves.map((m, i) => <li key={i}>{m.kind === 'pass' ? `${m.faction} pass${m.forced ? ' (nobody left)' : ''}` : `${m.who}${m.kind === 'reaction' ? ' reacts' : ''} (${m.faction})`}</li>)}
          </ol>
        </details>
      )}
      {(board.moves.length > 0 || board.first !== null) && <button id="gm-board-undo" type="button" class="btn" onClick={() => { a.undo(); focusNext('gm-board-undo', 'gm-board-start'); }}>Undo last move</button>}
      <p class="small muted">Acted: {s.used.length ? s.used.join(', ') : 'nobody yet'}.</p>
      <Checked model={model} />
      <details class="small gm-board-out" open={out.length > 0}>
        <summary>Out of the fight ({out.length})</summary>
        <div class="stack">
          <p class="muted">A character down, fled or surrendered takes no turn; a side with nobody left passes by itself. Kept for the next rounds.</p>
          {inFight.length > 0 && (
            <div class="row">
              <label for="gm-out" class="visually-hidden">Who is out of the fight</label>
              <WrapSelect shown={((m) => (m ? `${m.who} (${m.faction})` : 'Out of the fight…'))(inFight.find((m) => m.who === downed))} id="gm-out" value={downed} onChange={(e) => setDowned(e.currentTarget.value)}>
                <option value="">Out of the fight…</option>
                {inFight.map((m) => <option key={m.who} value={m.who}>{m.who} ({m.faction})</option>)}
              </WrapSelect>
              <button id="gm-out-btn" type="button" class="btn" disabled={!downed} onClick={() => { a.out(downed, true); setDowned(''); focusNext('gm-out'); }}>Out</button>
            </div>
          )}
          {out.length > 0 && (
            <ul class="gm-carried-list">
              {out.map((who) => (
                <li key={who}>
                  <p>{who}</p>
                  <button type="button" class="btn" aria-label={`Bring ${who} back into the fight`} onClick={() => { a.out(who, false); focusNext('gm-out'); }}>Back in</button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>
    </div>
  );
}
