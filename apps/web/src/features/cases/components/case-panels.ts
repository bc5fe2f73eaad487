import type { PortalCase } from '@portal/domain/cases/case-schemas';
import type { ReactNode } from 'react';

/** The upload a new case offers once it exists. */
export interface CaseUpload {
  open: boolean;
  onClose: () => void;
  title: string;
  caseId: number;
  shipmentId: number;
  onUploaded: () => void;
}

export type RenderCaseUpload = (upload: CaseUpload) => ReactNode;

/**
 * The notes and documents tabs of the case preview and the upload dialog of a new case. They belong
 * to the notes and documents features, so the page composes them and hands them in
 * (app/routes/app/case-panels.tsx).
 */
export interface CasePanels {
  notes: (item: PortalCase) => ReactNode;
  documents: (item: PortalCase) => ReactNode;
  upload: RenderCaseUpload;
}
