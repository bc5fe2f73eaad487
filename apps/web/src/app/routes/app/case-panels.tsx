import { EntityType } from '@portal/domain/common/entity-type';
import { paths } from '../../../config/paths';
import type { CasePanels } from '../../../features/cases/components/case-panels';
import { DocumentsPanel } from '../../../features/documents/components/documents-panel';
import { UploadDialog } from '../../../features/documents/components/upload-dialog';
import { NotesPanel } from '../../../features/notes/components/notes-panel';

/**
 * The notes and documents tabs of a case and the upload dialog of a new case: the notes and
 * documents features' parts, put together here because the cases area does not import them.
 */
export const casePanels: CasePanels = {
  notes: (item) => (
    <NotesPanel
      entityType={EntityType.CASE}
      entityId={item.id}
      entityDescription={`Case ${item.caseNumber}`}
      entityLink={typeof window === 'undefined' ? undefined : new URL(paths.cases.previewTab.getHref(item.caseNumber, 'notes'), window.location.origin).href}
      title="Notes"
      emptyText="No notes yet"
    />
  ),
  documents: (item) => (
    <DocumentsPanel
      filter={{ caseId: item.id }}
      uploadTarget={{ caseId: item.id, shipmentId: item.shipmentId ?? undefined }}
      readOnly={item.isVoided}
      emptyText="No documents attached to this case yet"
    />
  ),
  upload: (upload) => <UploadDialog {...upload} />,
};
