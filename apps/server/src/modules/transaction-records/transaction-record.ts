import { formatUsd, multiplyToCents } from '@portal/domain/common/money';
import type { LoadParty } from '@portal/domain/shipments/shipment-write-access';
import type { ShipmentStopsRow, ShipmentsRow } from '../../db/database';
import { formatInZone, statusName } from '../shipments/detail/shipment-format';
import { address, stopFacilityLines, type DocumentParts } from '../shipments/documents/shipment-pdf-parts';
import type { CarrierInvoiceRow, RecordChargeRow, ThirdPartyInvoiceRow } from './transaction-records.repository';

/** The parties that may read a load's record. */
export type RecordParty = Extract<LoadParty, 'brokerage' | 'carrier' | 'customer'>;

export interface RecordStop {
  number: number;
  type: string;
  facility: string[];
  window: string;
  appointment: string;
  arrived: string;
  departed: string;
  /** The window's start, as an instant, for the CSV's date column. */
  earlyAt: Date;
}

export interface RecordAmount {
  item: string;
  /** Null when the record holds no amount for it. */
  cents: number | null;
  detail: string;
}

export interface RecordCharge {
  description: string;
  type: string;
  rateCents: number;
  units: number;
  totalCents: number;
  /** Who pays it: the carrier's pay, or the third-party payer it was billed to. */
  billedTo: string;
}

export interface RecordInvoice {
  kind: 'Carrier invoice' | 'Third-party invoice';
  number: string;
  detail: string;
  amountCents: number;
  invoiceDate: string | null;
  dueDate: string | null;
  paidOn: string | null;
}

/** What the broker keeps of one brokered load and each party to it may review. */
export interface TransactionRecord {
  shipmentNumber: string;
  orderNumbers: string[];
  status: string;
  generatedAt: Date;
  parties: { role: string; lines: string[] }[];
  stops: RecordStop[];
  amounts: RecordAmount[];
  charges: RecordCharge[];
  invoices: RecordInvoice[];
}

export interface RecordFacts {
  shipment: ShipmentsRow;
  parts: DocumentParts;
  party: RecordParty;
  charges: RecordChargeRow[];
  markups: { order_number: string; markup_cents: number | null }[];
  carrierInvoices: CarrierInvoiceRow[];
  thirdPartyInvoices: ThirdPartyInvoiceRow[];
  now: Date;
}

/** A blind order keeps its customer from the carrier; the brokerage's own copy names it. */
const WITHHELD = ['Withheld: blind shipment (kept on the broker\u2019s record)'];

const day = (value: Date | string | null): string | null => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

function recordStop(s: ShipmentStopsRow, index: number): RecordStop {
  const early = formatInZone(s.early, s.iana_timezone);
  return {
    number: index + 1,
    type: s.stop_type,
    facility: stopFacilityLines(s),
    window: s.late ? `${early} - ${formatInZone(s.late, s.iana_timezone)}` : early,
    appointment: formatInZone(s.appointment, s.iana_timezone),
    arrived: formatInZone(s.arrived_at, s.iana_timezone),
    departed: formatInZone(s.departed_at, s.iana_timezone),
    earlyAt: s.early,
  };
}

function carrierInvoice(i: CarrierInvoiceRow): RecordInvoice {
  const paid = i.payment_date ?? day(i.paid_at);
  const detail = [
    i.external_invoice_number ? `Carrier's number ${i.external_invoice_number}` : '',
    i.received_at ? `received ${day(i.received_at)}` : '',
    paid ? `paid ${formatUsd(i.paid_amount_cents)}${i.paid_to_name ? ` to ${i.paid_to_name}` : ''}${i.check_number ? `, check ${i.check_number}` : ''}` : 'not paid',
  ];
  return {
    kind: 'Carrier invoice',
    number: i.invoice_number,
    detail: detail.filter(Boolean).join('; '),
    amountCents: i.invoice_amount_cents,
    invoiceDate: i.invoice_date,
    dueDate: i.due_date,
    paidOn: paid,
  };
}

function thirdPartyInvoice(i: ThirdPartyInvoiceRow): RecordInvoice {
  return {
    kind: 'Third-party invoice',
    number: i.invoice_number,
    detail: [`Billed to ${i.payer_name}`, i.paid_on ? `paid${i.payment_reference ? `, reference ${i.payment_reference}` : ''}` : 'not paid'].join('; '),
    amountCents: i.invoice_amount_cents,
    invoiceDate: i.invoice_date,
    dueDate: i.due_date,
    paidOn: i.paid_on,
  };
}

/**
 * The record of the load from what the portal holds. The carrier's pay is its charges (those not
 * billed to a third party), or the agreed rate while it has none; the broker's compensation is the
 * markup entered on the load's orders; the customer is billed the two together.
 */
export function buildTransactionRecord(f: RecordFacts): TransactionRecord {
  const { shipment, parts } = f;
  const charges: RecordCharge[] = f.charges.map((c) => ({
    description: c.description,
    type: c.charge_type_name,
    rateCents: c.rate_cents,
    units: Number(c.units),
    totalCents: multiplyToCents(c.rate_cents, String(c.units)),
    billedTo: c.third_party_invoice_id === null ? 'Carrier pay' : `Third party: ${c.payer_name ?? 'payer'}`,
  }));
  const carrierCharges = charges.filter((c) => c.billedTo === 'Carrier pay');
  const carrierPay = carrierCharges.length > 0 ? carrierCharges.reduce((sum, c) => sum + c.totalCents, 0) : shipment.rate_cents;
  const markups = f.markups.filter((m) => m.markup_cents !== null);
  const compensation = markups.length > 0 ? markups.reduce((sum, m) => sum + (m.markup_cents ?? 0), 0) : null;
  const billed = carrierPay !== null && compensation !== null ? carrierPay + compensation : null;
  const withholdCustomer = f.party === 'carrier' && parts.order?.is_blind === true;

  return {
    shipmentNumber: shipment.shipment_number,
    orderNumbers: f.markups.map((m) => m.order_number),
    status: statusName(shipment.status),
    generatedAt: f.now,
    parties: [
      { role: 'Shipper (customer)', lines: withholdCustomer ? WITHHELD : address(parts.customer) },
      { role: 'Carrier', lines: address(parts.carrier) },
      { role: 'Broker', lines: address(parts.brokerage) },
    ],
    stops: parts.stops.map(recordStop),
    amounts: [
      { item: 'Agreed carrier rate (line haul)', cents: shipment.rate_cents, detail: shipment.booked_at ? `Booked ${day(shipment.booked_at)}` : 'Not booked' },
      { item: 'Carrier pay', cents: carrierPay, detail: carrierCharges.length > 0 ? `Sum of the ${carrierCharges.length} carrier pay charge(s) below` : 'The agreed rate; no charges entered' },
      { item: 'Broker compensation', cents: compensation, detail: compensation === null ? 'Not entered on the order' : `Markup on order ${markups.map((m) => m.order_number).join(', ')}` },
      { item: 'Billed to the customer', cents: billed, detail: billed === null ? 'Not known until the compensation is entered' : 'Carrier pay plus broker compensation' },
    ],
    charges,
    invoices: [...f.carrierInvoices.map(carrierInvoice), ...f.thirdPartyInvoices.map(thirdPartyInvoice)],
  };
}
