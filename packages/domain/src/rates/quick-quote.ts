import { z } from 'zod';
import { ISO_DATE_LENGTH } from '../common/input-limits';
import { EQUIPMENT_MODES, SHIPPING_MODES } from '../orders/modes';
import { optionalNumber } from '../orders/order-fields';
import type { RawRatingBody } from './rating-schemas';

/**
 * The broker's quick quote: rates of two places, a pickup date, equipment and mode, with an
 * optional weight and pallet count; then the order made from it (docs/decisions/0294-make-it-an-order-prefills-the-order-form.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A place chosen in the place box: what rating needs (its postal code) and what the order form needs (city, state, zone). */
export const QuotedPlaceSchema = z.object({
  city: z.string().trim().min(1).max(80),
  state: z.string().trim().min(2).max(3),
  postalCode: z.string().trim().min(3).max(10),
  country: z.enum(['US', 'CA']).optional(),
  ianaTimezone: z.string().min(1).max(64),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type QuotedPlace = z.output<typeof QuotedPlaceSchema>;

const requiredPlace = (message: string) =>
  z.union([QuotedPlaceSchema, z.null()]).transform((place, ctx) => {
    if (!place) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return place;
  });

/** The quick quote form (the page validates with it; weight and pallets come as text from the inputs). */
export const QuickQuoteFormSchema = z
  .object({
    origin: requiredPlace('Choose the origin from the list'),
    destination: requiredPlace('Choose the destination from the list'),
    pickupDate: z.iso.date({ error: 'Use YYYY-MM-DD' }).max(ISO_DATE_LENGTH, 'Use YYYY-MM-DD'),
    equipmentMode: z.enum(EQUIPMENT_MODES, { error: 'Use Dry, Reefer, Flatbed or Bulk' }),
    shippingMode: z.enum(SHIPPING_MODES, { error: 'Use TL, LTL, Bulk or Intermodal' }),
    totalWeight: optionalNumber(1, 200_000),
    palletCount: optionalNumber(1, 60, { int: true }),
  })
  .superRefine((form, ctx) => {
    // A carrier prices pallets by what they weigh; a count alone cannot be rated.
    if (form.palletCount !== undefined && form.totalWeight === undefined) ctx.addIssue({ code: 'custom', path: ['totalWeight'], message: 'Enter the weight of the pallets' });
  });
export type QuickQuoteFormInput = z.input<typeof QuickQuoteFormSchema>;
export type QuickQuoteForm = z.output<typeof QuickQuoteFormSchema>;

/** The raw-stops rating body (and the quote's `freight`) of a quick quote. */
export function quickQuoteRatingBody(form: QuickQuoteForm): RawRatingBody {
  return {
    stops: [
      { postalCode: form.origin.postalCode, country: form.origin.country },
      { postalCode: form.destination.postalCode, country: form.destination.country },
    ],
    products: form.totalWeight === undefined ? [] : [{ totalWeight: form.totalWeight, palletCount: form.palletCount ?? null, packagingUnitType: form.palletCount === undefined ? null : 'Pallet' }],
    equipmentMode: form.equipmentMode,
    shippingMode: form.shippingMode,
    pickupDate: form.pickupDate,
  };
}

/** The day a load picked up on `pickupDate` arrives after `serviceDays` in transit (at least the next day). */
export function deliveryDateOf(pickupDate: string, serviceDays: number | null | undefined): string {
  const days = Math.max(1, Math.round(serviceDays ?? 1));
  return new Date(Date.parse(`${pickupDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a kept quote can still be booked at `now`. */
export function isQuoteOpen(quoteExpiresAt: string | null | undefined, now: Date = new Date()): boolean {
  if (!quoteExpiresAt) return true;
  return Date.parse(quoteExpiresAt) > now.getTime();
}

/**
 * What "Make it an order" hands to the order form (through the page's navigation state, so it is
 * parsed again there): the quote's places, dates, equipment, mode and product.
 */
export const QuoteOrderDraftSchema = z.object({
  quoteId: z.string().max(64).nullable(),
  origin: QuotedPlaceSchema,
  destination: QuotedPlaceSchema,
  pickupDate: z.iso.date().max(ISO_DATE_LENGTH),
  deliveryDate: z.iso.date().max(ISO_DATE_LENGTH),
  equipmentMode: z.enum(EQUIPMENT_MODES),
  shippingMode: z.enum(SHIPPING_MODES),
  totalWeight: z.number().positive().max(200_000).nullable(),
  palletCount: z.number().int().positive().max(60).nullable(),
});
export type QuoteOrderDraft = z.output<typeof QuoteOrderDraftSchema>;

/** The order draft of a quick quote and the rate chosen (its transit days set the delivery date). */
export function quoteOrderDraft(form: QuickQuoteForm, chosen: { quoteId: string | null; serviceDays: number | null }): QuoteOrderDraft {
  return {
    quoteId: chosen.quoteId,
    origin: form.origin,
    destination: form.destination,
    pickupDate: form.pickupDate,
    deliveryDate: deliveryDateOf(form.pickupDate, chosen.serviceDays),
    equipmentMode: form.equipmentMode,
    shippingMode: form.shippingMode,
    totalWeight: form.totalWeight ?? null,
    palletCount: form.palletCount ?? null,
  };
}

/** The draft carried in navigation state, or null when there is none or it does not parse. */
export function readQuoteOrderDraft(state: unknown): QuoteOrderDraft | null {
  const candidate = state && typeof state === 'object' && 'quoteOrder' in state ? (state as { quoteOrder: unknown }).quoteOrder : undefined;
  const parsed = QuoteOrderDraftSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
