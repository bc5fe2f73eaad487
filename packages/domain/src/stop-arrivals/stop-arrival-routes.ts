import { route } from '../api/route-contract';
import { StopArrivalSettingsBodySchema, StopArrivalSettingsSchema } from './stop-arrival-schemas';

const portal = { service: 'portal', tags: ['stop-arrivals'] } as const;

/** Arrivals noticed from the track: the carrier's choice between recording them at once and confirming each. */
export const stopArrivalRoutes = {
  getSettings: route({
    ...portal,
    method: 'GET',
    path: '/stop-arrivals/settings',
    summary: "The carrier's choice for arrivals and departures noticed from the track (its users read it)",
    answer: StopArrivalSettingsSchema,
  }),
  saveSettings: route({
    ...portal,
    method: 'PUT',
    path: '/stop-arrivals/settings',
    summary: "The carrier's admins choose whether noticed arrivals and departures are recorded at once or proposed for confirmation",
    body: StopArrivalSettingsBodySchema,
    answer: StopArrivalSettingsSchema,
  }),
} as const;
