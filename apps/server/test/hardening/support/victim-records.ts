import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { EntityType } from '@portal/domain/common/entity-type';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../../src/db/db';

/**
 * Records of other companies that one company's users must never reach, chosen by ownership alone
 * (not through the server's visibility rules, which are what the suite checks): a shipment booked
 * to another carrier for another customer, with no invoice the company is a party of, and records
 * hanging on it or owned elsewhere.
 */
export interface VictimRecords {
  shipment: { id: number; number: string };
  stopId: number;
  orderId: number;
  orderNumber: string;
  orderStopId: number;
  tenderId: number;
  rateRequestId: number;
  quoteId: string;
  case: { id: number; number: string };
  apInvoice: { id: number; number: string };
  thirdPartyInvoice: { id: number; number: string };
  checkNumber: string;
  documentId: string;
  noteId: number;
  /** An arrival the victim carrier's ELD proposed at the victim shipment's first stop. */
  stopEventProposalId: number;
  driverId: number;
  powerUnitId: number;
  trailerId: number;
  savedLaneId: number;
  liveEquipmentId: number;
  locationId: number;
  ediLocationId: number;
  contactId: number;
  accessRequestId: number;
  companyId: number;
  /** A profile picture of a user of another carrier. */
  profilePictureId: string;
  /** A running sign-in session of a user of another company. */
  sessionId: string;
  /** An API key of another carrier. */
  apiKeyId: number;
  /** A passkey of a user of another company. */
  passkeyId: string;
  /**
   * The video library is the brokerage's and shared by every carrier, so no company owns a video
   * another may not see: the record no one may reach is a video removed from the library.
   */
  videoId: string;
  /** A fraud signal: the brokerage's staff's alone, whoever it is about. */
  fraudSignalId: number;
  /** A notice of assignment another factor filed for another carrier. */
  noticeOfAssignmentId: number;
  /** A share link its carrier made for the victim shipment. */
  shareLinkId: number;
  /** Another carrier's offer on the victim shipment (whose customer is not the caller). */
  offerId: number;
}

const BOOKED_OR_LATER = ShipmentStatus.Booked;

/**
 * A negotiation on the victim shipment by a carrier of its own, so that no demo role's company is the
 * offering carrier (one per carrier per load, so made once).
 */
async function offerOfAnotherCarrier(db: Db, shipmentId: number): Promise<number> {
  const carrierId =
    (await db.selectFrom('companies').select('id').where('company_number', '=', 'VICTIM-OFFERS').executeTakeFirst())?.id ??
    (await db.insertInto('companies').values({ company_number: 'VICTIM-OFFERS', name: 'Victim Offers Carrier LLC', kind: 'Carrier' }).returning('id').executeTakeFirstOrThrow()).id;
  await db
    .insertInto('offers')
    .values({ shipment_id: shipmentId, carrier_id: carrierId, status: 'Offered', rate_cents: 150_000, valid_until: new Date(Date.now() + 3_600_000) })
    .onConflict((oc) => oc.columns(['shipment_id', 'carrier_id']).doNothing())
    .execute();
  return (await db.selectFrom('offers').select('id').where('shipment_id', '=', shipmentId).where('carrier_id', '=', carrierId).executeTakeFirstOrThrow()).id;
}

