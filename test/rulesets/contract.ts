/**
 * The contract every ruleset passes, whatever its rules: schemas and demos validate and plan;
 * every check's bands partition the die and every distribution is normalised; rolls are
 * deterministic given the dice and follow the plan's order; plan survives every select option;
 * with lasting state rules, the state checks of ./state-contract.ts.
 * Call `describeRuleset(rs)` from a ruleset's own test file.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { isNormalised, type Dist } from '../../src/engine/dist';
import { ATTACK_TAGS, type CheckPlan, type OutcomeBand, type Plan, type PlanInput, type Ruleset } from '../../src/engine/ruleset';
import { defaults, isVisible, validate, withDefaults, type Field, type Values } from '../../src/engine/schema';
import { describeStateContract } from './state-contract';

/** Asserts that bands cover each face 1..die exactly once and their odds add up to 1. */
export function expectPartition(bands: readonly OutcomeBand[], die: number, where: string): void {
  const seen = new Array<number>(die + 1).fill(0);
  let num = 0;
  for (const b of bands) {
    for (const [lo, hi] of b.faces) for (let f = lo; f <= hi; f++) {
      expect(f >= 1 && f <= die, `${where}: face ${f} outside 1..${die}`).toBe(true);
      seen[f]!++;
    }
    // Bands of one die share a denominator dividing `die`: sum as counts out of `die`.
    num += (b.p.num * die) / b.p.den;
    const count = b.faces.reduce((s, [lo, hi]) => s + hi - lo + 1, 0);
    expect(b.p.num * die, `${where}: ${b.outcome} odds match its faces`).toBe(count * b.p.den);
  }
  expect(seen.slice(1).every((n) => n === 1), `${where}: every face in exactly one band`).toBe(true);
  expect(num, `${where}: odds sum to 1`).toBe(die);
}

function checksOf(plan: Plan): { check: CheckPlan; where: string }[] {
  return plan.actions.flatMap((a) => (a.check ? [{ check: a.check, where: a.id }] : []));
}

function distsOf(plan: Plan): Dist[] {
  return plan.actions.flatMap((a) => [...(a.timing.kind === 'initiative' ? [a.timing.dist] : []), ...(a.damage ?? []).map((d) => d.dist)]);
}

/** Declarations varying one select option (or boolean) at a time from the defaults. */
export function sweep(fields: readonly Field[], base: Values): Values[] {
  const out: Values[] = [];
  for (const f of fields) {
    if (f.kind === 'select') for (const o of f.options) out.push({ ...base, [f.key]: o.value });
    if (f.kind === 'boolean') out.push({ ...base, [f.key]: !f.default });
    if (f.kind === 'number') out.push({ ...base, [f.key]: f.min }, { ...base, [f.key]: f.max });
    if (f.kind === 'optional-number') out.push({ ...base, [f.key]: f.min }, { ...base, [f.key]: f.max });
  }
  return out;
}

function inputsOf(rs: Ruleset): { name: string; input: PlanInput }[] {
  const options = defaults(rs.optionsSchema.fields);
  return rs.demos.map((demo) => {
    const declared = withDefaults(rs.declarationSchema(demo.sheet).fields, demo.declaration ?? {});
    if (!declared.ok) throw new Error(`${demo.name}: demo declaration invalid: ${JSON.stringify(declared.issues)}`);
    return { name: demo.name, input: { sheet: demo.sheet, declaration: declared.value, options } };
  });
}

