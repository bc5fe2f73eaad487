import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';

/** /cases/{caseNumber}/preview/docuents (one reading of the spec) redirects to .../documents. */
export function CaseDocumentsMisspelledRedirect() {
  const { caseNumber = '' } = useParams();
  return <Navigate to={paths.cases.previewTab.getHref(caseNumber, 'documents')} replace />;
}

/** The all-shipments index is the shipments list (docs/decisions.md). */
export function AllShipmentsIndexRedirect() {
  return <Navigate to={paths.shipments.getHref()} replace />;
}
