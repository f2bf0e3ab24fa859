import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendResult } from '../../src/share/send';

const named = (name: string) => Object.assign(new Error(name), { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending the shared text', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share, canShare: () => true });
    expect(await sendResult('Vex: round', 'Rollcall round')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Rollcall round', text: 'Vex: round' });
  });

  it('reports a closed share sheet as cancelled, without copying', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share: async () => { throw named('AbortError'); }, clipboard: { writeText } });
    expect(await sendResult('text', 'title')).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies when sharing is refused for another reason', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share: async () => { throw named('NotAllowedError'); }, clipboard: { writeText } });
    expect(await sendResult('text', 'title')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('text');
  });

  it('copies to the clipboard where there is no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await sendResult('text', 'title')).toBe('copied');
  });

  it('copies when the browser cannot share this data', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share, canShare: () => false, clipboard: { writeText: async () => undefined } });
    expect(await sendResult('text', 'title')).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('fails when neither sharing nor copying works', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => { throw named('NotAllowedError'); } } });
    expect(await sendResult('text', 'title')).toBe('failed');
  });
});
