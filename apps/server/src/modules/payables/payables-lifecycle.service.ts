import { STANDARD_TERMS_DAYS } from '@portal/domain/common/constants';
import { multiplyToCents } from '@portal/domain/common/money';
import type { ShipmentsRow } from '../../db/database';
import type { Db } from '../../db/db';
import { nextInvoiceNumber } from '../../db/invoice-numbers';
import { addDays, todayIn } from '../../lib/calendar-dates';
import * as repo from './payables-lifecycle.repository';

/**
 * The money follows the freight:
 * - booking a load at a rate writes its line haul (booked again at another rate, the line is
 *   written anew; rescinded, it comes off);
 * - the delivery opens the carrier's invoice, as a Draft in Action Required, with every line the
 *   load gathered (line haul and the accessorials approved on its cases). A customer whose freight
 *   a third-party payer audits is billed to that payer instead (TP-...); otherwise the brokerage
 *   owes the carrier (AP-...), remitted to the carrier's factoring company when it has one.
 * The carrier then submits the invoice with its proof of delivery; the brokerage settles and pays it.
 */

/** Inside the booking's transaction: the booked rate becomes the load's line haul. */
export async function chargeBookedRate(trx: Db, shipmentId: number, rateCents: number, now: Date): Promise<void> {
  await repo.deleteUnbilledBookingLines(trx, shipmentId);
  await repo.insertLineHaul(trx, shipmentId, rateCents, now);
}

/** Inside the transaction that takes a booking off: the booking's own unbilled lines go with it. */
export async function releaseBookedRate(trx: Db, shipmentId: number): Promise<void> {
  await repo.deleteUnbilledBookingLines(trx, shipmentId);
}

export interface OpenedInvoice {
  kind: 'ap' | 'thirdParty';
  invoiceNumber: string;
  amountCents: number;
}

/**
 * Inside the delivery's transaction: opens the carrier's invoice for the load, once. Answers
 * undefined when the load has no carrier or already has a live invoice.
 */
export async function openInvoiceOnDelivery(trx: Db, shipment: ShipmentsRow, deliveredAt: Date): Promise<OpenedInvoice | undefined> {
  if (shipment.carrier_id === null || (await repo.hasLiveInvoice(trx, shipment.id))) return undefined;
  const first = await repo.findFirstArrival(trx, shipment.id);
  const zone = first?.iana_timezone ?? 'America/Chicago';
  const invoiceDate = todayIn(zone, deliveredAt);
  const base = { shipmentId: shipment.id, carrierId: shipment.carrier_id, invoiceDate, dueDate: addDays(invoiceDate, STANDARD_TERMS_DAYS), now: deliveredAt };
  const carrier = await repo.findCarrierPayee(trx, shipment.carrier_id);
  const billing = shipment.customer_id === null ? undefined : await repo.findActiveBilling(trx, shipment.customer_id);
  const sum = (lines: { rate_cents: number; units: number | string }[]) => lines.reduce((total, line) => total + multiplyToCents(line.rate_cents, line.units), 0);

  if (billing) {
    const invoiceNumber = await nextInvoiceNumber(trx, 'thirdParty');
    const id = await repo.insertThirdPartyInvoice(trx, {
      ...base,
      invoiceNumber,
      payerCompanyId: billing.payer_company_id,
      factoringCompanyId: carrier.factoring_company_id,
      billingSettingsId: billing.id,
      loadDate: todayIn(zone, new Date(first?.arrived_at ?? first?.early ?? deliveredAt)),
    });
    const amountCents = sum(await repo.claimUnbilledLines(trx, shipment.id, { third_party_invoice_id: id }));
    await repo.setThirdPartyInvoiceAmount(trx, id, amountCents);
    return { kind: 'thirdParty', invoiceNumber, amountCents };
  }
  const invoiceNumber = await nextInvoiceNumber(trx, 'ap');
  const id = await repo.insertApInvoice(trx, { ...base, invoiceNumber, remitToCompanyId: carrier.factoring_company_id ?? carrier.id });
  const amountCents = sum(await repo.claimUnbilledLines(trx, shipment.id, { ap_invoice_id: id }));
  await repo.setApInvoiceAmount(trx, id, amountCents);
  return { kind: 'ap', invoiceNumber, amountCents };
}
