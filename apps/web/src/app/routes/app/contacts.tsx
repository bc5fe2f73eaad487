import { isAdmin } from '@portal/domain/auth/access';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import type { PortalAccessCompany } from '../../../features/contacts/components/portal-access-fields';
import { ContactsPage } from '../../../features/contacts/components/contacts-page';
import { CreateContactPage, EditContactPage } from '../../../features/contacts/components/contact-form-pages';
import { ContactPreviewPage } from '../../../features/contacts/components/contact-preview-page';
import { useOpenAccessRequestCount } from '../../../features/nav-counts/api/get-open-access-request-count';
import { NotAuthorized } from '../../../components/not-authorized';
import { RouteNotFound } from '../../../components/route-not-found';
import { useSession } from '../../../lib/session';
import { useLocation, useParams } from 'react-router';

/** The portals the admin's company gives its contacts (the server checks the same by company kind). */
function companyOf(user: CurrentUser): PortalAccessCompany {
  const factoring = user.permissions.includes('FactoringCompanyPortal') && !user.permissions.includes('CarrierPortal');
  const grantable = factoring ? (['FactoringCompanyPortal', 'Admin'] as const) : user.isBroker ? (['CarrierPortal', 'Admin'] as const) : (['CarrierPortal', 'CarrierBillingSettings', 'Admin'] as const);
  return { grantable, isBroker: user.isBroker, has3PLNetwork: user.has3PLNetwork };
}

/** The contacts area: /contacts, /contacts/create, /contacts/{contactId}/preview and /contacts/{contactId}/edit. */
export function Component() {
  const { contactId } = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  const canManage = !!user && isAdmin(user);
  const openCount = useOpenAccessRequestCount(canManage).data ?? 0;
  if (!user) return null;
  const path = pathname.replace(/\/+$/, '');
  if (contactId === undefined) {
    if (!path.endsWith('/create')) return <ContactsPage canManage={canManage} openRequestCount={openCount} company={companyOf(user)} />;
    return canManage ? <CreateContactPage company={companyOf(user)} /> : <NotAuthorized />;
  }
  const id = Number(contactId);
  if (!Number.isInteger(id) || id <= 0) return <RouteNotFound />;
  if (path.endsWith('/edit')) return canManage ? <EditContactPage key={id} contactId={id} company={companyOf(user)} /> : <NotAuthorized />;
  return <ContactPreviewPage key={id} contactId={id} canManage={canManage} />;
}
