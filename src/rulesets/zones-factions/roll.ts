/**
 * `roll`: rolls a Zones and factions declaration. Entries carry no timing (the GM's turn board
 * orders the factions). Dice order, for scripted tests: for each action in plan order, its d20
 * save (if any), then its damage dice (twice for the "lower of two" impaired reading) when it
 * hits. `nextState` is the whole state record: the round's turn state after this declaration and
 * the lasting state after what the round did (rollState.ts).
 * @see 004 Attacking; Reacting to an attack; Combat gear degradation; Morale
 */
import { resolveCheck } from '../../engine/check';
import type { Dice } from '../../engine/dice';
import type { CheckResult, DamageResult, Note, Plan, PlanInput, ResultEntry, RoundResult } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { writeRecord } from './record';
import { applyRound } from './rollState';
import { COUNTER_STOPPED, counterOrder } from './counter';
import { rollDamage, type DamageSpec } from './damage';
import { build, MOUNT_SAVE } from './plan';
import { counterKind, damageToYou } from './reaction';
import { targetCover } from './attack';
import { armourAgainst } from './size';
import { RULES, SRC } from './tables';
import type { Declaration, Sheet } from './types';

/** What a rolled damage number means for the target's armour. */
function armourText(d: Declaration, total: number, direct: boolean): string {
  if (direct) return `${total} direct damage (armour does not count)`;
  if (d.foeArmour === null) return `${total} damage, less the target's armour`;
  const a = armourAgainst(d.foeArmour, targetCover(d));
  return `${total} damage, ${Math.max(0, total - a)} after armour ${a}`;
}

/** Rolls a plan with the given dice; `input` is what the plan was made from. */
export function roll(plan: Plan, dice: Dice, at: number, input: PlanInput): RoundResult {
  const b = build(input);
  const { d } = b;
  const entries: ResultEntry[] = [];
  let moralePassed = false;
  for (const a of plan.actions) {
    const base = { id: a.id, kind: a.kind, label: a.label, ...(a.tags ? { tags: a.tags } : {}) };
    const notes: Note[] = [...(a.notes ?? [])];
    let check: CheckResult | undefined;
    if (a.check) check = resolveCheck(a.check, dice.roll(a.check.die));
    const hits = !check || check.outcome === 'pass';
    let damage: DamageResult | undefined;
    const dp = a.damage?.[0];
    if (dp && hits) {
      const spec: DamageSpec = b.specs.get(a.id) ?? { expr: dp.expr, twice: false, halvings: 0, text: '' };
      const r = rollDamage(spec, dice);
      damage = { faces: r.faces, total: r.total, armour: dp.armour, text: [spec.text, armourText(d, r.total, dp.armour === 'no')].filter(Boolean).join(' · ') };
      if (notes.some((n) => n.label === 'Damaged weapon') && r.faces.includes(RULES.breaksWeaponOn)) {
        notes.push({ label: 'Weapon breaks', text: 'The damaged weapon rolled a 1: it is destroyed.', source: SRC.gear });
      }
    }
    if (check && check.outcome === 'fail' && a.tags?.includes('blast') && a.tags.includes('missile')) {
      notes.push({ label: 'Deviates', text: 'Missed: the blast lands in a random neighbouring zone (number them and roll).', source: SRC.blast });
    }
    if (a.id === 'counter') notes.push(counterNote(b.sheet, d, damage?.total ?? null, hits));
    if (a.id === MOUNT_SAVE && check?.outcome === 'fail') {
      // 004 Mounts and vehicles: a fall from a moving mount or vehicle, d4 direct damage (no armour).
      const n = dice.roll(RULES.unarmedDie);
      damage = { faces: [n], total: n, armour: 'no', text: `d${RULES.unarmedDie} direct damage: ${n}` };
      notes.push({ label: 'Fell', text: `You fall: ${n} direct damage (d${RULES.unarmedDie}), no armour.`, source: SRC.mounts });
    }
    if (a.id === 'dodge' && check) notes.push({ label: check.outcome === 'pass' ? 'Dodged' : 'Not dodged', text: check.outcome === 'pass' ? 'The attack misses you.' : 'The attack goes on against you.', source: SRC.dodge });
    if (a.id === 'morale' && check) {
      moralePassed = check.outcome === 'pass';
      notes.push({ label: moralePassed ? 'Steady' : 'Breaks', text: moralePassed ? 'No more morale checks this stretch.' : 'Surrender or retreat.', source: SRC.morale });
    }
    entries.push({ ...base, ...(check ? { check, summary: a.check!.summary } : {}), ...(damage ? { damage } : {}), ...(notes.length ? { notes } : {}) });
  }
  const applied = applyRound(b, entries);
  if (applied.counterStopped) {
    const i = entries.findIndex((e) => e.id === 'counter');
    const c = entries[i]!;
    // A GM note, so it travels in the code: the attacker's phone takes this counter as no damage.
    entries[i] = { ...c, notes: [...(c.notes ?? []), { label: COUNTER_STOPPED, text: 'You were hit first and it stopped you: your counter does not land, the attacker suffers nothing.', gm: true, source: SRC.counter }] };
  }
  const nextState: Values = writeRecord({ ...b.after, ...(moralePassed ? { moraleSteady: true } : {}) }, applied.lasting, b.stored);
  const status = plan.status.map((x) => (x.label === 'Health' ? { ...x, value: applied.lasting.health, text: `of ${b.sheet.maxHp}${applied.lasting.dead ? ' · dead' : applied.lasting.incapacitated ? ' · incapacitated' : ''}` } : x));
  return { rulesetId: plan.rulesetId, character: plan.character, at, entries, defence: plan.defence, status, lost: plan.lost, notes: [...plan.notes, ...applied.notes.map((n) => ({ ...n, gm: true }))], nextState };
}

/** The note of a rolled counter: who is hit first. `yourRoll` is the counter's damage before the attacker's armour (null: none rolled). */
function counterNote(sheet: Sheet, d: Declaration, yourRoll: number | null, hit: boolean): Note {
  if (!hit) return { label: 'Counter missed', text: 'Your counter misses: their attack lands as rolled.', source: SRC.counter };
  const kind = counterKind(d);
  const yours = kind === 'damage' && yourRoll !== null && d.foeArmour !== null ? Math.max(0, yourRoll - armourAgainst(d.foeArmour, d.foeCover)) : null;
  const order = counterOrder({ kind, suffered: yours }, { kind: d.incoming, suffered: damageToYou(sheet, d) });
  const ask = kind === 'damage' && yourRoll !== null && d.foeArmour === null ? ` Your ${yourRoll} is before their armour: ask the GM for it.` : '';
  return { label: 'Who is hit first', text: order.text + ask, source: SRC.counter };
}
