import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice, type Dice } from '../../../src/engine/dice';
import type { ReadyMonster, ResultEntry, RoundResult } from '../../../src/engine/ruleset';
import { defaults, validate, type Values } from '../../../src/engine/schema';
import { hitsOfRound } from '../../../src/engine/state';
import { percentileDexRank as rs } from '../../../src/rulesets/percentile-dex-rank';
import { inputFor, noteText, rollWith } from './helpers';

const monsters = rs.monsters!;
const rules = rs.state!;
const options = defaults(rs.optionsSchema.fields);
const byName = (name: string) => monsters.ready.find((m) => m.name === name)!;

/** A ready monster's round (its own declaration unless `declaration` overrides), rolled with these dice. */
function monsterRound(m: ReadyMonster, dice: Dice, declaration: Values = {}, state?: Values): RoundResult {
  const input = { sheet: m.sheet, declaration: { ...m.declaration, ...declaration }, options, ...(state ? { state } : {}) };
  return rs.roll(rs.plan(input), dice, 0, input);
}

/** The first attack entry of a round. */
const attackOf = (round: RoundResult): ResultEntry => round.entries.find((e) => e.kind === 'attack')!;

/** Kara's short sword (65%, 1D6+1, db 1D4) with the target's armour points unknown. */
const karaAttack = (faces: number[]) => rollWith(inputFor('Kara', {}, { action: 'attack:0', movement: 0, targetArmour: null }), faces);

describe('ready monsters: plain ones of ours (5. Combat describes no creatures)', () => {
  it('offers 3 to 6, each a complete sheet that validates unchanged, named as its sheet, at full hit points', () => {
    expect(monsters.ready.length).toBeGreaterThanOrEqual(3);
    expect(monsters.ready.length).toBeLessThanOrEqual(6);
    for (const m of monsters.ready) {
      const fields = rs.sheetSchema.fields;
      expect(Object.keys(m.sheet).sort(), m.name).toEqual(fields.map((f) => f.key).sort());
      const checked = validate(fields, m.sheet);
      expect(checked.ok && checked.value, m.name).toEqual(m.sheet);
      expect(m.sheet['name']).toBe(m.name);
      expect(m.sheet['currentHp'], m.name).toBe(m.sheet['maxHp']);
      expect(m.source, `${m.name} is ours, not the text's`).toBeUndefined();
      expect(rules.status({ sheet: m.sheet, options }).health).toMatchObject({ value: m.sheet['maxHp'], max: m.sheet['maxHp'] });
    }
  });

  it('declares an attack with its first weapon and the target\'s armour points unknown, valid against its own declaration form', () => {
    for (const m of monsters.ready) {
      const checked = validate(rs.declarationSchema(m.sheet).fields, m.declaration);
      expect(checked.ok && checked.value, m.name).toEqual(m.declaration);
      expect(m.declaration).toMatchObject({ action: 'attack:0', targetArmour: null });
      const attacks = rs.plan({ sheet: m.sheet, declaration: m.declaration, options }).actions.filter((a) => a.kind === 'attack');
      expect(attacks.length, m.name).toBe(1);
      expect(attacks[0]!.check, m.name).toMatchObject({ die: 100, mode: 'under', need: (m.sheet['weapons'] as Values[])[0]!['skill'] });
    }
  });

  it('names a stat line of sheet fields a GM reads off a stat block: Dodge, armour, weapons and db, hit points, DEX', () => {
    const keys = rs.sheetSchema.fields.map((f) => f.key);
    expect(monsters.statLine).toEqual(['dodge', 'armour', 'weapons', 'db', 'maxHp', 'currentHp', 'dex']);
    for (const k of monsters.statLine) expect(keys).toContain(k);
    expect(monsters.statLine).not.toContain('name');
  });

  it('rolls whole rounds like a player: on its DEX rank, a d100 under its skill, damage on a success', () => {
    for (const m of monsters.ready) {
      let damaged = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const a = attackOf(monsterRound(m, seededDice(seed)));
        expect(a.timing?.total, m.name).toBe(m.sheet['dex']);
        expect(a.damage !== undefined, `${m.name} seed ${seed}`).toBe(a.check!.outcome !== 'failure');
        if (a.damage) damaged++;
      }
      expect(damaged, `${m.name} lands some blows in 30 rounds`).toBeGreaterThan(0);
    }
  });

  it('the orc\'s broadsword (45%): d100 30 is a success, 1D8+1 rolling 3 plus db 1D4 rolling 2 is 6', () => {
    const a = attackOf(monsterRound(byName('Orc'), scriptedDice([30, 3, 2])));
    expect(a.check).toMatchObject({ face: 30, need: 45, outcome: 'success' });
    expect(a.damage).toMatchObject({ faces: [3, 2], total: 6, armour: 'yes' });
    expect(a.timing?.order[0]).toBe(11);
  });

  it('the wolf\'s bite is a short melee weapon of ours that cannot parry', () => {
    const a = attackOf(monsterRound(byName('Wolf'), scriptedDice([20, 8])));
    expect(a).toMatchObject({ tags: ['melee'], check: { outcome: 'success' }, damage: { total: 8 } });
    const parries = rs.declarationSchema(byName('Wolf').sheet).fields.find((f) => f.key === 'defence');
    expect(parries?.kind === 'select' && parries.options.map((o) => o.value)).toEqual(['dodge', 'none']);
  });
});

