/**
 * A round passing, healing and clearing by hand. A round is one minute: stuns and knock-outs
 * count down, subdual damage heals a point each hour (60 rounds), and the AC of the round just
 * played is forgotten (the next round's roll keeps a new one). Missiles left in a wound hurt
 * again in a round the victim moved or fought, by an amount the text leaves blank: a GM note.
 * @see 001 The Combat Round; Subdual Damage; Effects of Mighty Blows; Unarmed Combat; Critical Hits and Fumbles
 */
import type { Note, StateChange, StateInput } from '../../engine/ruleset';
import type { Mutable } from './saves';
import { maxHpOf, readState, stateValues, type BcbState } from './state';
import { downOf } from './status';
import { RULES, SRC } from './tables';
import { asSheet } from './types';

/** The state one round later. Uses no dice (the text rolls nothing at the end of a round). */
export function nextRound(input: StateInput): StateChange {
  const sheet = asSheet(input.sheet);
  const before = readState(sheet, input.state);
  // The round's AC and its spell (gone off or lost by now) last the round only.
  const s: Mutable<BcbState> = { ...before, roundAc: null, spell: '', spellCount: null, spellLost: false };
  const notes: Note[] = [];
  if (before.stunned > 0) {
    s.stunned = before.stunned - 1;
    notes.push(s.stunned ? { label: 'Stunned', text: `${s.stunned} round${s.stunned === 1 ? '' : 's'} left.`, source: SRC.mightyBlows } : { label: 'No longer stunned', text: 'Acts again this round.', source: SRC.mightyBlows });
  }
  if (before.knockedOut > 0) {
    s.knockedOut = before.knockedOut - 1;
    if (!s.knockedOut) notes.push({ label: 'Awake', text: 'The knock-out is over.', source: SRC.unarmed });
  }
  if (before.subdual > 0) {
    s.subdualRounds = before.subdualRounds + 1;
    if (s.subdualRounds >= RULES.roundsPerHour) {
      s.subdual = before.subdual - 1;
      s.subdualRounds = 0;
      notes.push({ label: 'Subdual damage', text: `An hour has passed: 1 point back, ${s.subdual} left.`, source: SRC.subdual });
    }
  } else s.subdualRounds = 0;
  if (before.missiles.length && !before.dead) {
    notes.push({ label: 'Missile in the wound', text: 'If you moved or fought this round, it hurt again: the GM gives the damage (take it as a hit).', gm: true, source: SRC.critical });
  }
  const was = downOf(sheet, before), now = downOf(sheet, s);
  if (was && !now) notes.push({ label: 'Can act', text: `No longer ${was.word}.`, source: was.source ?? SRC.subdual });
  return { state: stateValues(s), notes, hits: [] };
}

/** Heals `amount` hit points, up to the sheet's; a monster or NPC back above 0 wakes and fights on normally. */
export function heal(input: StateInput, amount: number): StateChange {
  if (!Number.isInteger(amount) || amount < 1) throw new Error(`Expected the healing as a whole number of at least 1 but received ${JSON.stringify(amount)}`);
  const sheet = asSheet(input.sheet);
  const before = readState(sheet, input.state);
  const max = maxHpOf(sheet);
  const hp = Math.max(before.hp, Math.min(max, before.hp + amount));
  const above = hp > 0;
  const s: BcbState = { ...before, hp, unconscious: above ? false : before.unconscious, hurt: above ? false : before.hurt };
  const notes: Note[] = [{ label: 'Healed', text: `${hp - before.hp} hit points: ${hp} of ${max}.` }];
  if (before.dead) notes.push({ label: 'Dead', text: 'Healing does not bring the dead back: only the GM can clear it.', gm: true });
  if (before.outOfFight) notes.push({ label: 'Out of the fight', text: 'Until healed: clear it when the GM says so.', gm: true, source: SRC.mightyBlows });
  return { state: stateValues(s), notes, hits: [] };
}

/** Removes one condition by hand (ids of ./status.ts `conditionsOf`); an unknown id changes nothing. */
export function clear(input: StateInput, id: string): StateChange {
  const sheet = asSheet(input.sheet);
  const s = readState(sheet, input.state);
  const missile = /^missile-(\d+)$/.exec(id);
  const next: BcbState | undefined =
    id === 'dead' ? { ...s, dead: false }
    : id === 'out-of-the-fight' ? { ...s, outOfFight: false }
    : id === 'unconscious' ? { ...s, unconscious: false }
    : id === 'knocked-out' ? { ...s, knockedOut: 0 }
    : id === 'stunned' ? { ...s, stunned: 0 }
    : id === 'flesh-wound' ? { ...s, fleshWound: false }
    : id === 'hurt' ? { ...s, hurt: false }
    : id === 'subdual' ? { ...s, subdual: 0, subdualRounds: 0 }
    : id === 'con-lost' ? { ...s, conLost: 0 }
    : id === 'scroll' ? { ...s, scrollLevel: 0, scrollRoundsLeft: 0 }
    : id === 'spell' && s.spell ? { ...s, spell: '', spellCount: null, spellLost: false }
    : missile && Number(missile[1]) >= 1 && Number(missile[1]) <= s.missiles.length ? { ...s, missiles: s.missiles.filter((_, i) => i !== Number(missile[1]) - 1) }
    : undefined;
  if (!next) return { state: stateValues(s), notes: [], hits: [] };
  const text = missile ? 'Pulled out: normal damage unless the one pulling it saves (take it as a hit).' : 'Cleared by hand.';
  return { state: stateValues(next), notes: [{ label: 'Cleared', text, ...(missile ? { gm: true, source: SRC.critical } : {}) }], hits: [] };
}
