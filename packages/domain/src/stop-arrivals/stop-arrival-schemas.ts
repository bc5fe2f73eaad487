import { z } from 'zod';

/** A carrier's choice for arrivals and departures noticed from the track. */
export const StopArrivalSettingsBodySchema = z.object({
  /** Record them at once (true) or propose them for someone to confirm (false). */
  recordAutomatically: z.boolean(),
});
export type StopArrivalSettingsBody = z.input<typeof StopArrivalSettingsBodySchema>;

export const StopArrivalSettingsSchema = z.object({
  data: z.object({
    recordAutomatically: z.boolean(),
    /** The fence's radius in miles, and the wider ring the truck must pass to have left. */
    enterMiles: z.number(),
    leaveMiles: z.number(),
    /** The caller may change the choice (the carrier's admins). */
    canChange: z.boolean(),
  }),
});
export type StopArrivalSettings = z.output<typeof StopArrivalSettingsSchema>['data'];
