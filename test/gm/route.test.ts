import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute, sharedTextOf } from '../../src/ui/common/route';

describe('the links that open the app', () => {
  it.each([
    ['', { name: 'characters' }],
    ['#/', { name: 'characters' }],
    ['#/gm', { name: 'gm' }],
    ['#gm', { name: 'gm' }],
    ['#/c/abc-123', { name: 'character', id: 'abc-123' }],
    ['#/c/a%20b', { name: 'character', id: 'a b' }],
    ['#/nowhere', { name: 'not-found', hash: '/nowhere' }],
  ])('%s opens %j', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('hands a shared GM link to the decoder exactly as received, "+" and "%" included', () => {
    expect(parseRoute('#gm?r=RC1%3AAB+C%25')).toEqual({ name: 'gm', incoming: '#gm?r=RC1%3AAB+C%25' });
    expect(parseRoute('#/gm?r=RC1%3AX')).toEqual({ name: 'gm', incoming: '#/gm?r=RC1%3AX' });
  });

  it('opens the GM screen without taking anything when the link has no payload', () => {
    expect(parseRoute('#gm?r=')).toEqual({ name: 'gm' });
  });

  it('reads text shared to the app through the share target, undoing form encoding', () => {
    const text = 'Derrick: round rolled\nOpen: https://h/#gm?r=RC1%3AA%2BB';
    const search = '?' + new URLSearchParams({ 'share-title': 'Rollcall round', 'share-text': text }).toString();
    expect(sharedTextOf(search)).toBe(`Rollcall round\n${text}`);
    expect(sharedTextOf('')).toBeNull();
    expect(sharedTextOf('?share-text=%20')).toBeNull();
  });

  it('makes links that lead back to the same screens', () => {
    expect(parseRoute(hrefOf({ name: 'character', id: 'x/y z' }))).toEqual({ name: 'character', id: 'x/y z' });
    expect(parseRoute(hrefOf({ name: 'gm' }))).toEqual({ name: 'gm' });
  });
});
