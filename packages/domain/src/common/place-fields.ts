import { z } from 'zod';

/** A place resolved against the reference data: its city, postal code and country with coordinates and time zone, as answers carry it. */
export const placeFields = {
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  ianaTimezone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
};
