/**
 * The engine CLI's verified-roll commands (README "Verified rolls"): decode a code,
 * re-derive dice by hand, and check a round as the GM's phone does, with no browser.
 *   engine decode --code "RC5:..."                       (or --code-file F)
 *   engine dice --secret HEX --code K7QFA --name NAME --sides 10,100,8
 *   engine verify --code "RC5:..." --join "RCJ1:..." --round-code K7QFA [--earlier 1:AB12V,2:CD34F] [--last-link N --last-code CODE]
 */
import { readFileSync } from 'node:fs';
import { decodePayload } from '../share/payload';
import { hashTimes } from '../verify/chain';
import { deriveFaces, diceName } from '../verify/derive';
import { fromHex, toHex } from '../share/codec/hex';
import { decodeJoinCode } from '../verify/join';
import { parseRoundCode } from '../share/roundCode';
import { verifyRound, type EarlierCode } from '../verify/verify';
import { InputError, UsageError } from './args';
import { decodeInputs } from '../verify/inputs';
import { findRuleset } from '../rulesets';

type Flags = Readonly<Record<string, string>>;

function codeText(flags: Flags, name = 'code'): string {
  if (flags[`${name}-file`]) {
    try { return readFileSync(flags[`${name}-file`]!, 'utf8').trim(); } catch (e) { throw new InputError(`Could not read --${name}-file: ${(e as Error).message}`); }
  }
  if (!flags[name]) throw new UsageError(`Expected --${name} TEXT or --${name}-file FILE`);
  return flags[name]!;
}

async function decoded(flags: Flags) {
  const d = await decodePayload(codeText(flags));
  if (!d.ok) throw new InputError(`The code could not be read: ${d.message}`);
  return d.value;
}

function roundCode(text: string | undefined, flag: string): string {
  if (!text) throw new UsageError(`Expected ${flag} CODE (the GM's 5-character round code)`);
  const c = parseRoundCode(text);
  if (!c.ok) throw new InputError(`${flag}: ${c.message}`);
  return c.code;
}

/** Dice `engine dice` re-derives at most: a round of the five systems draws a few dozen. */
export const MAX_SIDES_LISTED = 1000;
/** The largest die the derived words can roll fairly (engine/dice.ts `faceFromWords`). */
const MAX_DIE = 2 ** 32;

function sidesList(text: string | undefined): number[] {
  const shown = (text ?? '').length > 40 ? `${text!.slice(0, 40)}…` : text ?? '';
  if (!text || !/^\d+(,\d+)*$/.test(text)) throw new InputError(`Expected --sides as whole numbers separated by commas, e.g. 10,100,8, but received "${shown}"`);
  const sides = text.split(',').map(Number);
  if (sides.length > MAX_SIDES_LISTED) throw new InputError(`Expected --sides to list at most ${MAX_SIDES_LISTED} dice, but received ${sides.length}`);
  const bad = sides.find((s) => s < 1 || s > MAX_DIE);
  if (bad !== undefined) throw new InputError(`Expected every die in --sides to have from 1 to ${MAX_DIE} sides, but received ${bad > MAX_DIE ? text.split(',')[sides.indexOf(bad)] : bad}`);
  return sides;
}

function earlierCodes(text: string | undefined): EarlierCode[] {
  if (!text) return [];
  return text.split(',').map((part) => {
    const m = /^(\d+):(.+)$/.exec(part);
    if (!m) throw new InputError(`Expected --earlier as ROUND:CODE pairs separated by commas, but received "${part}"`);
    return { round: Number(m[1]), code: roundCode(m[2], '--earlier') };
  });
}

/**
 * `decode`: the round a code carries, as JSON (its proof included). A verified round's inputs
 * come as JSON too, `proof.inputs` = `{ sheet, declaration, options, state? }` read against its
 * ruleset's schemas (what the GM's check rolls again from), with their bytes as
 * `proof.inputsHex`; inputs that do not read give `proof.inputs` = `{ error }` instead.
 */
