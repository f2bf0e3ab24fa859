import { describe, expect, it } from 'vitest';
import { createGmModel } from '../../src/ui/gm/model';
import type { OrderRow, OrderView } from '../../src/ui/gm/order-view';
import { attack, lookup, result } from './fixtures';

const rows = (v: OrderView): OrderRow[] => v.sections.flatMap((s) => s.groups.flatMap((g) => g.rows));
const byKey = (v: OrderView) => new Map(rows(v).map((r) => [r.key, r]));

describe('the order keeps the rows a change did not touch', () => {
  it('gives a newer code of one character new rows, and keeps every other row the same object', () => {
    const m = createGmModel({ lookup, now: () => 1000 });
    m.ingest(result('Aria', 1, [attack('a1', 'Longsword', 8)]));
    m.ingest(result('Bo', 1, [attack('a1', 'Axe', 5), attack('a2', 'Axe', 3)]));
    m.ingest(result('Cyn', 1, [attack('a1', 'Bow', 7)]));
    const before = byKey(m.order.value);
    m.ingest(result('Bo', 2, [attack('a1', 'Axe', 9), attack('a2', 'Axe', 3)]));
    const after = m.order.value;
    const now = byKey(after);
    expect(now.get('p:aria/a1')).toBe(before.get('p:aria/a1'));
    expect(now.get('p:cyn/a1')).toBe(before.get('p:cyn/a1'));
    // Bo's second attack shows the same as before; his first moved to 9.
    expect(now.get('p:bo/a2')).toBe(before.get('p:bo/a2'));
    expect(now.get('p:bo/a1')).not.toBe(before.get('p:bo/a1'));
    expect(now.get('p:bo/a1')!.when).toBe('9');
    expect(after.sections.flatMap((s) => s.groups.map((g) => `${g.when}:${g.rows.map((r) => r.who).join('+')}`))).toEqual(['9:Bo', '8:Aria', '7:Cyn', '3:Bo']);
  });

  it('keeps the whole order when a change of the round leaves it as it was, and rebuilds it when a row changes', () => {
    const m = createGmModel({ lookup, now: () => 1000 });
    m.ingest(result('Aria', 1, [attack('a1', 'Longsword', 8)]));
    const first = m.order.value;
    // The marker moves: the round changed, its order did not.
    m.step(1);
    expect(m.round.value.now).toBe(first.steps[0]);
    expect(m.order.value).toBe(first);
    m.mark('p:aria/a1', { note: 'watch the door' });
    expect(m.order.value).not.toBe(first);
    expect(rows(m.order.value)[0]!.notes).toContainEqual({ text: 'Your note: watch the door', gm: true });
  });
});