/** A notice of assignment between a factor made for the victims and a carrier that is not the caller (decided, so many can exist). */
async function noticeOfAnotherFactor(db: Db, carrierId: number, documentId: string): Promise<number> {
  const factor = await db
    .insertInto('companies')
    .values({ company_number: `VF${randomUUID().slice(0, 8)}`, name: 'Victim Factoring LLC', kind: 'FactoringCompany' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notice = await db
    .insertInto('notices_of_assignment')
    .values({ carrier_id: carrierId, factoring_company_id: factor.id, status: 'Rejected', effective_on: '2026-01-05', document_id: documentId, reject_reason: 'Not signed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return notice.id;
}

/** A document and a portal note on the victim shipment, written by its carrier (the seed has few on other carriers' loads). */
async function attachDocumentAndNote(db: Db, shipmentId: number) {
  const owner = await db.selectFrom('shipments').select('carrier_id').where('id', '=', shipmentId).executeTakeFirstOrThrow();
  const document = await db
    .insertInto('documents')
    .values({
      name: 'victim-pod.pdf',
      file_type: 1,
      extension: 'pdf',
      content_type: 'application/pdf',
      size_bytes: 4,
      storage_key: `isolation/${crypto.randomUUID()}.pdf`,
      entity_type: EntityType.SHIPMENT,
      entity_id: shipmentId,
      company_id: owner.carrier_id,
      shipment_id: shipmentId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const note = await db
    .insertInto('notes')
    .values({ entity_type: EntityType.SHIPMENT, entity_id: shipmentId, content: 'Driver arrived early.', allow_portal_access: true, company_id: owner.carrier_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { document, note };
}

/** A saved lane and a posted truck of another carrier (the seed gives them to the demo carrier only). */
async function laneAndTruckOfAnotherCarrier(db: Db, companyId: number) {
  const owner = await db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id as user_id', 'u.company_id'])
    .where('c.kind', '=', 'Carrier')
    .where('u.company_id', '<>', companyId)
    .orderBy('u.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const dallas = { city: 'Dallas', state: 'TX', latitude: 32.78, longitude: -96.8 };
  const savedLane = await db
    .insertInto('saved_lanes')
    .values({ company_id: owner.company_id, user_id: owner.user_id, name: 'Dallas out', origin_city: dallas.city, origin_state: dallas.state, origin_latitude: dallas.latitude, origin_longitude: dallas.longitude })
    .returning('id')
    .executeTakeFirstOrThrow();
  const liveEquipment = await db
    .insertInto('live_equipment')
    .values({ company_id: owner.company_id, user_id: owner.user_id, ...dallas, available_from: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { savedLane, liveEquipment };
}

/**
 * A third-party invoice of which the company is neither payer, carrier nor factoring company: the
 * seed bills every one to its one payer, so for that payer a copy billed to another company is made.
 */
async function thirdPartyInvoiceOfAnotherPayer(db: Db, companyId: number) {
  const existing = await db
    .selectFrom('third_party_invoices')
    .select(['id', 'invoice_number'])
    .where('payer_company_id', '<>', companyId)
    .where('carrier_id', '<>', companyId)
    .where((eb) => eb.or([eb('factoring_company_id', 'is', null), eb('factoring_company_id', '<>', companyId)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (existing) return existing;
  const template = await db.selectFrom('third_party_invoices').selectAll().where('carrier_id', '<>', companyId).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const otherPayer = await db.selectFrom('companies').select('id').where('kind', '=', 'Customer').where('id', '<>', companyId).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = template;
  return db
    .insertInto('third_party_invoices')
    .values({ ...copy, invoice_number: `${template.invoice_number}-X`, payer_company_id: otherPayer.id, factoring_company_id: null })
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
}

/** A contact of another company and an open access request to it (the seed has them for two carriers; one is made if missing). */
async function contactAndAccessRequestOfAnotherCompany(db: Db, companyId: number) {
  const contact = await db.selectFrom('contacts').select(['id', 'company_id']).where('company_id', '<>', companyId).where('deleted_at', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const open = await db.selectFrom('access_requests').select('id').where('company_id', '<>', companyId).where('status', '=', 'Open').orderBy('id').limit(1).executeTakeFirst();
  const accessRequest =
    open ??
    (await db
      .insertInto('access_requests')
      .values({ company_id: contact.company_id, email: `victim${companyId}@example.test`, first_name: 'Victim', last_name: 'Requester', company_number: 'MC1' })
      .returning('id')
      .executeTakeFirstOrThrow());
  return { contact, accessRequest };
}

/** A location of another company and an EDI code that company mapped to it (the seed maps codes for the demo carrier only). */
async function locationAndEdiCodeOfAnotherCompany(db: Db, companyId: number) {
  const location = await db
    .selectFrom('locations')
    .select(['id', 'company_id'])
    .where('company_id', 'is not', null)
    .where('company_id', '<>', companyId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const customer = await db.selectFrom('companies').select('id').where('kind', '=', 'Customer').where('id', '<>', companyId).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const mapping = { company_id: location.company_id!, customer_id: customer.id, code: `VICTIM${companyId}` };
  // Two demo roles of one company share their victims: the second finds the first one's mapping.
  await db.insertInto('edi_locations').values({ ...mapping, location_id: location.id }).onConflict((oc) => oc.columns(['company_id', 'customer_id', 'code']).doNothing()).execute();
  const ediLocation = await db
    .selectFrom('edi_locations')
    .select('id')
    .where('company_id', '=', mapping.company_id)
    .where('customer_id', '=', mapping.customer_id)
    .where('code', '=', mapping.code)
    .executeTakeFirstOrThrow();
  return { location, ediLocation };
}

/** A video removed from the library: no one reaches it, its bytes, captions or position. */
async function removedVideo(db: Db) {
  return db
    .insertInto('videos')
    .values({ title: 'Removed video', duration_seconds: 10, content_type: 'video/webm', size_bytes: 4, storage_key: crypto.randomUUID(), captions_vtt: 'WEBVTT\n', deleted_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function victimRecordsFor(db: Db, companyId: number): Promise<VictimRecords> {
  const found = <T>(what: string, row: T | undefined): T => {
    if (row === undefined) throw new Error(`The demo seed has no ${what} that company ${companyId} must not see; the isolation suite needs one`);
    return row;
  };
  const shipment = found(
    'shipment',
    await db
      .selectFrom('shipments as s')
      .select(['s.id', 's.shipment_number', 's.order_id'])
      .where('s.carrier_id', 'is not', null)
      .where('s.carrier_id', '<>', companyId)
      .where('s.customer_id', '<>', companyId)
      .where('s.status', '>=', BOOKED_OR_LATER)
      .where('s.order_id', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('ap_invoices as i').select('i.id').whereRef('i.shipment_id', '=', 's.id').where((eb) => eb.or([eb('i.carrier_id', '=', companyId), eb('i.remit_to_company_id', '=', companyId)])))),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('third_party_invoices as i')
              .select('i.id')
              .whereRef('i.shipment_id', '=', 's.id')
              .where((eb) => eb.or([eb('i.payer_company_id', '=', companyId), eb('i.carrier_id', '=', companyId), eb('i.factoring_company_id', '=', companyId)])),
          ),
        ),
      )
      .orderBy('s.id')
      .limit(1)
      .executeTakeFirst(),
  );
  const first = async <T>(what: string, query: Promise<T | undefined>) => found(what, await query);
  const stop = await first('stop', db.selectFrom('shipment_stops').select('id').where('shipment_id', '=', shipment.id).orderBy('id').limit(1).executeTakeFirst());
  const order = await first('order', db.selectFrom('orders').select('order_number').where('id', '=', shipment.order_id!).executeTakeFirst());
  const orderStop = await first('order stop', db.selectFrom('order_stops').select('id').where('order_id', '=', shipment.order_id!).orderBy('id').limit(1).executeTakeFirst());
  const { document, note } = await attachDocumentAndNote(db, shipment.id);
  const proposal = await db
    .insertInto('stop_event_proposals')
    .values({ shipment_id: shipment.id, stop_id: stop.id, kind: 'Arrival', occurred_at: new Date(), latitude: 32.78, longitude: -96.8, provider_vehicle_id: 'victim-truck' })
    // Victims are chosen once per probing company: the same stop may already carry the proposal.
    .onConflict((oc) => oc.columns(['stop_id', 'kind']).doUpdateSet({ status: 'Proposed' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const shareLink = await db
    .insertInto('share_links')
    .values({
      shipment_id: shipment.id,
      carrier_id: (await db.selectFrom('shipments').select('carrier_id').where('id', '=', shipment.id).executeTakeFirstOrThrow()).carrier_id!,
      token_hash: randomUUID(),
      expires_at: new Date(Date.now() + 3_600_000),
      created_by_user_id: (await db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Tenders, rate requests and spot quotes sent to another carrier on another customer's shipment.
  const anotherCustomersShipment = db.selectFrom('shipments as s').where('s.customer_id', '<>', companyId);
  const tender = await first(
    'tender',
    anotherCustomersShipment.innerJoin('tenders as t', 't.shipment_id', 's.id').select('t.id').where('t.carrier_id', '<>', companyId).orderBy('t.id').limit(1).executeTakeFirst(),
  );
  const rateRequest = await first(
    'rate request',
    anotherCustomersShipment.innerJoin('rate_requests as r', 'r.shipment_id', 's.id').select('r.id').where('r.carrier_id', '<>', companyId).orderBy('r.id').limit(1).executeTakeFirst(),
  );
  const quote = await first(
    'spot quote',
    anotherCustomersShipment.innerJoin('spot_quotes as q', 'q.shipment_id', 's.id').select('q.id').where('q.carrier_id', '<>', companyId).orderBy('q.created_at').orderBy('q.id').limit(1).executeTakeFirst(),
  );
  const caseRow = await first(
    'case',
    db
      .selectFrom('cases as c')
      .select(['c.id', 'c.case_number'])
      .where('c.carrier_id', '<>', companyId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('case_involved_parties as p').select('p.case_id').whereRef('p.case_id', '=', 'c.id').where('p.company_id', '=', companyId))))
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirst(),
  );
  const apInvoice = await first(
    'AP invoice',
    db.selectFrom('ap_invoices').select(['id', 'invoice_number']).where('carrier_id', '<>', companyId).where('remit_to_company_id', '<>', companyId).orderBy('id').limit(1).executeTakeFirst(),
  );
  const thirdParty = await thirdPartyInvoiceOfAnotherPayer(db, companyId);
  const payment = await first(
    'payment',
    db.selectFrom('payments').select('check_number').where('carrier_id', '<>', companyId).where('paid_to_company_id', '<>', companyId).orderBy('id').limit(1).executeTakeFirst(),
  );
  const driver = await first('driver', db.selectFrom('drivers').select('id').where('company_id', '<>', companyId).orderBy('id').limit(1).executeTakeFirst());
  const unitOf = (kind: 'PowerUnit' | 'Trailer') =>
    first(kind, db.selectFrom('equipment').select('id').where('company_id', '<>', companyId).where('kind', '=', kind).where('is_active', '=', true).orderBy('id').limit(1).executeTakeFirst());
  const [powerUnit, trailer] = [await unitOf('PowerUnit'), await unitOf('Trailer')];
  const { savedLane, liveEquipment } = await laneAndTruckOfAnotherCarrier(db, companyId);
  const { location, ediLocation } = await locationAndEdiCodeOfAnotherCompany(db, companyId);
  const { contact, accessRequest } = await contactAndAccessRequestOfAnotherCompany(db, companyId);
  const company = await first(
    'company',
    db.selectFrom('companies').select('id').where('id', '<>', companyId).where('kind', '=', 'Carrier').where(sql<boolean>`not do_not_use`).orderBy('id').limit(1).executeTakeFirst(),
  );
  const pictureOwner = await first(
    'user of another carrier',
    db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select(['u.id', 'u.company_id'])
      .where('u.company_id', '<>', companyId)
      .where('c.kind', '=', 'Carrier')
      .orderBy('u.id')
      .limit(1)
      .executeTakeFirst(),
  );
  const picture = await db
    .insertInto('profile_pictures')
    .values({ user_id: pictureOwner.id, company_id: pictureOwner.company_id, storage_key: randomUUID(), content_type: 'image/png', size_bytes: 68 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await db
    .insertInto('user_sessions')
    .values({ id: randomUUID(), user_id: pictureOwner.id, company_id: pictureOwner.company_id, session_generation: 0, expires_at: new Date(Date.now() + 3_600_000), refresh_hash: randomUUID() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const apiKey = await db
    .insertInto('api_keys')
    .values({ company_id: pictureOwner.company_id, created_by_user_id: pictureOwner.id, name: 'Victim key', scopes: ['shipments:read'], prefix: 'fpk_victim00', key_hash: randomUUID() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const passkey = await db
    .insertInto('passkeys')
    .values({ id: randomUUID(), user_id: pictureOwner.id, credential_id: randomUUID(), public_key: 'pQECAyYgASFYIA', user_handle: randomUUID(), name: 'Victim passkey' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    shipment: { id: shipment.id, number: shipment.shipment_number },
    stopId: stop.id,
    orderId: shipment.order_id!,
    orderNumber: order.order_number,
    orderStopId: orderStop.id,
    tenderId: tender.id,
    rateRequestId: rateRequest.id,
    quoteId: quote.id,
    case: { id: caseRow.id, number: caseRow.case_number },
    apInvoice: { id: apInvoice.id, number: apInvoice.invoice_number },
    thirdPartyInvoice: { id: thirdParty.id, number: thirdParty.invoice_number },
    checkNumber: payment.check_number,
    documentId: document.id,
    noteId: note.id,
    stopEventProposalId: proposal.id,
    driverId: driver.id,
    powerUnitId: powerUnit.id,
    trailerId: trailer.id,
    savedLaneId: savedLane.id,
    liveEquipmentId: liveEquipment.id,
    locationId: location.id,
    ediLocationId: ediLocation.id,
    contactId: contact.id,
    accessRequestId: accessRequest.id,
    companyId: company.id,
    profilePictureId: picture.id,
    videoId: (await removedVideo(db)).id,
    shareLinkId: shareLink.id,
    fraudSignalId: (await db.selectFrom('fraud_signals').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    noticeOfAssignmentId: await noticeOfAnotherFactor(db, company.id, document.id),
    offerId: await offerOfAnotherCarrier(db, shipment.id),
    sessionId: session.id,
    apiKeyId: apiKey.id,
    passkeyId: passkey.id,
  };
}
