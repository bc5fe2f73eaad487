import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { callerFor, createLoad, PLACES, type Client } from '../load-board/freight-fixtures';

/** A load on the board whose customer is the given broker company. */
export const boardLoad = (db: Kysely<Database>, customerId: number) => createLoad(db, { origin: PLACES.chicago, destination: PLACES.dallas, postedRateCents: 180_000, customerId });

/** An instant a few hours ahead, as the wire writes it. */
export const hoursAhead = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

export const makeOffer = (client: Client, shipmentNumber: string, rate: number, note?: string) => client.send('POST', '/portal/api/offers', { shipmentNumber, rate, validUntil: hoursAhead(2), ...(note ? { note } : {}) });
export const counter = (client: Client, offerId: number, rate: number) => client.send('POST', `/portal/api/offers/${offerId}/counter`, { rate, validUntil: hoursAhead(2) });
export const accept = (client: Client, offerId: number) => client.send('POST', `/portal/api/offers/${offerId}/accept`);
export const decline = (client: Client, offerId: number) => client.send('POST', `/portal/api/offers/${offerId}/decline`, {});
export const confirm = (client: Client, offerId: number) => client.send('POST', `/portal/api/offers/${offerId}/confirm`);

/** The company id of a signed-in user, by e-mail. */
export async function companyOf(db: Kysely<Database>, email: string): Promise<number> {
  return (await callerFor(db, email)).companyId;
}
