/**
 * What a rolled round does to the lasting state: a weapon attacked with is used this fight
 * (and destroyed when damaged and its damage die shows a 1); an incoming attack that lands on a
 * reaction (no reaction, a guard, a failed dodge, a counter that leaves you hit first or at
 * once) takes its damage through `sufferHit`; a failed STR save against a grapple or a disarm
 * grabs or disarms; breaking free frees; surrendering and morale set the morale state; the
 * durability rolls after a fight damage gear.
 * @see 004 Attacking; Reacting to an attack; Non-lethal attacks; Morale; Surrendering; Combat gear degradation
 */
import type { Note, ResultEntry } from '../../engine/ruleset';
import { counterOrder } from './counter';
import { afterDurability, afterFight } from './durability';
import { nonLethalEffect } from './hit';
import type { Lasting } from './lasting';
import { MOUNT_SAVE, type Built } from './plan';
import { counterKind, damageToYou } from './reaction';
import { armourAgainst } from './size';
import { SRC } from './tables';
import { sufferHit } from './wound';

/** The lasting state after the round's entries, and the notes of what changed. */
export function applyRound(b: Built, entries: readonly ResultEntry[]): { lasting: Lasting; notes: Note[]; counterStopped: boolean } {
  const { d, sheet, o } = b;
  let l = b.l;
  const notes: Note[] = [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  const weaponIndex = d.weapon !== 'unarmed' && sheet.weapons[Number(d.weapon)] ? Number(d.weapon) : undefined;
  for (const e of entries) {
    const weaponAttack = (e.id === 'attack' && d.main === 'attack') || (e.id === 'counter' && d.counterWith === 'weapon') || e.id === 'opportunity';
    if (weaponAttack && weaponIndex !== undefined) {
      const broke = e.notes?.some((n) => n.label === 'Weapon breaks') ?? false;
      l = { ...l, weapons: l.weapons.map((g, i) => (i === weaponIndex ? { ...g, used: true, destroyed: g.destroyed || broke } : g)) };
    }
  }
  const outcome = (id: string) => byId.get(id)?.check?.outcome;
  if (d.act === 'turn') {
    if (outcome('break-free') === 'pass' && l.grabbed) { l = { ...l, grabbed: false }; notes.push({ label: 'Free', text: 'You broke free of the grab.', source: SRC.nonLethal }); }
    if (byId.has('surrender')) { l = { ...l, surrendered: true }; notes.push({ label: 'Surrendered', text: 'You surrendered: harmed by the enemy, you may fight again.', source: SRC.surrender }); }
  }
  if (d.act === 'morale' && byId.has('morale')) {
    const pass = outcome('morale') === 'pass';
    l = { ...l, moraleDue: false, moraleBroken: !pass };
  }
  const fall = byId.get(MOUNT_SAVE);
  if (fall?.damage && fall.check?.outcome === 'fail') {
    const w = sufferHit(l, b.stored, o, fall.damage.total, true, false);
    l = w.lasting;
    notes.push({ label: 'Damage taken', text: w.text, source: SRC.mounts }, ...w.notes);
  }
  if (afterFight(d)) {
    const faces = new Map(entries.filter((e) => e.id.startsWith('durability:') && e.check).map((e) => [e.id.slice('durability:'.length), e.check!.face]));
    const r = afterDurability(b.stored, l, faces);
    l = r.lasting; notes.push(...r.notes);
  }
  if (d.act === 'reaction' && d.reaction !== 'opportunity' && !b.plan.actions.some((a) => a.id === 'hide')) {
    const reacted = !b.plan.lost.some((n) => n.label === 'No reaction') && d.reaction !== 'none';
    const dodged = outcome('dodge') === 'pass';
    const unmade = (d.reaction === 'counter') && reacted && !byId.has('counter');
    let lands = !dodged && !unmade;
    let hitFirst = false;
    // A counter that lands first may stop a damaging attack (the GM knows); a non-lethal one is resolved after it anyway, with the save rolled here.
    if (lands && reacted && d.reaction === 'counter' && d.incoming === 'damage') {
      const c = byId.get('counter')!;
      const hit = !c.check || c.check.outcome === 'pass';
      const yours = hit && counterKind(d) === 'damage' && c.damage && d.foeArmour !== null ? Math.max(0, c.damage.total - armourAgainst(d.foeArmour, d.foeCover)) : null;
      const first = hit ? counterOrder({ kind: counterKind(d), suffered: yours }, { kind: d.incoming, suffered: damageToYou(sheet, d) }).first : 'them';
      hitFirst = first === 'them';
      if (first === 'you' || first === 'unknown') {
        lands = false;
        notes.push({ label: 'Their hit', text: 'Not taken yet: if your counter did not stop them, take their hit (Take a hit).', source: SRC.counter });
      }
    }
    if (lands && d.incoming !== 'damage') {
      const resist = byId.get('resist');
      const failed = resist ? resist.check?.outcome !== 'pass' : b.plan.notes.some((n) => n.label === 'No STR save');
      if (failed) {
        const r = nonLethalEffect(l, d.incoming);
        l = r.lasting; notes.push(r.note);
      } else lands = false;
    }
    if (lands && d.incomingDamage !== null && (d.incoming === 'damage' || d.incoming === 'shove')) {
      const up = !l.incapacitated && !l.dead;
      const w = sufferHit(l, b.stored, o, d.incomingDamage, d.incoming === 'shove', d.cover);
      l = w.lasting;
      notes.push({ label: 'Damage taken', text: w.text, source: SRC.attacking }, ...w.notes);
      // 004 Counter: hit first and stopped (incapacitated or killed), the counter never lands.
      if (hitFirst && up && (l.incapacitated || l.dead)) return { lasting: l, notes, counterStopped: true };
    }
  }
  return { lasting: l, notes, counterStopped: false };
}
