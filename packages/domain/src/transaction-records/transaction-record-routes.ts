import { route } from '../api/route-contract';
import { shipmentIdParams } from '../shipments/shipment-request-schemas';

const portalShipment = { service: 'portal', tags: ['transaction-records'], params: shipmentIdParams, answer: 'file' } as const;

/** The broker's record of one brokered load, for each party to it: the booked carrier, the customer and the brokerage. */
export const transactionRecordRoutes = {
  pdf: route({
    ...portalShipment,
    method: 'GET',
    path: '/shipments/:id/transaction-record.pdf',
    summary: "The load's transaction record as a PDF: parties, stops, the carrier's pay and the amount billed, accessorials, invoice and payment dates",
    produces: ['application/pdf'],
  }),
  csv: route({
    ...portalShipment,
    method: 'GET',
    path: '/shipments/:id/transaction-record.csv',
    summary: "The load's transaction record as CSV, one line a fact (section, item, value)",
    produces: ['text/csv'],
  }),
} as const;
