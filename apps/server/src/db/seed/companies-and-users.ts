import type { Insertable } from 'kysely';
import type { Permission, Role } from '@portal/domain/auth/permissions';
import type { CompanyKind } from '@portal/domain/common/company-kind';
import type { CompaniesTable, ContactsTable, NotificationPreferencesTable, UsersTable } from '../database';
import { CARRIER_KEYS, type CarrierKey, type Companies, type CompanyKey, type CompanyRef, type SeedContext, type UserRef, type Users } from './context';
import { DAY, HOUR, Rng, addMs, insertAll, stableHex } from './support';
import type { Db } from '../db';
import { DEMO_EMAILS } from './demo-credentials';

interface CompanySpec {
  key: CompanyKey;
  name: string;
  kind: CompanyKind;
  mc?: string;
  dot?: string;
  scac?: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country?: 'US' | 'CA';
  domain: string;
  phone: string;
  flags?: Partial<Pick<Insertable<CompaniesTable>, 'is_broker' | 'is_bookable' | 'is_on_hold' | 'do_not_use' | 'has_3pl_network'>>;
  factoredBy?: CompanyKey;
}

/** In company-number order: C10001 is the brokerage that owns the TMS. */
const COMPANIES: readonly CompanySpec[] = [
  { key: 'summit', name: 'Summit Freight Logistics', kind: 'Brokerage', mc: '704512', address: '250 Civic Center Dr', city: 'Columbus', state: 'OH', postalCode: '43215', domain: 'summitfreight.test', phone: '(614) 555-0100' },
  { key: 'capitalFactoring', name: 'Capital Factoring Co', kind: 'FactoringCompany', address: '401 S Tryon St', city: 'Charlotte', state: 'NC', postalCode: '28202', domain: 'capitalfactoring.test', phone: '(704) 555-0142' },
  { key: 'blueRidge', name: 'Blue Ridge Transport LLC', kind: 'Carrier', mc: '812345', dot: '2876543', scac: 'BLRT', address: '3320 Shenandoah Ave NW', city: 'Roanoke', state: 'VA', postalCode: '24011', domain: 'blueridgetransport.test', phone: '(540) 555-0118', factoredBy: 'capitalFactoring', flags: { is_bookable: true } },
  { key: 'loneStar', name: 'Lone Star Haulers', kind: 'Carrier', mc: '693027', dot: '2251874', scac: 'LSHL', address: '2200 Irving Blvd', city: 'Dallas', state: 'TX', postalCode: '75201', domain: 'lonestarhaulers.test', phone: '(214) 555-0163' },
  { key: 'greatLakes', name: 'Great Lakes Carriers', kind: 'Carrier', mc: '548812', dot: '1739920', scac: 'GLKC', address: '6100 W Fort St', city: 'Detroit', state: 'MI', postalCode: '48226', domain: 'greatlakescarriers.test', phone: '(313) 555-0177' },
  { key: 'pacificCoast', name: 'Pacific Coast Freight', kind: 'Carrier', mc: '771460', dot: '3014482', scac: 'PCFR', address: '1800 E 7th St', city: 'Los Angeles', state: 'CA', postalCode: '90021', domain: 'pacificcoastfreight.test', phone: '(213) 555-0129' },
  { key: 'mapleLeaf', name: 'Maple Leaf Logistics', kind: 'Carrier', mc: '655309', dot: '2468135', scac: 'MLLG', address: '95 Bathurst St', city: 'Toronto', state: 'ON', postalCode: 'M5V 2P3', country: 'CA', domain: 'mapleleaflogistics.test', phone: '(416) 555-0150' },
  { key: 'rustyWheels', name: 'Rusty Wheels Trucking', kind: 'Carrier', mc: '402281', dot: '1190337', scac: 'RWTK', address: '1470 Riverside Dr', city: 'Memphis', state: 'TN', postalCode: '38103', domain: 'rustywheels.test', phone: '(901) 555-0134', flags: { do_not_use: true } },
  { key: 'apex', name: 'Apex Brokerage Partners', kind: 'Customer', mc: '880214', address: '191 Peachtree St NE', city: 'Atlanta', state: 'GA', postalCode: '30303', domain: 'apexbrokerage.test', phone: '(404) 555-0181', flags: { is_broker: true } },
  { key: 'heartland', name: 'Heartland Foods', kind: 'Customer', address: '1500 Genessee St', city: 'Kansas City', state: 'MO', postalCode: '64105', domain: 'heartlandfoods.test', phone: '(816) 555-0192' },
  { key: 'northwind', name: 'Northwind Building Supply', kind: 'Customer', address: '700 N 3rd St', city: 'Minneapolis', state: 'MN', postalCode: '55401', domain: 'northwindsupply.test', phone: '(612) 555-0107' },
  { key: 'cascade', name: 'Cascade Paper Products', kind: 'Customer', address: '1120 NW Naito Pkwy', city: 'Portland', state: 'OR', postalCode: '97204', domain: 'cascadepaper.test', phone: '(503) 555-0175' },
  { key: 'keystone', name: 'Keystone Freight Audit', kind: 'ThirdPartyPayer', address: '30 N 3rd St', city: 'Harrisburg', state: 'PA', postalCode: '17101', domain: 'keystoneaudit.test', phone: '(717) 555-0166', flags: { has_3pl_network: true } },
];

