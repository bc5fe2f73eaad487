import { answerMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { ORDER_MESSAGES } from '@portal/domain/orders/order-messages';
import { FileType } from '@portal/domain/documents/file-type';
import { bolMissing } from '@portal/domain/orders/bol-readiness';
import type { BolGenerated, BolReadiness } from '@portal/domain/orders/order-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { HttpProblem, conflict } from '../../lib/problem';
import type { DocumentDeps } from '../documents/documents.service';
import { storeGeneratedPdf } from '../documents/generated-document.service';
import { billOfLadingBytes } from '../shipments/documents/bill-of-lading-pdf';
import { documentParts } from '../shipments/documents/shipment-pdf-parts';
import { ActivityKind, recordActivity } from '../shipments/activity/shipment-activity';
import { OrderAction } from './order-history';
import { insertOrderHistory } from './order-history.repository';
import { getVisibleOrderRow, orderParts } from './order-read.service';
import { lockOrder } from './orders.repository';
import type { OrderParts } from './order-view';

function missingOf(parts: OrderParts): string[] {
  return bolMissing(
    parts.stops.map((s) => ({ stopType: s.stop_type === 'Dropoff' ? 'Dropoff' : 'Pickup', city: s.city, postalCode: s.postal_code })),
    parts.lines.map((l) => ({ description: l.description, packageCount: l.package_count, totalWeight: l.total_weight === null ? null : Number(l.total_weight) })),
  );
}

/** Whether the order has what a bill of lading prints, as the list of what is missing. */
export async function bolReadiness(db: Db, caller: Caller, orderNumber: string): Promise<BolReadiness> {
  const missing = missingOf(await orderParts(db, await getVisibleOrderRow(db, caller, orderNumber)));
  return { ready: missing.length === 0, missing };
}

/**
 * Generates the order's bill of lading from its shipment (the shipments module's BOL layout) and
 * files it as a Bill of Lading document of the shipment and the order, so the viewer opens it. An
 * order that is not ready is a 409 listing what is missing; nothing is written.
 */
export async function generateOrderBol(deps: DocumentDeps, caller: Caller, orderNumber: string): Promise<BolGenerated> {
  const { db } = deps;
  const order = await getVisibleOrderRow(db, caller, orderNumber);
  let removeFile: (() => Promise<void>) | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      await lockOrder(trx, order.id);
      const parts = await orderParts(trx, order);
      const missing = missingOf(parts);
      if (missing.length > 0) throw new HttpProblem(409, 'Conflict', ORDER_MESSAGES.notReadyForBol({ orderNumber, missing: missing.join('; ') }), { missing });
      const shipment = parts.shipment;
      if (!shipment || shipment.status === ShipmentStatus.Voided) throw conflict(ORDER_MESSAGES.noLiveShipmentForBol({ orderNumber }));
      const items = parts.lines.map((line) => ({ ...line, order_number: order.order_number }));
      const bytes = await billOfLadingBytes(shipment, await documentParts(trx, shipment), items);
      const fileName = `bill-of-lading-${order.order_number}.pdf`;
      const stored = await storeGeneratedPdf(deps, trx, caller, { name: fileName, fileType: FileType.BillOfLading, bytes, shipmentId: shipment.id, orderId: order.id });
      removeFile = stored.removeFile;
      await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.BillOfLading, description: `Bill of lading generated for order ${order.order_number}`, timeStamp: new Date() });
      await insertOrderHistory(trx, [{ order_id: order.id, user_id: caller.userId, action: OrderAction.BillOfLading, field: null, old_value: null, new_value: fileName }]);
      return { data: { documentId: stored.id, shipmentNumber: shipment.shipment_number, fileName }, ...answerMessage(MESSAGES.bolGenerated({ number: order.order_number })) };
    });
  } catch (error) {
    if (removeFile) await removeFile().catch((cleanup) => deps.log.error({ err: cleanup }, 'could not remove the file of a failed bill of lading'));
    throw error;
  }
}
