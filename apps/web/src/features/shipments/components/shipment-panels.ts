import type { FileType } from '@portal/domain/documents/file-type';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import type { ReactNode } from 'react';

/** An upload the shipment views open: which record, and the preset type and stop. */
export interface ShipmentUpload {
  open: boolean;
  onClose: () => void;
  shipmentId: number;
  orderStopId?: number;
  defaultFileType?: FileType;
  title?: string;
}

/**
 * The documents and notes parts of the shipment views. They belong to the documents and notes
 * features, so the page composes them and hands them in (app/routes/app/shipment-panels.tsx).
 */
export interface ShipmentPanels {
  /** The shipment's documents with its required documents. */
  documents: (target: { shipmentId: number; readOnly: boolean }) => ReactNode;
  upload: (upload: ShipmentUpload) => ReactNode;
  notes: (shipment: Shipment) => ReactNode;
  /** A picker of the carrier's own active drivers (drivers feature); answers the picked driver's id. */
  driverPicker: (picker: { label: string; onChange: (driverId: number | undefined) => void }) => ReactNode;
  /** A picker of the carrier's own units of a kind (equipment feature); answers the picked unit. */
  unitPicker: (picker: { kind: 'Trailer' | 'PowerUnit'; label: string; value: string | null; onChange: (unit: { id: number; unitNumber: string } | null) => void }) => ReactNode;
  /** A driver's sign-in link for their loads: state, send, resend, revoke (drivers feature). */
  driverSignInLink: (driver: { id: number; name: string }) => ReactNode;
  /** Arrivals and departures the ELD proposed from stop geofences, to accept or dismiss (tracking-integration feature). */
  eldProposals?: (shipment: { id: number; shipmentNumber: string }) => ReactNode;
  /** The load's transaction record to download, for a party to it (transaction-records feature). */
  transactionRecord?: (shipment: { id: number; shipmentNumber: string }) => ReactNode;
  /** Know your driver: the driver's confirmation form, or its state for the carrier and the brokerage (driver-confirmations feature). */
  /** The load's open fraud signals, for the brokerage's staff (risk feature). */
  fraudSignals?: (shipment: { id: number }) => ReactNode;
  driverConfirmation?: (target: { shipmentId: number; carrierId: number | null; driver: boolean }) => ReactNode;
  /** The carriers' offers on a board load, for its brokerage to answer (offers feature). */
  offers?: (shipment: { id: number }) => ReactNode;
  /** Signatures taken on the phone at the pickups and dropoffs, and their signed PDFs (signatures feature). */
  signatures?: (shipment: { id: number }) => ReactNode;
  /** The carrier's links that show the load on a map without signing in (share-links feature). */
  shareLinks?: (shipment: { id: number }) => ReactNode;
  /** Detention drafted from the track for the carrier, or submitted for the brokerage (detention feature). */
  detention?: (shipment: { id: number }) => ReactNode;
}
