import type { Insertable } from 'kysely';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { PaymentType } from '@portal/domain/payments/payment-type';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ApInvoicesTable, PaymentsTable } from '../database';
import { lineTotal, type ChargePlan } from './charges';
import { CARRIER_KEYS, type CarrierKey, type Companies, type SeedContext } from './context';
import type { ShipmentPlan } from './shipment-plan';
import { DAY, HOUR, Rng, addMs, insertAll, isoDate, maxDate, minDate } from './support';
import type { Db } from '../db';

export interface ApInvoicePlan {
  id: number;
  number: string;
  shipment: ShipmentPlan;
  carrier: CarrierKey;
  status: PayablesInvoiceStatus;
  paymentId: number | null;
}

const P = PayablesInvoiceStatus;

/** How each carrier's delivered loads stand in payables, newest first: so many Draft, Received, Settled; the rest paid. */
const MIX: Record<CarrierKey, { draft: number; received: number; settled: number; checks: number }> = {
  blueRidge: { draft: 20, received: 14, settled: 12, checks: 6 },
  loneStar: { draft: 4, received: 3, settled: 2, checks: 2 },
  greatLakes: { draft: 4, received: 3, settled: 2, checks: 1 },
  pacificCoast: { draft: 4, received: 3, settled: 2, checks: 1 },
  mapleLeaf: { draft: 4, received: 3, settled: 2, checks: 1 },
  rustyWheels: { draft: 1, received: 0, settled: 0, checks: 1 },
};

/** Blue Ridge's checks cycle through every payment type. */
const PAYMENT_TYPES: readonly PaymentType[] = [
  PaymentType.Standard, PaymentType.QuickPay, PaymentType.Standard, PaymentType.BookItNow, PaymentType.SmallCarrierQuickPay, PaymentType.Standard,
];
const FEE_RATE: Record<PaymentType, number> = {
  [PaymentType.Standard]: 0,
  [PaymentType.BookItNow]: 0,
  [PaymentType.QuickPay]: 0.03,
  [PaymentType.SmallCarrierQuickPay]: 0.02,
};
const TERMS_DAYS: Record<PaymentType, number> = {
  [PaymentType.Standard]: 30,
  [PaymentType.BookItNow]: 7,
  [PaymentType.QuickPay]: 3,
  [PaymentType.SmallCarrierQuickPay]: 5,
};

/**
 * AP invoices (payables) for the delivered loads not billed to a third party, one per load, with
 * every charge of the load on it; checks paying the Paid in Full ones. Blue Ridge remits to
 * Capital Factoring, so its checks are paid to the factoring company.
 */
