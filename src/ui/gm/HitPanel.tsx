/**
 * A player's attack applied to a monster that fights, opened from its row of the order: each
 * member still standing with its health and what the hit would do to it, worked out by the
 * monster's own rules (its DEF or AC resolves a secret roll, its armour comes off), so one tap
 * applies what the GM read. For an attack rolled with the target's defence secret, a number
 * field resolves it against a DEF / AC the GM types, for a target that has no stat line.
 */
import { useMemo, useState } from 'preact/hooks';
import type { StateChange } from '../../engine/state';
import { isFighter, memberStatus, resolveAgainst, type Fighter } from './fight';
import { memberNames } from './combatants';
import type { GmModel } from './model';
import type { OrderRow } from './order-view';
import { SendToPhone } from '../link/SendToPhone';

interface Target { cid: string; member: number; name: string; health: string; preview: { ok: true; change: StateChange } | { ok: false; message: string } }

/** "HP 5 / 7", from a member's status (its wound level is on the monster's own line). */
function healthText(model: GmModel, c: Fighter, i: number): string {
  const s = memberStatus(model.ruleset.value, c, i);
  if (!s) return '';
  const h = s.health;
  return `${h.label} ${h.value}${h.max !== undefined ? ` / ${h.max}` : ''}`;
}

/** The hit panel of `row` (a player's attack); `onDone` closes it. */
export function HitPanel({ model, row, onDone }: { model: GmModel; row: OrderRow; onDone: () => void }) {
  const rs = model.ruleset.value;
  const combatants = model.parts.combatants.value ?? [];
  const names = model.named.value;
  // Worked out once when the panel opens (and again after a change): what the GM reads is what a tap applies.
  const targets = useMemo<Target[]>(() => combatants.flatMap((c, ci) => {
    if (!isFighter(c)) return [];
    const shown = names[ci] ?? c;
    return memberNames(shown).map((name, i) => ({ c, i, name })).filter(({ i }) => !memberStatus(rs, c, i)?.down)
      .map(({ i, name }) => ({ cid: c.id, member: i, name, health: healthText(model, c, i), preview: model.previewHit(row.key, c.id, i) }));
  }), [model.round.value, row.key]);
  const [defence, setDefence] = useState('');
  const id = `hp-${row.key.replace(/[^a-z0-9]/gi, '-')}`;
  const typed = defence.trim() === '' ? null : Number(defence);
  const attack = row.hit === 'secret' ? model.playerAttack(row.key) : undefined;
  let resolved: string | null = null;
  let okTyped = false;
  if (attack && typed !== null) {
    if (!Number.isInteger(typed)) resolved = `Expected a whole number but received "${defence}".`;
    else {
      try {
        const r = resolveAgainst(rs, attack.entry, typed);
        resolved = r ? `${r.label}: ${r.text}` : null;
        okTyped = r !== null;
      } catch (err) {
        resolved = err instanceof Error ? err.message : String(err);
      }
    }
  }
  const word = rs?.terms?.target ?? 'defence';
  return (
    <div class="gm-marks gm-hit stack" role="group" aria-label={`Apply ${row.who}: ${row.what} to a monster`}>
      {row.hit === 'secret' && <p class="small"><strong>Secret {word}:</strong> each monster below resolves this roll against its own {word}.</p>}
      {targets.length === 0 && <p class="small muted">No monster is standing to take it.</p>}
      <ul class="gm-hit-list">
        {targets.map((t) => (
          <li key={`${t.cid}#${t.member}`}>
            <button type="button" class="btn gm-hit-btn" disabled={!t.preview.ok}
              onClick={() => { if (model.applyHit(row.key, t.cid, t.member, t.preview.ok ? t.preview.change : undefined)) onDone(); }}>
              <span class="gm-hit-who"><strong>{t.name}</strong> <span class="small num">{t.health}</span></span>
              <span class="small gm-hit-what">{t.preview.ok ? (t.preview.change.hits[0] ? `${t.preview.change.hits[0].label}: ${t.preview.change.hits[0].text}` : 'No change') : t.preview.message}</span>
            </button>
          </li>
        ))}
      </ul>
      {row.hit === 'secret' && rs?.monsters?.resolve && (
        <div class="field">
          <label for={`${id}-def`}>Or a target's {word}, typed</label>
          <input id={`${id}-def`} type="number" inputMode="numeric" value={defence} aria-describedby={`${id}-res`}
            onInput={(e) => setDefence(e.currentTarget.value)} />
          <p id={`${id}-res`} class="small" role="status">{resolved ?? ''}</p>
          {resolved && okTyped && (
            <button type="button" class="btn" onClick={() => { model.mark(row.key, { note: `Against ${word} ${typed}: ${resolved}` }); onDone(); }}>Keep it on the entry</button>
          )}
          {resolved && okTyped && <SendToPhone what={{ ruling: `${row.what} against ${word} ${typed}: ${resolved}` }} only={row.who} />}
        </div>
      )}
      <button type="button" class="btn" onClick={onDone}>Done</button>
    </div>
  );
}
