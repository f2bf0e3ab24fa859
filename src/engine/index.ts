/** The engine's public surface: pure TypeScript, no DOM, no UI or storage imports. */
export * from './dice';
export * from './notation';
export * from './dist';
export * from './schema';
export * from './ruleset';
export * from './check';
export * from './order';
