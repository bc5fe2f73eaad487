import { lazy, Suspense } from 'react';
import { importWithReload } from '../../../lib/lazy-import';
import { EntityType } from '@portal/domain/common/entity-type';
import { paths } from '../../../config/paths';
import { DriverIdPicker } from '../../../features/drivers/components/driver-id-picker';
import { SignInLinkActions } from '../../../features/drivers/components/sign-in-link-actions';
import { DocumentsPanel } from '../../../features/documents/components/documents-panel';
import { UploadDialog } from '../../../features/documents/components/upload-dialog';
import { NotesPanel } from '../../../features/notes/components/notes-panel';
import { UnitPicker } from '../../../features/equipment/components/unit-picker';
import type { ShipmentPanels } from '../../../features/shipments/components/shipment-panels';
import { StopEventProposals } from '../../../features/tracking-integration/components/stop-event-proposals';
import { TransactionRecordMenu } from '../../../features/transaction-records/components/transaction-record-menu';
import { DriverConfirmationForm } from '../../../features/driver-confirmations/components/driver-confirmation-form';
import { DriverConfirmationStatus } from '../../../features/driver-confirmations/components/driver-confirmation-status';
import { OpenSignals } from '../../../features/risk/components/open-signals';
import { LoadOffersPanel } from '../../../features/offers/components/load-offers-panel';
import { DetentionPanel } from '../../../features/detention/components/detention-panel';

// Signing and sharing are used on few loads: their code loads with the first panel shown, not with the page.
const SignaturesPanel = lazy(importWithReload(async () => ({ default: (await import('../../../features/signatures/components/signatures-panel')).SignaturesPanel })));
const ShareLinksPanel = lazy(importWithReload(async () => ({ default: (await import('../../../features/share-links/components/share-links-panel')).ShareLinksPanel })));

/**
 * The documents (required documents, proof-of-delivery uploads), notes and the assignment pickers of
 * the shipment detail and preview: the documents, notes, drivers and equipment features' parts, put
 * together here because the shipments area does not import them.
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
  driverPicker: (picker) => <DriverIdPicker {...picker} />,
  unitPicker: (picker) => <UnitPicker {...picker} />,
  driverSignInLink: (driver) => <SignInLinkActions driverId={driver.id} driverName={driver.name} />,
  eldProposals: (shipment) => <StopEventProposals shipmentId={shipment.id} />,
  transactionRecord: (shipment) => <TransactionRecordMenu shipmentId={shipment.id} shipmentNumber={shipment.shipmentNumber} />,
  fraudSignals: (shipment) => <OpenSignals shipmentId={shipment.id} />,
  offers: (shipment) => <LoadOffersPanel shipmentId={shipment.id} />,
  signatures: (shipment) => (
    <Suspense fallback={null}>
      <SignaturesPanel shipmentId={shipment.id} />
    </Suspense>
  ),
  shareLinks: (shipment) => (
    <Suspense fallback={null}>
      <ShareLinksPanel shipmentId={shipment.id} />
    </Suspense>
  ),
  detention: (shipment) => <DetentionPanel shipmentId={shipment.id} />,
  driverConfirmation: ({ shipmentId, carrierId, driver }) => (driver ? <DriverConfirmationForm shipmentId={shipmentId} /> : <DriverConfirmationStatus shipmentId={shipmentId} carrierId={carrierId} />),
};
