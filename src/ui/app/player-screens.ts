/**
 * The player's screens (src/ui/player). Until that folder lands, the glob finds nothing and
 * the shell shows a short note instead; once it exists this resolves to its exports.
 */
import type { ComponentType } from 'preact';

interface PlayerModule {
  readonly CharacterList: ComponentType;
  readonly CharacterScreen: ComponentType<{ id: string }>;
}

const found = Object.values(import.meta.glob<PlayerModule>('../player/index.ts', { eager: true }))[0];

/** The player's screens, or undefined while the player folder is missing. */
export const player: PlayerModule | undefined = found;
