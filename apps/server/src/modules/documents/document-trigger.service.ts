import { EntityType } from '@portal/domain/common/entity-type';
import type { DocumentTrigger } from '@portal/domain/documents/document-schemas';
import { FileType } from '@portal/domain/documents/file-type';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { insertShipmentActivity } from './documents.repository';
import { requirePartyEntity } from './entity-access';
import { fileTypeName, requireFileType } from './file-types';
import { loadRequirementInputs, requirementsOf } from './required-documents';

/** Activity kind of document events (the shipments area's kinds cover stop and status events). */
export const DOCUMENT_UPLOADED = 'DocumentUploaded';

/**
 * Records on the shipment's activity that a document of this type was uploaded; for a proof of
 * delivery also whether every dropoff now has one. Nothing else changes (no status moves).
 */
export async function triggerShipmentDocumentEvent(db: Db, caller: Caller, shipmentId: number, fileTypeValue: string | number): Promise<DocumentTrigger> {
  const shipment = await requirePartyEntity(db, caller, EntityType.SHIPMENT, shipmentId);
  const fileType = requireFileType(fileTypeValue);
  const description = `Document uploaded: ${fileTypeName(fileType)}`;
  return db.transaction().execute(async (trx) => {
    await insertShipmentActivity(trx, { shipmentId: shipment.entityId, kind: DOCUMENT_UPLOADED, description, userId: caller.userId });
    let proofOfDeliveryComplete: boolean | null = null;
    if (fileType === FileType.ProofOfDelivery) {
      const record = { shipmentId: shipment.entityId };
      const proofs = requirementsOf(record, await loadRequirementInputs(trx, [record])).filter((r) => r.fileType === FileType.ProofOfDelivery);
      proofOfDeliveryComplete = proofs.length > 0 && proofs.every((r) => r.isUploaded);
      if (proofOfDeliveryComplete) {
        await insertShipmentActivity(trx, {
          shipmentId: shipment.entityId,
          kind: DOCUMENT_UPLOADED,
          description: 'Proof of Delivery uploaded for every dropoff',
          userId: caller.userId,
        });
      }
    }
    return { shipmentId: shipment.entityId, fileType, description, proofOfDeliveryComplete };
  });
}
