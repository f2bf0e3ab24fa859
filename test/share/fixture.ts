/** Hand-written Spelljammer-like rounds (not from src/rulesets, which is written concurrently). */
import type { ResultEntry, RoundResult } from '../../src/engine/ruleset';

const SUMMARY = 'need 72 · crit ≤11 · griev ≤4';
const ladder = [10, 8, 6, 4, 4];

const attack = (n: number, init: number, face: number, extra: Partial<ResultEntry> = {}): ResultEntry => ({
  id: `a${n}`,
  kind: 'attack',
  label: `Longsword, attack ${n}`,
  timing: {
    faces: [init - 2],
    total: init,
    order: [init],
    phase: init > 10 ? 'pre-movement' : init >= 1 ? 'movement' : init >= -5 ? 'post-movement' : 'lost',
    text: `1d${ladder[n - 1]} + IM 2`,
  },
  check: { face, need: 72, bonus: 0, outcome: 'hit', label: 'Hit', tone: 1 },
  summary: SUMMARY,
  damage: { faces: [6], total: 10, armour: 'yes', text: '1d8+4 − PROT' },
  notes: [{ label: 'Initiative', text: `1d${ladder[n - 1]} plus IM 2`, source: '000 Initiative' }],
  tags: ['melee'],
  ...extra,
});

/** Five melee attacks: a hit, a critical, a grievous with a GM note, an automatic miss, and a lost attack. */
export const fiveAttacks: RoundResult = {
  rulesetId: 'spelljammer',
  character: 'Brannoc Ironvale',
  at: Date.UTC(2026, 10, 22, 19, 42, 7, 123),
  entries: [
    attack(1, 9, 34),
    attack(2, 7, 9, {
      check: { face: 9, need: 72, bonus: 0, outcome: 'critical', label: 'Critical hit', tone: 2 },
      damage: { faces: [7], total: 22, armour: 'no', text: 'doubled, PROT ignored' },
    }),
    attack(3, 4, 3, {
      check: { face: 3, need: 72, bonus: 0, outcome: 'grievous', label: 'Grievous', tone: 3 },
      damage: { faces: [5], total: 18, armour: 'no' },
      notes: [
        { label: 'Grievous wound', text: 'Roll on your grievous wound table; target armour PROT -1.', gm: true },
        { label: 'Initiative', text: '1d6 plus IM 2' },
      ],
    }),
    attack(4, -1, 97, {
      timing: { faces: [2], total: -1, order: [-1], phase: 'post-movement', text: '1d4 + IM 2 − 5 (draw)' },
      check: { face: 97, need: 72, bonus: 0, outcome: 'miss', label: 'Miss', tone: 0, automatic: true },
      damage: undefined,
    }),
    {
      id: 'a5',
      kind: 'attack',
      label: 'Longsword, attack 5',
      timing: { faces: [1], total: -7, order: [-7], phase: 'lost', lost: true },
      summary: SUMMARY,
      tags: ['melee'],
    },
  ],
  defence: [{ label: 'DEF', value: 38, modifiers: [{ label: 'Base DEF', value: 30 }, { label: 'Shield', value: 8 }] }],
  status: [{ label: 'Wound modifier', value: -10 }],
  lost: [{ label: 'Longsword, attack 5', text: 'Initiative -7 is below -5: the attack is lost.' }],
  notes: [
    { label: 'Target DEF', text: 'Needs assume DEF 40; compare with the real DEF.', gm: true },
    { label: 'Movement', text: 'Movement runs from segment 10 down to 1.' },
  ],
};

/** The first `n` attacks of the five-attack round. */
export function firstAttacks(n: number): RoundResult {
  return { ...fiveAttacks, entries: fiveAttacks.entries.slice(0, n), lost: n >= 5 ? fiveAttacks.lost : [] };
}

/** What the decoder gives back for a round: the fixture minus the documented drops. */
export function withoutDrops(r: RoundResult): RoundResult {
  return {
    rulesetId: r.rulesetId,
    character: r.character,
    at: r.at,
    entries: r.entries.map((e) => {
      const gm = (e.notes ?? []).filter((n) => n.gm).map(({ label, text }) => ({ label, text, gm: true }));
      const out: Record<string, unknown> = { id: e.id, kind: e.kind, label: e.label };
      if (e.timing) {
        const { text: _t, ...timing } = e.timing;
        out.timing = timing;
      }
      if (e.check) out.check = e.check;
      if (e.summary) out.summary = e.summary;
      if (e.damage) out.damage = { faces: e.damage.faces, total: e.damage.total, armour: e.damage.armour };
      if (gm.length) out.notes = gm;
      if (e.tags?.length) out.tags = e.tags;
      return out as unknown as ResultEntry;
    }),
    defence: r.defence.map(({ label, value }) => ({ label, value })),
    status: r.status.map(({ label, value }) => ({ label, value })),
    lost: r.lost.map(({ label, text, gm }) => (gm ? { label, text, gm } : { label, text })),
    notes: r.notes.filter((n) => n.gm).map(({ label, text }) => ({ label, text, gm: true })),
  };
}

/** The five-attack round with long GM notes, as a ruleset may write them: too long to fit whole. */
export const fiveAttacksLongNotes: RoundResult = {
  ...fiveAttacks,
  entries: fiveAttacks.entries.map((e) =>
    e.id === 'a3'
      ? { ...e, notes: [{ label: 'Grievous wound', text: 'Grievous: the target may suffer a grievous wound. Roll on your own grievous wound table (not in the rules text), and the armour of the target loses 1 PROT until repaired.', gm: true }] }
      : e,
  ),
  notes: [
    { label: 'Target DEF', text: 'The needs assume the target DEF you entered (40). If the real DEF differs, each point of DEF changes the need by one, and the critical and grievous bands move with it.', gm: true },
    { label: 'Invisible foe', text: 'Halved by a successful 2x PER roll, halved again by 1x PER: the GM decides which roll applies and what the attacker can perceive.', gm: true },
  ],
};
