import { describe, expect, it } from 'vitest';
import { helpBlocks } from '../../src/ui/player/RulesHelp';
import { rulesets } from '../../src/rulesets';

describe('the in-app rules help', () => {
  it('splits paragraphs and lists, joining wrapped list lines', () => {
    expect(helpBlocks('First para\ncontinues.\n\nLead:\n- one\n  wraps\n- two')).toEqual([
      { kind: 'p', text: 'First para continues.' },
      { kind: 'p', text: 'Lead:' },
      { kind: 'ul', items: ['one wraps', 'two'] },
    ]);
  });

  it.each(rulesets.map((r) => [r.id, r] as const))('%s help names each table option it documents', (_id, rs) => {
    const text = helpBlocks(rs.help).map((b) => (b.kind === 'p' ? b.text : b.items.join(' '))).join(' ');
    expect(text.length).toBeGreaterThan(200);
    expect(text).toMatch(/option/i);
    expect(text).toMatch(/GM/);
  });
});
