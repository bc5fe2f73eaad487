import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { defaultDockDays } from '@portal/domain/locations/dock-hours';
import { locationNumber } from '@portal/domain/locations/location-number';
import { EdiLocationSchema } from '@portal/domain/locations/edi-location-schemas';
import { LocationDetailSchema, LocationListSchema, StopDockHoursSchema } from '@portal/domain/locations/location-schemas';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { portalClient, type PortalClient } from './client';

let t: TestApp;
let carrier: PortalClient;
let otherCarrier: PortalClient;
let factoring: PortalClient;

beforeAll(async () => {
  t = await buildTestApp();
  carrier = await portalClient(t.app, DEMO.carrierAdmin);
  factoring = await portalClient(t.app, DEMO.factoring);
  const other = await t.db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select('u.email')
    .where('c.kind', '=', 'Carrier')
    .where('u.company_id', '<>', carrier.session.user.companyId)
    .where(sql<boolean>`'CarrierPortal' = any(u.permissions)`)
    .where('c.do_not_use', '=', false)
    .orderBy('u.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  otherCarrier = await portalClient(t.app, other.email);
});
afterAll(async () => t?.close());

const toronto = {
  name: 'Toronto Cross-Dock',
  addressLine1: '100 Front St W',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'm5v 2t6',
  phoneNumbers: ['(416) 555-0100'],
  ediCodes: ['tor1'],
  dockLength: 53,
};

describe('company locations', () => {
  it("lists only the company's locations, 50 a page by default (the list default, not the dock lists' 10), primary first, searchable", async () => {
    const companyId = carrier.session.user.companyId;
    const before = await t.db.selectFrom('locations').select('id').where('company_id', '=', companyId).execute();
    // Enough locations for a second page at the list default.
    const extra = DEFAULT_PAGE_SIZE + 5 - before.length;
    await t.db
      .insertInto('locations')
      .values(Array.from({ length: extra }, (_, i) => ({ company_id: companyId, name: `Paging Yard ${i + 1}`, address_line1: `${i + 1} Paging Rd`, city: 'Roanoke', province: 'VA', postal_code: '24019' })))
      .execute();
    const own = await t.db.selectFrom('locations').select('id').where('company_id', '=', companyId).execute();
    expect(own.length).toBe(DEFAULT_PAGE_SIZE + 5);

    const response = await carrier.call('GET', '/locations');
    expect(response.statusCode).toBe(200);
    const body = LocationListSchema.parse(response.json());
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    expect(body.totalCount).toBe(own.length);
    expect(body.data.length).toBe(50);
    expect(body.data.every((l) => l.companyId === companyId)).toBe(true);
    expect(body.data[0].isPrimaryLocation).toBe(true);
    const second = LocationListSchema.parse((await carrier.call('GET', '/locations?page=2')).json());
    expect(second.data.length).toBe(5);
    expect(new Set([...body.data, ...second.data].map((l) => l.id)).size).toBe(own.length);
    // A page size asked for is still honoured.
    expect(LocationListSchema.parse((await carrier.call('GET', '/locations?pageSize=10')).json()).data.length).toBe(10);
    const searched = LocationListSchema.parse((await carrier.call('GET', '/locations?q=joliet')).json());
    expect(searched.data.map((l) => l.name)).toEqual(['Blue Ridge Transport - Joliet Drop Yard']);
  });

  it('creates a location with a Canadian postal code: country CA, geocoded with its zone, default dock hours', async () => {
    const response = await carrier.call('POST', '/locations', toronto);
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    const location = LocationDetailSchema.parse(data);
    expect(message).toBe('Location created');
    expect(location).toMatchObject({ country: 'CA', postalCode: 'M5V 2T6', locationType: 'Warehouse', ianaTimezone: 'America/Toronto', ediCodes: ['TOR1'] });
    expect(location.latitude).toBeCloseTo(43.6, 0);
    expect(location.dockSchedule.shipping).toEqual(defaultDockDays());
    expect(location.dockSchedule.receiving).toEqual(defaultDockDays());
    expect(location.dockStatus?.shipping.openNow).toBe(true);
  });

  it("edits a location and answers 'Location {number} updated.'; a new primary clears the old one", async () => {
    const created = LocationDetailSchema.parse((await carrier.call('POST', '/locations', { ...toronto, name: 'Edit me' })).json().data);
    const response = await carrier.call('PUT', `/locations/${created.id}`, { ...toronto, name: 'Edited', isPrimaryLocation: true, postalCode: '24019', province: 'VA', city: 'Roanoke' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Location ${locationNumber(created.id)} updated.`);
    expect(response.json().data).toMatchObject({ name: 'Edited', country: 'US', ianaTimezone: 'America/New_York', isPrimaryLocation: true });
    const primaries = await t.db.selectFrom('locations').select('id').where('company_id', '=', carrier.session.user.companyId).where('is_primary_location', '=', true).execute();
    expect(primaries.map((p) => p.id)).toEqual([created.id]);
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const unknownCode = await carrier.call('POST', '/locations', { ...toronto, postalCode: '00000' });
    expect(unknownCode.statusCode).toBe(400);
    expect(Object.keys(unknownCode.json().errors)).toEqual(['postalCode']);
    const noName = await carrier.call('POST', '/locations', { ...toronto, name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(Object.keys(noName.json().errors)).toContain('name');
    const badProvince = await carrier.call('POST', '/locations', { ...toronto, province: 'Atlantis' });
    expect(Object.keys(badProvince.json().errors)).toContain('province');
  });

  it("answers another company's location, or one that does not exist, with the same 404", async () => {
    const mine = LocationListSchema.parse((await carrier.call('GET', '/locations')).json()).data[0];
    for (const url of [`/locations/${mine.id}`, '/locations/2147000000']) {
      const get = await otherCarrier.call('GET', url);
      expect(get.statusCode).toBe(404);
      const put = await otherCarrier.call('PUT', url, toronto);
      expect(put.statusCode).toBe(404);
      const dock = await otherCarrier.call('PUT', `${url}/dock-schedule`, { shipping: defaultDockDays(), receiving: defaultDockDays() });
      expect(dock.statusCode).toBe(404);
    }
    const after = await t.db.selectFrom('locations').select('name').where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(after.name).toBe(mine.name);
  });

  it('is refused to users without CarrierPortal', async () => {
    expect((await factoring.call('GET', '/locations')).statusCode).toBe(403);
  });
});

describe('dock schedule', () => {
  it("round-trips both weeks and the closures, answering 'Dock schedule updated for {number}'", async () => {
    const location = LocationDetailSchema.parse((await carrier.call('POST', '/locations', { ...toronto, name: 'Dock test' })).json().data);
    const shipping = defaultDockDays().map((d) => (d.dayOfWeek === 0 ? { ...d, isClosed: true } : d.dayOfWeek === 6 ? { ...d, isTwentyFourHour: true } : { ...d, startTime: '06:00', endTime: '18:00' }));
    const receiving = defaultDockDays().map((d) => ({ ...d, startTime: '07:30', endTime: '15:00' }));
    const closures = [{ date: '2030-12-25', reason: 'Christmas Day' }, { date: '2030-07-01', reason: null }];
    const response = await carrier.call('PUT', `/locations/${location.id}/dock-schedule`, { shipping, receiving, closures });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Dock schedule updated for ${locationNumber(location.id)}`);
    const read = LocationDetailSchema.parse((await carrier.call('GET', `/locations/${location.id}`)).json().data);
    expect(read.dockSchedule).toEqual({ shipping, receiving, closures: [closures[1], closures[0]] });
  });

  it('refuses a day both closed and 24 hours, and a start not before the end, naming the fields; nothing changes', async () => {
    const location = LocationDetailSchema.parse((await carrier.call('POST', '/locations', { ...toronto, name: 'Dock refusals' })).json().data);
    const shipping = defaultDockDays();
    shipping[2] = { ...shipping[2], isClosed: true, isTwentyFourHour: true };
    const receiving = defaultDockDays();
    receiving[4] = { ...receiving[4], startTime: '17:00', endTime: '09:00' };
    const response = await carrier.call('PUT', `/locations/${location.id}/dock-schedule`, { shipping, receiving });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['receiving.4.endTime', 'shipping.2.isTwentyFourHour']);
    const read = LocationDetailSchema.parse((await carrier.call('GET', `/locations/${location.id}`)).json().data);
    expect(read.dockSchedule.shipping).toEqual(defaultDockDays());
  });

  it("shows each stop's dock status on a shipment the caller sees, and 404 on one it does not", async () => {
    const own = await t.db
      .selectFrom('shipments as s')
      .innerJoin('shipment_stops as st', 'st.shipment_id', 's.id')
      .select(['s.id'])
      .where('s.carrier_id', '=', carrier.session.user.companyId)
      .where('st.location_id', 'is not', null)
      .orderBy('s.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const response = await carrier.call('GET', `/shipments/${own.id}/stop-dock-hours`);
    expect(response.statusCode).toBe(200);
    const { data } = StopDockHoursSchema.parse(response.json());
    const stops = await t.db.selectFrom('shipment_stops').select(['id', 'stop_type']).where('shipment_id', '=', own.id).orderBy('stop_number').execute();
    expect(data.map((d) => [d.stopId, d.dock])).toEqual(stops.map((s) => [s.id, s.stop_type === 'Pickup' ? 'Shipping' : 'Receiving']));
    expect(data.every((d) => d.status !== null)).toBe(true);
    expect((await otherCarrier.call('GET', `/shipments/${own.id}/stop-dock-hours`)).statusCode).toBe(404);
  });
});

describe('EDI locations', () => {
  it("maps a customer's code to a location once; the same code again is a 409 naming the holder", async () => {
    const customers = (await carrier.call('GET', '/edi-locations/customers')).json().data as { id: number; name: string }[];
    expect(customers.length).toBeGreaterThan(0);
    const customer = customers[0];
    const location = LocationListSchema.parse((await carrier.call('GET', '/locations')).json()).data[0];
    const first = await carrier.call('POST', '/edi-locations', { customerId: customer.id, code: 'dock-7', locationId: location.id });
    expect(first.statusCode).toBe(201);
    expect(EdiLocationSchema.parse(first.json().data)).toMatchObject({ code: 'DOCK-7', customerId: customer.id, location: { id: location.id } });
    const again = await carrier.call('POST', '/edi-locations', { customerId: customer.id, code: 'DOCK-7', locationId: location.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain(location.name);
    const listed = (await carrier.call('GET', `/edi-locations?customerId=${customer.id}`)).json();
    expect(listed.data.filter((e: { code: string }) => e.code === 'DOCK-7')).toHaveLength(1);
    const rows = await t.db.selectFrom('edi_locations').select('id').where('code', '=', 'DOCK-7').execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses another company's location and another company's mapping with 404", async () => {
    const customers = (await carrier.call('GET', '/edi-locations/customers')).json().data as { id: number }[];
    const foreign = await t.db.selectFrom('locations').select('id').where('company_id', '=', otherCarrier.session.user.companyId).limit(1).executeTakeFirst();
    const foreignId = foreign?.id ?? (LocationDetailSchema.parse((await otherCarrier.call('POST', '/locations', toronto)).json().data).id);
    const response = await carrier.call('POST', '/edi-locations', { customerId: customers[0].id, code: 'X1', locationId: foreignId });
    expect(response.statusCode).toBe(404);
    const mapping = await t.db.selectFrom('edi_locations').select('id').where('company_id', '=', carrier.session.user.companyId).limit(1).executeTakeFirstOrThrow();
    expect((await otherCarrier.call('DELETE', `/edi-locations/${mapping.id}`)).statusCode).toBe(404);
    expect((await carrier.call('DELETE', `/edi-locations/${mapping.id}`)).statusCode).toBe(204);
  });
});
