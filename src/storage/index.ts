/**
 * Storage: characters, their remembered round inputs, history and first-run demos, in IndexedDB.
 * Backups (./backup, ./import) and persistent storage (./persist) are imported from their own modules by
 * the backup screen, so their code stays in its lazy chunk.
 */
export * from './db';
export * from './errors';
export * from './records';
export * from './characters';
export * from './prefs';
export * from './summary';
export * from './history';
export * from './seed';
export * from './rulesets';
export * from './schemas';
export * from './migrate';
export * from './bundle';
export * from './manage';
export * from './pending';
export * from './state';
export * from './rolled';
export * from './queue';
