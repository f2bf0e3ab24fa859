import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../src/ui/common/route';

describe('backup routes', () => {
  it.each([
    ['#/backup', { name: 'backup', view: 'home' }],
    ['#/backup/receive', { name: 'backup', view: 'receive' }],
    ['#/backup/export/ab%20c', { name: 'backup', view: 'export', id: 'ab c' }],
    ['#/backup/send/x1', { name: 'backup', view: 'send', id: 'x1' }],
  ])('%s opens the backup screen', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it.each(['#/backup/send', '#/backup/receive/x', '#/backup/send/%E0%A4%A', '#/backupx'])('%s is not a screen', (hash) => {
    expect(parseRoute(hash).name).toBe('not-found');
  });
});
