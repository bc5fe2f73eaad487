import { describe, expect, it } from 'vitest';
import { payTimelineSteps } from './pay-timeline-steps';

const none = { documentsReceived: null, approved: null, scheduled: null, paid: null };

describe('payTimelineSteps', () => {
  it('makes the first step next while nothing has happened', () => {
    expect(payTimelineSteps(none).map((s) => s.state)).toEqual(['next', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('marks what happened done, with its time, and the step after it next', () => {
    const steps = payTimelineSteps({ ...none, documentsReceived: '2026-11-02T15:00:00.000Z', approved: '2026-11-03T15:00:00.000Z' });
    expect(steps.map((s) => [s.key, s.state, s.at])).toEqual([
      ['documentsReceived', 'done', '2026-11-02T15:00:00.000Z'],
      ['approved', 'done', '2026-11-03T15:00:00.000Z'],
      ['scheduled', 'next', null],
      ['paid', 'upcoming', null],
    ]);
  });

  it('counts an earlier step without a time of its own done when a later one happened', () => {
    const steps = payTimelineSteps({ ...none, approved: '2026-11-03T15:00:00.000Z' });
    expect(steps[0]).toEqual({ key: 'documentsReceived', at: null, state: 'done' });
    expect(steps[2].state).toBe('next');
  });
});
