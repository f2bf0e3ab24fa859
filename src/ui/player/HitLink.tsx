/**
 * A monster's round shared for a player (`#hit?r=...`, made by the GM's phone): it opens "Take a
 * hit" with the round read, on the one character of its rule system on this phone; with several,
 * a chooser of those characters, with "Open on the GM screen" as the other choice (a GM who was
 * sent the link). A link that cannot be read says why, with its detail folded away.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RoundResult } from '../../engine/ruleset';
import { catalogEntry } from '../../rulesets/catalog';
import { characterName, type Character } from '../../storage';
import { Problem } from '../common/Problem';
import { ensureSeeded, getRepo, openOnTab } from '../data/session';
import { incomingHits } from '../link/state';

type Found =
  | { readonly kind: 'reading' }
  | { readonly kind: 'bad'; readonly message: string; readonly detail?: string | undefined }
  | { readonly kind: 'choose'; readonly round: RoundResult; readonly mine: readonly Character[] };

/** The same link for the GM screen: `#hit?r=X` becomes `#gm?r=X`. */
export function gmLinkOf(incoming: string): string {
  return incoming.replace(/^#?\/?hit\?/, '#gm?');
}

/** Opens `c`'s Round tab with the round waiting in its "Take a hit", as a round the GM sent on the link does. */
function takeAs(c: Character, incoming: string, from: string, replace: boolean): void {
  incomingHits.value = [...incomingHits.value, { id: -Date.now(), code: incoming, from }];
  openOnTab(c.id, 'Round');
  const to = `#/c/${encodeURIComponent(c.id)}`;
  if (replace) location.replace(to); else location.hash = to;
}

/** The screen of a `#hit?r=` link; `incoming` is the whole hash as received. */
export function HitLink(p: { incoming: string }): JSX.Element {
  const [found, setFound] = useState<Found>({ kind: 'reading' });
  useEffect(() => {
    let live = true;
    void (async () => {
      const { decodePayload } = await import('../../share/round/decode');
      const d = await decodePayload(p.incoming);
      if (!live) return;
      if (!d.ok) { setFound({ kind: 'bad', message: d.message, detail: d.detail }); return; }
      const round = d.value;
      await ensureSeeded();
      const { characters } = await getRepo().listCharacters();
      if (!live) return;
      // The attacker's own character is never a target of its own round.
      const mine = characters.filter((c) => c.rulesetId === round.rulesetId && !c.archived && characterName(c.sheet) !== round.character);
      if (mine.length === 1) { takeAs(mine[0]!, p.incoming, round.character, true); return; }
      setFound({ kind: 'choose', round, mine });
    })();
    return () => { live = false; };
  }, [p.incoming]);

  if (found.kind === 'reading') return <p class="muted" aria-busy="true">Reading the round…</p>;
  if (found.kind === 'bad') {
    return (
      <section class="card stack" aria-labelledby="pl-hitlink-h">
        <h1 id="pl-hitlink-h">A shared round</h1>
        <Problem message={found.message} detail={found.detail} />
        <a class="btn btn-primary" href="#/">Go to the characters</a>
      </section>
    );
  }
  const { round, mine } = found;
  const system = catalogEntry(round.rulesetId)?.name ?? round.rulesetId;
  return (
    <section class="card stack" aria-labelledby="pl-hitlink-h">
      <h1 id="pl-hitlink-h">{round.character}'s round</h1>
      {mine.length ? (
        <>
          <p>Who does it attack? The one you choose opens "Take a hit" with this round read.</p>
          {mine.map((c) => (
            <button key={c.id} type="button" class="btn btn-block" onClick={() => takeAs(c, p.incoming, round.character, false)}>
              Take the hit as {characterName(c.sheet)}
            </button>
          ))}
        </>
      ) : <p>This phone has no {system} character to take the hit. If you run the fight, open it on the GM screen.</p>}
      <a class="btn btn-block" href={gmLinkOf(p.incoming)}>Open on the GM screen</a>
    </section>
  );
}
