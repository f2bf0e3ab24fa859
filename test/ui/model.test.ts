import 'fake-indexeddb/auto';
import { getRuleset } from '../../src/rulesets';
import { describe, expect, it, vi } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { createCharacterModel } from '../../src/ui/player/model';
import { idbRepo, memoryRepo, resilientRepo } from '../../src/ui/data/repo';

let n = 0;
const find = (id: string) => (id === spelljammer.id ? spelljammer : undefined);
const deps = { find, dice: () => seededDice(7), now: () => 1_700_000_000_000 };

async function fighter(repo = idbRepo({ dbName: `model-${++n}`, findRuleset: find, rulesets: [spelljammer] })) {
  await repo.seed();
  const { characters } = await repo.listCharacters();
  const c = characters[0]!;
  const m = createCharacterModel(c.id, repo, deps);
  await m.load();
  return { repo, m, c };
}


describe('character model', () => {
  it('shows live odds for the demo declaration, and they follow the declaration', async () => {
    const { m } = await fighter();
    expect(m.status.value).toBe('ready');
    const before = m.plan.value;
    expect(before.ok).toBe(true);
    const movement = m.declarationSchema.value!.fields.find((f) => f.key === 'movement');
    const run = movement?.kind === 'select' ? movement.options.find((o) => /run/i.test(o.label))?.value : undefined;
    expect(run).toBeDefined();
    m.declaration.value = { ...m.declaration.value, movement: run! };
    const after = m.plan.value;
    expect(after.ok).toBe(true);
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
  });

  it('a mistyped declaration number gives a message instead of odds, and nothing throws', async () => {
    const { m } = await fighter();
    m.declaration.value = { ...m.declaration.value, attackers: 'lots' };
    expect(m.plan.value).toEqual({ ok: false, message: 'Fix the marked fields of the round to see the odds.' });
    expect(m.declarationIssues.value.map((i) => i.path)).toContain('attackers');
    expect(m.roll()).toBeNull();
  });

  it('Roll gives a result, stores it in the history, and the next visit restores the declaration', async () => {
    const { repo, m, c } = await fighter();
    m.declaration.value = { ...m.declaration.value, attackers: 3 };
    const r = m.roll();
    expect(r?.character).toBe(c.sheet['name']);
    expect(m.result.value).toBe(r);
    await m.saved();
    expect(m.rounds.value).toHaveLength(1);
    const again = createCharacterModel(c.id, repo, deps);
    await again.load();
    expect(again.declaration.value['attackers']).toBe(3);
    expect(again.rounds.value.map((h) => h.result.at)).toEqual([r!.at]);
  });

  it('Save keeps an invalid sheet draft with its messages and writes nothing', async () => {
    const { repo, m, c } = await fighter();
    m.sheetDraft.value = { ...m.sheetDraft.value, currentHp: '4o' };
    expect(await m.saveSheet()).toBe(false);
    expect(m.sheetDraft.value['currentHp']).toBe('4o');
    expect(m.sheetMessage.value?.ok).toBe(false);
    const stored = await repo.getCharacter(c.id);
    expect(stored?.ok && stored.value.sheet['currentHp']).toBe(c.sheet['currentHp']);
    m.sheetDraft.value = { ...m.sheetDraft.value, currentHp: 7 };
    expect(await m.saveSheet()).toBe(true);
    const saved = await repo.getCharacter(c.id);
    expect(saved?.ok && saved.value.sheet['currentHp']).toBe(7);
  });

  it('taking damage lowers current HP and the wound status follows', async () => {
    const { m } = await fighter();
    const hp = m.character.value!.sheet['currentHp'] as number;
    await m.adjustHp(-5);
    expect(m.character.value!.sheet['currentHp']).toBe(hp - 5);
  });

  it('without IndexedDB the memory repo takes over and says so; rolling still works', async () => {
    let told = '';
    const broken = idbRepo({ findRuleset: find, rulesets: [spelljammer] });
    const failing = { ...broken, seed: async () => { const { DbUnavailableError } = await import('../../src/storage/db'); throw new DbUnavailableError('test'); } };
    const repo = resilientRepo(failing, memoryRepo([spelljammer], find), (msg) => { told = msg; });
    await repo.seed();
    expect(told).toMatch(/still roll/);
    expect(repo.kind).toBe('memory');
    const { m } = await fighter(repo);
    expect(m.roll()).not.toBeNull();
  });
});

