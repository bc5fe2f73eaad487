import { z } from 'zod';
import { ISO_INSTANT_MAX_LENGTH, UUID_LENGTH } from '../common/input-limits';
import { CASE_TYPES, CaseType } from './case-status';
import { parseCoded } from './case-list-query';

/**
 * The case create payload (the spec's caseModel), shared by the create-case form and the server.
 * Amounts are decimal dollars with at most two decimals, turned into cents exactly by toCents.
 */

export const CASE_DESCRIPTION_MAX_LENGTH = 4000;
/** $1,000,000.00: no accessorial or claim through the portal is larger. */
export const CASE_AMOUNT_MAX_CENTS = 100_000_000;
export const CASE_DOCUMENTS_MAX = 20;
/** An incident may be dated a little ahead of the server clock (clock skew), not later. */
export const INCIDENT_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Accessorial requests are claims for money: they need an amount. Damage, claims and disputes may not have one yet. */
export const ACCESSORIAL_CASE_TYPES: readonly CaseType[] = [CaseType.Detention, CaseType.Lumper, CaseType.Layover, CaseType.TruckOrderNotUsed];

const DOLLARS = /^(\d{1,9}(\.\d{0,2})?|\.\d{1,2})$/;

/** Whether the value is plain decimal dollars with at most two decimals ('125', '125.5', 125.55). */
export function isDollarAmount(value: string | number): boolean {
  return (typeof value === 'string' || Number.isFinite(value)) && DOLLARS.test(String(value).trim());
}

/** Decimal dollars ('125.50' or 125.5), at least one cent unless zero is allowed. */
export function dollarAmount({ allowZero = false }: { allowZero?: boolean } = {}) {
  return z.union([z.number(), z.string().max(20, 'Enter an amount in dollars with at most two decimals')]).superRefine((value, ctx) => {
    if (!isDollarAmount(value)) {
      ctx.addIssue({ code: 'custom', message: 'Enter an amount in dollars with at most two decimals' });
      return;
    }
    const cents = Math.round(Number(String(value).trim()) * 100);
    if (cents > CASE_AMOUNT_MAX_CENTS) ctx.addIssue({ code: 'custom', message: 'The amount is at most $1,000,000.00' });
    else if (cents === 0 && !allowZero) ctx.addIssue({ code: 'custom', message: 'The amount must be more than zero' });
  });
}

/** A case type as its code (0) or name ('Detention', 'TONU'); the output is the code. */
export const caseTypeInput = z.union([z.number(), z.string().max(40)]).transform((value, ctx) => {
  const code = parseCoded(CASE_TYPES, value);
  if (code === undefined) {
    ctx.addIssue({ code: 'custom', message: `Unknown case type; use one of ${CASE_TYPES.map((t) => t.name).join(', ')}` });
    return z.NEVER;
  }
  return code;
});

export const CaseModelSchema = z
  .object({
    shipmentId: z.coerce.number({ error: 'Shipment ID is not valid' }).int('Shipment ID is not valid').positive('Shipment ID is not valid').max(2_147_483_647, 'Shipment ID is not valid'),
    caseType: caseTypeInput,
    amount: dollarAmount().nullish(),
    description: z
      .string({ error: 'A description is required' })
      .trim()
      .min(1, 'A description is required')
      .max(CASE_DESCRIPTION_MAX_LENGTH, `The description is at most ${CASE_DESCRIPTION_MAX_LENGTH} characters`),
    incidentAt: z.iso
      .datetime({ offset: true, error: 'Enter the incident time as an ISO date and time' })
      .max(ISO_INSTANT_MAX_LENGTH, 'Enter the incident time as an ISO date and time')
      .refine((value) => Date.parse(value) <= Date.now() + INCIDENT_CLOCK_SKEW_MS, 'The incident cannot be in the future')
      .nullish(),
    documentIds: z.array(z.uuid('Document ids are GUIDs').max(UUID_LENGTH, 'Document ids are GUIDs')).max(CASE_DOCUMENTS_MAX, `At most ${CASE_DOCUMENTS_MAX} documents`).optional(),
  })
  .superRefine((model, ctx) => {
    if ((ACCESSORIAL_CASE_TYPES as readonly number[]).includes(model.caseType) && (model.amount === undefined || model.amount === null)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'An accessorial request needs an amount' });
    }
  });

export type CaseModelInput = z.input<typeof CaseModelSchema>;
export type CaseModel = z.output<typeof CaseModelSchema>;
