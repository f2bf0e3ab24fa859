/**
 * The verified table lists phones in the order they joined, whatever their ids: an id of 8
 * decimal digits is an integer-like key, which a JavaScript object lists first.
 */
import { describe, expect, it } from 'vitest';
import { joinPhone, phonesInOrder } from '../../src/ui/gm/verified';
import type { JoinCode } from '../../src/verify/join';

const code = (id: string, label: string): JoinCode => ({ id, length: 400, commitment: `c-${id}`, label });

describe('verified table: phones in joining order', () => {
  it('keeps the joining order when a later phone has an all-digit id', () => {
    let t = joinPhone(undefined, code('a1b2c3d4', 'Ana'));
    t = joinPhone(t, code('12345678', 'Ana'));
    expect(Object.keys(t.phones)[0]).toBe('12345678'); // the object's own order puts it first
    expect(phonesInOrder(t).map((p) => p.id)).toEqual(['a1b2c3d4', '12345678']);
  });

  it('keeps a phone its place when it joins again with the same commitment', () => {
    let t = joinPhone(undefined, code('00000001', 'Bo'));
    t = joinPhone(t, code('ffffffff', 'Cy'));
    t = joinPhone(t, code('00000001', 'Bo again'));
    expect(phonesInOrder(t).map((p) => p.label)).toEqual(['Bo again', 'Cy']);
  });

  it('lists phones saved without a joining number first, in the record\'s order', () => {
    const t = joinPhone({ on: true, code: '', earlier: [], phones: { dddddddd: { ...code('dddddddd', 'Old'), lastLink: 3, lastCode: 'X' } } }, code('99999999', 'New'));
    expect(phonesInOrder(t).map((p) => p.label)).toEqual(['Old', 'New']);
  });
});
