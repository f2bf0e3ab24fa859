/**
 * "Compare choices" on the Round tab: the declared round beside the rounds one per-round choice
 * away (src/engine/compare.ts), best first, each with its expected damage, its chance of any
 * hit and the character's own defence; a tap on a row takes that choice, as setting the field
 * by hand would. Generated from the declaration schema and the plan, with no ruleset's own code.
 * Loaded when the fold first opens (RoundTab.tsx), so the Round tab's own code stays as it was.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { compare, type Choice } from '../../engine/compare';
import type { Fraction } from '../../engine/dist';
import { announce } from '../common/announce';
import type { CharacterModel } from './model';
import { pct } from './odds';

/** Expected damage as read at the table: at most two decimals, no trailing zeros ("3.25", "10.5", "0"). */
export function damageText(f: Fraction): string {
  const x = Math.round((100 * f.num) / f.den) / 100;
  return x === 0 && f.num > 0 ? '<0.01' : String(x);
}

/** One row's figures in words: "3.9 damage · 60% any hit · AC this round 16". */
export function figuresText(c: Choice): string {
  return [`${damageText(c.expectedDamage)} damage`, `${pct(c.pAnyHit)} any hit`, ...(c.defence ? [`${c.defence.label} ${c.defence.value}`] : [])].join(' · ');
}

/**
 * Text whose hyphenated words ("non-lethal", "off-hand") are kept whole on a line: a row's label
 * wraps between words, never at a word's own hyphen.
 */
function whole(text: string): JSX.Element {
  return <>{text.split(/(\S*-\S*)/).map((part, i) => (i % 2 ? <span key={i} class="pl-cmp-word">{part}</span> : part))}</>;
}

/** The list for the model's current round; nothing while the round cannot be planned. */
export function ComparePanel(p: { model: CharacterModel }): JSX.Element {
  const m = p.model;
  const rs = m.ruleset.value;
  const input = m.input.value;
  const result = useMemo(() => {
    if (!rs || !input.ok) return null;
    try { return { ok: true as const, c: compare(rs, input.value) }; } catch (err) { return { ok: false as const, message: err instanceof Error ? err.message : String(err) }; }
  }, [rs, input]);
  if (!result) return <p class="muted">{input.ok ? 'Loading…' : input.message}</p>;
  if (!result.ok) return <p class="alert alert-warn" role="status">The choices could not be compared: {result.message}</p>;
  const { choices, against } = result.c;
  const take = (c: Choice) => {
    m.setDeclaration({ ...m.declaration.value, ...c.changes });
    announce(`Taken: ${c.label}. ${figuresText(c)}.`);
    // The row tapped becomes the declared one and the list sorts again: keep the focus on it.
    requestAnimationFrame(() => document.getElementById('pl-cmp-now')?.focus({ preventScroll: true }));
  };
  return (
    <div class="stack pl-cmp">
      <p class="small muted">
        One choice of this round changed at a time, best first: the damage the target takes on average
        {against ? <>, read against <strong>{against.label} {against.value}</strong> (the middle of the range, as the GM has not said it)</> : null}
        , after its armour when you give it; the chance that at least one attack hits; your own defence. Tap a row to take it.
      </p>
      <ol class="pl-cmp-list" aria-label="Choices, best first">
        {choices.map((c) => (
          <li key={c.label}>
            {c.current ? (
              <div id="pl-cmp-now" class="pl-cmp-row pl-cmp-now" tabIndex={-1} aria-current="true">
                <span class="pl-cmp-label">Your round, as declared</span>
                <span class="pl-cmp-figs">{figuresText(c)}</span>
              </div>
            ) : (
              <button type="button" class="pl-cmp-row" onClick={() => take(c)}>
                <span class="pl-cmp-label">{whole(c.label)}</span>
                <span class="pl-cmp-figs">{figuresText(c)}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
