/** Builders for the "Compare choices" tests of every ruleset: a demo's round and a choice by label. */
import { expect } from 'vitest';
import type { Choice, Comparison } from '../../src/engine/compare';
import type { Fraction } from '../../src/engine/dist';
import type { PlanInput, Ruleset } from '../../src/engine/ruleset';
import { defaults, type Values } from '../../src/engine/schema';

/** The demo character `name` of `rs` with declaration and option overrides, defaults filled in. */
export function demoRound(rs: Ruleset, name: string, declaration: Values = {}, options: Values = {}): PlanInput {
  const demo = rs.demos.find((d) => d.name === name);
  if (!demo) throw new Error(`No demo "${name}" in ${rs.id}`);
  const decl = { ...defaults(rs.declarationSchema(demo.sheet).fields), ...demo.declaration, ...declaration };
  return { sheet: demo.sheet, declaration: decl, options: { ...defaults(rs.optionsSchema.fields), ...options } };
}

/** The choice with this label. @throws (as a failed expectation) when the list has none. */
export function choiceOf(c: Comparison, label: string): Choice {
  const found = c.choices.find((x) => x.label === label);
  expect(found, `a choice labelled "${label}" among ${c.choices.map((x) => x.label).join(' | ')}`).toBeDefined();
  return found!;
}

/** The round as declared. */
export const declared = (c: Comparison): Choice => c.choices.find((x) => x.current)!;

/** A fraction written as num/den, for readable expectations. */
export const frac = (f: Fraction): string => `${f.num}/${f.den}`;
