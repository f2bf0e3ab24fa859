/**
 * The GM's monsters that fight (src/ui/gm/fight.ts through the GM model): whole rounds rolled
 * by the ruleset's own rules, a player's attack applied to a monster with its own DEF and PROT,
 * a secret DEF resolved by the monster's sheet, undo per change, the round's end ticking the
 * monsters, and all of it kept in the stored round. Spelljammer's own rules, with a monster
 * made from its demo fighter, so these tests do not depend on any ruleset's ready monsters.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import type { MonsterRules } from '../../src/engine/monster';
import type { RoundResult } from '../../src/engine/result';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { bcbD20 } from '../../src/rulesets/bcb-d20';
import { createGmModel } from '../../src/ui/gm/model';
import { readKept, withKept } from '../../src/ui/gm/kept';
import type { GmRound, RulesetInfo } from '../../src/ui/gm/round';
import { readStoredRound, toStoredRound } from '../../src/ui/gm/stored';

const derrick = spelljammer.demos[0]!;
/** A plain ogre from Derrick's sheet: DEF 30, PROT 4, 48 HP, attacking with the target's DEF left unknown. */
const ogre = { name: 'Ogre', sheet: { ...derrick.sheet, name: 'Ogre' }, declaration: { ...derrick.declaration!, targetDef: null, targetProt: null } };
const monsters: MonsterRules = { statLine: ['im', 'def', 'prot', 'maxHp', 'weapons'], ready: [ogre] };
const rs: RulesetInfo = { ...spelljammer, monsters };
const lookup = (id: string) => (id === rs.id ? rs : id === bcbD20.id ? bcbD20 : undefined);

function model(seed = 7, now = 1_000_000) {
  const saved: GmRound[] = [];
  let t = now;
  const m = createGmModel({ lookup, save: async (r) => { saved.push(r); }, dice: seededDice(seed), now: () => t });
  m.setSystem(rs.id);
  return { m, saved, later: (ms: number) => { t += ms; } };
}

/** Derrick's round rolled with the target's DEF secret (or known), as his phone would send it. */
function playerRound(seed: number, targetDef: number | null, at = 1_000_100): RoundResult {
  const input = { sheet: derrick.sheet, declaration: { ...derrick.declaration!, targetDef }, options: {} };
  return spelljammer.roll(spelljammer.plan(input), seededDice(seed), at, input);
}

const hp = (m: ReturnType<typeof model>['m'], i = 0) => m.round.value.combatants![0]!.states![i]!['hp'];

describe('monsters that fight roll whole rounds through the ruleset', () => {
  it('rolls each member of a group its own round: initiative, the d100 against the need, damage', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 2, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    const rounds = m.round.value.rounds![id]!;
    expect(rounds.map((r) => r.character)).toEqual(['Ogre 1', 'Ogre 2']);
    const rows = m.order.value.sections.flatMap((s) => s.groups.flatMap((g) => g.rows)).filter((r) => r.gm);
    // Two attacks each (attacksPerRound 2), each with a d100 roll and an outcome.
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.roll?.startsWith('rolled') && r.outcome)).toBe(true);
    expect(rows.map((r) => r.member?.index).sort()).toEqual([0, 0, 1, 1]);
    expect(rows[0]!.what).toMatch(/^Ogre \d: /);
  });

  it('starts each member unhurt, at the sheet\'s HP', () => {
    const { m } = model();
    m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 3, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    expect(m.round.value.combatants![0]!.states!.map((s) => s['hp'])).toEqual([48, 48, 48]);
  });
});

