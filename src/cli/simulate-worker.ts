/**
 * One part of `engine simulate`'s fights in a worker thread (./simulate-parts.ts): the ruleset by
 * id, the encounter and the options with the part's `firstFight` and `fights` come in as
 * `workerData`; the part's tally (engine/simulate-tally.ts) goes out as one message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startSimulation, type Encounter, type SimulationOptions } from '../engine/simulate';
import { getRuleset } from '../rulesets';

/** What the worker is given. */
export interface PartData { readonly rulesetId: string; readonly encounter: Encounter; readonly opts: SimulationOptions }

const data = workerData as PartData;
const sim = startSimulation(getRuleset(data.rulesetId), data.encounter, data.opts);
sim.step(sim.total);
parentPort!.postMessage(sim.tally());
