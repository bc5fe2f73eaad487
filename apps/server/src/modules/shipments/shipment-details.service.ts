import { sql } from 'kysely';
import { CASE_SOURCES, CASE_STATUSES, CASE_TYPES } from '@portal/domain/cases/case-status';
import { collapseCaseStatus } from '@portal/domain/cases/case-status-group';
import { displayName } from '@portal/domain/common/enum';
import { multiplyToCents } from '@portal/domain/common/money';
import { RATE_REQUEST_STATUSES } from '@portal/domain/rates/rate-request-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TENDER_OFFER_STATUSES } from '@portal/domain/tenders/tender-offer-status';
import type { ShipmentsRow } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import { assertCanSeeCarrierMoney, getVisibleShipment, getVisibleShipmentByNumber } from './shipment-access';
import { findActivity, findLatestActivity } from './shipment-activity';
import { iso, isoRequired } from './shipment-format';
import { dollars, dollarsOrNull } from '../../lib/money';
import { buildShipmentView, companyRef, lineItemView, loadStopViews, summaryView } from './shipment-view';
import {
  findBrokerageCompany,
  findCompanies,
  findShipmentOrderIds,
  findVisibleTripShipments,
} from './shipments.repository';
import type { Db } from '../../db/db';

const coded = (list: readonly { code: number; name: string }[], code: number) => ({ value: code, displayName: displayName(list, code) ?? String(code) });

// ---- the shipment, its stops and activity -------------------------------------------------------

export async function getShipment(db: Db, caller: Caller, id: number, now = new Date()) {
  return buildShipmentView(db, caller, await getVisibleShipment(db, caller, id), now);
}

export async function getShipmentByNumber(db: Db, caller: Caller, shipmentNumber: string, now = new Date()) {
  return buildShipmentView(db, caller, await getVisibleShipmentByNumber(db, caller, shipmentNumber), now);
}

export async function getStops(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const { views } = await loadStopViews(db, shipment.id);
  return { data: views, totalCount: views.length };
}

export async function getStopsByNumber(db: Db, caller: Caller, shipmentNumber: string) {
  const shipment = await getVisibleShipmentByNumber(db, caller, shipmentNumber);
  const { views } = await loadStopViews(db, shipment.id);
  return { data: views, totalCount: views.length };
}

export async function getActivity(db: Db, caller: Caller, id: number, page: number, pageSize: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  return findActivity(db, shipment.id, page, pageSize);
}

export async function getLatestActivity(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  return findLatestActivity(db, shipment.id);
}

// ---- requirements ------------------------------------------------------------------------------

export async function getRequirements(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  return { data: shipment.requirements, totalCount: shipment.requirements.length };
}

export async function getOrderRequirements(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const orderIds = await findShipmentOrderIds(db, shipment);
  const orders =
    orderIds.length === 0
      ? []
      : await db
          .selectFrom('orders')
          .select([
            'id',
            'order_number',
            'requirements',
            'accessorials',
            'special_instructions',
            'is_team_required',
            'is_just_in_time',
            'equipment_types',
            'reefer_temperature',
            'reefer_mode',
            'hazmat_emergency_contact_info',
          ])
          .where('id', 'in', orderIds)
          .orderBy('id')
          .execute();
  const data = orders.map((o) => ({
    orderId: o.id,
    orderNumber: o.order_number,
    requirements: o.requirements,
    accessorials: o.accessorials,
    specialInstructions: o.special_instructions,
    isTeamRequired: o.is_team_required,
    isJustInTime: o.is_just_in_time,
    equipmentTypes: o.equipment_types,
    reeferTemperature: o.reefer_temperature === null ? null : Number(o.reefer_temperature),
    reeferMode: o.reefer_mode,
    hazmatEmergencyContactInfo: o.hazmat_emergency_contact_info,
  }));
  return { data, totalCount: data.length };
}

// ---- orders: line items and dropoffs -----------------------------------------------------------