describe('a player\'s attack applied to a monster', () => {
  it('resolves a secret DEF against the monster\'s own DEF and takes its PROT off, as the monster\'s rules say', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 1, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    // Find a seed whose first attack lands on DEF 30 (need 112 − 30 = 82) with a plain hit.
    let round: RoundResult | undefined;
    for (let seed = 1; seed < 200 && !round; seed++) {
      const r = playerRound(seed, null);
      const c = r.entries[0]!.check!;
      if (c.face > 11 && c.face <= 82) round = r;
    }
    expect(m.ingest(round!).kind).toBe('added');
    const row = m.order.value.sections.flatMap((s) => s.groups.flatMap((g) => g.rows)).find((r) => r.key === 'p:derrick/a1')!;
    expect(row.hit).toBe('secret');
    const preview = m.previewHit(row.key, id, 0);
    expect(preview.ok).toBe(true);
    const dmg = round!.entries[0]!.damage!.total;
    expect(m.applyHit(row.key, id, 0)).toBe(true);
    expect(hp(m)).toBe(48 - Math.max(0, dmg - 4));
    const f = m.round.value.fight!;
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ kind: 'hit', who: 'Ogre', from: 'Derrick: ' + round!.entries[0]!.label, outcome: 'hit', row: 'p:derrick/a1' });
    expect(f[0]!.notes.join(' ')).toMatch(/SC 112 − your DEF this round 30|SC 112 − your normal DEF/);
    // The row says where the hit went.
    const after = m.order.value.sections.flatMap((s) => s.groups.flatMap((g) => g.rows)).find((r) => r.key === 'p:derrick/a1')!;
    expect(after.applied?.[0]).toMatch(/^Ogre: Hit: /);
  });

  it('marks a known-DEF attack as a plain hit to apply, and misses change nothing', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 1, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    let round: RoundResult | undefined;
    for (let seed = 1; seed < 200 && !round; seed++) {
      const r = playerRound(seed, 30);
      if (r.entries[0]!.check!.outcome === 'miss') round = r;
    }
    m.ingest(round!);
    const row = m.order.value.sections.flatMap((s) => s.groups.flatMap((g) => g.rows)).find((r) => r.key === 'p:derrick/a1')!;
    expect(row.hit).toBe('attack');
    m.applyHit(row.key, id, 0);
    expect(hp(m)).toBe(48);
    expect(m.round.value.fight![0]!.outcome).toBe('miss');
  });

  it('undoes a hit exactly, and refuses to undo an earlier hit on the same member while a later one stands', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 1, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    m.ingest(playerRound(3, 0));
    const before = structuredClone(m.round.value.combatants![0]!.states![0]!);
    m.applyHit('p:derrick/a1', id, 0);
    m.applyHit('p:derrick/a2', id, 0);
    const [first, second] = m.round.value.fight!;
    m.undoFight(first!.id);
    expect(m.message.value?.text).toMatch(/^Undo the later change to Ogre first/);
    expect(m.round.value.fight).toHaveLength(2);
    m.undoFight(second!.id);
    m.undoFight(first!.id);
    expect(m.round.value.fight ?? []).toHaveLength(0);
    expect(m.round.value.combatants![0]!.states![0]).toEqual(before);
  });

  it('refuses an attack of a spell or a row that is gone, with a sentence', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 1, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    expect(m.previewHit('p:nobody/a1', id, 0)).toEqual({ ok: false, message: 'That attack or monster is no longer in the round.' });
    expect(m.applyHit('p:nobody/a1', id, 0)).toBe(false);
  });
});

describe('rolling a monster\'s round again', () => {
  it('starts where the round started, with the hits taken since kept', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 1, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    const start = structuredClone(m.round.value.combatants![0]!.starts![0]!);
    const first = m.round.value.combatants![0]!.states![0]!;
    // The roll wrote this round's figures into the state (the segments its attacks act on).
    expect(first).not.toEqual(start);
    m.ingest(playerRound(3, 0));
    m.applyHit('p:derrick/a1', id, 0);
    const hurt = hp(m);
    expect(hurt).toBeLessThan(48);
    m.rollCombatants();
    m.rollCombatants();
    const c = m.round.value.combatants![0]!;
    expect(c.starts![0]).toEqual({ ...start, hp: hurt, sheetHp: c.starts![0]!['sheetHp'] });
    expect(c.states![0]!['hp']).toBe(hurt);
    // Undoing the hit takes it out of the round's start too.
    m.undoFight(m.round.value.fight![0]!.id);
    expect(m.round.value.combatants![0]!.starts![0]!['hp']).toBe(start['hp']);
  });
});

