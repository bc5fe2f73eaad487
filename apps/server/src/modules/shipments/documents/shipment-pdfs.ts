import { answerMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { SHIPMENT_MESSAGES } from '@portal/domain/shipments/shipment-messages';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { conflict } from '../../../lib/problem';
import { billOfLadingBytes } from './bill-of-lading-pdf';
import { rateConfirmationBytes } from './rate-confirmation-pdf';
import { issuedRateConfirmationPdf } from '../../rate-confirmations/rate-confirmations.service';
import { assertCanSeeCarrierMoney, getVisibleShipment, lockWritableShipment } from '../access/shipment-access';
import { ActivityKind, recordActivity } from '../activity/shipment-activity';
import { findCarrierCharges } from '../detail/shipment-money.repository';
import { documentParts } from './shipment-pdf-parts';
import { findLineItemsForOrderStops } from '../access/shipments.repository';
import { BILL_OF_LADING_GENERATED } from '@portal/domain/shipments/activity-texts';

/**
 * The rate confirmation of a booked shipment, for the booked carrier and the brokerage: the one
 * issued for the load's terms now, as it was first drawn (a change of carrier or rate issues the next).
 */
export async function rateConfirmationPdf(db: Db, caller: Caller, id: number, publicUrl: string, now = new Date()): Promise<{ fileName: string; bytes: Uint8Array }> {
  const shipment = await getVisibleShipment(db, caller, id);
  const refused = () => conflict(SHIPMENT_MESSAGES.noRateConfirmation({ shipmentNumber: shipment.shipment_number }));
  if (shipment.carrier_id === null || shipment.status < ShipmentStatus.Booked) throw refused();
  assertCanSeeCarrierMoney(caller, shipment);
  const issued = await issuedRateConfirmationPdf(
    db,
    shipment.id,
    publicUrl,
    async (stamp) => rateConfirmationBytes(shipment, await documentParts(db, shipment), await findCarrierCharges(db, shipment.id), stamp),
    now,
  );
  if (!issued) throw refused();
  return { fileName: `rate-confirmation-${shipment.shipment_number}-${issued.code}.pdf`, bytes: issued.bytes };
}

async function billOfLading(db: Db, shipment: ShipmentsRow): Promise<Uint8Array> {
  const parts = await documentParts(db, shipment);
  const items = await findLineItemsForOrderStops(db, parts.stops.flatMap((s) => (s.order_stop_id === null ? [] : [s.order_stop_id])));
  return billOfLadingBytes(shipment, parts, items);
}

function assertBolPossible(shipment: ShipmentsRow) {
  if (shipment.status < ShipmentStatus.Booked) throw conflict(SHIPMENT_MESSAGES.bolNeedsCarrier({ shipmentNumber: shipment.shipment_number }));
}

/** Records the generation (activity) and answers the spec's success message. */
export async function generateBillOfLading(db: Db, caller: Caller, id: number) {
  const shipmentNumber = await db.transaction().execute(async (trx) => {
    const shipment = await lockWritableShipment(trx, caller, id, 'stopEvent');
    assertBolPossible(shipment);
    await billOfLading(trx, shipment); // proves it can be built before saying so
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.BillOfLading, description: BILL_OF_LADING_GENERATED, timeStamp: new Date() });
    return shipment.shipment_number;
  });
  return { data: answerMessage(MESSAGES.bolGenerated({ number: shipmentNumber })) };
}

export async function billOfLadingPdf(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  assertBolPossible(shipment);
  return { fileName: `bill-of-lading-${shipment.shipment_number}.pdf`, bytes: await billOfLading(db, shipment) };
}