interface UserSpec {
  slot: keyof Omit<Users, 'byCarrier' | 'all'> | null;
  company: CompanyKey;
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  roles: Role[];
  permissions: Permission[];
  /** Expired Samsara tracking token: admins see the expired-integration dialog. */
  expiredTracking?: boolean;
}

const carrierUser = (company: CarrierKey, email: string, firstName: string, lastName: string, title: string, admin: boolean): UserSpec => ({
  slot: null,
  company,
  email,
  firstName,
  lastName,
  title,
  roles: admin ? ['Admin'] : ['AP'],
  permissions: admin ? ['CarrierPortal', 'Admin'] : ['CarrierPortal'],
});

/** The seven demo accounts of DESIGN.md first, then the brokerage's staff, then the other carriers' users. */
const USERS: readonly UserSpec[] = [
  { slot: 'carrierAdmin', company: 'blueRidge', email: DEMO_EMAILS.carrierAdmin, firstName: 'Avery', lastName: 'Collins', title: 'Owner', roles: ['Admin'], permissions: ['CarrierPortal', 'Admin'], expiredTracking: true },
  { slot: 'dispatch', company: 'blueRidge', email: DEMO_EMAILS.dispatcher, firstName: 'Jordan', lastName: 'Reyes', title: 'Dispatcher', roles: ['AP'], permissions: ['CarrierPortal'] },
  { slot: 'broker', company: 'apex', email: DEMO_EMAILS.broker, firstName: 'Taylor', lastName: 'Brooks', title: 'Freight Broker', roles: ['Admin'], permissions: ['CarrierPortal'] },
  { slot: 'driver', company: 'blueRidge', email: DEMO_EMAILS.driver, firstName: 'Marcus', lastName: 'Hill', title: 'Driver', roles: ['Driver'], permissions: ['DriverPortal'] },
  { slot: 'factoring', company: 'capitalFactoring', email: DEMO_EMAILS.factoring, firstName: 'Renee', lastName: 'Walsh', title: 'Accounts Receivable', roles: ['AR'], permissions: ['FactoringCompanyPortal'] },
  { slot: 'payer', company: 'keystone', email: DEMO_EMAILS.payer, firstName: 'Riley', lastName: 'Chen', title: 'Billing Analyst', roles: ['BillTo', 'AP'], permissions: ['CarrierBillingSettings'] },
  { slot: 'doNotUse', company: 'rustyWheels', email: DEMO_EMAILS.doNotUse, firstName: 'Earl', lastName: 'Dawson', title: 'Owner', roles: ['Admin'], permissions: ['CarrierPortal'] },
  { slot: 'ops', company: 'summit', email: DEMO_EMAILS.ops, firstName: 'Morgan', lastName: 'Ellis', title: 'Operations Manager', roles: ['Admin'], permissions: ['Admin'] },
  { slot: 'ap', company: 'summit', email: DEMO_EMAILS.ap, firstName: 'Priya', lastName: 'Raman', title: 'Carrier Payables Specialist', roles: ['AP'], permissions: ['Admin'] },
  { slot: 'claims', company: 'summit', email: 'claims@summitfreight.test', firstName: 'Dana', lastName: 'Whitfield', title: 'Claims and Accessorials Coordinator', roles: ['Admin'], permissions: ['Admin'] },
  carrierUser('loneStar', 'dispatch@lonestarhaulers.test', 'Maria', 'Gonzales', 'Dispatcher', false),
  carrierUser('loneStar', 'owner@lonestarhaulers.test', 'Cody', 'Ramirez', 'Owner', true),
  carrierUser('greatLakes', 'dispatch@greatlakescarriers.test', 'Tasha', 'Brown', 'Dispatcher', false),
  carrierUser('greatLakes', 'owner@greatlakescarriers.test', 'Erik', 'Lindqvist', 'Owner', true),
  carrierUser('pacificCoast', 'dispatch@pacificcoastfreight.test', 'Sofia', 'Alvarez', 'Dispatcher', false),
  carrierUser('pacificCoast', 'owner@pacificcoastfreight.test', 'Kenji', 'Watanabe', 'Owner', true),
  carrierUser('mapleLeaf', 'dispatch@mapleleaflogistics.test', 'Emily', 'MacDonald', 'Dispatcher', false),
  carrierUser('mapleLeaf', 'owner@mapleleaflogistics.test', 'Luc', 'Tremblay', 'Owner', true),
  carrierUser('rustyWheels', 'dispatch@rustywheels.test', 'Lyle', 'Dawson', 'Dispatcher', false),
];

