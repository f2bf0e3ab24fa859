/**
 * How an outcome's tone (the engine's -1..3: fumble, fail, hit, strong, grievous) is shown on
 * both the player's and the GM's screens: a shape beside the word, and the shell's colour class
 * (styles.css), so an outcome is never told by colour alone.
 */
import type { CheckResult } from '../../engine/ruleset';

/** The shape shown beside an outcome word, by tone (never colour alone). */
export const TONE_ICON: Record<CheckResult['tone'], string> = { [-1]: '⚠', 0: '✗', 1: '✓', 2: '★', 3: '✸' };
/** The shell's tone classes, by tone. */
export const TONE_CLASS: Record<CheckResult['tone'], string> = { [-1]: 'tone-fumble', 0: 'tone-fail', 1: 'tone-hit', 2: 'tone-crit', 3: 'tone-griev' };
