/**
 * Ready monsters made at their first read (src/engine/monster.ts `onFirstRead`): loading a rule
 * system's code, as a player's tap on a character does, makes none of them; the GM's first look
 * makes the list once, and every later read gets that same list.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstRead } from '../../src/engine/monster';

describe('onFirstRead', () => {
  it('builds nothing until read, then once, and gives the same value after', () => {
    const build = vi.fn(() => [{ name: 'Goblin' }]);
    const read = onFirstRead(build);
    expect(build).not.toHaveBeenCalled();
    const first = read();
    expect(read()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined without building it again', () => {
    const build = vi.fn(() => undefined);
    const read = onFirstRead(build);
    read();
    read();
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('ready monsters of every rule system', () => {
  afterEach(() => {
    vi.doUnmock('../../src/engine/monster');
    vi.resetModules();
  });

  it('are made at the first read of `ready`, not when the rules load, and once', async () => {
    vi.resetModules();
    const built: string[] = [];
    vi.doMock('../../src/engine/monster', async (original) => {
      const actual = await original<typeof import('../../src/engine/monster')>();
      let n = 0;
      return {
        ...actual,
        onFirstRead: <T>(build: () => T) => {
          const id = `list ${++n}`;
          return actual.onFirstRead(() => { built.push(id); return build(); });
        },
      };
    });
    const { rulesets } = await import('../../src/rulesets');
    expect(rulesets.filter((r) => r.monsters)).toHaveLength(5);
    expect(built).toEqual([]);
    for (const rs of rulesets) {
      const ready = rs.monsters!.ready;
      expect(ready.length, rs.id).toBeGreaterThanOrEqual(3);
      expect(rs.monsters!.ready, rs.id).toBe(ready);
    }
    expect(built).toHaveLength(5);
    expect(new Set(built).size).toBe(5);
  });
});
