/**
 * The character's conditions from the state, in the text's words: unconscious (for the 1D6
 * hours or until woken), at 0 hit points (dead at the end of the round unless First Aid brings
 * 1), dead, and the lasting effects the GM ruled; and whether the character is down.
 * @see 003 5.12 Damage and Injury; 5.13 Special Successes; 5.14 Healing
 */
import type { CharacterStatus, Condition } from '../../engine/ruleset';
import { conditionText, isUnconscious, roundsText } from './health';
import type { CarriedState } from './state';
import { HP, SRC } from './tables';
import type { Options } from './types';

/** The conditions on the strip: unconscious, at 0 or below, dead, and the GM's lasting effects. */
export function conditionsOf(s: CarriedState, o: Options): Condition[] {
  const out: Condition[] = [];
  if (s.dead) out.push({ id: 'dead', label: 'Dead', text: 'At 0 hit points or below at the end of a round.', source: SRC.damage });
  if (isUnconscious(s, o.unconscious)) {
    out.push({ id: 'unconscious', label: 'Unconscious', text: `No action, parry or dodge${s.unconsciousRounds ? ` for ${roundsText(s.unconsciousRounds)}` : ''} or until someone wakes you (clear it then).`,
      ...(s.unconsciousRounds ? { rounds: s.unconsciousRounds } : {}), source: SRC.damage });
  }
  if (!s.dead && s.hp <= HP.dead) out.push({ id: 'dying', label: 'At 0 HP', text: 'Dead at the end of the round unless First Aid brings you to 1 or more.', source: SRC.healing });
  s.effects.forEach((e, i) => out.push({ id: `effect-${i + 1}`, label: e.text, text: 'A lasting effect the GM ruled.', ...(e.rounds ? { rounds: e.rounds } : {}), source: SRC.special }));
  return out;
}

/** Why the character cannot act, in the text's word, or undefined. */
export function downOf(s: CarriedState, o: Options): CharacterStatus['down'] {
  if (s.dead) return { word: 'dead', text: `Dead at ${s.hp} HP: still at 0 or below when the round ended.`, source: SRC.damage };
  if (isUnconscious(s, o.unconscious)) return { word: 'unconscious', text: `Unconscious at ${s.hp} HP: ${conditionText(s, o.unconscious)}.`, source: SRC.damage };
  return undefined;
}

