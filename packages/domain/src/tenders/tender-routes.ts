import { route } from '../api/route-contract';
import { CountAnswerSchema } from '../common/query-schemas';
import { ShipmentNumberParamsSchema } from '../load-board/freight-schemas';
import { ShipmentIdParamsSchema } from '../load-board/load-board-schemas';
import { OfferAnswerSchema, OfferBodySchema, TenderCountQuerySchema, TenderDetailAnswerSchema, TenderIdParamsSchema, TenderListSchema, TendersQuerySchema } from './tender-schemas';
import { AutomaticTenderingStatusAnswerSchema, TenderShipmentAnswerSchema, TenderShipmentBodySchema } from './tendering-schemas';

const portalTenders = { service: 'portal', tags: ['tenders'] } as const;

const FIND_SUMMARY = "The caller's tenders (default status Sent; a Sent tender past its deadline is Expired, not Sent)";
const FIND_DESCRIPTION = 'statuses takes codes 0-4 (Sent, Accepted, Rejected, Rescinded, Booking Rescinded), their names, or Expired.';
const GET_SUMMARY = 'One tender: lane, stops, equipment, rate, requirements, map';
const RESPOND_SUMMARY = 'Accept (books the shipment) or reject (a reason optional) a Sent tender';
const RESPOND_DESCRIPTION = 'A tender that is not Sent, has expired, or whose load another carrier won answers 409.';

/** Find, get and respond: the same three contracts, each API serving them under its own paths. */
function findGetRespond<const Service extends 'portal' | 'carrier', const Base extends string>(service: Service, base: Base) {
  const api = { service, tags: ['tenders'] } as const;
  return {
    list: route({ ...api, method: 'GET', path: base, summary: FIND_SUMMARY, description: FIND_DESCRIPTION, query: TendersQuerySchema, answer: TenderListSchema }),
    get: route({ ...api, method: 'GET', path: `${base}/:tenderId` as const, summary: GET_SUMMARY, params: TenderIdParamsSchema, answer: TenderDetailAnswerSchema }),
    respond: route({
      ...api,
      method: 'PUT',
      path: `${base}/:tenderId/offers` as const,
      summary: RESPOND_SUMMARY,
      description: RESPOND_DESCRIPTION,
      params: TenderIdParamsSchema,
      body: OfferBodySchema,
      answer: OfferAnswerSchema,
    }),
  };
}

const carrierCalls = findGetRespond('carrier', '/v2/tenders');

/**
 * The tenders area: find, get and respond under the Carrier API (its verbatim paths) and the same
 * three under the Portal API, the count (navigation badge), the caller's tender for a shipment; and
 * the broker's tendering of a shipment (to one carrier or down a ranked list) and where it stands.
 */
export const tenderRoutes = {
  count: route({
    ...portalTenders,
    method: 'GET',
    path: '/tenders/count',
    summary: "Count of the caller's tenders by status (a Sent tender past its expiry is not Sent)",
    query: TenderCountQuerySchema,
    answer: CountAnswerSchema,
  }),
  ...findGetRespond('portal', '/tenders'),
  byShipment: route({
    ...portalTenders,
    method: 'GET',
    path: '/tenders/by-shipment/:shipmentNumber',
    summary: "The caller's latest tender on a shipment",
    params: ShipmentNumberParamsSchema,
    answer: TenderDetailAnswerSchema,
  }),
  carrierList: carrierCalls.list,
  carrierGet: carrierCalls.get,
  carrierRespond: carrierCalls.respond,
  tenderShipment: route({
    ...portalTenders,
    method: 'POST',
    path: '/shipments/:id/tenders',
    summary: 'Tender a Ready to Book shipment to one carrier, or to a ranked list (automatic tendering: the next carrier is tendered when one rejects or its tender expires)',
    params: ShipmentIdParamsSchema,
    body: TenderShipmentBodySchema,
    answer: TenderShipmentAnswerSchema,
  }),
  automaticTenderingStatus: route({
    ...portalTenders,
    method: 'GET',
    path: '/shipments/:id/automatic-tendering-status',
    summary: 'Automatic tendering status: current carrier, remaining carriers, history (null data when never tendered)',
    params: ShipmentIdParamsSchema,
    answer: AutomaticTenderingStatusAnswerSchema,
  }),
} as const;
