import { createHash, randomBytes } from 'node:crypto';
import { SHARE_LINK_MESSAGES } from '@portal/domain/share-links/share-link-messages';
import { cityPoint, isShareTokenShaped, MAX_ACTIVE_SHARE_LINKS, sharedTracking, shareLinkExpiry, shareLinkState, SHARE_TOKEN_BYTES, type ShareLinkHours } from '@portal/domain/share-links/share-link-rules';
import type { CreatedShareLink, ShareLink, SharedLoad } from '@portal/domain/share-links/share-link-schemas';
import { SHIPMENT_STATUSES, ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { estimateNextStopEta, type TrackingConsentLevel } from '@portal/domain/shipments/tracking-consent';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, HttpProblem, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { getVisibleShipment, lockWritableShipment, SHIPMENT_NOT_FOUND, shipmentPartyOf } from '../shipments/access/shipment-access';
import { countOpenShareLinks, findOpenSharedLoad, findShareLinks, findSharedStops, insertShareLink, revokeShareLink, type ShareLinkRow } from './share-links.repository';

/** Only the SHA-256 of a token is kept: a copy of the table opens no link. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function linkOf(row: ShareLinkRow, now: Date): ShareLink {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    state: shareLinkState({ expiresAt: row.expires_at, revokedAt: row.revoked_at }, now),
    createdBy: `${row.first_name} ${row.last_name}`.trim(),
  };
}

/**
 * Who shares a load: its booked carrier's users. Its drivers and the brokerage see the load but do
 * not hand out links for the carrier (403); anyone else does not see it (404).
 */
async function sharerShipment(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const party = await shipmentPartyOf(db, caller, shipment);
  if (party === null) throw notFound(SHIPMENT_NOT_FOUND);
  if (party !== 'carrier') throw forbidden(SHARE_LINK_MESSAGES.carrierOnly);
  return shipment;
}

export async function listShareLinks(db: Db, caller: Caller, id: number, now = new Date()): Promise<{ data: ShareLink[] }> {
  const shipment = await sharerShipment(db, caller, id);
  return { data: (await findShareLinks(db, shipment.id)).map((row) => linkOf(row, now)) };
}

/** A new link for the chosen hours; the token leaves the server this once. */
export async function createShareLink(db: Db, caller: Caller, id: number, hours: ShareLinkHours, context: AuditContext, now = new Date()): Promise<{ data: CreatedShareLink }> {
  return db.transaction().execute(async (trx) => {
    await sharerShipment(trx, caller, id);
    const shipment = await lockWritableShipment(trx, caller, id, 'carrierUpdate');
    if (shipment.status < ShipmentStatus.Booked) throw conflict(SHARE_LINK_MESSAGES.notBooked({ shipmentNumber: shipment.shipment_number }));
    if ((await countOpenShareLinks(trx, shipment.id, now)) >= MAX_ACTIVE_SHARE_LINKS) {
      throw conflict(SHARE_LINK_MESSAGES.tooMany({ shipmentNumber: shipment.shipment_number, max: MAX_ACTIVE_SHARE_LINKS }));
    }
    const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
    const expiresAt = shareLinkExpiry(now, hours);
    const linkId = await insertShareLink(trx, {
      shipment_id: shipment.id,
      carrier_id: shipment.carrier_id!,
      token_hash: tokenHash(token),
      created_at: now,
      expires_at: expiresAt,
      created_by_user_id: caller.userId,
    });
    await recordAudit(trx, {
      action: 'share_link.created',
      actor: actorOf(caller),
      target: { type: 'shipment', id: shipment.id },
      context,
      details: { shipmentNumber: shipment.shipment_number, shareLinkId: linkId, hours, expiresAt: expiresAt.toISOString() },
    });
    const row = (await findShareLinks(trx, shipment.id)).find((link) => link.id === linkId)!;
    return { data: { ...linkOf(row, now), token } };
  });
}

/** Ends a link at once: the next request with its token is refused. */
export async function revokeLink(db: Db, caller: Caller, id: number, linkId: number, context: AuditContext, now = new Date()): Promise<{ data: ShareLink[] }> {
  return db.transaction().execute(async (trx) => {
    const shipment = await sharerShipment(trx, caller, id);
    if (!(await revokeShareLink(trx, shipment.id, linkId, caller.userId, now))) throw notFound('Share link');
    await recordAudit(trx, {
      action: 'share_link.revoked',
      actor: actorOf(caller),
      target: { type: 'shipment', id: shipment.id },
      context,
      details: { shipmentNumber: shipment.shipment_number, shareLinkId: linkId },
    });
    return { data: (await findShareLinks(trx, shipment.id)).map((row) => linkOf(row, now)) };
  });
}

const linkRefused = () => new HttpProblem(404, 'Not Found', SHARE_LINK_MESSAGES.notFound);

/**
 * What a link's holder sees, without signing in: the load's number, status and stop cities, and its
 * last position and ETA as far as the carrier's tracking consent shares them with people outside
 * its company. A link that is unknown, expired, revoked, or whose carrier no longer hauls the load
 * is one and the same 404.
 */
export async function sharedLoad(db: Db, token: string, now = new Date()): Promise<{ data: SharedLoad }> {
  if (!isShareTokenShaped(token)) throw linkRefused();
  const load = await findOpenSharedLoad(db, tokenHash(token), now);
  if (!load || load.carrier_id !== load.link_carrier_id || load.status === ShipmentStatus.Voided) throw linkRefused();
  const stops = await findSharedStops(db, load.shipment_id);
  const share = sharedTracking(load.tracking_consent as TrackingConsentLevel, load.status);
  const last = load.last_latitude === null || load.last_longitude === null ? null : { latitude: load.last_latitude, longitude: load.last_longitude, at: load.last_location_at };
  const moving = load.status >= ShipmentStatus.Booked && load.status < ShipmentStatus.Delivered;
  const nextStop = stops.find((stop) => stop.arrived_at === null) ?? null;
  const eta = share.eta && moving && last?.at ? estimateNextStopEta({ ...last, at: last.at }, nextStop) : null;
  return {
    data: {
      shipmentNumber: load.shipment_number,
      status: SHIPMENT_STATUSES.find((s) => s.code === load.status)?.name ?? String(load.status),
      stops: stops.map((stop) => ({
        stopNumber: stop.stop_number,
        stopType: stop.stop_type,
        city: stop.city,
        state: stop.state,
        latitude: cityPoint(stop.latitude),
        longitude: cityPoint(stop.longitude),
      })),
      positionShared: share.position,
      lastPosition: share.position && last ? { latitude: last.latitude, longitude: last.longitude, at: last.at?.toISOString() ?? null } : null,
      eta: eta?.toISOString() ?? null,
      expiresAt: load.expires_at.toISOString(),
    },
  };
}
