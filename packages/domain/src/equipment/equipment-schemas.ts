import { z } from 'zod';
import { idParam, pagingQuery } from '../common/query-schemas';
import { optionalText } from '../common/optional-text';
import { listAnswerSchema } from '../load-board/freight-schemas';
import { findRegion } from '../locations/regions';
import { checkVin } from './vin';

/** Trailers and power units (the spec: "equipment (trailers and power units)"). */
export const EQUIPMENT_KINDS = ['Trailer', 'PowerUnit'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

/** A trailer's type is the equipment mode it serves (Dry, Reefer, Flatbed, Bulk). */
export const TRAILER_TYPES = ['Dry', 'Reefer', 'Flatbed', 'Bulk'] as const;
export type TrailerType = (typeof TRAILER_TYPES)[number];

/** Which units a list shows: in service (the default), retired, or both. */
export const EQUIPMENT_STATUSES = ['Active', 'Retired', 'All'] as const;

export const TRAILER_LENGTH_FEET = { min: 20, max: 60 } as const;
export const EARLIEST_MODEL_YEAR = 1981; // the first model year of the 17-character VIN

export const EquipmentListQuerySchema = z.object({
  kind: z.enum(EQUIPMENT_KINDS),
  q: z.string().max(100).optional(),
  status: z.enum(EQUIPMENT_STATUSES).default('Active'),
  ...pagingQuery(100),
});
export type EquipmentListQuery = z.input<typeof EquipmentListQuerySchema>;

export const EquipmentIdParamsSchema = z.object({ equipmentId: idParam });

const unitNumber = z
  .string()
  .trim()
  .min(1, 'Enter the unit number')
  .max(30)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 \-]*$/, 'Letters, digits, spaces and dashes only');

const vin = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const checked = checkVin(value);
      if (!checked.ok) {
        ctx.addIssue({ code: 'custom', message: checked.message });
        return z.NEVER;
      }
      return checked.vin;
    })
    .optional(),
);

const regionCode = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value ?? undefined),
  z
    .string()
    .max(2, 'A US state or Canadian province abbreviation')
    .refine((v) => findRegion(v)?.abbreviation === v, 'A US state or Canadian province abbreviation')
    .optional(),
);

/** Optional numbers arrive as numbers, or as '' from an emptied form field. */
function optionalInt(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number({ message }).int(message).min(min, message).max(max, message).optional(),
  );
}

const latestModelYear = () => new Date().getUTCFullYear() + 1;

/**
 * A trailer or power unit as created or edited. Kind-specific fields are refused on the other kind
 * (naming the field) rather than silently dropped, so a form and the API agree on what was saved.
 */
export const EquipmentBodySchema = z
  .object({
    kind: z.enum(EQUIPMENT_KINDS),
    unitNumber,
    // An emptied select sends '': no type.
    trailerType: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(TRAILER_TYPES).optional()),
    lengthFeet: optionalInt(TRAILER_LENGTH_FEET.min, TRAILER_LENGTH_FEET.max, `A length of ${TRAILER_LENGTH_FEET.min} to ${TRAILER_LENGTH_FEET.max} feet`),
    vin,
    licensePlate: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value ?? undefined),
      z.string().max(12).regex(/^[A-Z0-9 -]+$/, 'Letters, digits, spaces and dashes only').optional(),
    ),
    licenseState: regionCode,
    year: z.preprocess(
      (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
      z
        .number({ message: 'A model year' })
        .int('A model year')
        .min(EARLIEST_MODEL_YEAR, `A model year from ${EARLIEST_MODEL_YEAR}`)
        .refine((y) => y <= latestModelYear(), 'A model year no later than next year')
        .optional(),
    ),
    make: optionalText(40),
    model: optionalText(40),
    reeferUnit: optionalText(60),
    eldVehicleId: optionalText(64),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'Trailer') {
      if (!body.trailerType) ctx.addIssue({ code: 'custom', path: ['trailerType'], message: 'Choose the trailer type' });
      if (body.lengthFeet === undefined) ctx.addIssue({ code: 'custom', path: ['lengthFeet'], message: 'Enter the trailer length' });
      if (body.reeferUnit && body.trailerType !== 'Reefer') ctx.addIssue({ code: 'custom', path: ['reeferUnit'], message: 'Only a reefer trailer has a reefer unit' });
      if (body.eldVehicleId) ctx.addIssue({ code: 'custom', path: ['eldVehicleId'], message: 'Only a power unit has an ELD vehicle' });
    } else {
      if (body.trailerType) ctx.addIssue({ code: 'custom', path: ['trailerType'], message: 'Only a trailer has a trailer type' });
      if (body.lengthFeet !== undefined) ctx.addIssue({ code: 'custom', path: ['lengthFeet'], message: 'Only a trailer has a length' });
      if (body.reeferUnit) ctx.addIssue({ code: 'custom', path: ['reeferUnit'], message: 'Only a reefer trailer has a reefer unit' });
    }
  });
export type EquipmentBody = z.input<typeof EquipmentBodySchema>;
export type EquipmentValues = z.output<typeof EquipmentBodySchema>;

export const EquipmentUnitSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EQUIPMENT_KINDS),
  unitNumber: z.string(),
  trailerType: z.string().nullable(),
  lengthFeet: z.number().nullable(),
  vin: z.string().nullable(),
  licensePlate: z.string().nullable(),
  licenseState: z.string().nullable(),
  year: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  reeferUnit: z.string().nullable(),
  eldVehicleId: z.string().nullable(),
  isActive: z.boolean(),
  retiredAt: z.string().nullable(),
  /** The active load (Booked to At Stop) the unit is on, if any: such a unit cannot be retired. */
  activeShipmentNumber: z.string().nullable(),
});
export type EquipmentUnit = z.output<typeof EquipmentUnitSchema>;

/** Totals of the company's units in service, for the tab labels. */
export const EquipmentTotalsSchema = z.object({ trailers: z.number().int(), powerUnits: z.number().int() });
export type EquipmentTotals = z.output<typeof EquipmentTotalsSchema>;

export const EquipmentListSchema = listAnswerSchema(EquipmentUnitSchema).extend({ totals: EquipmentTotalsSchema });
export type EquipmentList = z.output<typeof EquipmentListSchema>;

export const EquipmentAnswerSchema = z.object({ data: EquipmentUnitSchema });