export async function getLineItems(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const orderIds = await findShipmentOrderIds(db, shipment);
  const rows =
    orderIds.length === 0
      ? []
      : await db
          .selectFrom('order_line_items as li')
          .innerJoin('orders as o', 'o.id', 'li.order_id')
          .selectAll('li')
          .select('o.order_number')
          .where('li.order_id', 'in', orderIds)
          .orderBy('li.order_id')
          .orderBy('li.id')
          .execute();
  const data = rows.map((row) => ({ ...lineItemView(row), orderNumber: row.order_number }));
  return { data, totalCount: data.length };
}

/**
 * The dropoffs of each order the shipment serves, for proof-of-delivery uploads. stopNumber is the
 * zero-based position of the stop among its order's stops; stopId is the order stop id.
 */
export async function getOrderDropoffs(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const rows = await db
    .selectFrom('shipment_stops as ss')
    .innerJoin('order_stops as os', 'os.id', 'ss.order_stop_id')
    .innerJoin('orders as o', 'o.id', 'os.order_id')
    .select([
      'o.id as order_id',
      'o.order_number',
      'os.id as order_stop_id',
      'ss.id as shipment_stop_id',
      'ss.name',
      'ss.city',
      'ss.state',
      'ss.stop_number as shipment_stop_number',
      sql<number>`(select count(*) from order_stops prior where prior.order_id = os.order_id and prior.stop_number < os.stop_number)`.as('zero_based'),
    ])
    .where('ss.shipment_id', '=', shipment.id)
    .where('ss.stop_type', '=', 'Dropoff')
    .orderBy('o.id')
    .orderBy('ss.stop_number')
    .execute();
  const byOrder = new Map<number, { orderId: number; orderNumber: string; dropoffs: { stopNumber: number; stopId: number; shipmentStopId: number; name: string; city: string; state: string }[] }>();
  for (const r of rows) {
    const entry = byOrder.get(r.order_id) ?? { orderId: r.order_id, orderNumber: r.order_number, dropoffs: [] };
    entry.dropoffs.push({ stopNumber: Number(r.zero_based), stopId: r.order_stop_id, shipmentStopId: r.shipment_stop_id, name: r.name, city: r.city, state: r.state });
    byOrder.set(r.order_id, entry);
  }
  const data = [...byOrder.values()];
  return { data, totalCount: data.length };
}

// ---- money -------------------------------------------------------------------------------------

/** Carrier charges with line totals rate x units, computed on cents exactly, and their sum. */
export async function getCarrierChargeDetails(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  assertCanSeeCarrierMoney(caller, shipment);
  const rows = await db
    .selectFrom('charges')
    .select(['id', 'description', 'charge_type_name', 'rate_cents', 'units'])
    .where('shipment_id', '=', shipment.id)
    .where('third_party_invoice_id', 'is', null)
    .orderBy('id')
    .execute();
  let totalCents = 0;
  const charges = rows.map((c) => {
    const lineCents = multiplyToCents(c.rate_cents, String(c.units));
    totalCents += lineCents;
    return { id: c.id, description: c.description, chargeTypeName: c.charge_type_name, rate: dollars(c.rate_cents), units: Number(c.units), total: dollars(lineCents) };
  });
  return { charges, total: totalCents / 100 };
}

export async function getBillingConfiguration(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  assertCanSeeCarrierMoney(caller, shipment);
  const [carrier] = shipment.carrier_id === null ? [] : await findCompanies(db, [shipment.carrier_id]);
  const [factoring] = carrier?.factoring_company_id ? await findCompanies(db, [carrier.factoring_company_id]) : [];
  const thirdParty =
    shipment.customer_id === null
      ? undefined
      : await db
          .selectFrom('third_party_billing_settings as t')
          .innerJoin('companies as p', 'p.id', 't.payer_company_id')
          .select(['t.id', 't.name', 'p.id as payer_id', 'p.name as payer_name'])
          .where('t.customer_id', '=', shipment.customer_id)
          .where('t.is_active', '=', true)
          .orderBy('t.id')
          .executeTakeFirst();
  return {
    shipmentId: shipment.id,
    carrier: companyRef(carrier),
    factoringCompany: factoring ? { id: factoring.id, name: factoring.name } : null,
    remitTo: factoring ? { id: factoring.id, name: factoring.name } : carrier ? { id: carrier.id, name: carrier.name } : null,
    thirdPartyBilling: thirdParty ? { id: thirdParty.id, name: thirdParty.name, payerCompanyId: thirdParty.payer_id, payerCompanyName: thirdParty.payer_name } : null,
    isThirdPartyBillingEligible: !!thirdParty,
    canSubmitInvoice: shipment.status >= ShipmentStatus.Delivered,
  };
}

