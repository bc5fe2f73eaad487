import { route } from '../api/route-contract';
import { shipmentIdParams } from '../shipments/shipment-request-schemas';
import { CreatedShareLinkAnswerSchema, CreateShareLinkBodySchema, SharedLoadAnswerSchema, ShareLinkParamsSchema, ShareLinksAnswerSchema, ShareTokenBodySchema } from './share-link-schemas';

const portalShipment = { service: 'portal', tags: ['share-links'], params: shipmentIdParams } as const;

/** Links the load's carrier hands out so someone without an account can follow the load on a map. */
export const shareLinkRoutes = {
  list: route({
    ...portalShipment,
    method: 'GET',
    path: '/shipments/:id/share-links',
    summary: "The load's share links, open and ended: the load's carrier only",
    answer: ShareLinksAnswerSchema,
  }),
  create: route({
    ...portalShipment,
    method: 'POST',
    path: '/shipments/:id/share-links',
    status: 201,
    summary: 'A new share link for the load, working for 1, 4, 24 or 72 hours; the token is answered this once',
    body: CreateShareLinkBodySchema,
    answer: CreatedShareLinkAnswerSchema,
  }),
  revoke: route({
    service: 'portal',
    tags: ['share-links'],
    method: 'DELETE',
    path: '/shipments/:id/share-links/:shareLinkId',
    summary: 'Ends a share link at once',
    params: ShareLinkParamsSchema,
    answer: ShareLinksAnswerSchema,
  }),
  shared: route({
    service: 'portal',
    tags: ['share-links'],
    public: true,
    // The token goes in the body, not the address: addresses end up in logs and proxies' histories.
    method: 'POST',
    path: '/shared-loads/view',
    summary: "A shared load as its link's holder sees it, without signing in: number, status, stop cities, last position and ETA as the carrier's tracking consent allows",
    body: ShareTokenBodySchema,
    answer: SharedLoadAnswerSchema,
  }),
} as const;
