import { describe, expect, it } from 'vitest';
import { sentSentence } from '../../src/ui/link/words';

describe('the player card after a round went on the link', () => {
  it('quotes the GM phone\'s sentence as the GM\'s, not as the player\'s own', () => {
    expect(sentSentence('Took Ada\'s round.')).toBe('Sent to the GM. Their phone says: “Took Ada\'s round.”');
  });
  it('says it once when the GM phone gave no sentence of its own', () => {
    expect(sentSentence('')).toBe('Sent to the GM.');
    expect(sentSentence('Sent to the GM.')).toBe('Sent to the GM.');
  });
});
