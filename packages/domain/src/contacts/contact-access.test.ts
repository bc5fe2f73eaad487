import { describe, expect, it } from 'vitest';
import { accessLevelsOf, MANAGE_ACCESS_LEVEL, removesLastAdmin } from './contact-access';
import { ContactBodySchema } from './contact-schemas';
import { parseCompanyNumber } from './access-request-schemas';

describe('the last-admin rule', () => {
  const seats = [
    { contactId: 1, isAdmin: true },
    { contactId: 2, isAdmin: false },
  ];
  it('refuses to delete or demote the only admin', () => {
    expect(removesLastAdmin(seats, 1, false)).toBe(true);
  });
  it('lets the only admin stay admin, and anyone else change', () => {
    expect(removesLastAdmin(seats, 1, true)).toBe(false);
    expect(removesLastAdmin(seats, 2, false)).toBe(false);
    expect(removesLastAdmin(seats, 3, false)).toBe(false);
  });
  it('lets one of two admins go', () => {
    expect(removesLastAdmin([...seats, { contactId: 3, isAdmin: true }], 1, false)).toBe(false);
  });
});

describe('contact writes', () => {
  const base = { firstName: ' Dana ', lastName: 'Shaw', emailAddresses: ['Dana@Example.com'] };
  it('normalises role names on every write (Bill-to -> BillTo, spaces and hyphens removed)', () => {
    const parsed = ContactBodySchema.parse({ ...base, roles: ['Bill-to', 'billing inquiry', 'ap', 'Night Dispatch', 'BillTo'] });
    expect(parsed.roles).toEqual(['BillTo', 'BillingInquiry', 'AP', 'NightDispatch']);
    expect(parsed.firstName).toBe('Dana');
    expect(parsed.emailAddresses).toEqual(['dana@example.com']);
  });
  it('refuses role names that are not letters and digits once normalised', () => {
    expect(ContactBodySchema.safeParse({ ...base, roles: ['A/P'] }).success).toBe(false);
  });
  it('needs an e-mail address and a portal for portal access, and drops permissions without it', () => {
    const noMail = ContactBodySchema.safeParse({ ...base, emailAddresses: [], isPortalEnabled: true, permissions: ['CarrierPortal'] });
    expect(noMail.error?.issues.map((i) => i.path.join('.'))).toEqual(['emailAddresses']);
    const adminOnly = ContactBodySchema.safeParse({ ...base, isPortalEnabled: true, permissions: ['Admin'] });
    expect(adminOnly.error?.issues.map((i) => i.path.join('.'))).toEqual(['permissions']);
    expect(ContactBodySchema.parse({ ...base, isPortalEnabled: false, permissions: ['CarrierPortal'] }).permissions).toEqual([]);
  });
  it('takes only LinkedIn profile addresses', () => {
    expect(ContactBodySchema.safeParse({ ...base, linkedInProfileUrl: 'https://www.linkedin.com/in/dana-shaw' }).success).toBe(true);
    expect(ContactBodySchema.safeParse({ ...base, linkedInProfileUrl: 'https://evil.test/in/dana' }).success).toBe(false);
    expect(ContactBodySchema.parse({ ...base, linkedInProfileUrl: '' }).linkedInProfileUrl).toBeUndefined();
  });
});

describe('access levels', () => {
  const subject = { isBroker: false, has3PLNetwork: false };
  it('follow the access table', () => {
    expect(accessLevelsOf({ ...subject, roles: [], permissions: ['FactoringCompanyPortal'] })).toEqual(['Accounting and payments', 'Contacts']);
    const admin = accessLevelsOf({ ...subject, roles: ['Admin'], permissions: ['CarrierPortal', 'Admin'] });
    expect(admin).toContain('Load Board');
    expect(admin.at(-1)).toBe(MANAGE_ACCESS_LEVEL);
    expect(accessLevelsOf({ ...subject, roles: ['Admin'], permissions: [] })).toEqual([]);
  });
});

describe('company numbers', () => {
  it('reads MC and DOT numbers as typed', () => {
    expect(parseCompanyNumber('MC-0123456')).toEqual({ kind: 'MC', digits: '123456' });
    expect(parseCompanyNumber('usdot 2233445')).toEqual({ kind: 'DOT', digits: '2233445' });
    expect(parseCompanyNumber('778899')).toEqual({ kind: 'Either', digits: '778899' });
    expect(parseCompanyNumber('MC abc')).toBeUndefined();
  });
});