/** Runs the shared contract suite for a ruleset. */
export function describeRuleset(rs: Ruleset): void {
  describe(`ruleset contract: ${rs.id}`, () => {
    it('has a kebab-case id, a name, a source file and help text', () => {
      expect(rs.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(rs.name.length).toBeGreaterThan(0);
      expect(rs.source.file).toMatch(/\.txt$/);
      expect(rs.help.length).toBeGreaterThan(100);
    });

    it('starts its sheet with a name field and its schemas\' defaults validate', () => {
      expect(rs.sheetSchema.fields[0]?.key).toBe('name');
      const sheet = defaults(rs.sheetSchema.fields);
      expect(validate(rs.sheetSchema.fields, sheet).ok).toBe(true);
      expect(validate(rs.declarationSchema(sheet).fields, defaults(rs.declarationSchema(sheet).fields)).ok).toBe(true);
      expect(validate(rs.optionsSchema.fields, defaults(rs.optionsSchema.fields)).ok).toBe(true);
    });

    it('marks what changes between rounds in its declaration, top-level fields only, at most six shown at once', () => {
      for (const demo of rs.demos) {
        const fields = rs.declarationSchema(demo.sheet).fields;
        const declared = { ...defaults(fields), ...(demo.declaration ?? {}) };
        const shown = fields.filter((f) => f.perRound && isVisible(f, declared));
        // The round screen must fit these above the fold on a phone; a list cannot be one.
        expect(shown.length, `${demo.name}: per-round fields shown`).toBeGreaterThan(0);
        expect(shown.length, `${demo.name}: per-round fields shown`).toBeLessThanOrEqual(6);
        expect(fields.filter((f) => f.perRound && f.kind === 'list')).toEqual([]);
      }
    });

    it('plans the default character with the default declaration', () => {
      const sheet = defaults(rs.sheetSchema.fields);
      expect(() => rs.plan({ sheet, declaration: defaults(rs.declarationSchema(sheet).fields), options: defaults(rs.optionsSchema.fields) })).not.toThrow();
    });

    it('has demo characters whose sheets and declarations validate and plan', () => {
      expect(rs.demos.length).toBeGreaterThan(0);
      for (const demo of rs.demos) {
        const checked = validate(rs.sheetSchema.fields, demo.sheet);
        expect(checked.ok, `${demo.name}: ${JSON.stringify(!checked.ok && checked.issues)}`).toBe(true);
        if (demo.declaration) {
          const declared = validate(rs.declarationSchema(demo.sheet).fields, demo.declaration);
          expect(declared.ok, `${demo.name} declaration: ${JSON.stringify(!declared.ok && declared.issues)}`).toBe(true);
        }
      }
      for (const { input } of inputsOf(rs)) expect(rs.plan(input).actions.length).toBeGreaterThan(0);
    });

    it('gives every check bands that partition the die, also for each unknown-target row', () => {
      for (const { name, input } of inputsOf(rs)) {
        for (const decl of sweep(rs.declarationSchema(input.sheet).fields, input.declaration)) {
          for (const { check, where } of checksOf(rs.plan({ ...input, declaration: decl }))) {
            if (check.need !== null) expectPartition(check.bands, check.die, `${name} ${where}`);
            else expect(check.byTarget?.length, `${name} ${where}: unknown need has byTarget`).toBeGreaterThan(0);
            for (const row of check.byTarget ?? []) expectPartition(row.bands, check.die, `${name} ${where} target ${row.target}`);
          }
        }
      }
    });

    it('normalises every initiative and damage distribution', () => {
      for (const { input } of inputsOf(rs)) for (const d of distsOf(rs.plan(input))) expect(isNormalised(d)).toBe(true);
    });

    it('rolls the same result from the same seed', () => {
      for (const { input } of inputsOf(rs)) {
        const plan = rs.plan(input);
        expect(rs.roll(plan, seededDice(42), 0, input)).toEqual(rs.roll(plan, seededDice(42), 0, input));
      }
    });

    it('rolls entries in the plan\'s order', () => {
      for (const { input } of inputsOf(rs)) {
        const plan = rs.plan(input);
        for (let seed = 1; seed <= 20; seed++) {
          expect(rs.roll(plan, seededDice(seed), 0, input).entries.map((e) => e.id)).toEqual(plan.actions.map((a) => a.id));
        }
      }
    });

    it('plans and rolls every declaration option and every table option without throwing', () => {
      for (const { name, input } of inputsOf(rs)) {
        const decls = sweep(rs.declarationSchema(input.sheet).fields, input.declaration);
        const opts = sweep(rs.optionsSchema.fields, input.options);
        for (const declaration of decls) for (const options of [input.options, ...opts]) {
          const i = { ...input, declaration, options };
          expect(() => rs.roll(rs.plan(i), seededDice(7), 0, i), `${name}: ${JSON.stringify(declaration)}`).not.toThrow();
        }
      }
    });

    it('tags attacks only with the shared attack tags, and carries them to the rolled entries', () => {
      for (const { input } of inputsOf(rs)) {
        const plan = rs.plan(input);
        const rolled = rs.roll(plan, seededDice(3), 0, input);
        for (const a of plan.actions) {
          for (const t of a.tags ?? []) expect(ATTACK_TAGS as readonly string[], `${a.id} tag ${t}`).toContain(t);
          expect(rolled.entries.find((e) => e.id === a.id)?.tags, `${a.id} tags in the result`).toEqual(a.tags);
        }
      }
    });

    it('names its target defence and armour in its own terms, when it has them', () => {
      if (rs.terms) {
        expect(rs.terms.target.length).toBeGreaterThan(0);
        expect(rs.terms.armour.length).toBeGreaterThan(0);
      }
    });

    if (rs.combatant) {
      const c = rs.combatant;
      it('rolls a GM combatant from its schema\'s defaults, the same from the same seed', () => {
        const values = defaults(c.schema.fields);
        expect(validate(c.schema.fields, values).ok).toBe(true);
        const options = defaults(rs.optionsSchema.fields);
        const a = c.roll(values, options, seededDice(9));
        expect(a.length).toBeGreaterThan(0);
        expect(c.roll(values, options, seededDice(9))).toEqual(a);
        if (rs.order !== 'turns') for (const e of a) expect(e.timing?.order.length, `${e.id} has an order key`).toBeGreaterThan(0);
      });
    }

    if (rs.state) describeStateContract(rs, rs.state, inputsOf(rs));

    if (rs.reactTo) {
      const react = rs.reactTo.bind(rs);
      it('reacts to its own system\'s attacks only, and its reaction values validate as a declaration', () => {
        for (const { input } of inputsOf(rs)) {
          for (let seed = 1; seed <= 30; seed++) {
            const rolled = rs.roll(rs.plan(input), seededDice(seed), 0, input);
            for (const e of rolled.entries) {
              const values = react(e, { rulesetId: rs.id, character: rolled.character });
              if (e.kind === 'spell' || e.kind === 'move') expect(values, `${e.id} cannot be reacted to`).toBeNull();
              if (values) {
                const decl = { ...input.declaration, ...values };
                const checked = validate(rs.declarationSchema(input.sheet).fields, decl);
                expect(checked.ok, `reaction to ${e.id}: ${JSON.stringify(!checked.ok && checked.issues)}`).toBe(true);
                expect(() => rs.plan({ ...input, declaration: decl })).not.toThrow();
              }
            }
          }
          expect(react({ id: 'x', kind: 'attack', label: 'x' }, { rulesetId: 'another-system', character: 'x' })).toBeNull();
        }
      });
    }
  });
}