/**
 * The accounts a visitor signs in with, in the order above: the seven of DESIGN.md, then the
 * brokerage's staff (the other carriers' users are data for them to see). The startup lines list them.
 */
export const DEMO_ACCOUNTS: readonly { email: string; title: string; company: string; kind: CompanyKind; broker: boolean; doNotUse: boolean }[] = USERS.filter((user) => user.slot !== null).map((user) => {
  const company = COMPANIES.find((spec) => spec.key === user.company)!;
  return { email: user.email, title: user.title, company: company.name, kind: company.kind, broker: company.flags?.is_broker === true, doNotUse: company.flags?.do_not_use === true };
});

/** Contacts without a portal login: who else works at each company. */
const EXTRA_CONTACT_TITLES: Readonly<Partial<Record<CompanyKey, readonly string[]>>> = {
  summit: ['Carrier Sales Representative', 'Account Manager'],
  blueRidge: ['Safety Manager', 'Billing Specialist', 'Night Dispatcher', 'Fleet Manager'],
  loneStar: ['Billing Specialist'],
  greatLakes: ['Safety Manager'],
  pacificCoast: ['Billing Specialist'],
  mapleLeaf: ['Customs Coordinator'],
  apex: ['Carrier Relations Manager'],
  heartland: ['Shipping Manager', 'Logistics Coordinator'],
  northwind: ['Shipping Manager', 'Yard Supervisor'],
  cascade: ['Logistics Coordinator'],
  capitalFactoring: ['Collections Specialist'],
  keystone: ['Audit Analyst'],
};

/** Roles the extra contacts hold by their title (names as the portal stores them, normalised). */
const ROLES_BY_TITLE: Readonly<Record<string, readonly string[]>> = {
  'Billing Specialist': ['BillTo', 'AR'],
  'Collections Specialist': ['AR'],
  'Audit Analyst': ['BillingInquiry'],
  'Account Manager': ['BillingInquiry'],
};

/** More of Blue Ridge's office, named here so the demo's contacts list reads like a real carrier's. */
const BLUE_RIDGE_OFFICE = [
  { firstName: 'Grace', lastName: 'Whitaker', title: 'Accounts Payable Clerk', roles: ['AP'], linkedIn: true },
  { firstName: 'Hector', lastName: 'Morales', title: 'Operations Manager', roles: [], linkedIn: true },
  { firstName: 'Lena', lastName: 'Fischer', title: 'Customer Service Representative', roles: ['BillingInquiry'], linkedIn: false },
] as const;

function phoneOf(companyPhone: string, n: number): string {
  // 555-0100 through 555-0199 are reserved for fiction.
  return `${companyPhone.slice(0, 9)}${String(100 + (n % 100)).padStart(4, '0')}`;
}

