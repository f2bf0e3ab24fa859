/** The verified table page has its own route, reachable by link and by typing the address. */
import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute } from '../../src/ui/common/route';

describe('verified table route', () => {
  it('#/verified (with or without a trailing slash) opens the verified table page, and its link leads there', () => {
    expect(parseRoute('#/verified')).toEqual({ name: 'verified' });
    expect(parseRoute('#/verified/')).toEqual({ name: 'verified' });
    expect(parseRoute(hrefOf({ name: 'verified' }))).toEqual({ name: 'verified' });
    expect(parseRoute('#/verified/x').name).toBe('not-found');
  });
});
