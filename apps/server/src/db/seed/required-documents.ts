import type { Insertable } from 'kysely';
import { EntityType } from '@portal/domain/common/entity-type';
import { FileType } from '@portal/domain/documents/file-type';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { RequiredDocumentsTable } from '../database';
import type { SeedContext } from './context';
import type { ApInvoicePlan } from './invoices-and-payments';
import type { ShipmentPlan } from './shipment-plan';
import type { ThirdPartyInvoicePlan } from './third-party-invoices';
import { insertAll } from './support';
import type { Db } from '../db';

/**
 * What paperwork each load and invoice still needs: a proof of delivery per dropoff of every
 * booked-or-later load, the carrier's invoice per AP invoice, the third-party invoice per
 * third-party invoice. The files themselves are not seeded.
 */
export async function seedRequiredDocuments(
  db: Db, ctx: SeedContext, plans: readonly ShipmentPlan[], apInvoices: readonly ApInvoicePlan[], thirdParty: readonly ThirdPartyInvoicePlan[],
): Promise<void> {
  const { ids } = ctx;
  const rows: Insertable<RequiredDocumentsTable>[] = [];
  for (const plan of plans) {
    if (plan.status < ShipmentStatus.Booked) continue;
    for (const stop of plan.stops) {
      if (stop.type !== 'Dropoff') continue;
      rows.push({
        id: ids.next('required_documents'),
        file_type: FileType.ProofOfDelivery,
        description: `Proof of Delivery: ${stop.facility.name}`,
        entity_type: EntityType.ORDER_STOP,
        order_id: plan.orderId,
        order_stop_id: stop.orderStopId,
        shipment_id: plan.id,
        ap_invoice_id: null,
        third_party_invoice_id: null,
      });
    }
  }
  for (const invoice of apInvoices) {
    rows.push({
      id: ids.next('required_documents'),
      file_type: FileType.ApInvoice,
      description: `Carrier invoice for ${invoice.number}`,
      entity_type: EntityType.AP_INVOICE,
      order_id: invoice.shipment.orderId,
      order_stop_id: null,
      shipment_id: invoice.shipment.id,
      ap_invoice_id: invoice.id,
      third_party_invoice_id: null,
    });
  }
  for (const invoice of thirdParty) {
    rows.push({
      id: ids.next('required_documents'),
      file_type: FileType.ThirdParty,
      description: `Third-party invoice for ${invoice.number}`,
      entity_type: EntityType.THIRD_PARTY,
      order_id: invoice.shipment.orderId,
      order_stop_id: null,
      shipment_id: invoice.shipment.id,
      ap_invoice_id: null,
      third_party_invoice_id: invoice.id,
    });
  }
  await insertAll(db, 'required_documents', rows);
}