export interface CompaniesAndUsers {
  companies: Companies;
  users: Users;
  /** Contacts of Blue Ridge that are not users, to link to its terminals. */
  blueRidgeContactIds: number[];
}

/** Companies, contacts, users with their notification preferences, and access requests. */
export async function seedCompaniesAndUsers(db: Db, ctx: SeedContext, passwordHash: string): Promise<CompaniesAndUsers> {
  const { faker, ids, now } = ctx;
  const rng = Rng.for('companies-and-users');

  const companies = {} as Companies;
  const companyRows: Insertable<CompaniesTable>[] = COMPANIES.map((spec, index) => {
    const id = ids.next('companies');
    const ref: CompanyRef = { key: spec.key, id, number: `C${10001 + index}`, name: spec.name, city: spec.city, state: spec.state };
    companies[spec.key] = ref;
    return {
      id,
      company_number: ref.number,
      name: spec.name,
      kind: spec.kind,
      mc_number: spec.mc ?? null,
      dot_number: spec.dot ?? null,
      scac: spec.scac ?? null,
      email: `info@${spec.domain}`,
      phone: spec.phone,
      address_line1: spec.address,
      city: spec.city,
      state: spec.state,
      postal_code: spec.postalCode,
      country: spec.country ?? 'US',
      factoring_company_id: null,
      created_at: addMs(now, -(400 - index * 7) * DAY),
      ...spec.flags,
    };
  });
  for (const [index, spec] of COMPANIES.entries()) {
    if (spec.factoredBy) companyRows[index].factoring_company_id = companies[spec.factoredBy].id;
  }
  await insertAll(db, 'companies', companyRows);

  const specByKey = new Map(COMPANIES.map((spec) => [spec.key, spec]));
  const contactRows: Insertable<ContactsTable>[] = [];
  const userRows: Insertable<UsersTable>[] = [];
  const users = { byCarrier: Object.fromEntries(CARRIER_KEYS.map((key) => [key, []])), all: [] } as unknown as Users;

  for (const [index, spec] of USERS.entries()) {
    const company = companies[spec.company];
    const phone = phoneOf(specByKey.get(spec.company)!.phone, 20 + index);
    const contactId = ids.next('contacts');
    const createdAt = addMs(now, -(300 - index * 5) * DAY);
    contactRows.push({
      id: contactId,
      company_id: company.id,
      first_name: spec.firstName,
      last_name: spec.lastName,
      function_title: spec.title,
      roles: spec.roles,
      email_addresses: [spec.email],
      phone_numbers: [phone],
      linked_in_profile_url: null,
      is_portal_enabled: true,
      file_id: null,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
    const id = ids.next('users');
    userRows.push({
      id,
      company_id: company.id,
      email: spec.email,
      user_name: spec.email,
      first_name: spec.firstName,
      last_name: spec.lastName,
      password_hash: passwordHash,
      status: 'Active',
      roles: spec.roles,
      permissions: spec.permissions,
      phone_numbers: [phone],
      contact_id: contactId,
      driver_id: null,
      api_key: stableHex(`api-key:${spec.email}`),
      has_accepted_terms: true,
      last_login_at: addMs(now, -rng.int(2, 96) * HOUR),
      created_at: createdAt,
      updated_at: createdAt,
    });
    const ref: UserRef = { id, email: spec.email, firstName: spec.firstName, lastName: spec.lastName, companyId: company.id, contactId };
    if (spec.slot) users[spec.slot] = ref;
    if ((CARRIER_KEYS as readonly string[]).includes(spec.company)) users.byCarrier[spec.company as CarrierKey].push(ref);
    users.all.push(ref);
  }
  // The user who books and updates Blue Ridge's loads comes first.
  users.byCarrier.blueRidge = [users.dispatch, users.carrierAdmin, users.driver];

  const blueRidgeContactIds: number[] = [];
  for (const spec of COMPANIES) {
    for (const title of EXTRA_CONTACT_TITLES[spec.key] ?? []) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const id = ids.next('contacts');
      if (spec.key === 'blueRidge') blueRidgeContactIds.push(id);
      const createdAt = addMs(now, -rng.int(30, 280) * DAY);
      contactRows.push({
        id,
        company_id: companies[spec.key].id,
        first_name: firstName,
        last_name: lastName,
        function_title: title,
        roles: [...(ROLES_BY_TITLE[title] ?? [])],
        email_addresses: [`${firstName}.${lastName}@${spec.domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, '')],
        phone_numbers: [phoneOf(spec.phone, 40 + id)],
        linked_in_profile_url: rng.chance(0.3) ? `https://www.linkedin.com/in/${firstName}-${lastName}-${rng.hex(6)}`.toLowerCase() : null,
        is_portal_enabled: false,
        file_id: null,
        created_at: createdAt,
        updated_at: createdAt,
        deleted_at: null,
      });
    }
  }
  for (const [index, person] of BLUE_RIDGE_OFFICE.entries()) {
    const id = ids.next('contacts');
    blueRidgeContactIds.push(id);
    const createdAt = addMs(now, -(120 - index * 15) * DAY);
    contactRows.push({
      id,
      company_id: companies.blueRidge.id,
      first_name: person.firstName,
      last_name: person.lastName,
      function_title: person.title,
      roles: [...person.roles],
      email_addresses: [`${person.firstName}.${person.lastName}@blueridgetransport.test`.toLowerCase()],
      phone_numbers: [phoneOf(specByKey.get('blueRidge')!.phone, 70 + index)],
      linked_in_profile_url: person.linkedIn ? `https://www.linkedin.com/in/${person.firstName}-${person.lastName}`.toLowerCase() : null,
      is_portal_enabled: false,
      file_id: null,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
  }
  await insertAll(db, 'contacts', contactRows);
  await insertAll(db, 'users', userRows);
  // The demo carrier's Samsara install lost its grant three days ago: its admins are asked to reconnect.
  const expiredInstalls = USERS.filter((spec) => spec.expiredTracking).map((spec) => {
    const user = users.all.find((u) => u.email === spec.email)!;
    return {
      company_id: user.companyId,
      provider: 'samsara',
      status: 'needs_reauth',
      connected_by_user_id: user.id,
      connected_at: addMs(now, -40 * DAY),
      access_expires_at: addMs(now, -3 * DAY),
      last_error_code: 'invalid_grant',
      last_error_at: addMs(now, -3 * DAY),
    };
  });
  if (expiredInstalls.length > 0) await db.insertInto('tracking_integrations').values(expiredInstalls).execute();

  const preferences: Insertable<NotificationPreferencesTable>[] = users.all.map((user, index) => ({
    user_id: user.id,
    email_tenders: index % 5 !== 4,
    email_rate_requests: index % 4 !== 3,
    email_mentions: true,
    email_cases: true,
    email_payments: index % 3 !== 2,
    sms_tenders: user.email === 'dispatch@demo.test',
  }));
  await insertAll(db, 'notification_preferences', preferences);

  const requests = [
    { company: companies.blueRidge.id, status: 'Open', daysAgo: 1 },
    { company: companies.blueRidge.id, status: 'Open', daysAgo: 3 },
    { company: companies.blueRidge.id, status: 'Open', daysAgo: 6 },
    { company: companies.blueRidge.id, status: 'Approved', daysAgo: 40 },
    { company: companies.loneStar.id, status: 'Open', daysAgo: 2 },
    { company: companies.greatLakes.id, status: 'Denied', daysAgo: 25 },
  ];
  await insertAll(
    db,
    'access_requests',
    requests.map((request) => {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const company = COMPANIES.find((spec) => companies[spec.key].id === request.company)!;
      const domain = company.domain;
      return {
        id: ids.next('access_requests'),
        company_id: request.company,
        email: `${firstName}.${lastName}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
        first_name: firstName,
        last_name: lastName,
        status: request.status,
        company_number: request.daysAgo % 2 === 0 ? `DOT ${company.dot}` : `MC-${company.mc}`,
        decided_at: request.status === 'Open' ? null : addMs(now, -(request.daysAgo - 1) * DAY),
        decline_reason: request.status === 'Denied' ? 'We could not confirm that you work for us; ask your dispatcher to add you.' : null,
        created_at: addMs(now, -request.daysAgo * DAY - rng.int(1, 10) * HOUR),
      };
    }),
  );

  return { companies, users, blueRidgeContactIds };
}