export async function seedInvoicesAndPayments(
  db: Db, ctx: SeedContext, companies: Companies, plans: readonly ShipmentPlan[], charges: readonly ChargePlan[], thirdPartyShipmentIds: ReadonlySet<number>,
): Promise<ApInvoicePlan[]> {
  const { ids, now } = ctx;
  const rng = Rng.for('invoices-and-payments');
  const chargesOf = new Map<number, ChargePlan[]>();
  for (const charge of charges) chargesOf.set(charge.shipment.id, [...(chargesOf.get(charge.shipment.id) ?? []), charge]);
  const yesterday = addMs(now, -DAY);

  interface Draft {
    shipment: ShipmentPlan;
    carrier: CarrierKey;
    status: PayablesInvoiceStatus;
    amount: number;
    invoiceDate: Date;
    receivedAt: Date | null;
    settledAt: Date | null;
    payment: { index: number } | null;
    fee: number;
  }
  const drafts: Draft[] = [];
  const checks: { carrier: CarrierKey; type: PaymentType; invoices: Draft[]; date: Date }[] = [];

  for (const carrier of CARRIER_KEYS) {
    const loads = plans
      .filter((p) => p.carrier === carrier && (p.status === ShipmentStatus.Delivered || p.status === ShipmentStatus.DeliveryConfirmed) && !thirdPartyShipmentIds.has(p.id))
      .sort((a, b) => b.deliveredAt!.getTime() - a.deliveredAt!.getTime());
    const mix = MIX[carrier];
    const paid: Draft[] = [];
    loads.forEach((shipment, n) => {
      let status: PayablesInvoiceStatus = n < mix.draft ? P.Draft : n < mix.draft + mix.received ? P.Received : n < mix.draft + mix.received + mix.settled ? P.Settled : P.PaidInFull;
      const delivered = shipment.deliveredAt!;
      const invoiceDate = minDate(addMs(delivered, rng.int(0, 2) * DAY + rng.int(1, 6) * HOUR), now);
      const receivedAt = status === P.Draft ? null : minDate(addMs(invoiceDate, rng.int(2, 30) * HOUR), now);
      // Nothing is paid before its terms (at most 30 days) are up; younger ones wait, settled.
      if (status === P.PaidInFull && receivedAt!.getTime() + 31 * DAY > yesterday.getTime()) status = P.Settled;
      const draft: Draft = {
        shipment, carrier, status,
        amount: (chargesOf.get(shipment.id) ?? []).reduce((sum, line) => sum + lineTotal(line), 0),
        invoiceDate, receivedAt,
        settledAt: status === P.Settled ? minDate(addMs(receivedAt!, rng.int(2, 10) * DAY), now) : null,
        payment: null, fee: 0,
      };
      drafts.push(draft);
      if (status === P.PaidInFull) paid.push(draft);
    });
    // Oldest first into the carrier's checks.
    paid.reverse();
    const per = Math.ceil(paid.length / mix.checks);
    for (let c = 0; c < mix.checks && c * per < paid.length; c++) {
      const group = paid.slice(c * per, (c + 1) * per);
      const type = carrier === 'blueRidge' ? PAYMENT_TYPES[c % PAYMENT_TYPES.length] : c % 2 === 0 ? PaymentType.Standard : PaymentType.QuickPay;
      const lastReceived = group.reduce((latest, d) => maxDate(latest, d.receivedAt!), group[0].receivedAt!);
      const date = minDate(addMs(lastReceived, (TERMS_DAYS[type] + rng.int(0, 3)) * DAY), yesterday);
      checks.push({ carrier, type, invoices: group, date });
    }
  }

  // Check numbers follow the payment dates.
  checks.sort((a, b) => a.date.getTime() - b.date.getTime());
  const paymentRows: Insertable<PaymentsTable>[] = [];
  const paymentIdOf = new Map<Draft, number>();
  let checkNumber = 100_245;
  for (const check of checks) {
    const id = ids.next('payments');
    let amount = 0;
    for (const invoice of check.invoices) {
      invoice.fee = Math.round(invoice.amount * FEE_RATE[check.type]);
      invoice.settledAt = minDate(addMs(invoice.receivedAt!, rng.int(1, 4) * DAY), check.date);
      amount += invoice.amount - invoice.fee;
      paymentIdOf.set(invoice, id);
    }
    paymentRows.push({
      id,
      check_number: String(checkNumber),
      carrier_id: companies[check.carrier].id,
      paid_to_company_id: check.carrier === 'blueRidge' ? companies.capitalFactoring.id : companies[check.carrier].id,
      payment_type: check.type,
      payment_date: isoDate(check.date),
      amount_cents: amount,
      created_at: check.date,
    });
    checkNumber += 3 + rng.int(0, 14);
  }
  const paymentDateOf = new Map(checks.flatMap((check) => check.invoices.map((invoice) => [invoice, check.date] as const)));

  // Invoice numbers follow the invoice dates.
  drafts.sort((a, b) => a.invoiceDate.getTime() - b.invoiceDate.getTime() || a.shipment.id - b.shipment.id);
  const invoiceRows: Insertable<ApInvoicesTable>[] = [];
  const result: ApInvoicePlan[] = [];
  drafts.forEach((draft, index) => {
    const id = ids.next('ap_invoices');
    const number = `AP-${300_001 + index}`;
    for (const line of chargesOf.get(draft.shipment.id) ?? []) line.apInvoiceId = id;
    const submitted = draft.status !== P.Draft;
    const paidAt = paymentDateOf.get(draft) ?? null;
    const paymentId = paymentIdOf.get(draft) ?? null;
    const invoiceDay = isoDate(draft.invoiceDate);
    invoiceRows.push({
      id,
      invoice_number: number,
      shipment_id: draft.shipment.id,
      carrier_id: companies[draft.carrier].id,
      remit_to_company_id: draft.carrier === 'blueRidge' ? companies.capitalFactoring.id : companies[draft.carrier].id,
      status: draft.status,
      external_invoice_number: submitted ? `${draft.carrier === 'blueRidge' ? 'BRT' : draft.carrier.slice(0, 2).toUpperCase()}-${24_000 + draft.shipment.id}` : null,
      external_invoice_amount_cents: submitted ? draft.amount : null,
      invoice_amount_cents: draft.amount,
      fee_cents: draft.fee,
      paid_amount_cents: paidAt ? draft.amount - draft.fee : 0,
      payment_id: paymentId,
      invoice_date: invoiceDay,
      due_date: isoDate(addMs(draft.invoiceDate, 30 * DAY)),
      received_at: draft.receivedAt,
      settled_at: draft.settledAt,
      paid_at: paidAt,
      created_at: draft.invoiceDate,
      updated_at: paidAt ?? draft.settledAt ?? draft.receivedAt ?? draft.invoiceDate,
    });
    result.push({ id, number, shipment: draft.shipment, carrier: draft.carrier, status: draft.status, paymentId });
  });

  await insertAll(db, 'payments', paymentRows);
  await insertAll(db, 'ap_invoices', invoiceRows);
  return result;
}
