import { EntityType } from '@portal/domain/common/entity-type';
import { paths } from '../../../config/paths';
import { DocumentsPanel } from '../../../features/documents/components/documents-panel';
import { UploadDialog } from '../../../features/documents/components/upload-dialog';
import { NotesPanel } from '../../../features/notes/components/notes-panel';
import type { ShipmentPanels } from '../../../features/shipments/components/shipment-panels';

/**
 * The documents (required documents, proof-of-delivery uploads) and notes of the shipment detail and
 * preview: the documents and notes features' parts, put together here because the shipments area
 * does not import them.
 */
export const shipmentPanels: ShipmentPanels = {
  documents: ({ shipmentId, readOnly }) => <DocumentsPanel filter={{ shipmentId }} required={{ shipmentId }} readOnly={readOnly} />,
  upload: (upload) => <UploadDialog {...upload} />,
  notes: (shipment) => (
    <NotesPanel
      entityType={EntityType.SHIPMENT}
      entityId={shipment.id}
      entityDescription={`Shipment ${shipment.shipmentNumber}`}
      entityLink={paths.shipments.detail.getHref(shipment.shipmentNumber)}
    />
  ),
};