describe('the down leave the order, and the round\'s end ticks the monsters', () => {
  it('a member at 0 HP rolls no attack, and the others still do', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 2, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    const c = m.round.value.combatants![0]!;
    // As a stored encounter would hold it: Ogre 1 at 0 HP since the round started.
    m.round.value = { ...m.round.value, combatants: [{ ...c, states: [{ ...c.states![0]!, hp: 0 }, c.states![1]!], starts: [{ ...c.starts![0]!, hp: 0 }, c.starts![1]!] }] };
    m.rollCombatants();
    const rounds = m.round.value.rounds![id]!;
    expect(rounds[0]!.entries.filter((e) => e.kind === 'attack' && !e.skipped && e.check)).toHaveLength(0);
    expect(rounds[1]!.entries.filter((e) => e.kind === 'attack' && e.check).length).toBeGreaterThan(0);
  });

  it('a member taken down after its roll leaves the order for the lost part, saying why; each monster row shows its health', () => {
    const { m } = model();
    m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 2, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    const rows = () => m.order.value.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.map((r) => ({ ...r, lostPart: s.lost }))));
    expect(rows().every((r) => !r.lostPart && /^HP 48 \/ 48$/.test(r.health ?? ''))).toBe(true);
    const c = m.round.value.combatants![0]!;
    m.round.value = { ...m.round.value, combatants: [{ ...c, states: [{ ...c.states![0]!, hp: 0 }, c.states![1]!] }] };
    const first = rows().filter((r) => r.member?.index === 0);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((r) => r.lostPart && r.notes.some((n) => /^Down: Ogre 1 is /.test(n.text)) && /out of the fight|dead|unconscious/.test(r.health ?? ''))).toBe(true);
    expect(rows().filter((r) => r.member?.index === 1).every((r) => !r.lostPart)).toBe(true);
  });

  it('Next round ticks each member (a stuck arrow bleeds), logs it, and its undo brings the states back', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 1, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    // Derrick's longbow: an arrow that sticks on a critical bleeds each round (000 Penetrating missiles).
    let round: RoundResult | undefined;
    for (let seed = 1; seed < 400 && !round; seed++) {
      const input = { sheet: derrick.sheet, declaration: { ...derrick.declaration!, weapon: '1', targetDef: 30 }, options: {} };
      const r = spelljammer.roll(spelljammer.plan(input), seededDice(seed), 1_000_100, input);
      const e = r.entries[0]!;
      if (e.check?.outcome === 'critical') round = r;
    }
    m.ingest(round!);
    m.applyHit('p:derrick/a1', id, 0);
    const hurt = hp(m) as number;
    // A critical with a longbow leaves the arrow stuck: it bleeds each round in combat.
    expect((m.round.value.combatants![0]!.states![0]!['stuck'] as unknown[]).length).toBe(1);
    m.startNextRound();
    expect(m.round.value.round).toBe(2);
    const tick = m.round.value.fight!.find((f) => f.kind === 'tick');
    expect(tick).toMatchObject({ round: 1, who: 'Ogre' });
    expect(hp(m)).toBeLessThan(hurt);
    expect(m.message.value?.text).toMatch(/End of the round: Ogre: /);
    expect(m.round.value.rounds![id]).toHaveLength(1);
    m.undoNextRound();
    expect(m.round.value.round).toBe(1);
    expect(hp(m)).toBe(hurt);
    expect(m.round.value.fight!.some((f) => f.kind === 'tick')).toBe(false);
  });
});

describe('a stat line belongs to its system', () => {
  it('is put aside while the encounter plays another system (the monster then acts on its initiative) and comes back with its wounds', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 2, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    m.ingest(playerRound(3, 0));
    m.applyHit('p:derrick/a1', id, 1);
    const wounded = structuredClone(m.round.value.combatants![0]!.states);
    m.startNextRound();
    m.setSystem('bcb-d20');
    const c = m.round.value.combatants![0]!;
    expect(c.sheet).toBeUndefined();
    expect(c.parked?.rulesetId).toBe('spelljammer');
    expect(m.round.value.rolls![id]!.length).toBeGreaterThan(0);
    m.setSystem('spelljammer');
    const back = m.round.value.combatants![0]!;
    expect(back.rulesetId).toBe('spelljammer');
    expect(back.states![1]!['hp']).toBe((wounded![1]!['hp']));
    expect(back.parked).toBeUndefined();
  });
});

describe('kept across a reload', () => {
  it('the stored round keeps the monsters\' sheets, states, rounds and the fight\'s log', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 2, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    m.ingest(playerRound(3, 0));
    m.applyHit('p:derrick/a1', id, 1);
    const read = readStoredRound(structuredClone(toStoredRound(m.round.value, 5)));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.combatants).toEqual(m.round.value.combatants);
    expect(read.value.fight).toEqual(m.round.value.fight);
    expect(read.value.rounds).toEqual(m.round.value.rounds);
    // A reloaded model applies and undoes from where it was.
    const again = createGmModel({ lookup, dice: seededDice(1) }, read.value);
    again.undoFight(read.value.fight![0]!.id);
    expect(again.round.value.combatants![0]!.states![1]!['hp']).toBe(48);
  });

  it('a stored fight log with a broken entry is refused with where and what, not read half', () => {
    const { m } = model();
    const id = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 1, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    m.ingest(playerRound(3, 0));
    m.applyHit('p:derrick/a1', id, 0);
    const stored = structuredClone(toStoredRound(m.round.value, 5)) as { data: { fight: { member: unknown }[] } };
    stored.data.fight[0]!.member = -1;
    const read = readStoredRound(stored);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/at data\.fight\.0\.member/);
  });
});

