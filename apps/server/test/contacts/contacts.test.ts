import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, testAppForFile } from '../helper';
import { actor, BLUE_RIDGE, companyId, LONE_STAR_DISPATCH, signInActor } from '../shipments/fixtures';

const t = testAppForFile({ admin: DEMO.carrierAdmin, dispatch: DEMO.dispatcher, otherCarrier: LONE_STAR_DISPATCH }, signInActor);

let blueRidge: number;

beforeAll(async () => {
  blueRidge = await companyId(t.db, BLUE_RIDGE);
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nadia',
  lastName: 'Okafor',
  functionTitle: 'Billing Coordinator',
  roles: ['Bill-to', 'billing inquiry'],
  emailAddresses: ['Nadia.Okafor@blueridgetransport.test'],
  phoneNumbers: ['(540) 555-0177'],
  linkedInProfileUrl: 'https://www.linkedin.com/in/nadia-okafor',
  ...overrides,
});

async function activationToken(email: string): Promise<string> {
  const mail = await t.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(mail.subject).toMatch(/Activate your/);
  return /\/ActivateUser\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
}

const userOf = (email: string) => t.db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();

describe('contacts: find by roles', () => {
  it("lists the company's contacts, 50 a page by default, filtered by role and paged", async () => {
    const expected = await t.db.selectFrom('contacts').select('id').where('company_id', '=', blueRidge).where('deleted_at', 'is', null).execute();
    const all = await t.dispatch.request('GET', '/portal/api/contacts');
    expect(all.statusCode).toBe(200);
    expect(all.json().totalCount).toBe(expected.length);
    expect(all.json().data.every((c: { companyId: number }) => c.companyId === blueRidge)).toBe(true);
    const admins = await t.dispatch.request('GET', '/portal/api/contacts?roles=Admin');
    expect(admins.json().data.map((c: { lastName: string }) => c.lastName)).toEqual(['Collins']);
    const paged = await t.dispatch.request('GET', '/portal/api/contacts?pageSize=2&page=2');
    expect(paged.json().data).toHaveLength(2);
    expect(paged.json().data.map((c: { id: number }) => c.id)).toEqual(all.json().data.slice(2, 4).map((c: { id: number }) => c.id));
  });

  it('matches fuzzily: a misspelt name still finds the contact, closest first', async () => {
    const typo = await t.dispatch.request('GET', '/portal/api/contacts?fuzzyMatch=Avery%20Colins');
    expect(typo.json().data[0]).toMatchObject({ firstName: 'Avery', lastName: 'Collins', isPortalEnabled: true, portalStatus: 'Active' });
    const part = await t.dispatch.request('GET', '/portal/api/contacts?fuzzyMatch=dispatch');
    expect(part.json().data.some((c: { functionTitle: string }) => c.functionTitle === 'Dispatcher')).toBe(true);
    const none = await t.dispatch.request('GET', '/portal/api/contacts?fuzzyMatch=zzqxw');
    expect(none.json()).toEqual({ data: [], totalCount: 0 });
  });

  it("answers the signed-in user's own contact", async () => {
    const me = await t.dispatch.request('GET', '/portal/api/contacts/current');
    expect(me.json().data).toMatchObject({ firstName: 'Jordan', lastName: 'Reyes', userName: DEMO.dispatcher, permissions: ['CarrierPortal'] });
  });
});

