/**
 * The spell in progress: declared before initiative, in the caster's state from the roll until
 * it goes off on the caster's count; a successful attack before then disrupts it.
 * @see 001 Declare Spells; Magic Use in Combat
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { Hit } from '../../../src/engine/ruleset';
import { validate } from '../../../src/engine/schema';
import { hitsOfRound } from '../../../src/engine/state';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { inputFor, planOf } from './helpers';

const rules = bcbD20.state!;
/** Blogo (DEX 13: d6 initiative) declares Magic Missile and rolls `init` for its count. */
function blogoCasts(init: number, options = {}) {
  const input = inputFor('Blogo', {}, { action: 'cast', spell: '0', rollSurprise: false }, options);
  const r = bcbD20.roll(planOf(input), scriptedDice([init]), 0, input);
  return { input, round: r, state: r.nextState! };
}
/** Sigrun's longsword attack against a secret AC on initiative `init` (d8): d20 `face`, damage 1d8+1 `dmg`. */
function sigrunAttacks(init: number, face: number, dmg: number): Hit {
  const input = inputFor('Sigrun', {}, { action: 'attack', targetAc: null, rollSurprise: false });
  return hitsOfRound(bcbD20.roll(planOf(input), scriptedDice([init, face, dmg]), 0, input))[0]!.hit;
}
const takes = (c: ReturnType<typeof blogoCasts>, hit: Hit) => rules.takeHit({ sheet: c.input.sheet, options: c.input.options, state: c.state }, hit, scriptedDice([]));

describe('001 Magic Use in Combat: "Any successful attack on them before the spell is cast ... will disrupt the spell and it will be lost"', () => {
  it('the rolled round keeps the spell and its count in the caster\'s state, and it fits the schema', () => {
    const c = blogoCasts(3);
    expect(c.state).toMatchObject({ spell: 'Magic Missile (level 1)', spellCount: 3, spellLost: false });
    expect(validate(rules.schema.fields, c.state).ok).toBe(true);
    expect(rules.status({ sheet: c.input.sheet, options: c.input.options, state: c.state }).conditions.find((x) => x.id === 'spell'))
      .toMatchObject({ label: 'Casting', text: 'Magic Missile (level 1): goes off on 3; a successful attack before then disrupts it.' });
  });

  it('Sigrun\'s hit on 6, before Blogo\'s spell on 3, disrupts it: the note and the state say so, and the plan knows it is lost', () => {
    const c = blogoCasts(3);
    const r = takes(c, sigrunAttacks(6, 15, 4)); // 15 + 6 against Blogo's AC 11 (casting: no BCB on AC)
    expect(r.hits[0]!.outcome).toBe('hit');
    expect(r.state).toMatchObject({ spellLost: true });
    expect(r.notes.find((n) => n.label === 'Spell disrupted')).toMatchObject({
      text: 'The attack came on 6, before the spell\'s count 3: Magic Missile (level 1) is lost, as if cast.', source: '001 Declare Spells; Magic Use in Combat' });
    const again = planOf({ ...c.input, state: r.state });
    expect(again.actions.some((a) => a.kind === 'spell')).toBe(false);
    expect(again.lost.find((n) => n.label === 'Spell lost')).toBeDefined();
    // The round passes: nothing of the spell is carried into the next.
    const next = rules.nextRound({ sheet: c.input.sheet, options: c.input.options, state: r.state }, scriptedDice([])).state;
    expect(next).toMatchObject({ spell: '', spellCount: null, spellLost: false });
  });

  it('a hit after the spell went off does not disrupt it', () => {
    const c = blogoCasts(5);
    const r = takes(c, sigrunAttacks(2, 15, 4));
    expect(r.state).toMatchObject({ spellLost: false });
    expect(r.notes.find((n) => n.label === 'Spell not disrupted')!.text).toBe('Magic Missile (level 1) went off on 5, before this attack on 2.');
  });

  it('"even if it does no actual damage": a hit for 0 still disrupts, with the GM\'s say on a minuscule one', () => {
    const c = blogoCasts(2);
    const r = takes(c, { damage: 0, outcome: 'hit', tags: ['melee'], armour: 'yes' });
    expect(r.state).toMatchObject({ spellLost: true });
    expect(r.notes.find((n) => n.label === 'No damage')).toMatchObject({ gm: true });
  });

  it('a miss does not disrupt; the same count disrupts by default, not under the table option', () => {
    const c = blogoCasts(4);
    expect(takes(c, sigrunAttacks(7, 2, 4)).state).toMatchObject({ spellLost: false });
    expect(takes(c, sigrunAttacks(4, 15, 4)).state).toMatchObject({ spellLost: true });
    const opt = blogoCasts(4, { spellSameCount: 'goes-off' });
    expect(takes(opt, sigrunAttacks(4, 15, 4)).state).toMatchObject({ spellLost: false });
  });

  it('a state stored before spells were kept reads as no spell in progress', () => {
    const c = blogoCasts(3);
    const { spell: _s, spellCount: _c, spellLost: _l, ...old } = c.state;
    const r = rules.takeHit({ sheet: c.input.sheet, options: c.input.options, state: old }, sigrunAttacks(6, 15, 4), scriptedDice([]));
    expect(r.state).toMatchObject({ spell: '', spellLost: false });
  });
});
