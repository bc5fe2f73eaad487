/** The steps a carrier invoice goes through on its way to the money, in order. */
export const PAY_STEP_KEYS = ['documentsReceived', 'approved', 'scheduled', 'paid'] as const;
export type PayStepKey = (typeof PAY_STEP_KEYS)[number];

export const PAY_STEP_STATES = ['done', 'next', 'upcoming'] as const;
export type PayStepState = (typeof PAY_STEP_STATES)[number];

/** When each step happened (ISO instants), null while it has not. */
export type PayStepTimes = Record<PayStepKey, string | null>;

export interface PayStep {
  key: PayStepKey;
  at: string | null;
  state: PayStepState;
}

/**
 * The steps with their times: a step with a time is done; the first one without is next, the rest
 * upcoming. A later step done means the earlier ones were too (a payment implies the approval), so
 * an earlier step without a time of its own is still shown done.
 */
export function payTimelineSteps(times: PayStepTimes): PayStep[] {
  const lastDone = PAY_STEP_KEYS.reduce((last, key, index) => (times[key] !== null ? index : last), -1);
  return PAY_STEP_KEYS.map((key, index) => ({
    key,
    at: times[key],
    state: index <= lastDone ? 'done' : index === lastDone + 1 ? 'next' : 'upcoming',
  }));
}
