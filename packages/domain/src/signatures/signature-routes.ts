import { route } from '../api/route-contract';
import { shipmentIdParams } from '../shipments/shipment-request-schemas';
import { SignatureAnswerSchema, SignatureBodySchema, SignaturesAnswerSchema } from './signature-schemas';

const portalShipment = { service: 'portal', tags: ['signatures'], params: shipmentIdParams } as const;

/** Signatures taken on the phone at a load's stops: the signed bill of lading and proof of delivery. */
export const signatureRoutes = {
  list: route({
    ...portalShipment,
    method: 'GET',
    path: '/shipments/:id/signatures',
    summary: "The load's pickups and dropoffs with the signature taken at each: the load's carrier (its users and assigned drivers) and the brokerage",
    answer: SignaturesAnswerSchema,
  }),
  sign: route({
    ...portalShipment,
    method: 'POST',
    path: '/shipments/:id/signatures',
    status: 201,
    summary: 'Takes the signature at a stop and files the signed PDF (bill of lading at a pickup, proof of delivery at a dropoff), sealed with its SHA-256',
    body: SignatureBodySchema,
    answer: SignatureAnswerSchema,
  }),
} as const;
