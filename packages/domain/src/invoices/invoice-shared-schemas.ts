import { z } from 'zod';

/**
 * Shapes shared by the money areas' answers (AP invoices, payments, third-party invoices). Money
 * is dollars as numbers (made from integer cents on the server); dates are strings.
 */

export const CodedValueSchema = z.object({ value: z.number().int(), displayName: z.string() });
export type CodedValue = z.output<typeof CodedValueSchema>;

export const CompanyRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyRef = z.output<typeof CompanyRefSchema>;

export const PlaceSchema = z.object({ city: z.string(), state: z.string() });
export type Place = z.output<typeof PlaceSchema>;

export const LaneSchema = z.object({ origin: PlaceSchema, destination: PlaceSchema });
export type Lane = z.output<typeof LaneSchema>;

export const ChargeSchema = z.object({
  description: z.string(),
  chargeTypeName: z.string(),
  /** Dollars per unit. */
  rate: z.number(),
  units: z.number(),
  /** rate x units, rounded once to the cent. */
  total: z.number(),
});
export type Charge = z.output<typeof ChargeSchema>;

/** What an invoice-entry save did about submitting the invoice. */
export const SubmissionSchema = z.object({
  /** True when this save moved the invoice from Draft to Received. */
  submitted: z.boolean(),
  /** Why a Draft stays a Draft after the save (the shipment not delivered yet, or missing documents); null otherwise. */
  reason: z.string().nullable(),
  missingDocuments: z.array(z.string()),
});
export type Submission = z.output<typeof SubmissionSchema>;
