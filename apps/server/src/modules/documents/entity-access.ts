import { EntityType } from '@portal/domain/common/entity-type';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/problem';
import { notAParty, shipmentPartyOf } from '../shipments/access/shipment-access';
import * as entities from './entity.repository';
import type { Db } from '../../db/db';
import { DOCUMENT_MESSAGES } from '@portal/domain/documents/document-messages';

/** A record documents and notes hang on, as one viewer may see it. */
export interface EntityInfo {
  entityType: number;
  entityId: number;
  /** 'Shipment 4100123', 'Case C-1001', 'Invoice AP-1001'... */
  description: string;
  /** The same in running text: 'shipment 4100123'. */
  label: string;
  /** Where the record opens in the portal (a path). */
  link: string;
  shipmentId: number | null;
  orderId: number | null;
  orderStopId: number | null;
  apInvoiceId: number | null;
  thirdPartyInvoiceId: number | null;
  caseId: number | null;
  /** Companies whose users may be allowed to see the record (each user is still checked). */
  partyCompanyIds: number[];
  /**
   * The viewer takes part in the record: reads its notes and documents and writes them. A shipment
   * (and a stop of one) is also seen by carriers that take no part in it (the load board, a tender);
   * every other record is seen by its parties only.
   */
  isParty: boolean;
}

const NOT_FOUND_NAMES: Record<number, string> = {
  [EntityType.SHIPMENT]: 'Shipment',
  [EntityType.ORDER]: 'Order',
  [EntityType.ORDER_STOP]: 'Order stop',
  [EntityType.CASE]: 'Case',
  [EntityType.AP_INVOICE]: 'Invoice',
  [EntityType.THIRD_PARTY]: 'Third-party invoice',
};

export function isSupportedEntityType(entityType: number): boolean {
  return (entities.SUPPORTED_ENTITY_TYPES as readonly number[]).includes(entityType);
}

const shipmentLink = (shipmentNumber: string) => `/shipments/${encodeURIComponent(shipmentNumber)}`;
const companies = (...ids: (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => typeof id === 'number'))];

function base(entityType: number, entityId: number): Omit<EntityInfo, 'description' | 'label' | 'link' | 'partyCompanyIds' | 'isParty'> {
  return { entityType, entityId, shipmentId: null, orderId: null, orderStopId: null, apInvoiceId: null, thirdPartyInvoiceId: null, caseId: null };
}

/**
 * The record, or undefined when it does not exist or the viewer may not see it (both answer 404:
 * another company's record is never told apart from a missing one). Each kind is read through its
 * one visibility rule (entity.repository.ts); an order stop is seen with its shipment or its order.
 */
