import { useState } from 'react';
import { HistoryList, type HistoryWording } from '../../../components/history/history-list';
import { msg } from '../../../i18n/msg';
import { translator } from '../../../i18n/i18n';
import { translateActivity } from '../../../lib/translate-activity';
import { SHIPMENT_HISTORY_PAGE_SIZE, useShipmentHistory } from '../api/get-shipment-history';

/** What each kind of entry says happened (the server stores the kind, the web says it). */
const ACTIONS: Record<string, string> = {
  Created: msg('Shipment created'),
  Booked: msg('Booked'),
  Dispatched: msg('Dispatched'),
  Delivered: msg('Delivered'),
  DeliveryConfirmed: msg('Delivery Confirmed'),
  Voided: msg('Voided'),
  RateRequested: msg('Rate requested'),
  TenderRescinded: msg('Tender rescinded'),
  StatusChanged: msg('Status changed'),
  Arrival: msg('Arrival recorded'),
  Departure: msg('Departure recorded'),
  Appointment: msg('Stop times changed'),
  ProNumber: msg('PRO number set'),
  Equipment: msg('Equipment set'),
  DriverAssigned: msg('Driver assigned'),
  DriverRemoved: msg('Driver removed'),
  EmptyLocation: msg('Empty location set'),
  Problem: msg('Problem reported'),
  Preload: msg('Preload recorded'),
  QuickClosure: msg('Quick closure'),
  BillOfLading: msg('Bill of lading generated'),
  Tendered: msg('Tender sent'),
  BookingRescinded: msg('Booking rescinded'),
  MaxBuy: msg('Max buy changed'),
  Origination: msg('Origination changed'),
  TrackingConsent: msg('Tracking shared changed'),
  InvoiceOpened: msg('Invoice opened'),
  TenderRejected: msg('Tender rejected'),
  TenderExpired: msg('Tender expired'),
  DocumentAdded: msg('Document added'),
};

/** The fields an entry names, marked for the catalogue. */
export const SHIPMENT_HISTORY_FIELDS = [
  msg('Status'),
  msg('Stop times'),
  msg('PRO number'),
  msg('Equipment'),
  msg('Driver'),
  msg('Empty location'),
  msg('Max buy'),
  msg('Origination'),
  msg('Tracking shared'),
  msg('Arrival'),
  msg('Departure'),
  msg('Tender outcome'),
  msg('Document'),
  msg('Rejected'),
  msg('Expired'),
];

const WORDING: HistoryWording = {
  action: (action) => ACTIONS[action],
  // Statuses and tender outcomes are catalogue texts; names and numbers stay as written.
  value: (value, entry) => (entry.field === 'Status' || entry.field === 'Tender' ? translator.t(value) : value),
  description: translateActivity,
};

/** A shipment's history tab: who did what, when, newest first, 25 a page. */
export function ShipmentHistory({ shipmentNumber }: { shipmentNumber: string }) {
  const [page, setPage] = useState(1);
  const history = useShipmentHistory(shipmentNumber, page);
  return <HistoryList query={history} page={page} pageSize={SHIPMENT_HISTORY_PAGE_SIZE} onPage={setPage} wording={WORDING} />;
}
