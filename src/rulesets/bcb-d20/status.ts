/**
 * The state as the round screen's strip shows it: hit points, the conditions with their rounds
 * left, and whether the character is down in the text's word (dead, out of the fight,
 * unconscious). `plan` reads the same: a character who is down gets no actions.
 * @see 001 Effects of Mighty Blows; Critical Hits and Fumbles; Subdual Damage; Unarmed Combat
 */
import type { CharacterStatus, Condition, Modifier, Stat } from '../../engine/ruleset';
import { maxHpOf, type BcbState } from './state';
import { RULES, SRC } from './tables';
import type { Options, Sheet } from './types';

/** Why the character cannot act, in the text's word; undefined when it can. */
export function downOf(sheet: Partial<Sheet>, s: BcbState): CharacterStatus['down'] {
  const con = typeof sheet.con === 'number' ? sheet.con : 10;
  if (s.dead) {
    const why = s.conLost >= con ? 'No CON left.' : s.hp <= 0 ? `Killed at ${s.hp} hit points.` : 'Killed by a Mighty Blow.';
    return { word: 'dead', text: why, source: s.hp <= 0 ? SRC.subdual : SRC.mightyBlows };
  }
  if (s.outOfFight) return { word: 'out of the fight', text: 'Unconscious or crippled by a Mighty Blow until healed.', source: SRC.mightyBlows };
  if (s.unconscious) return { word: 'unconscious', text: `At ${s.hp} hit points, below the monsters' and NPCs' save.`, source: SRC.monsters };
  if (s.hp > 0 && s.hp - s.subdual <= 0) return { word: 'unconscious', text: `Knocked unconscious: ${s.subdual} subdual damage against ${s.hp} hit points; 1 point heals each hour.`, source: SRC.subdual };
  if (s.knockedOut > 0) return { word: 'unconscious', text: `Knocked unconscious while stunned: ${rounds(s.knockedOut)} left.`, source: SRC.unarmed };
  return undefined;
}

const rounds = (n: number) => `${n} round${n === 1 ? '' : 's'}`;

/** The penalties on the character's attack rolls the state implies (flesh wound, fighting at -2). */
export function attackPenalties(s: BcbState): Modifier[] {
  const out: Modifier[] = [];
  if (s.fleshWound) out.push({ label: 'Flesh wound', value: RULES.fleshWound, source: SRC.mightyBlows });
  if (s.hurt) out.push({ label: 'Fights at -2 (saved at 0 to -5)', value: RULES.hurt, source: SRC.monsters });
  return out;
}

/** The penalty on the character's saves (a flesh wound: -2), as a number <= 0. */
export const savePenalty = (s: BcbState): number => (s.fleshWound ? RULES.fleshWound : 0);

/** The conditions of the strip, each with an id `clear` takes; `stunnedActs` is the table option on what a stun costs. */
export function conditionsOf(s: BcbState, stunnedActs: Options['stunnedActs'] = 'none'): Condition[] {
  const out: Condition[] = [];
  if (s.dead) out.push({ id: 'dead', label: 'Dead', text: 'Only the GM brings a character back.', source: SRC.mightyBlows });
  if (s.outOfFight) out.push({ id: 'out-of-the-fight', label: 'Out of the fight', text: 'Unconscious or crippled until healed.', source: SRC.mightyBlows });
  if (s.unconscious) out.push({ id: 'unconscious', label: 'Unconscious', text: 'Failed the save against death below 0 hit points.', source: SRC.monsters });
  if (s.knockedOut > 0) out.push({ id: 'knocked-out', label: 'Knocked out', text: 'Knocked unconscious while stunned.', rounds: s.knockedOut, source: SRC.unarmed });
  if (s.stunned > 0) out.push({ id: 'stunned', label: 'Stunned', text: stunnedActs === 'none' ? 'No attacks, spells or moves.' : 'The GM rules what you may do.', rounds: s.stunned, source: SRC.mightyBlows });
  if (s.fleshWound) out.push({ id: 'flesh-wound', label: 'Flesh wound', text: '-2 on attacks and saves until healed.', source: SRC.mightyBlows });
  if (s.hurt) out.push({ id: 'hurt', label: 'Fights at -2', text: 'Made the save at 0 to -5 hit points: -2 on attacks.', source: SRC.monsters });
  if (s.subdual > 0) out.push({ id: 'subdual', label: `${s.subdual} subdual`, text: 'Counts against hit points for a knock-out, never kills; 1 point heals each hour.', source: SRC.subdual });
  if (s.conLost > 0) out.push({ id: 'con-lost', label: `CON -${s.conLost}`, text: 'Lost to Mighty Blows.', source: SRC.mightyBlows });
  s.missiles.forEach((m, i) => out.push({ id: `missile-${i + 1}`, label: `${m.name} in the wound`, text: 'Hurts again each round you move or fight; a full round to pull out.', source: SRC.critical }));
  if (s.spell && s.spellLost) out.push({ id: 'spell', label: 'Spell lost', text: `${s.spell}: disrupted by a hit before it went off, lost as if cast.`, source: SRC.spells });
  else if (s.spell) out.push({ id: 'spell', label: 'Casting', text: `${s.spell}${s.spellCount !== null ? `: goes off on ${s.spellCount}` : ''}; a successful attack before then disrupts it.`, source: SRC.spells });
  if (s.scrollRoundsLeft > 0) out.push({ id: 'scroll', label: 'Reading a scroll', text: `Level ${s.scrollLevel}: spoiled by a successful attack.`, rounds: s.scrollRoundsLeft, source: SRC.spells });
  return out;
}

/** Health, stats, conditions and whether the character is down. */
export function statusOf(sheet: Partial<Sheet>, s: BcbState, stunnedActs: Options['stunnedActs'] = 'none'): CharacterStatus {
  const max = maxHpOf(sheet);
  const stats: Stat[] = [];
  if (s.subdual > 0) stats.push({ label: 'Subdual damage', value: s.subdual, text: `${s.hp - s.subdual} hit points before a knock-out` });
  if (s.conLost > 0 && typeof sheet.con === 'number') stats.push({ label: 'CON', value: Math.max(0, sheet.con - s.conLost), text: `${s.conLost} lost` });
  const pen = attackPenalties(s);
  if (pen.length) stats.push({ label: 'To hit', value: pen.reduce((t, m) => t + m.value, 0), modifiers: pen });
  if (s.fleshWound) stats.push({ label: 'Saves', value: RULES.fleshWound, modifiers: [{ label: 'Flesh wound', value: RULES.fleshWound, source: SRC.mightyBlows }] });
  const down = downOf(sheet, s);
  return { health: { label: 'HP', value: s.hp, max }, stats, conditions: conditionsOf(s, stunnedActs), ...(down ? { down } : {}) };
}
