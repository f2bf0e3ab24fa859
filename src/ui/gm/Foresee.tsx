/**
 * "How might this go?": the encounter simulated many times by the system's own rules
 * (engine/simulate.ts), in the GM's worker with a progress bar and Cancel (foresee.ts). The
 * party is the characters whose verified rounds carried their sheet, and any demo characters
 * the GM ticks; against them the monsters with a stat line (a fighter on the players' side
 * joins the party). Seeded: the same seed, the same figures. It says what it is: a simulation
 * with simple tactics, and which.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SimulationReport } from '../../engine/simulate';
import { TACTICS } from '../../engine/tactics';
import { catalogEntry } from '../../rulesets/catalog';
import { PLAYERS_SIDE } from './combatants';
import { canFight, isFighter } from './fight';
import type { ForeseeCharacter, ForeseeMonsters, ForeseeRequest } from './foresee-job';
import { runForesee, type ForeseeRun } from './foresee';
import type { GmModel } from './model';
import { displayName } from './round';

/** The fight counts offered. */
const FIGHTS = [1000, 10000] as const;

/** A share as a whole percentage: "62%", "<1%" for a share above 0 that rounds to 0. */
function pct(p: number): string {
  const r = Math.round(p * 100);
  return r === 0 && p > 0 ? '<1%' : `${r}%`;
}