// ---- parties -----------------------------------------------------------------------------------

export async function getBookedCarrierDetails(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  if (shipment.carrier_id === null || shipment.status < ShipmentStatus.Booked) throw notFound('Booked carrier');
  const [[carrier], bookedBy, drivers] = await Promise.all([
    findCompanies(db, [shipment.carrier_id]),
    shipment.booked_by_user_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', '=', shipment.booked_by_user_id).executeTakeFirst(),
    db
      .selectFrom('shipment_drivers as sd')
      .innerJoin('drivers as d', 'd.id', 'sd.driver_id')
      .select(['d.id', 'd.first_name', 'd.last_name', 'd.mobile_phone'])
      .where('sd.shipment_id', '=', shipment.id)
      .orderBy('sd.assigned_at')
      .execute(),
  ]);
  const dispatcher = await carrierDispatcher(db, shipment.carrier_id);
  return {
    shipmentId: shipment.id,
    carrier: companyRef(carrier)!,
    bookedAt: iso(shipment.booked_at),
    bookedBy: bookedBy ? { id: bookedBy.id, firstName: bookedBy.first_name, lastName: bookedBy.last_name } : null,
    dispatcher,
    truckNumber: shipment.truck_number,
    trailerNumber: shipment.trailer_number,
    drivers: drivers.map((d) => ({ id: d.id, name: `${d.first_name} ${d.last_name}`, mobilePhone: d.mobile_phone })),
  };
}

interface ContactPerson {
  firstName: string;
  lastName: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  companyName: string;
}

/** The carrier's dispatch contact: a contact titled dispatcher, else its first portal user that is not a driver. */
async function carrierDispatcher(db: Db, carrierId: number): Promise<ContactPerson | null> {
  const contact = await db
    .selectFrom('contacts as ct')
    .innerJoin('companies as c', 'c.id', 'ct.company_id')
    .select(['ct.first_name', 'ct.last_name', 'ct.function_title', 'ct.email_addresses', 'ct.phone_numbers', 'c.name as company_name'])
    .where('ct.company_id', '=', carrierId)
    .where('ct.deleted_at', 'is', null)
    .where('ct.function_title', 'ilike', '%dispatch%')
    .orderBy('ct.id')
    .executeTakeFirst();
  if (contact) {
    return {
      firstName: contact.first_name,
      lastName: contact.last_name,
      title: contact.function_title,
      email: contact.email_addresses[0] ?? null,
      phone: contact.phone_numbers[0] ?? null,
      companyName: contact.company_name,
    };
  }
  const user = await db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.first_name', 'u.last_name', 'u.email', 'u.phone_numbers', 'c.name as company_name'])
    .where('u.company_id', '=', carrierId)
    .where('u.status', '=', 'Active')
    .where('u.driver_id', 'is', null)
    .where(sql<boolean>`'CarrierPortal' = any(u.permissions)`)
    .orderBy(sql`case when 'Admin' = any(u.roles) then 1 else 0 end`)
    .orderBy('u.id')
    .executeTakeFirst();
  return user
    ? { firstName: user.first_name, lastName: user.last_name, title: 'Dispatch', email: user.email, phone: user.phone_numbers[0] ?? null, companyName: user.company_name }
    : null;
}

