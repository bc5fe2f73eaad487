import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpiryCountdown, remainingText } from './expiry-countdown';

describe('remainingText', () => {
  it('reads days and hours, hours and minutes, or minutes', () => {
    expect(remainingText((2 * 24 + 4) * 3600_000 + 5 * 60_000)).toBe('2d 4h');
    expect(remainingText(3 * 3600_000 + 12 * 60_000)).toBe('3h 12m');
    expect(remainingText(9 * 60_000 + 30_000)).toBe('9m');
    expect(remainingText(-5000)).toBe('0m');
  });
});

describe('ExpiryCountdown', () => {
  it('counts down to the deadline and reads Expired after it', () => {
    const { rerender } = render(<ExpiryCountdown expiresAt={new Date(Date.now() + 3 * 3600_000 + 30_000).toISOString()} />);
    expect(screen.getByRole('timer').textContent).toContain('Expires in 3h 0m');
    rerender(<ExpiryCountdown expiresAt={new Date(Date.now() - 1000).toISOString()} />);
    expect(screen.getByRole('timer').textContent).toContain('Expired');
  });
});
