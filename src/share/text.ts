/**
 * The text a player shares with the GM (share sheet or clipboard): readable by a person in a
 * chat, and ending with the link that carries the payload so the GM's Rollcall can take it.
 */
import type { ResultEntry, RoundResult } from '../engine/ruleset';

/** Who a shared round is for: the GM's screen (a player's round), or a player's "Take a hit" (a monster's round the GM hands on). */
export type ShareAudience = 'gm' | 'player';

/**
 * The link that opens the payload where it belongs: for the GM `${baseUrl}#gm?r=<payload>` (the
 * GM screen takes it), for a player `${baseUrl}#hit?r=<payload>` (Take a hit, for the character
 * it concerns, or a chooser that also offers the GM screen). The payload is percent-encoded
 * (Base45 has space, $, %, +, / and : which links mangle). Any hash already on `baseUrl` is
 * replaced. `decodePayload` reads either link back.
 */
export function shareLink(payload: string, baseUrl: string, to: ShareAudience = 'gm'): string {
  const base = baseUrl.split('#')[0];
  return `${base}#${to === 'player' ? 'hit' : 'gm'}?r=${encodeURIComponent(payload)}`;
}

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

function timingText(e: ResultEntry): string | undefined {
  const t = e.timing;
  if (!t) return undefined;
  const dice = t.faces.length ? ` (rolled ${t.faces.join(', ')})` : '';
  const where = t.lost ? ' · lost' : t.phase ? ` · ${t.phase}` : '';
  return `initiative ${t.total}${dice}${where}`;
}

function checkText(e: ResultEntry): string | undefined {
  const c = e.check;
  if (!c) return undefined;
  const roll = c.bonus ? `${c.face}${signed(c.bonus)} = ${c.face + c.bonus}` : `${c.face}`;
  const need = c.need === null ? 'need: the GM resolves it' : `need ${c.need}`;
  return `${need}, rolled ${roll}: ${c.label}${c.automatic ? ' (automatic)' : ''}`;
}

function damageText(e: ResultEntry): string | undefined {
  const d = e.damage;
  if (!d) return undefined;
  return `damage ${d.total}${d.faces.length ? ` (${d.faces.join('+')})` : ''}${d.armour === 'no' ? ', armour ignored' : ''}`;
}

/**
 * The round as plain text: who and when, one line per entry (initiative and phase, need,
 * roll and outcome, damage, band summary), lost actions, defence and status figures, GM
 * notes, then the link. Plain text only: names go out exactly as typed, never as markup.
 */
export function shareText(result: RoundResult, payload: string, baseUrl: string, to: ShareAudience = 'gm'): string {
  const lines: string[] = [];
  const when = new Date(result.at);
  const time = Number.isNaN(when.getTime()) ? '' : ` at ${when.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
  lines.push(`${result.character}: round rolled${time} (${result.rulesetId})`);
  result.entries.forEach((e, i) => {
    const parts = [timingText(e), checkText(e), damageText(e)].filter(Boolean);
    lines.push(`${i + 1}. ${e.label}${parts.length ? ` — ${parts.join('; ')}` : ''}`);
    if (e.summary) lines.push(`   ${e.summary}`);
    for (const n of e.notes ?? []) if (n.gm) lines.push(`   GM: ${n.label}: ${n.text}`);
  });
  for (const n of result.lost) lines.push(`Lost: ${n.label}: ${n.text}`);
  const stats = [...result.defence, ...result.status].map((s) => `${s.label} ${s.value}`);
  if (stats.length) lines.push(stats.join(' · '));
  for (const n of result.notes) if (n.gm) lines.push(`GM: ${n.label}: ${n.text}`);
  lines.push('', to === 'player' ? `Open in Rollcall (Take a hit): ${shareLink(payload, baseUrl, 'player')}` : `Open in Rollcall (GM screen): ${shareLink(payload, baseUrl)}`);
  return lines.join('\n');
}
