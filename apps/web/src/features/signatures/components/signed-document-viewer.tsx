import { DocumentViewer } from '../../../components/document-viewer/document-viewer';
import { useSignedDocument } from '../api/get-signed-document';

/** The signed PDF in the portal's viewer; the server refuses a file that no longer matches its seal. */
export function SignedDocumentViewer({ document, onClose }: { document: { id: string; name: string } | null; onClose: () => void }) {
  const file = useSignedDocument(document?.id ?? null);
  return <DocumentViewer open={document !== null} document={document ? { ...document, extension: '.pdf' } : null} onClose={onClose} file={{ data: file.data, error: file.error }} />;
}