describe('a monster\'s attack lands on a player\'s phone (5.10 Armor, 5.12 Damage and Injury)', () => {
  it('the text\'s example: 12 HP in hard leather (Bram) takes the orc\'s 6, loses 4 and keeps 8', () => {
    const [{ hit }] = hitsOfRound(monsterRound(byName('Orc'), scriptedDice([30, 3, 2])));
    const bram = inputFor('Bram');
    const change = rules.takeHit({ sheet: bram.sheet, options }, hit!, scriptedDice([]));
    expect(change.hits[0]).toMatchObject({ outcome: 'success', damage: 6, taken: 4 });
    expect(rules.status({ sheet: bram.sheet, options, state: change.state }).health).toMatchObject({ value: 8, max: 12 });
  });

  it('every ready monster\'s rolled attacks apply to every demo player: its level as rolled, never more than its damage', () => {
    for (const m of monsters.ready) for (const demo of rs.demos) for (let seed = 1; seed <= 12; seed++) {
      for (const { hit } of hitsOfRound(monsterRound(m, seededDice(seed)))) {
        const before = rules.initial(demo.sheet, options);
        const change = rules.takeHit({ sheet: demo.sheet, options, state: before }, hit, seededDice(seed));
        const report = change.hits[0]!;
        expect(report.outcome, `${m.name} on ${demo.name}, seed ${seed}`).toBe(hit.outcome);
        expect(report.taken).toBeLessThanOrEqual(hit.damage);
        expect(change.state['hp']).toBe((before['hp'] as number) - report.taken);
      }
    }
  });
});

describe('a player\'s attack lands on a monster (5.13 Special Successes)', () => {
  it('the text\'s short sword special (7 + 4 + 2 = 13) through the orc\'s hard leather: 11, leaving 2 HP: unconscious', () => {
    const round = karaAttack([5, 3, 2]);
    expect(attackOf(round)).toMatchObject({ check: { outcome: 'special' }, damage: { total: 13 } });
    const orc = byName('Orc');
    const change = rules.takeHit({ sheet: orc.sheet, options }, hitsOfRound(round)[0]!.hit, scriptedDice([3]));
    expect(change.hits[0]).toMatchObject({ outcome: 'special', damage: 13, taken: 11 });
    expect(rules.status({ sheet: orc.sheet, options, state: change.state }).down?.word).toBe('unconscious');
    expect(rs.plan({ sheet: orc.sheet, declaration: orc.declaration, options, state: change.state }).actions.filter((a) => a.kind === 'attack')).toEqual([]);
  });

  it('a goblin driven below 0 (13 through soft leather 1: 9 -> -3) is dead at the end of the round', () => {
    const goblin = byName('Goblin');
    const hit = rules.takeHit({ sheet: goblin.sheet, options }, hitsOfRound(karaAttack([5, 3, 2]))[0]!.hit, scriptedDice([3]));
    expect(hit.state['hp']).toBe(-3);
    const end = rules.nextRound({ sheet: goblin.sheet, options, state: hit.state }, scriptedDice([]));
    expect(rules.status({ sheet: goblin.sheet, options, state: end.state }).down?.word).toBe('dead');
  });

  it('the monster parries on the GM\'s phone through the Attack and Defense Matrix: success against success blocks it', () => {
    const round = karaAttack([40, 4, 3]);
    const orc = byName('Orc');
    const reaction = rs.reactTo!(attackOf(round), { rulesetId: rs.id, character: 'Kara' })!;
    expect(reaction).toMatchObject({ action: 'defend', incomingLevel: 'success', incomingDamage: 8 });
    const blocked = monsterRound(orc, scriptedDice([20]), { ...reaction, defence: 'w0' });
    expect(noteText(blocked.entries[0]!.notes, 'Outcome')).toBe('Success against success: parried, nothing else happens.');
    expect(blocked.nextState?.['hp']).toBe(13);
    const failed = monsterRound(orc, scriptedDice([90]), { ...reaction, defence: 'w0' });
    expect(failed.nextState?.['hp']).toBe(13 - (8 - 2));
  });
});

describe('no secret defence to resolve, no end-of-round rule for a group', () => {
  it('every rolled attack, a player\'s or a monster\'s, carries its level: the attack never waits on a target\'s number', () => {
    const rounds: RoundResult[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      for (const m of monsters.ready) rounds.push(monsterRound(m, seededDice(seed)));
      for (const name of ['Kara', 'Ines'] as const) rounds.push(rs.roll(rs.plan(inputFor(name, {}, { targetArmour: null })), seededDice(seed), 0, inputFor(name, {}, { targetArmour: null })));
    }
    const attacks = rounds.flatMap((r) => r.entries.filter((e) => e.kind === 'attack'));
    expect(attacks.length).toBeGreaterThan(100);
    for (const a of attacks) {
      expect(a.check?.need).toEqual(expect.any(Number));
      expect(['special', 'success', 'failure']).toContain(a.check?.outcome);
    }
    expect(monsters.resolve).toBeUndefined();
  });

  it('leaves the end of a round to each member\'s own next round (death at 0 or less); the text has no morale', () => {
    expect(monsters.endOfRound).toBeUndefined();
  });
});
