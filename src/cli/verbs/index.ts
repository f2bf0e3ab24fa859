/** The engine CLI's verbs, in the order `engine --help` lists them: one line each. */
import type { Verb } from '../verb';
import { compare } from './compare';
import { decode } from './decode';
import { demo } from './demo';
import { dice } from './dice';
import { hit } from './hit';
import { list } from './list';
import { monster } from './monster';
import { nextRound } from './next-round';
import { plan } from './plan';
import { roll } from './roll';
import { simulate } from './simulate';
import { verify } from './verify';

/** Every verb; a new one is a file in this folder and a line here. */
export const verbs: readonly Verb[] = [list, demo, plan, compare, roll, hit, nextRound, monster, simulate, decode, dice, verify];