export async function findEntityForViewer(db: Db, viewer: Caller, entityType: number, entityId: number): Promise<EntityInfo | undefined> {
  switch (entityType) {
    case EntityType.SHIPMENT: {
      const s = await entities.findVisibleShipment(db, viewer, entityId);
      if (!s) return undefined;
      const description = `Shipment ${s.shipment_number}`;
      const isParty = (await shipmentPartyOf(db, viewer, s)) !== null;
      return {
        ...base(entityType, entityId),
        description,
        label: `shipment ${s.shipment_number}`,
        link: shipmentLink(s.shipment_number),
        shipmentId: s.id,
        orderId: s.order_id,
        partyCompanyIds: companies(s.carrier_id, s.customer_id),
        isParty,
      };
    }
    case EntityType.ORDER_STOP: {
      const stop = await entities.findOrderStop(db, entityId);
      if (!stop) return undefined;
      const shipmentId = stop.stop_shipment_id ?? stop.order_shipment_id ?? null;
      const shipment = shipmentId !== null ? await entities.findVisibleShipment(db, viewer, shipmentId) : undefined;
      const order = shipment ? undefined : await entities.findOrder(db, viewer, stop.order_id);
      if (!shipment && !order) return undefined;
      // Reached through its order, the viewer is the brokerage or the customer: a party either way.
      const isParty = shipment ? (await shipmentPartyOf(db, viewer, shipment)) !== null : true;
      const stopText = `stop ${stop.stop_number + 1}`;
      const owner = shipment ? `Shipment ${shipment.shipment_number}` : `Order ${stop.order_number}`;
      return {
        ...base(entityType, entityId),
        description: `${owner}, ${stopText}`,
        label: `${owner.toLowerCase()}, ${stopText}`,
        link: shipment ? shipmentLink(shipment.shipment_number) : `/orders/${encodeURIComponent(stop.order_number)}/preview`,
        shipmentId,
        orderId: stop.order_id,
        orderStopId: stop.id,
        partyCompanyIds: companies(shipment?.carrier_id, shipment?.customer_id, stop.customer_id),
        isParty,
      };
    }
    case EntityType.ORDER: {
      const order = await entities.findOrder(db, viewer, entityId);
      if (!order) return undefined;
      return {
        ...base(entityType, entityId),
        description: `Order ${order.order_number}`,
        label: `order ${order.order_number}`,
        link: `/orders/${encodeURIComponent(order.order_number)}/preview`,
        orderId: order.id,
        partyCompanyIds: companies(order.customer_id),
        isParty: true,
      };
    }
    case EntityType.CASE: {
      const found = await entities.findCase(db, viewer, entityId);
      if (!found) return undefined;
      const involved = await entities.findCaseInvolvedCompanyIds(db, found.id);
      return {
        ...base(entityType, entityId),
        description: `Case ${found.case_number}`,
        label: `case ${found.case_number}`,
        link: `/cases/${encodeURIComponent(found.case_number)}/preview`,
        shipmentId: found.shipment_id,
        orderId: found.order_id,
        caseId: found.id,
        partyCompanyIds: companies(found.carrier_id, ...involved.map((p) => p.company_id)),
        isParty: true,
      };
    }
    case EntityType.AP_INVOICE: {
      const invoice = await entities.findApInvoice(db, viewer, entityId);
      if (!invoice) return undefined;
      return {
        ...base(entityType, entityId),
        description: `Invoice ${invoice.invoice_number}`,
        label: `invoice ${invoice.invoice_number}`,
        link: `/accounting/${encodeURIComponent(invoice.invoice_number)}/preview`,
        shipmentId: invoice.shipment_id,
        orderId: invoice.order_id,
        apInvoiceId: invoice.id,
        partyCompanyIds: companies(invoice.carrier_id, invoice.remit_to_company_id),
        isParty: true,
      };
    }
    case EntityType.THIRD_PARTY: {
      const invoice = await entities.findThirdPartyInvoice(db, viewer, entityId);
      if (!invoice) return undefined;
      return {
        ...base(entityType, entityId),
        description: `Third-party invoice ${invoice.invoice_number}`,
        label: `third-party invoice ${invoice.invoice_number}`,
        link: `/third-party-payer-invoices/${encodeURIComponent(invoice.invoice_number)}/preview`,
        shipmentId: invoice.shipment_id,
        orderId: invoice.order_id,
        thirdPartyInvoiceId: invoice.id,
        partyCompanyIds: companies(invoice.payer_company_id, invoice.carrier_id, invoice.factoring_company_id),
        isParty: true,
      };
    }
    default:
      return undefined;
  }
}

/** The record, or a 404 problem naming its kind; a 400 for entity types that carry no documents or notes. */
export async function requireEntity(db: Db, viewer: Caller, entityType: number, entityId: number): Promise<EntityInfo> {
  if (!isSupportedEntityType(entityType)) throw badRequest(DOCUMENT_MESSAGES.entityTypeUnsupported({ entityType }), { entityType: [DOCUMENT_MESSAGES.entityTypeUnsupportedField] });
  const entity = await findEntityForViewer(db, viewer, entityType, entityId);
  if (!entity) throw notFound(NOT_FOUND_NAMES[entityType]);
  return entity;
}

/**
 * The record, for reading its notes and documents or writing them: 404 as requireEntity, and 403
 * when the viewer sees it but takes no part in it (a carrier looking at a load it is not booked on).
 */
export async function requirePartyEntity(db: Db, viewer: Caller, entityType: number, entityId: number): Promise<EntityInfo> {
  const entity = await requireEntity(db, viewer, entityType, entityId);
  if (!entity.isParty) throw notAParty();
  return entity;
}