/**
 * The brokerage's representative for the carrier: the brokerage user who booked the load, else the
 * brokerage's carrier sales contact, else its first active user.
 */
async function brokerRep(db: Db, shipment: ShipmentsRow): Promise<ContactPerson | null> {
  const brokerage = await findBrokerageCompany(db);
  if (!brokerage) return null;
  const users = db
    .selectFrom('users as u')
    .select(['u.first_name', 'u.last_name', 'u.email', 'u.phone_numbers'])
    .where('u.company_id', '=', brokerage.id)
    .where('u.status', '=', 'Active');
  const booker = shipment.booked_by_user_id === null ? undefined : await users.where('u.id', '=', shipment.booked_by_user_id).executeTakeFirst();
  if (booker) {
    return { firstName: booker.first_name, lastName: booker.last_name, title: 'Carrier Sales', email: booker.email, phone: booker.phone_numbers[0] ?? brokerage.phone, companyName: brokerage.name };
  }
  const sales = await db
    .selectFrom('contacts as ct')
    .select(['ct.first_name', 'ct.last_name', 'ct.function_title', 'ct.email_addresses', 'ct.phone_numbers'])
    .where('ct.company_id', '=', brokerage.id)
    .where('ct.deleted_at', 'is', null)
    .where('ct.function_title', 'ilike', '%carrier sales%')
    .orderBy('ct.id')
    .executeTakeFirst();
  if (sales) {
    return {
      firstName: sales.first_name,
      lastName: sales.last_name,
      title: sales.function_title,
      email: sales.email_addresses[0] ?? brokerage.email,
      phone: sales.phone_numbers[0] ?? brokerage.phone,
      companyName: brokerage.name,
    };
  }
  const first = await users.orderBy('u.id').executeTakeFirst();
  return first
    ? { firstName: first.first_name, lastName: first.last_name, title: null, email: first.email, phone: first.phone_numbers[0] ?? brokerage.phone, companyName: brokerage.name }
    : null;
}

export async function getContactDetails(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const [rep, dispatcher] = await Promise.all([brokerRep(db, shipment), shipment.carrier_id === null ? null : carrierDispatcher(db, shipment.carrier_id)]);
  return { brokerRep: rep, carrierDispatcher: dispatcher };
}

// ---- tenders and offers ------------------------------------------------------------------------

/** The brokerage sees every tender; a carrier only the tenders sent to it; others none. */
export async function getTenders(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  let query = db
    .selectFrom('tenders as t')
    .innerJoin('companies as c', 'c.id', 't.carrier_id')
    .select(['t.id', 't.status', 't.rate_cents', 't.sent_at', 't.expires_at', 't.responded_at', 't.reject_reason', 't.carrier_id', 'c.name as carrier_name'])
    .where('t.shipment_id', '=', shipment.id);
  if (!caller.isBrokerage) query = query.where('t.carrier_id', '=', caller.companyId);
  const rows = await query.orderBy('t.sent_at', 'desc').orderBy('t.id', 'desc').execute();
  const data = rows.map((t) => ({
    id: t.id,
    shipmentId: shipment.id,
    shipmentNumber: shipment.shipment_number,
    status: coded(TENDER_OFFER_STATUSES, t.status),
    rate: dollarsOrNull(t.rate_cents),
    sentAt: isoRequired(t.sent_at),
    expiresAt: isoRequired(t.expires_at),
    respondedAt: iso(t.responded_at),
    rejectReason: t.reject_reason,
    carrier: { id: t.carrier_id, name: t.carrier_name },
  }));
  return { data, totalCount: data.length };
}

