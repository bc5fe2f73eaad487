import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import { getVisibleShipment, SHIPMENT_NOT_FOUND, shipmentPartyOf } from '../shipments/access/shipment-access';
import { documentParts } from '../shipments/documents/shipment-pdf-parts';
import { buildTransactionRecord, type TransactionRecord } from './transaction-record';
import { transactionRecordCsv } from './transaction-record-csv';
import { transactionRecordBytes } from './transaction-record-pdf';
import { findCarrierInvoices, findOrderMarkups, findRecordCharges, findThirdPartyInvoices } from './transaction-records.repository';

/**
 * The record of a load for a party to it: the booked carrier's users, the customer's users and the
 * brokerage's staff. A carrier that only sees the load (load board, tender), a driver and anyone
 * else get a 404, as if there were no such load.
 */
export async function transactionRecordFor(db: Db, caller: Caller, id: number, now = new Date()): Promise<TransactionRecord> {
  const shipment = await getVisibleShipment(db, caller, id);
  const party = await shipmentPartyOf(db, caller, shipment);
  if (party === null || party === 'driver') throw notFound(SHIPMENT_NOT_FOUND);
  const [parts, charges, markups, carrierInvoices, thirdPartyInvoices] = await Promise.all([
    documentParts(db, shipment),
    findRecordCharges(db, shipment.id),
    findOrderMarkups(db, shipment.id),
    findCarrierInvoices(db, shipment.id),
    findThirdPartyInvoices(db, shipment.id),
  ]);
  return buildTransactionRecord({ shipment, parts, party, charges, markups, carrierInvoices, thirdPartyInvoices, now });
}

export async function transactionRecordPdf(db: Db, caller: Caller, id: number) {
  const record = await transactionRecordFor(db, caller, id);
  return { fileName: `transaction-record-${record.shipmentNumber}.pdf`, bytes: await transactionRecordBytes(record) };
}

export async function transactionRecordCsvFile(db: Db, caller: Caller, id: number) {
  const record = await transactionRecordFor(db, caller, id);
  return { fileName: `transaction-record-${record.shipmentNumber}.csv`, csv: transactionRecordCsv(record) };
}
