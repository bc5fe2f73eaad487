import type { Contact, ContactBody } from '@portal/domain/contacts/contact-schemas';

export const CONTACT_FORM_DEFAULTS: ContactBody = {
  firstName: '',
  lastName: '',
  functionTitle: '',
  roles: [],
  emailAddresses: [],
  phoneNumbers: [],
  linkedInProfileUrl: '',
  locationIds: [],
  isPortalEnabled: false,
  permissions: [],
};

const FIELDS = Object.keys(CONTACT_FORM_DEFAULTS) as (keyof ContactBody)[];

/** The form's values for a saved contact. */
export function contactFormValues(contact: Contact): ContactBody {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    functionTitle: contact.functionTitle ?? '',
    roles: contact.roles,
    emailAddresses: contact.emailAddresses,
    phoneNumbers: contact.phoneNumbers,
    linkedInProfileUrl: contact.linkedInProfileUrl ?? '',
    locationIds: contact.locations.map((l) => l.id),
    isPortalEnabled: contact.isPortalEnabled && contact.portalStatus !== 'Disabled',
    permissions: contact.permissions.filter((p): p is NonNullable<ContactBody['permissions']>[number] => ['CarrierPortal', 'FactoringCompanyPortal', 'CarrierBillingSettings', 'Admin'].includes(p)),
  };
}

/** The server's 400 problems placed on their fields ('emailAddresses.0' on emailAddresses); others on the form. */
export function serverContactErrors(errors: Record<string, string[]> | undefined): Partial<Record<keyof ContactBody | 'root', string>> {
  const problems: Partial<Record<keyof ContactBody | 'root', string>> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const field = path.split('.')[0] as keyof ContactBody;
    const key = FIELDS.includes(field) ? field : 'root';
    problems[key] = [problems[key], ...messages].filter(Boolean).join(' ');
  }
  return problems;
}
