import type { CurrentUser } from '@portal/domain/auth/current-user';
import type { Caller } from '../../lib/caller';
import type { CompanyKind } from '@portal/domain/common/company-kind';
import type { UserWithCompany } from './auth.repository';

/** The Samsara integration token counts as expired once its expiry has passed. */
export function isSamsaraExpired(user: Pick<UserWithCompany, 'tracking_provider' | 'tracking_token_expires_at'>, now: Date): boolean {
  return user.tracking_provider === 'Samsara' && user.tracking_token_expires_at !== null && user.tracking_token_expires_at.getTime() < now.getTime();
}

/** The current user of spec section 3, from the user and company rows. */
export function toCurrentUser(user: UserWithCompany, now = new Date()): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    userName: user.user_name,
    firstName: user.first_name,
    lastName: user.last_name,
    roles: user.roles,
    permissions: user.permissions,
    phoneNumbers: user.phone_numbers,
    companyId: user.company_id,
    companyName: user.company_name,
    contactId: user.contact_id,
    fileId: user.profile_file_id,
    isBroker: user.is_broker,
    isBookable: user.is_bookable,
    isOnHold: user.is_on_hold,
    has3PLNetwork: user.has_3pl_network,
    hasAcceptedAccessTermsAndConditions: user.has_accepted_terms,
    trackingIntegration: { samsaraIsExpired: isSamsaraExpired(user, now) },
  };
}

export function toCaller(user: UserWithCompany, mobile: boolean): Caller {
  const companyKind = user.company_kind as CompanyKind;
  return {
    userId: user.id,
    companyId: user.company_id,
    companyKind,
    companyName: user.company_name,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    roles: user.roles,
    permissions: user.permissions,
    isBroker: user.is_broker,
    has3PLNetwork: user.has_3pl_network,
    isBrokerage: companyKind === 'Brokerage',
    driverId: user.driver_id,
    mobile,
  };
}
