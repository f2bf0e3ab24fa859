/**
 * The defender's side: a reaction to an incoming attack (dodge, counter, hide behind someone,
 * guard) or to a foe moving away (opportunity attack), whether one is left this round, the STR
 * save against a non-lethal attack, and the damage the incoming attack does after armour.
 * @see 004 Reacting to an attack; Guarding; Opportunity attacks; Cover; Non-lethal attacks; Combat gear degradation
 */
import type { Note, PlannedAction, Stat } from '../../engine/ruleset';
import { weaponAttack } from './attack';
import type { DamageSpec } from './damage';
import { nonLethalAttack, resistAction } from './nonLethal';
import { saveCheck } from './saves';
import { armourAgainst } from './size';
import { RULES, SRC } from './tables';
import { useReaction } from './turn';
import type { Declaration, Options, Sheet, TurnState } from './types';

/** A planned reaction: its actions (reaction first, then any STR save), damage specs by action id, and the round's state after it. */
export interface ReactionPlan {
  readonly actions: PlannedAction[];
  readonly specs: Map<string, DamageSpec>;
  readonly lost: Note[];
  readonly notes: Note[];
  readonly stats: Stat[];
  readonly after: TurnState;
}

/** The damage the incoming attack does to you after your armour (a larger character's shove ignores it), or null when its roll is unknown. */
export function damageToYou(sheet: Sheet, d: Declaration): number | null {
  if (d.incomingDamage === null) return null;
  const direct = d.incoming === 'shove';
  return Math.max(0, d.incomingDamage - (direct ? 0 : armourAgainst(sheet.armour, d.cover)));
}

/** Which damaged gear an incoming hit of 8 or more (before armour) breaks: a damaged shield first, else damaged armour. */
export function gearBroken(sheet: Sheet, incoming: number | null): Note | undefined {
  if (incoming === null || incoming < RULES.breaksGearAt) return undefined;
  if (sheet.shield && sheet.shieldDamaged) return { label: 'Shield breaks', text: `A hit of ${incoming} before armour destroys your damaged shield.`, source: SRC.gear };
  if (sheet.armourDamaged) return { label: 'Armour breaks', text: `A hit of ${incoming} before armour destroys your damaged armour.`, source: SRC.gear };
  return undefined;
}

const REACTION_NOTES = {
  hide: { label: 'Hide behind', text: 'A nearby willing ally, or an enemy you hold grabbed, becomes the target and swaps places with you; it may react itself if it has not taken its turn.', source: SRC.hide },
  guard: { label: 'Guard', text: 'You become the target of the attack instead of the one you guard, and cannot also dodge or counter it.', source: SRC.guard },
  opportunity: { label: 'Opportunity attack', text: 'Their movement stops while this is resolved; their turn goes on afterwards if they are still up.', source: SRC.opportunity },
} as const;

/** Plans a reaction declaration against the round's state `s`. */
export function planReaction(sheet: Sheet, d: Declaration, o: Options, s: TurnState): ReactionPlan {
  const actions: PlannedAction[] = [];
  const specs = new Map<string, DamageSpec>();
  const lost: Note[] = [];
  const notes: Note[] = [];
  const used = d.reaction === 'none' ? { after: s } : useReaction(s, d, sheet);
  const reaction = used.why ? 'none' : d.reaction;
  if (used.why) lost.push({ label: 'No reaction', text: used.why, source: SRC.reacting });

  if (reaction === 'dodge') {
    actions.push({ id: 'dodge', kind: 'reaction', label: 'Dodge', timing: { kind: 'turn' }, check: saveCheck('AGI', sheet.agi, o.saveEqual, SRC.dodge, { pass: 'dodged', fail: 'hit' }),
      notes: [{ label: 'On a pass', text: 'The attack misses you.', source: SRC.dodge }] });
  } else if (reaction === 'counter') {
    const c = d.counterWith === 'weapon' ? weaponAttack(sheet, d, o, d.weapon, 'counter', 'reaction', 'counter') : nonLethalAttack(sheet, d, o, d.counterWith, 'counter', 'reaction', true);
    lost.push(...c.lost);
    if (c.action) actions.push({ ...c.action, notes: [...(c.action.notes ?? []), { label: 'Counter', text: 'A suitable attack that reaches the attacker. Both of you roll damage at once: whoever suffers more after armour is hit first.', source: SRC.counter }] });
    if (c.spec) specs.set('counter', c.spec);
    if (d.incomingBlast) notes.push({ label: 'Blast', text: 'Only one of a blast\'s targets may counter it.', source: SRC.counter });
  } else if (reaction === 'opportunity') {
    const a = weaponAttack(sheet, d, o, d.weapon, 'opportunity', 'reaction', 'opportunity');
    lost.push(...a.lost);
    if (a.action) actions.push({ ...a.action, notes: [REACTION_NOTES.opportunity, ...(a.action.notes ?? [])] });
    if (a.spec) specs.set('opportunity', a.spec);
  } else if (reaction === 'hide' || reaction === 'guard') {
    actions.push({ id: reaction, kind: 'reaction', label: reaction === 'hide' ? 'Hide behind someone nearby' : 'Guard someone nearby', timing: { kind: 'turn' }, notes: [REACTION_NOTES[reaction]] });
  }

  const stats: Stat[] = [];
  if (reaction !== 'opportunity' && reaction !== 'hide') {
    if (d.incoming !== 'damage') {
      const r = resistAction(sheet, d, o, d.incoming);
      if (r.action) actions.push(reaction === 'dodge' ? { ...r.action, notes: [{ label: 'Only if the dodge fails', text: 'A passed dodge makes the attack miss.', source: SRC.dodge }, ...(r.action.notes ?? [])] } : r.action);
      if (r.note) notes.push(r.note);
    }
    const taken = damageToYou(sheet, d);
    if (d.incoming === 'damage' || (d.incoming === 'shove' && d.incomingDamage)) {
      const armour = armourAgainst(sheet.armour, d.cover);
      const direct = d.incoming === 'shove';
      if (taken === null) notes.push({ label: 'Damage to you', text: `Not known yet: the attacker's roll ${direct ? '(direct: no armour)' : `less your armour ${armour}`}. Enter it under "Damage rolled at you".`, source: SRC.counter });
      else {
        stats.push({ label: 'Damage to you', value: taken, text: `${d.incomingDamage} rolled, ${direct ? 'direct (no armour)' : `less armour ${armour}${d.cover ? ' with cover' : ''}`}${reaction === 'dodge' ? ', if the dodge fails' : ''}` });
        stats.push({ label: 'Health after', value: Math.max(0, sheet.health - taken), text: `of ${sheet.maxHp}` });
      }
      const broken = gearBroken(sheet, d.incomingDamage);
      if (broken) notes.push(broken);
    }
  }
  if (reaction === 'hide') notes.push({ label: 'New target', text: 'The attack now goes to the one you hid behind: you take nothing from it.', source: SRC.hide });
  // A counter or opportunity attack that cannot be made is not made: the turn (and the right to
  // react to this attack another way) stays as it was.
  const unmade = (reaction === 'counter' || reaction === 'opportunity') && !actions.some((a) => a.id === reaction);
  if (unmade) notes.push({ label: 'Reaction kept', text: 'Nothing was done, so your turn and your reaction are still yours: choose another reaction, or take the attack.', source: SRC.reacting });
  return { actions, specs, lost, notes, stats, after: unmade ? s : used.after };
}

/** Whether the declared counter is non-lethal, for the order of the exchange. */
export const counterKind = (d: Declaration) => (d.counterWith === 'weapon' ? 'damage' as const : d.counterWith);
