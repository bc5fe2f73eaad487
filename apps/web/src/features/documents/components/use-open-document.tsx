import { isViewable, isViewableExtension } from '@portal/domain/documents/file-extensions';
import { useState } from 'react';
import { getDocumentFile, useDocumentFile } from '../api/get-document-file';
import type { PortalDocument } from '@portal/domain/documents/document-schemas';
import { handleError } from '../../../lib/notify';
import { downloadName, saveBlob } from '../../../lib/save-file';
import { DocumentViewer } from '../../../components/document-viewer/document-viewer';

type OpenableDocument = Pick<PortalDocument, 'id' | 'name' | 'extension'>;

/** Viewable extensions (pdf, png, jpeg, jpg, tif, tiff) open in the viewer; anything else downloads. */
export function opensInViewer(document: Pick<PortalDocument, 'name' | 'extension'>): boolean {
  return document.extension ? isViewableExtension(document.extension) : isViewable(document.name);
}

/** Fetches the file with the session's token and saves it under the document's name. */
export async function downloadDocument(document: OpenableDocument): Promise<void> {
  const blob = await getDocumentFile(document.id);
  saveBlob(blob, downloadName(document.name, document.extension));
}

/** open(document) views or downloads it; render `viewer` somewhere in the component. */
export function useOpenDocument() {
  const [viewing, setViewing] = useState<OpenableDocument | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const file = useDocumentFile(viewing?.id ?? null);

  const open = (document: OpenableDocument) => {
    if (opensInViewer(document)) {
      setViewing(document);
      return;
    }
    setDownloading(document.id);
    downloadDocument(document)
      .catch((error: unknown) => handleError(error, 'download document'))
      .finally(() => setDownloading(null));
  };

  const viewer = <DocumentViewer open={!!viewing} document={viewing} onClose={() => setViewing(null)} file={file} />;
  return { open, viewer, downloading };
}
