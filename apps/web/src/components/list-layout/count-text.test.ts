import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it('groups thousands, and marks a count that stopped at its cap', () => {
    expect(countText(312)).toBe('312');
    expect(countText(1000, true)).toBe('1,000+');
    expect(countText(12345, false)).toBe('12,345');
  });
});