describe('remembering the declaration', () => {
  it('a changed declaration is remembered without rolling', async () => {
    const { repo, m, c } = await fighter();
    m.setDeclaration({ ...m.declaration.value, attackers: 4 });
    await m.flush();
    const again = createCharacterModel(c.id, repo, deps);
    await again.load();
    expect(again.declaration.value['attackers']).toBe(4);
  });
});

describe('sheet and declaration together', () => {
  it('removing the declared weapon from the sheet resets the declaration to a weapon that exists', async () => {
    const { m } = await fighter();
    const weapons = m.sheetDraft.value['weapons'] as { name: string }[];
    expect(weapons.length).toBeGreaterThan(1);
    m.setDeclaration({ ...m.declaration.value, action: 'attack', weapon: String(weapons.length - 1) });
    m.sheetDraft.value = { ...m.sheetDraft.value, weapons: weapons.slice(0, 1) };
    expect(await m.saveSheet()).toBe(true);
    expect(m.declarationIssues.value).toEqual([]);
    expect(m.declaration.value['weapon']).toBe('0');
    expect(m.plan.value.ok).toBe(true);
  });
});

describe('rules loaded on first use', () => {
  it('with the app\'s catalog (no lookup given), the demo loads with its ruleset and shows live odds', async () => {
    const repo = idbRepo({ dbName: `model-${++n}` });
    await repo.seed();
    const c = (await repo.listCharacters()).characters[0]!;
    const m = createCharacterModel(c.id, repo, { dice: deps.dice, now: deps.now });
    expect(m.plan.value.ok).toBe(false);
    await m.load();
    // The first demo listed may be of any ruleset: the model must have loaded that one.
    expect(m.ruleset.value).toBe(getRuleset(c.rulesetId));
    expect(m.plan.value.ok).toBe(true);
  });

  it('rules that cannot be loaded give a problem that says so, not a crash', async () => {
    const repo = idbRepo({ dbName: `model-${++n}`, findRuleset: find, rulesets: [spelljammer] });
    await repo.seed();
    const c = (await repo.listCharacters()).characters[0]!;
    const m = createCharacterModel(c.id, repo, { find: async () => { throw new Error('offline'); } });
    await m.load();
    expect(m.status.value).toBe('problem');
    expect(m.problem.value).toBe('The rules "spelljammer" could not be loaded (offline). Reload to try again.');
  });
});

describe('New round', () => {
  const zones = getRuleset('zones-factions');
  const findZones = (id: string) => (id === zones.id ? zones : undefined);

  it('in a system whose round spans several rolls, raises the declared round so the turn is fresh again', async () => {
    const repo = idbRepo({ dbName: `model-${++n}`, findRuleset: findZones, rulesets: [zones] });
    await repo.seed();
    const c = (await repo.listCharacters()).characters[0]!;
    const m = createCharacterModel(c.id, repo, { find: findZones, dice: () => seededDice(3), now: () => 1_700_000_000_000 });
    await m.load();
    const round = Number(m.declaration.value['round']);
    expect(m.roll()).toBeTruthy();
    await m.saved();
    expect(m.result.value).not.toBeNull();
    m.newRound();
    expect(m.result.value).toBeNull();
    expect(m.declaration.value['round']).toBe(round + 1);
    expect(m.plan.value.ok).toBe(true);
  });

  it('in a system without a round field, only clears the result', async () => {
    const { m } = await fighter();
    expect(m.roll()).toBeTruthy();
    await m.saved();
    const before = m.declaration.value;
    m.newRound();
    expect(m.result.value).toBeNull();
    expect(m.declaration.value).toBe(before);
  });
});

