import type { Insertable } from 'kysely';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ThirdPartyBillingSettingsTable, ThirdPartyInvoicesTable } from '../database';
import { lineTotal, type ChargePlan } from './charges';
import type { Companies, CustomerKey, SeedContext } from './context';
import type { ShipmentPlan } from './shipment-plan';
import { DAY, Rng, addMs, insertAll, isoDate } from './support';
import type { Db } from '../db';

export interface ThirdPartyInvoicePlan {
  id: number;
  number: string;
  shipment: ShipmentPlan;
  status: PayablesInvoiceStatus;
}

/** Customers whose freight bills Keystone Freight Audit audits and pays. */
const AUDITED_CUSTOMERS: readonly CustomerKey[] = ['heartland', 'northwind'];
const COUNT = 60;

/**
 * Keystone's billing settings and the third-party invoices carriers sent it for delivered loads
 * of those customers; the loads' charges point at their invoice. These loads get no AP invoice.
 */
export async function seedThirdPartyInvoices(
  db: Db, ctx: SeedContext, companies: Companies, plans: readonly ShipmentPlan[], charges: readonly ChargePlan[],
): Promise<ThirdPartyInvoicePlan[]> {
  const { ids, now } = ctx;
  const rng = Rng.for('third-party-invoices');

  const settingsIdOf = new Map<CustomerKey, number>();
  const settings: Insertable<ThirdPartyBillingSettingsTable>[] = [
    ...AUDITED_CUSTOMERS.map((customer) => {
      const id = ids.next('third_party_billing_settings');
      settingsIdOf.set(customer, id);
      return { id, payer_company_id: companies.keystone.id, customer_id: companies[customer].id, name: `${companies[customer].name} freight audit`, is_active: true };
    }),
    { id: ids.next('third_party_billing_settings'), payer_company_id: companies.keystone.id, customer_id: companies.cascade.id, name: `${companies.cascade.name} freight audit (ended)`, is_active: false },
  ];
  await insertAll(db, 'third_party_billing_settings', settings);

  // Every other delivered load of the audited customers, newest first, so invoices spread over time and carriers.
  const candidates = plans
    .filter((p) => (p.status === ShipmentStatus.Delivered || p.status === ShipmentStatus.DeliveryConfirmed) && AUDITED_CUSTOMERS.includes(p.customer) && !p.tripKey)
    .sort((a, b) => b.deliveredAt!.getTime() - a.deliveredAt!.getTime());
  const chosen = candidates.filter((_, n) => n % 2 === 0).slice(0, COUNT);

  const chargesOf = new Map<number, ChargePlan[]>();
  for (const charge of charges) chargesOf.set(charge.shipment.id, [...(chargesOf.get(charge.shipment.id) ?? []), charge]);

  const today = isoDate(now);
  const statusFor = (n: number): PayablesInvoiceStatus =>
    n < 15 ? PayablesInvoiceStatus.Draft : n < 30 ? PayablesInvoiceStatus.Received : n < 42 ? PayablesInvoiceStatus.Settled : PayablesInvoiceStatus.PaidInFull;

  const drafts = chosen.map((shipment, n) => {
    const delivered = shipment.deliveredAt!;
    // The newest come in today and yesterday; the rest a few days after delivery.
    let invoiceDate = n < 3 ? now : n < 6 ? addMs(now, -DAY) : addMs(delivered, rng.int(0, 4) * DAY);
    if (invoiceDate.getTime() > now.getTime()) invoiceDate = now;
    if (invoiceDate.getTime() < delivered.getTime()) invoiceDate = delivered;
    return { shipment, status: statusFor(n), invoiceDate: isoDate(invoiceDate), n };
  });
  // Numbers follow the invoice dates.
  const ordered = [...drafts].sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.shipment.id - b.shipment.id);

  const rows: Insertable<ThirdPartyInvoicesTable>[] = [];
  const result: ThirdPartyInvoicePlan[] = [];
  ordered.forEach((draft, index) => {
    const id = ids.next('third_party_invoices');
    const number = `TP-${400_001 + index}`;
    const lines = chargesOf.get(draft.shipment.id) ?? [];
    for (const line of lines) line.thirdPartyInvoiceId = id;
    const amount = lines.reduce((sum, line) => sum + lineTotal(line), 0);
    const carrier = draft.shipment.carrier!;
    const factored = carrier === 'blueRidge';
    const submitted = draft.status !== PayablesInvoiceStatus.Draft;
    const settled = draft.status === PayablesInvoiceStatus.Settled || draft.status === PayablesInvoiceStatus.PaidInFull;
    const fee = settled ? (factored ? Math.round(amount * 0.03) : draft.n % 5 === 0 ? 5000 : 0) : 0;
    const createdAt = new Date(`${draft.invoiceDate}T${String(13 + (index % 6)).padStart(2, '0')}:15:00Z`);
    rows.push({
      id,
      invoice_number: number,
      shipment_id: draft.shipment.id,
      payer_company_id: companies.keystone.id,
      carrier_id: companies[carrier].id,
      factoring_company_id: factored ? companies.capitalFactoring.id : null,
      billing_settings_id: settingsIdOf.get(draft.shipment.customer)!,
      status: draft.status,
      external_invoice_number: submitted ? `${companies[carrier].name.replace(/[^A-Z]/g, '')}-${58_000 + draft.shipment.id}` : null,
      external_invoice_amount_cents: submitted ? amount : null,
      invoice_amount_cents: amount,
      fee_and_balance_cents: fee,
      is_auditable: index % 10 !== 7,
      action_required: (draft.status === PayablesInvoiceStatus.Draft && draft.n % 2 === 0) || (draft.status === PayablesInvoiceStatus.Received && draft.n % 5 === 0),
      invoice_date: draft.invoiceDate,
      load_date: isoDate(draft.shipment.stops[0].arrivedAt ?? draft.shipment.stops[0].early),
      due_date: isoDate(addMs(new Date(`${draft.invoiceDate}T12:00:00Z`), 30 * DAY)),
      created_at: createdAt.getTime() > now.getTime() ? now : createdAt,
      updated_at: createdAt.getTime() > now.getTime() ? now : createdAt,
    });
    result.push({ id, number, shipment: draft.shipment, status: draft.status });
  });
  if (rows.some((row) => (row.invoice_date as string) > today)) throw new Error('seed: a third-party invoice is dated after today');
  await insertAll(db, 'third_party_invoices', rows);
  return result;
}