/** Rate offers on the shipment (its rate requests), the caller's own unless brokerage. */
export async function getOffers(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  let query = db
    .selectFrom('rate_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.carrier_id')
    .select(['r.id', 'r.rate_type', 'r.status', 'r.target_rate_cents', 'r.response_rate_cents', 'r.response_notes', 'r.requested_at', 'r.expires_at', 'r.responded_at', 'r.carrier_id', 'c.name as carrier_name'])
    .where('r.shipment_id', '=', shipment.id);
  if (!caller.isBrokerage) query = query.where('r.carrier_id', '=', caller.companyId);
  const rows = await query.orderBy('r.requested_at', 'desc').orderBy('r.id', 'desc').execute();
  const data = rows.map((r) => ({
    id: r.id,
    shipmentId: shipment.id,
    rateType: r.rate_type,
    status: coded(RATE_REQUEST_STATUSES, r.status),
    targetRate: dollarsOrNull(r.target_rate_cents),
    offeredRate: dollarsOrNull(r.response_rate_cents),
    notes: r.response_notes,
    requestedAt: isoRequired(r.requested_at),
    expiresAt: iso(r.expires_at),
    respondedAt: iso(r.responded_at),
    carrier: { id: r.carrier_id, name: r.carrier_name },
  }));
  return { data, totalCount: data.length };
}

// ---- cases -------------------------------------------------------------------------------------

/** Cases of the shipment the caller is party to (the brokerage sees all). */
export async function getShipmentCases(db: Db, caller: Caller, id: number, page: number, pageSize: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  let query = db.selectFrom('cases').where('cases.shipment_id', '=', shipment.id);
  if (!caller.isBrokerage) {
    query = query.where((eb) =>
      eb.or([
        eb('cases.carrier_id', '=', caller.companyId),
        eb('cases.customer_id', '=', caller.companyId),
        eb.exists(eb.selectFrom('case_involved_parties as p').select('p.case_id').whereRef('p.case_id', '=', 'cases.id').where('p.company_id', '=', caller.companyId)),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        'cases.id',
        'cases.case_number',
        'cases.case_type',
        'cases.case_source',
        'cases.status',
        'cases.carrier_case_resolution_type',
        'cases.priority',
        'cases.amount_cents',
        'cases.approved_amount_cents',
        'cases.description',
        'cases.incident_at',
        'cases.created_at',
        'cases.updated_at',
      ])
      .orderBy('cases.created_at', 'desc')
      .orderBy('cases.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((c) => ({
    id: c.id,
    caseNumber: c.case_number,
    shipmentId: shipment.id,
    shipmentNumber: shipment.shipment_number,
    caseType: coded(CASE_TYPES, c.case_type),
    caseSource: coded(CASE_SOURCES, c.case_source),
    status: c.status,
    statusDescription: displayName(CASE_STATUSES, c.status) ?? String(c.status),
    statusGroup: collapseCaseStatus({ status: c.status, carrierCaseResolutionType: c.carrier_case_resolution_type }),
    carrierCaseResolutionType: c.carrier_case_resolution_type,
    isVoided: c.status === 7,
    priority: c.priority,
    amount: dollarsOrNull(c.amount_cents),
    approvedAmount: dollarsOrNull(c.approved_amount_cents),
    description: c.description,
    incidentAt: iso(c.incident_at),
    createdAt: isoRequired(c.created_at),
    updatedAt: isoRequired(c.updated_at),
  }));
  return { data, totalCount: Number(count.total) };
}

// ---- trips -------------------------------------------------------------------------------------

export async function getTrips(db: Db, caller: Caller, id: number, now = new Date()) {
  const shipment = await getVisibleShipment(db, caller, id);
  if (shipment.trip_id === null) return { data: [], totalCount: 0 };
  const trip = await db.selectFrom('trips').select(['id', 'trip_number', 'carrier_id', 'created_at']).where('id', '=', shipment.trip_id).executeTakeFirstOrThrow();
  const shipments = await findVisibleTripShipments(db, caller, trip.id, now);
  return {
    data: [
      {
        id: trip.id,
        tripNumber: trip.trip_number,
        carrierId: trip.carrier_id,
        createdAt: isoRequired(trip.created_at),
        shipments: shipments.map((s) => summaryView(s, caller)),
      },
    ],
    totalCount: 1,
  };
}