describe('Reacting to an attack', () => {
  it('fills the declaration with the reaction, and New round brings back what was declared before it', async () => {
    const { m } = await fighter();
    const declared = m.declaration.value;
    m.reactWith({ movement: 'none' });
    expect(m.declaration.value).toEqual({ ...declared, movement: 'none' });
    m.reactWith({ movement: 'run' });
    expect(m.roll()).toBeTruthy();
    await m.saved();
    m.newRound();
    expect(m.declaration.value).toEqual(declared);
  });
});

describe('Sheet edits are kept as a draft at once', () => {
  it('a sheet edit is in storage before any timer runs, so closing the tab right after typing keeps it', async () => {
    const { m, repo, c } = await fighter();
    // setTimeout frozen: a write that waited for a pause would never happen here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      m.sheetDraft.value = { ...m.sheetDraft.value, name: 'Derrick the Bold' };
      let stored: unknown;
      for (let i = 0; i < 50 && !stored; i++) {
        await new Promise((r) => setImmediate(r));
        stored = await repo.loadDraft(c.id);
      }
      expect(stored).toMatchObject({ name: 'Derrick the Bold' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('no stale sheet', () => {
  it('refuses to roll while the sheet has unsaved edits and says so; Undo gives Roll back', async () => {
    const { m } = await fighter();
    m.sheetDraft.value = { ...m.sheetDraft.value, name: 'Derrick the Bold' };
    expect(m.rollBlocked.value).toMatch(/unsaved changes/);
    expect(m.roll()).toBeNull();
    expect(m.result.value).toBeNull();
    m.undoSheet();
    expect(m.rollBlocked.value).toBeNull();
    expect(m.roll()).not.toBeNull();
  });

  it('rolls with the edited sheet once it is saved', async () => {
    const { m } = await fighter();
    m.sheetDraft.value = { ...m.sheetDraft.value, name: 'Derrick the Bold' };
    expect(await m.saveSheet()).toBe(true);
    expect(m.roll()?.character).toBe('Derrick the Bold');
  });

  // 001 BCB: the BCB on the attack defaults to the whole BCB; the rest goes to AC.
  it('the BCB on the attack follows a raised BCB until the player sets it', async () => {
    const bcb = getRuleset('bcb-d20');
    const findBcb = (id: string) => (id === bcb.id ? bcb : undefined);
    const repo = idbRepo({ dbName: `model-${++n}`, findRuleset: findBcb, rulesets: [bcb] });
    await repo.seed();
    const blogo = (await repo.listCharacters()).characters.find((c) => c.sheet['name'] === 'Blogo')!;
    const m = createCharacterModel(blogo.id, repo, { ...deps, find: findBcb });
    await m.load();
    m.setDeclaration({ ...m.declaration.value, action: 'attack' });
    expect(m.declaration.value['bcbToHit']).toBe(blogo.sheet['bcb']);
    m.sheetDraft.value = { ...m.sheetDraft.value, bcb: 3 };
    expect(await m.saveSheet()).toBe(true);
    expect(m.declaration.value['bcbToHit']).toBe(3);
    // Set by the player: it stays when the BCB changes again.
    m.setDeclaration({ ...m.declaration.value, bcbToHit: 1 });
    m.sheetDraft.value = { ...m.sheetDraft.value, bcb: 5 };
    expect(await m.saveSheet()).toBe(true);
    expect(m.declaration.value['bcbToHit']).toBe(1);
  });
});

describe('a failed write', () => {
  it('puts back the hit points shown (the stored ones) and announces it', async () => {
    const { repo, c } = await fighter();
    const full = { ...repo, saveCharacter: async () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); } };
    const m = createCharacterModel(c.id, full, deps);
    await m.load();
    const hp = m.character.value!.sheet['currentHp'] as number;
    const declared = m.declaration.value;
    await m.adjustHp(-5);
    expect(m.character.value!.sheet['currentHp']).toBe(hp);
    expect(m.sheetDraft.value['currentHp']).toBe(hp);
    expect(m.declaration.value).toBe(declared);
    expect(m.writeFailed.value).toMatch(new RegExp(`^Current HP not saved, so it stays at ${hp}: .*no room left`));
    const stored = await repo.getCharacter(c.id);
    expect(stored?.ok && stored.value.sheet['currentHp']).toBe(hp);
  });
});