export async function decodeCommand(flags: Flags): Promise<unknown> {
  const round = await decoded(flags);
  const p = round.proof;
  if (!p?.inputs) return round;
  const rs = findRuleset(round.rulesetId);
  let inputs: unknown;
  try {
    if (!rs) throw new Error(`the rule system "${round.rulesetId}" is not in this app`);
    inputs = decodeInputs(rs, fromHex(p.inputs));
  } catch (e) {
    inputs = { error: `The sheet and declaration do not read: ${(e as Error).message}` };
  }
  return { ...round, proof: { ...p, inputs, inputsHex: p.inputs } };
}

/** `dice`: faces derived from a secret, a round code and a character's name, for dice of the given sides. */
export async function diceCommand(flags: Flags): Promise<unknown> {
  let secret: Uint8Array;
  try { secret = fromHex(flags.secret ?? '', 16); } catch (e) { throw new InputError(`--secret: ${(e as Error).message}`); }
  if (flags.name === undefined) throw new UsageError('Expected --name NAME (the character\'s name as the code shows it)');
  const code = roundCode(flags.code, '--code');
  const sides = sidesList(flags.sides);
  const faces = await deriveFaces(secret, code, flags.name, sides);
  return { name: diceName(flags.name), code, dice: sides.map((s, i) => ({ sides: s, face: faces[i] })) };
}

/** `verify`: the GM's check of a code against a join code and the round code, with the chain and the dice spelled out. */
export async function verifyCommand(flags: Flags): Promise<unknown> {
  const round = await decoded(flags);
  const j = decodeJoinCode(codeText(flags, 'join'));
  if (!j.ok) throw new InputError(`The join code could not be read: ${j.message}`);
  const code = roundCode(flags['round-code'], '--round-code');
  const lastLink = flags['last-link'] !== undefined ? Number(flags['last-link']) : (round.proof?.link ?? 1) - 1;
  if (!Number.isInteger(lastLink) || lastLink < 0) throw new InputError(`Expected --last-link to be a whole number, but received "${flags['last-link']}"`);
  const phone = { ...j.value, lastLink, lastCode: flags['last-code'] ?? '' };
  const checked = await verifyRound(round, { code, earlier: earlierCodes(flags.earlier), phones: { [phone.id]: phone } });
  const p = round.proof;
  // Without the table's history the CLI cannot know what the GM's phone knows: say so, rather
  // than call an earlier round's code a wrong one.
  const unknownCode = checked.round.status === 'not-verified' && checked.round.reason === 'wrong-code' && !flags.earlier;
  const notThisRound = { status: 'not-verified', reason: 'not-this-round', message: `Rolled with the code ${p?.code}, not ${code}. Without --earlier ROUND:CODE,... (the table's earlier codes) this cannot tell a mistyped code from an earlier round's result replayed.` } as const;
  const verdict = unknownCode ? { ...checked, round: notThisRound, entries: checked.entries.map(() => notThisRound) } : checked;
  const cannotTell = [
    ...(flags['last-link'] === undefined ? ['Without --last-link and --last-code (the last link and code the GM\'s phone saw from this phone), this check takes the roll as the phone\'s next round: it cannot tell a replay of a link already shown, a re-roll of this round (same link and code, other figures) or a skipped round.'] : []),
    ...(!flags.earlier ? ['Without --earlier, a code of an earlier round is not recognised as a replay.'] : []),
  ];
  const chain = p && /^[0-9a-f]{32}$/.test(p.secret) && p.link <= 1000
    ? { link: p.link, secret: p.secret, hashedLinkTimes: toHex(await hashTimes(fromHex(p.secret), p.link)), commitment: j.value.commitment }
    : undefined;
  const dice = verdict.drawn ? [...verdict.drawn] : p && chain ? await deriveFaces(fromHex(p.secret), p.code, round.character, p.draws).then((f) => p.draws.map((s, i) => ({ sides: s, face: f[i] }))).catch(() => undefined) : undefined;
  return {
    character: round.character,
    phone: { id: j.value.id, label: j.value.label },
    chain,
    dice,
    ...(cannotTell.length ? { cannotTell } : {}),
    verdict: {
      round: verdict.round,
      entries: verdict.entries.map((v, i) => ({ label: round.entries[i]?.label, ...v })),
      spare: verdict.spare,
      manual: verdict.manual,
    },
  };
}