describe('contacts: create, edit, delete', () => {
  it('creates a contact with portal access: roles normalised, the user activates through the e-mailed link and signs in', async () => {
    const location = await t.db.selectFrom('locations').select('id').where('company_id', '=', blueRidge).orderBy('id').executeTakeFirstOrThrow();
    const created = await t.admin.request('POST', '/portal/api/contacts', contact({ locationIds: [location.id], isPortalEnabled: true, permissions: ['CarrierPortal'] }));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Contact Successfully Created');
    expect(created.json().data).toMatchObject({
      roles: ['BillTo', 'BillingInquiry'],
      emailAddresses: ['nadia.okafor@blueridgetransport.test'],
      locations: [{ id: location.id }],
      permissions: ['CarrierPortal'],
      portalStatus: 'Pending',
      isCarrier: true,
      userName: 'nadia.okafor@blueridgetransport.test',
    });
    expect(created.json().data.accessLevels).toContain('Shipments');
    const user = await userOf('nadia.okafor@blueridgetransport.test');
    expect(user).toMatchObject({ status: 'Pending', roles: ['BillTo', 'BillingInquiry'], company_id: blueRidge, contact_id: created.json().data.id });

    const token = await activationToken('nadia.okafor@blueridgetransport.test');
    const activated = await t.app.inject({ method: 'POST', url: '/portal/api/auth/activate-user', payload: { resetToken: token, newPassword: 'Nadia-2026!' }, remoteAddress: '10.9.0.1' });
    expect(activated.statusCode).toBe(200);
    const session = await login(t.app, 'nadia.okafor@blueridgetransport.test', 'Nadia-2026!');
    expect(session.user).toMatchObject({ firstName: 'Nadia', contactId: created.json().data.id });
  });

  it('edits a contact: role names normalised again; taking portal access away disables the user', async () => {
    const created = await t.admin.request('POST', '/portal/api/contacts', contact({ emailAddresses: ['sam.ito@blueridgetransport.test'], firstName: 'Sam', lastName: 'Ito', isPortalEnabled: true, permissions: ['CarrierPortal'] }));
    const id = created.json().data.id;
    const edited = await t.admin.request('PUT', `/portal/api/contacts/${id}`, contact({ emailAddresses: ['sam.ito@blueridgetransport.test'], firstName: 'Sam', lastName: 'Ito', roles: ['a-r', 'Bill to'], isPortalEnabled: false }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ roles: ['AR', 'BillTo'], isPortalEnabled: false, portalStatus: 'Disabled', permissions: [], accessLevels: [] });
    expect((await userOf('sam.ito@blueridgetransport.test'))?.status).toBe('Disabled');
    // Given back before the user ever chose a password: pending again, with a fresh link.
    const before = await t.db.selectFrom('outbox_emails').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const again = await t.admin.request('PUT', `/portal/api/contacts/${id}`, contact({ emailAddresses: ['sam.ito@blueridgetransport.test'], firstName: 'Sam', lastName: 'Ito', isPortalEnabled: true, permissions: ['CarrierPortal', 'CarrierBillingSettings'] }));
    expect(again.json().data).toMatchObject({ portalStatus: 'Pending', permissions: ['CarrierPortal', 'CarrierBillingSettings'] });
    const mails = await t.db.selectFrom('outbox_emails').select('to_address').where('id', '>', before.id).execute();
    expect(mails.map((m) => m.to_address)).toContain('sam.ito@blueridgetransport.test');
  });

  it('refuses bad input with 400 naming the field, and an address another user signs in with with 409', async () => {
    const bad = await t.admin.request('POST', '/portal/api/contacts', contact({ emailAddresses: ['not-an-address'], linkedInProfileUrl: 'https://evil.test/x' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['emailAddresses.0', 'linkedInProfileUrl']);
    const portal = await t.admin.request('POST', '/portal/api/contacts', contact({ isPortalEnabled: true, permissions: ['FactoringCompanyPortal'] }));
    expect(portal.statusCode).toBe(400);
    expect(portal.json().errors).toHaveProperty('permissions');
    const taken = await t.admin.request('POST', '/portal/api/contacts', contact({ emailAddresses: [DEMO.broker], isPortalEnabled: true, permissions: ['CarrierPortal'] }));
    expect(taken.statusCode).toBe(409);
    expect(await userOf(DEMO.broker)).toMatchObject({ email: DEMO.broker });
  });

  it("keeps a driver's driver-portal permission, which the contact form does not give, when the contact is edited", async () => {
    const driver = (await t.admin.request('GET', '/portal/api/contacts?fuzzyMatch=driver%40demo.test')).json().data[0];
    expect(driver.permissions).toEqual(['DriverPortal']);
    const edited = await t.admin.request('PUT', `/portal/api/contacts/${driver.id}`, { firstName: driver.firstName, lastName: driver.lastName, roles: driver.roles, emailAddresses: driver.emailAddresses, phoneNumbers: ['(540) 555-0199'], isPortalEnabled: true, permissions: ['CarrierBillingSettings'] });
    expect(edited.statusCode).toBe(200);
    expect((await userOf(DEMO.driver))?.permissions).toEqual(['CarrierBillingSettings', 'DriverPortal']);
  });

  it('deletes a contact and ends its portal access', async () => {
    const created = await t.admin.request('POST', '/portal/api/contacts', contact({ emailAddresses: ['lee.park@blueridgetransport.test'], firstName: 'Lee', lastName: 'Park', isPortalEnabled: true, permissions: ['CarrierPortal'] }));
    const id = created.json().data.id;
    const deleted = await t.admin.request('DELETE', `/portal/api/contacts/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await t.admin.request('GET', `/portal/api/contacts/${id}`)).statusCode).toBe(404);
    expect((await userOf('lee.park@blueridgetransport.test'))?.status).toBe('Disabled');
  });
});

describe('contacts: who may do what', () => {
  it("answers 404 for another company's contact and refuses another company's locations", async () => {
    const theirs = await t.db.selectFrom('contacts').select('id').where('company_id', '<>', blueRidge).orderBy('id').executeTakeFirstOrThrow();
    expect((await t.admin.request('GET', `/portal/api/contacts/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.admin.request('PUT', `/portal/api/contacts/${theirs.id}`, contact())).statusCode).toBe(404);
    expect((await t.admin.request('DELETE', `/portal/api/contacts/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.db.selectFrom('contacts').select('deleted_at').where('id', '=', theirs.id).executeTakeFirstOrThrow()).deleted_at).toBeNull();
    const location = await t.db.selectFrom('locations').select('id').where('company_id', '<>', blueRidge).where('company_id', 'is not', null).executeTakeFirstOrThrow();
    const foreign = await t.admin.request('POST', '/portal/api/contacts', contact({ locationIds: [location.id] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('locationIds');
    const list = await t.otherCarrier.request('GET', '/portal/api/contacts?fuzzyMatch=Collins');
    expect(list.json().data.some((c: { companyId: number }) => c.companyId === blueRidge)).toBe(false);
  });

  it('lets everyone with Contacts access read, and only admins manage (403)', async () => {
    const id = (await t.dispatch.request('GET', '/portal/api/contacts')).json().data[0].id;
    expect((await t.dispatch.request('GET', `/portal/api/contacts/${id}`)).statusCode).toBe(200);
    expect((await t.dispatch.request('POST', '/portal/api/contacts', contact())).statusCode).toBe(403);
    expect((await t.dispatch.request('PUT', `/portal/api/contacts/${id}`, contact())).statusCode).toBe(403);
    expect((await t.dispatch.request('DELETE', `/portal/api/contacts/${id}`)).statusCode).toBe(403);
    expect((await t.dispatch.request('GET', '/portal/api/contacts/access-requests')).statusCode).toBe(403);
    const driver = await actor(t.app, t.db, DEMO.driver);
    expect((await driver.request('GET', '/portal/api/contacts')).statusCode).toBe(403);
  });

  it('keeps the last admin: neither deleted nor demoted until another contact is an admin', async () => {
    const me = (await t.admin.request('GET', '/portal/api/contacts/current')).json().data;
    const body = { firstName: me.firstName, lastName: me.lastName, roles: me.roles, emailAddresses: me.emailAddresses, isPortalEnabled: true, permissions: me.permissions };
    const deleted = await t.admin.request('DELETE', `/portal/api/contacts/${me.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().detail).toBe("This contact is the company's last admin and cannot be deleted. Make another contact an admin first.");
    const demoted = await t.admin.request('PUT', `/portal/api/contacts/${me.id}`, { ...body, roles: [], permissions: ['CarrierPortal'] });
    expect(demoted.statusCode).toBe(409);
    expect((await t.admin.request('PUT', `/portal/api/contacts/${me.id}`, { ...body, isPortalEnabled: false })).statusCode).toBe(409);

    // Jordan (dispatch, an active user) becomes an admin; now Avery may step down.
    const jordan = (await t.dispatch.request('GET', '/portal/api/contacts/current')).json().data;
    const promoted = await t.admin.request('PUT', `/portal/api/contacts/${jordan.id}`, { firstName: jordan.firstName, lastName: jordan.lastName, roles: ['AP', 'Admin'], emailAddresses: jordan.emailAddresses, isPortalEnabled: true, permissions: ['CarrierPortal', 'Admin'] });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.accessLevels).toContain('Manage contacts and access');
    const stepDown = await t.admin.request('PUT', `/portal/api/contacts/${me.id}`, { ...body, roles: ['AP'], permissions: ['CarrierPortal'] });
    expect(stepDown.statusCode).toBe(200);
    // Avery is no admin any more: managing is refused at once.
    expect((await t.admin.request('DELETE', `/portal/api/contacts/${jordan.id}`)).statusCode).toBe(403);
  });
});