describe('monsters the GM keeps', () => {
  it('keeps one per system and name (the newer replaces the older) and reads back what it wrote', () => {
    const a = { rulesetId: 'spelljammer', name: 'Ogre', sheet: ogre.sheet, declaration: ogre.declaration };
    const list = withKept(withKept([], a), { ...a, name: 'ogre', sheet: { ...ogre.sheet, def: 35 } });
    expect(list).toHaveLength(1);
    expect(list[0]!.sheet['def']).toBe(35);
    expect(readKept({ v: 1, id: 'monsters', list })).toEqual({ ok: true, value: list });
  });

  it('refuses a kept list that is not one, saying where', () => {
    const r = readKept({ v: 1, id: 'monsters', list: [{ rulesetId: 'spelljammer', name: 5 }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/at list\.0\.name/);
  });
});

describe('the round\'s end for a group (zones and factions: morale)', () => {
  it('a group down to half checks morale: each member still fighting rolls, and the log says so per member', async () => {
    const { zonesFactions } = await import('../../src/rulesets/zones-factions');
    const z: RulesetInfo = zonesFactions;
    const m = createGmModel({ lookup: (id) => (id === z.id ? z : undefined), dice: seededDice(4), now: () => 1_000_000 });
    m.setSystem(z.id);
    const bandit = z.monsters!.ready[0]!;
    const id = m.addCombatant({ name: 'Bandit', side: 'Bandits', count: 2, values: {}, sheet: bandit.sheet, declaration: bandit.declaration });
    const c = m.round.value.combatants![0]!;
    // Bandit 1 incapacitated: one of two still fighting, half the group.
    m.round.value = { ...m.round.value, combatants: [{ ...c, states: [{ ...c.states![0]!, health: 0, incapacitated: true }, c.states![1]!] }] };
    m.startNextRound();
    const ticks = m.round.value.fight!.filter((f) => f.kind === 'tick' && f.cid === id);
    const second = ticks.find((f) => f.member === 1);
    expect(second, 'Bandit 2 made a morale check').toBeDefined();
    expect(second!.notes.concat(second!.text).join(' ')).toMatch(/morale/i);
    const after = m.round.value.combatants![0]!.states![1]!;
    expect(after['moraleBroken'] === true || after['moraleSteady'] === true || JSON.stringify(after).includes('"moraleSteady":true')).toBe(true);
  });
});

describe('a stored monster the rules refuse', () => {
  it('rolls nothing and says so, and the rest of the round goes on', () => {
    // Rules that refuse the ogre's stored sheet (as a newer app's sheet might be refused).
    const strict: RulesetInfo = { ...rs, roll: (plan, dice, at, input) => {
      if (String(input.sheet['name']).startsWith('Ogre')) throw new Error('Expected a weapons list but received "broken"');
      return spelljammer.roll(plan, dice, at, input);
    } };
    const m = createGmModel({ lookup: (id) => (id === rs.id ? strict : undefined), dice: seededDice(3), now: () => 1_000_000 });
    m.setSystem(rs.id);
    const ogreId = m.addCombatant({ name: 'Ogre', side: 'Monsters', count: 1, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    expect(m.message.value?.text).toBe('Ogre could not roll: Expected a weapons list but received "broken". Edit it to fix its stat line.');
    const orcId = m.addCombatant({ name: 'Orc', side: 'Monsters', count: 1, values: {}, sheet: ogre.sheet, declaration: ogre.declaration });
    expect(() => m.rollCombatants()).not.toThrow();
    expect(m.message.value?.text).toMatch(/^Ogre could not roll: /);
    expect(m.round.value.rolls![ogreId]).toEqual([]);
    expect(m.round.value.rolls![orcId]!.length).toBeGreaterThan(0);
    expect(m.order.value.count).toBeGreaterThan(0);
  });
});
