import { z } from 'zod';
import { ISO_DATE_LENGTH } from '../common/input-limits';
import { optionalText } from '../common/optional-text';
import { idParam, pagingQuery } from '../common/query-schemas';
import { dockDayErrors, HH_MM } from './dock-hours';
import { isCanadianPostalCode } from './postal-code';
import { abbreviationOf } from './regions';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/** Kinds of location the portal offers; Warehouse is the default. */
export const LOCATION_TYPES = ['Warehouse', 'Distribution Center', 'Cold Storage', 'Cross Dock', 'Manufacturing', 'Terminal', 'Yard', 'Retail', 'Port'] as const;
export const DEFAULT_LOCATION_TYPE = 'Warehouse';

export const LocationIdParamsSchema = z.object({ id: idParam });

const phone = z.string().trim().min(7, 'Give at least 7 characters').max(30);
const ediCode = z.string().trim().min(1).max(35);

/**
 * A location as created or edited. The country follows the postal code when it
 * is Canadian; otherwise it is the given country, US by default.
 */
export const LocationBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    locationType: z.enum(LOCATION_TYPES).default(DEFAULT_LOCATION_TYPE),
    isPrimaryLocation: z.boolean().default(false),
    lumpersAvailable: z.boolean().default(false),
    isAppointmentRequired: z.boolean().default(false),
    overnightParking: z.boolean().default(false),
    addressLine1: z.string().trim().min(1, 'Address is required').max(120),
    addressLine2: optionalText(120),
    city: z.string().trim().min(1, 'City is required').max(80),
    province: z
      .string()
      .trim()
      .min(1, 'State or province is required')
      .max(40)
      .refine((value) => abbreviationOf(value) !== undefined, 'Unknown state or province'),
    postalCode: z.string().trim().min(3, 'Postal code is required').max(10),
    country: z.enum(['US', 'CA']).optional(),
    phoneNumbers: z.array(phone).max(5).default([]),
    ediCodes: z.array(ediCode).max(20).default([]),
    email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.email('Enter a valid e-mail address').max(254).optional()),
    dockLength: z.number().int().min(1).max(200).optional().nullable(),
    directions: optionalText(2000),
  })
  .transform((body) => ({ ...body, country: isCanadianPostalCode(body.postalCode) ? ('CA' as const) : (body.country ?? ('US' as const)) }));
export type LocationInput = z.output<typeof LocationBodySchema>;
export type LocationBody = z.input<typeof LocationBodySchema>;

export const DockStatusSchema = z.object({
  openNow: z.boolean(),
  closesAt: z.string().nullable(),
  nextOpenAt: z.string().nullable(),
  timeZone: z.string(),
});
export type DockStatusAnswer = z.output<typeof DockStatusSchema>;

export const DockDaySchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  isClosed: z.boolean(),
  isTwentyFourHour: z.boolean(),
  startTime: z.string().max(5, 'Use HH:mm, 00:00 to 23:59').regex(HH_MM, 'Use HH:mm, 00:00 to 23:59'),
  endTime: z.string().max(5, 'Use HH:mm, 00:00 to 23:59').regex(HH_MM, 'Use HH:mm, 00:00 to 23:59'),
});

export const DockClosureSchema = z.object({
  date: z.iso.date().max(ISO_DATE_LENGTH),
  reason: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(120).nullable().default(null)),
});

/**
 * The whole dock schedule of a location: a week for shipping, a week for receiving, and dated
 * closures that close both. Every rule of dockDayErrors is reported under its field path.
 */
export const DockScheduleBodySchema = z
  .object({
    shipping: z.array(DockDaySchema).length(7),
    receiving: z.array(DockDaySchema).length(7),
    closures: z.array(DockClosureSchema).max(100).default([]),
  })
  .superRefine((body, ctx) => {
    for (const stopType of ['shipping', 'receiving'] as const) {
      for (const [path, messages] of Object.entries(dockDayErrors(body[stopType], stopType))) {
        for (const message of messages) ctx.addIssue({ code: 'custom', message, path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) });
      }
    }
    const dates = new Set<string>();
    body.closures.forEach((closure, index) => {
      if (dates.has(closure.date)) ctx.addIssue({ code: 'custom', message: `${closure.date} is given twice`, path: ['closures', index, 'date'] });
      dates.add(closure.date);
    });
  });
export type DockScheduleInput = z.output<typeof DockScheduleBodySchema>;
export type DockScheduleBody = z.input<typeof DockScheduleBodySchema>;

export const DockScheduleSchema = z.object({
  shipping: z.array(DockDaySchema),
  receiving: z.array(DockDaySchema),
  closures: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
});
export type DockSchedule = z.output<typeof DockScheduleSchema>;

export const LocationSchema = z.object({
  id: z.number(),
  locationNumber: z.string(),
  name: z.string(),
  locationType: z.string(),
  isPrimaryLocation: z.boolean(),
  lumpersAvailable: z.boolean(),
  isAppointmentRequired: z.boolean(),
  overnightParking: z.boolean(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ianaTimezone: z.string().nullable(),
  phoneNumbers: z.array(z.string()),
  ediCodes: z.array(z.string()),
  email: z.string().nullable(),
  dockLength: z.number().nullable(),
  directions: z.string().nullable(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  /** Shipping dock right now, in the location's time zone; null without a time zone. */
  dockStatus: z.object({ shipping: DockStatusSchema, receiving: DockStatusSchema }).nullable(),
  updatedAt: z.string(),
});
export type Location = z.output<typeof LocationSchema>;

export const LocationDetailSchema = LocationSchema.extend({ dockSchedule: DockScheduleSchema });
export type LocationDetail = z.output<typeof LocationDetailSchema>;

export const LocationAnswerSchema = z.object({ data: LocationDetailSchema });
export const LocationSavedAnswerSchema = z.object({ data: LocationDetailSchema, ...ANSWER_MESSAGE_FIELDS });
export type LocationSavedAnswer = z.output<typeof LocationSavedAnswerSchema>;
export const LocationListSchema = z.object({ data: z.array(LocationSchema), totalCount: z.number() });
export type LocationList = z.output<typeof LocationListSchema>;

/**
 * The company's locations: 50 a page by default (the list default, DEFAULT_PAGE_SIZE; the 10 of the
 * dock lists is not this list, docs/decisions/0284-the-locations-list-pages-by-the-list-default.md),
 * searched by name, city, postal code or EDI code.
 */
export const LocationListQuerySchema = z.object({
  ...pagingQuery(100),
  q: optionalText(100),
});
export type LocationListQuery = z.output<typeof LocationListQuerySchema>;


/** Dock status at each stop of a shipment: a pickup reads the shipping dock, a delivery the receiving dock. */
export const StopDockHoursSchema = z.object({
  data: z.array(
    z.object({
      stopId: z.number(),
      locationId: z.number().nullable(),
      dock: z.enum(['Shipping', 'Receiving']),
      isAppointmentRequired: z.boolean(),
      status: DockStatusSchema.nullable(),
    }),
  ),
});
export type StopDockHours = z.output<typeof StopDockHoursSchema>;