/** The panel; shown when the system's monsters fight and the GM has added some. */
export function Foresee({ model }: { model: GmModel }) {
  const rs = model.ruleset.value;
  const [demos, setDemos] = useState<readonly number[]>([]);
  const [fights, setFights] = useState<number>(FIGHTS[0]);
  const [seed, setSeed] = useState('1');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<{ report: SimulationReport; names: string } | null>(null);
  const [said, setSaid] = useState<string>('');
  const run = useRef<ForeseeRun | null>(null);
  useEffect(() => () => run.current?.cancel(), []);
  if (!rs || !canFight(rs)) return null;

  const entry = catalogEntry(rs.id);
  const fighters = model.named.value.filter(isFighter);
  const asGroup = (c: (typeof fighters)[number]): ForeseeMonsters => ({ name: c.name, sheet: c.sheet, declaration: c.declaration, count: c.count });
  const allies = fighters.filter((c) => c.side === PLAYERS_SIDE);
  const foes = fighters.filter((c) => c.side !== PLAYERS_SIDE);
  // Nothing to foresee until the GM has monsters that fight: the fold stays out of the round's way until then.
  if (!foes.length) return null;
  // The players' characters the GM holds: those whose verified round carried its sheet (read only once the panel shows).
  const held: ForeseeCharacter[] = model.parts.results.value.flatMap((r) => (r.proof?.inputs ? [{ kind: 'inputs' as const, name: displayName(r.character), hex: r.proof.inputs }] : []));
  const party: ForeseeCharacter[] = [...held, ...demos.map((index) => ({ kind: 'demo' as const, index }))];
  const seedOk = /^\d+$/.test(seed.trim()) && Number(seed) <= 0xffffffff;
  const ready = party.length + allies.length > 0 && foes.length > 0 && seedOk;
  const running = progress !== null;

  const start = () => {
    if (!ready || running) return;
    const req: ForeseeRequest = {
      job: 'simulate', rulesetId: rs.id, party, fights, seed: Number(seed),
      monsters: foes.map(asGroup),
      // Allies fight beside the party: the engine's party side takes groups as the monsters' does.
      ...(allies.length ? { allies: allies.map(asGroup) } : {}),
    };
    const names = [...held.map((h) => (h.kind === 'inputs' ? h.name : '')), ...demos.map((i) => entry?.demos[i]?.name ?? '')].join(', ');
    setReport(null);
    setSaid('Simulating…');
    setProgress({ done: 0, total: fights });
    const r = runForesee(req, (done, total) => setProgress({ done, total }));
    run.current = r;
    r.done.then((rep) => {
      if (run.current !== r) return;
      run.current = null;
      setProgress(null);
      if (rep) { setReport({ report: rep, names }); setSaid(`Done: the party wins ${pct(rep.party.wins)} of ${rep.fights.toLocaleString('en')} fights.`); }
    }, (e: unknown) => {
      if (run.current !== r) return;
      run.current = null;
      setProgress(null);
      setSaid(e instanceof Error ? e.message : String(e));
    });
  };
  const cancel = () => {
    run.current?.cancel();
    run.current = null;
    setProgress(null);
    setSaid('Cancelled: no figures.');
  };

  const r = report?.report;
  return (
    <details class="card gm-foresee">
      <summary id="gm-fs-title">How might this go?</summary>
      <div class="stack">
        <p class="small">A simulation with simple tactics, not a forecast: the party against the monsters added, many times over, by {rs.name}'s rules (its order, dice, criticals, wounds and going down), everyone starting unhurt. <strong>Tactics:</strong> {TACTICS}</p>
        <fieldset class="gm-fs-party">
          <legend>The party</legend>
          {held.length > 0
            ? <p class="small">From their verified rounds: {held.map((h) => (h.kind === 'inputs' ? h.name : '')).join(', ')}{allies.length ? `; beside them ${allies.map((a) => a.name).join(', ')}` : ''}.</p>
            : <p class="small muted">No verified round has brought a character's sheet yet{allies.length ? `; beside the party: ${allies.map((a) => a.name).join(', ')}` : ''}. Add demo characters:</p>}
          <div class="gm-checks">
            {(entry?.demos ?? []).map((d, i) => (
              <label class="gm-check" for={`gm-fs-demo-${i}`} key={i}>
                <input id={`gm-fs-demo-${i}`} type="checkbox" checked={demos.includes(i)} disabled={running}
                  onChange={(e) => setDemos(e.currentTarget.checked ? [...demos, i].sort() : demos.filter((x) => x !== i))} />
                <span>{d.name} (demo)</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p class="small">{foes.length ? <>Against: {foes.map((c) => (c.count > 1 ? `${c.name} ×${c.count}` : c.name)).join(', ')}.</> : 'No monster with a stat line yet: add one above.'}</p>
        <div class="row gm-fs-opts">
          <div class="field">
            <label for="gm-fs-fights">Fights</label>
            <select id="gm-fs-fights" value={String(fights)} disabled={running} onChange={(e) => setFights(Number(e.currentTarget.value))}>
              {FIGHTS.map((n) => <option key={n} value={String(n)}>{n.toLocaleString('en')}</option>)}
            </select>
          </div>
          <div class="field">
            <label for="gm-fs-seed">Seed</label>
            <input id="gm-fs-seed" type="text" inputMode="numeric" value={seed} disabled={running} aria-describedby="gm-fs-seed-help"
              aria-invalid={seedOk ? undefined : 'true'} onInput={(e) => setSeed(e.currentTarget.value)} />
          </div>
        </div>
        <p id="gm-fs-seed-help" class="small muted">{seedOk ? 'The same seed gives the same figures.' : `Expected a whole number from 0 to 4294967295 but received "${seed}".`}</p>
        {running ? (
          <div class="stack">
            <progress id="gm-fs-progress" max={progress.total} value={progress.done} aria-label="Fights simulated" />
            <p class="small num">{progress.done.toLocaleString('en')} of {progress.total.toLocaleString('en')} fights</p>
            <button type="button" id="gm-fs-cancel" class="btn btn-block" onClick={cancel}>Cancel</button>
          </div>
        ) : (
          <button type="button" id="gm-fs-run" class="btn btn-primary btn-block" disabled={!ready} onClick={start}>Simulate {fights.toLocaleString('en')} fights</button>
        )}
        <p class="small" role="status">{said}</p>
        {r && (
          <div class="gm-fs-result stack" aria-labelledby="gm-fs-result-title" role="group">
            <h3 id="gm-fs-result-title">{r.fights.toLocaleString('en')} fights, seed {r.seed}{report.names ? `: ${report.names}` : ''}</h3>
            <ul class="gm-fs-list">
              <li><strong>Party wins</strong> <span class="num">{pct(r.party.wins)}</span></li>
              <li><strong>Monsters win</strong> <span class="num">{pct(r.monsters.wins)}</span></li>
              <li><strong>Unfinished after 30 rounds</strong> <span class="num">{pct(r.unfinished)}</span></li>
              <li><strong>Rounds</strong> <span class="num">{r.rounds.median === null ? 'no fight was won' : `median ${r.rounds.median}, 9 in 10 within ${r.rounds.p90}`}</span></li>
              {Object.entries(r.party.down).map(([name, p]) => <li key={name}><strong>{name} goes down</strong> <span class="num">{pct(p)}</span></li>)}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}
