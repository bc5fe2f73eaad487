import { isDriverPortalUser } from '@portal/domain/auth/access';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

/** /cases/{caseNumber}/preview/docuents (one reading of the spec) redirects to .../documents. */
export function CaseDocumentsMisspelledRedirect() {
  const { caseNumber = '' } = useParams();
  return <Navigate to={paths.cases.previewTab.getHref(caseNumber, 'documents')} replace />;
}

/**
 * The all-shipments index is the shipments list (docs/decisions/0010-the-all-shipments-list-is-the-shipments-list.md); a driver's is the loads assigned
 * to them, where a driver lands (the catch-all sends driver users here).
 */
export function AllShipmentsIndexRedirect() {
  const { user } = useSession();
  return <Navigate to={user && isDriverPortalUser(user) ? paths.myShipments.getHref() : paths.shipments.getHref()} replace />;
}
