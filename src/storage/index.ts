/** Storage: characters, their remembered round inputs, history and first-run demos, in IndexedDB. */
export * from './db';
export * from './errors';
export * from './records';
export * from './characters';
export * from './prefs';
export * from './history';
export * from './seed';
export * from './rulesets';
export * from './schemas';
export * from './migrate';
export * from './bundle';
export * from './manage';
export * from './backup';
export * from './persist';
export * from './pending';
