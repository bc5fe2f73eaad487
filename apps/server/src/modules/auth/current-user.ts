import { isAdmin, isDriverOnly } from '@portal/domain/auth/access';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { isLanguage } from '@portal/domain/common/language';
import { isThemePreference } from '@portal/domain/auth/theme-preference';
import type { Caller } from '../../lib/caller';
import type { CompanyKind } from '@portal/domain/common/company-kind';
import type { UserWithCompany } from './auth.repository';

/**
 * The company's Samsara install needs re-authorisation (a refresh was refused or the provider
 * answered 401) and this user is the one who can give it: an admin, not a driver-only user. An
 * access token past its hour is not "expired" here: it is refreshed silently.
 */
export function isSamsaraExpired(user: Pick<UserWithCompany, 'samsara_needs_reauth' | 'roles' | 'permissions'>): boolean {
  return user.samsara_needs_reauth === true && isAdmin(user) && !isDriverOnly(user);
}

/** The spec's current user, from the user and company rows. */
export function toCurrentUser(user: UserWithCompany): CurrentUser {
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
    isBrokerage: user.company_kind === 'Brokerage',
    isBookable: user.is_bookable,
    isOnHold: user.is_on_hold,
    has3PLNetwork: user.has_3pl_network,
    hasAcceptedAccessTermsAndConditions: user.has_accepted_terms,
    trackingIntegration: { samsaraIsExpired: isSamsaraExpired(user) },
    language: isLanguage(user.language) ? user.language : null,
    theme: isThemePreference(user.theme) ? user.theme : 'system',
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

const callersOfRow = new WeakMap<UserWithCompany, { web?: Caller; mobile?: Caller }>();

/**
 * The caller for a user row, one per row and entry (web or mobile): the auth plugin keeps rows for
 * a few seconds, and built queries are kept per Caller object (db/query-shapes.ts). Frozen, since
 * every call of that user in that time shares it.
 */
export function callerOfRow(user: UserWithCompany, mobile: boolean): Caller {
  let callers = callersOfRow.get(user);
  if (!callers) callersOfRow.set(user, (callers = {}));
  const entry = mobile ? 'mobile' : 'web';
  return (callers[entry] ??= Object.freeze(toCaller(user, mobile)));
}
