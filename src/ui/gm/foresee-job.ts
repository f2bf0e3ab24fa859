/**
 * The GM's "How might this go?" as one job of plain data, run the same way in the GM's worker
 * (gm-worker.ts) and in place (foresee.ts, when no worker can start): the system by id, the
 * party (characters whose verified rounds carried their sheet, or demo characters), the
 * monsters the GM added (sheet, declaration, count), and how many fights on which seed. The
 * simulation itself is the engine's (engine/simulate.ts). No DOM: a worker runs it.
 */
import type { Values } from '../../engine/schema';
import { startSimulation, type SimCombatant, type Simulation } from '../../engine/simulate';
import { findRulesetAsync } from '../../rulesets/catalog';
import { fromHex } from '../../share/codec/hex';
import { decodeInputs } from '../../verify/inputs';

/** One party character: the inputs a verified round carried (hex, as in its proof), or demo `index` of the system. */
export type ForeseeCharacter =
  | { readonly kind: 'inputs'; readonly name: string; readonly hex: string }
  | { readonly kind: 'demo'; readonly index: number };

/** A group of the GM's monsters: its stat line's sheet, its declaration and how many. */
export interface ForeseeMonsters {
  readonly name: string;
  readonly sheet: Values;
  readonly declaration: Values;
  readonly count: number;
}

/** What the panel asks for: posted to the worker as it is. */
export interface ForeseeRequest {
  readonly job: 'simulate';
  readonly rulesetId: string;
  readonly party: readonly ForeseeCharacter[];
  readonly monsters: readonly ForeseeMonsters[];
  /** The GM's fighters on the players' side: they fight beside the party. */
  readonly allies?: readonly ForeseeMonsters[];
  readonly fights: number;
  readonly seed: number;
  /**
   * The part of the run this request is, when the fights are split across workers: fights
   * `first` .. `first + count - 1` of the `fights` (each with its own dice, so the parts' tallies
   * merge into the whole run's report). The whole run when left out.
   */
  readonly part?: { readonly first: number; readonly count: number };
}

/**
 * The simulation of a request, ready to run in steps: the system's code loaded, each
 * character's sheet and last declared round read from its inputs (or the demo's), every
 * fighter starting unhurt (the system's initial state).
 * @throws Error "Expected ... but received ..." for an unknown system, inputs that cannot be read, or a side left empty.
 */
export async function prepareForesee(req: ForeseeRequest): Promise<Simulation> {
  const rs = await findRulesetAsync(req.rulesetId);
  if (!rs) throw new Error(`Expected a rule system this app knows but received "${req.rulesetId}"`);
  const party: SimCombatant[] = req.party.map((c) => {
    if (c.kind === 'demo') {
      const d = rs.demos[c.index];
      if (!d) throw new Error(`Expected a demo character of ${rs.name} but received number ${c.index + 1}`);
      return { name: d.name, sheet: d.sheet, ...(d.declaration ? { declaration: d.declaration } : {}) };
    }
    try {
      const input = decodeInputs(rs, fromHex(c.hex));
      return { name: c.name, sheet: input.sheet, declaration: input.declaration };
    } catch (e) {
      throw new Error(`Expected ${c.name}'s sheet from the verified round but received one that cannot be read: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
  const group = (m: ForeseeMonsters): SimCombatant => ({ name: m.name, sheet: m.sheet, declaration: m.declaration, count: m.count });
  return startSimulation(rs, { party: [...party, ...(req.allies ?? []).map(group)], monsters: req.monsters.map(group) }, { fights: req.part?.count ?? req.fights, seed: req.seed, firstFight: req.part?.first ?? 0 });
}
