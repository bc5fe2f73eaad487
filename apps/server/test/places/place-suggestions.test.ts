import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authHeaders, DEMO, login, testAppForFile, type TestSession } from '../helper';

const t = testAppForFile({ carrier: DEMO.carrierAdmin });

interface Suggestion {
  id: string;
  kind: 'City' | 'PostalCode';
  label: string;
  city: string;
  state: string;
  postalCode: string | null;
  postalCodeCount: number;
  ianaTimezone: string;
}

async function suggest(query: string, session: TestSession = t.carrier) {
  const response = await t.app.inject({ method: 'GET', url: `/portal/api/places/suggestions?${query}`, headers: authHeaders(session) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Suggestion[] }).data;
}

describe('GET /portal/api/places/suggestions', () => {
  it('"Memph" offers Memphis, TN first, the other Memphises, then Memphis, TN\'s ZIP codes', async () => {
    const data = await suggest('q=Memph');
    expect(data).toHaveLength(10);
    expect(data[0]).toMatchObject({ kind: 'City', label: 'Memphis, TN', city: 'Memphis', state: 'TN', postalCode: null, ianaTimezone: 'America/Chicago' });
    expect(data[0].postalCodeCount).toBeGreaterThan(20);
    const cities = data.filter((s) => s.kind === 'City');
    expect(cities.length).toBeGreaterThan(1);
    expect(cities.every((c) => c.city.toLowerCase().startsWith('memph'))).toBe(true);
    // Ranked by postal codes held: the rest of the cities are smaller.
    expect(cities.slice(1).every((c) => c.postalCodeCount <= data[0].postalCodeCount)).toBe(true);
    const codes = data.filter((s) => s.kind === 'PostalCode');
    expect(codes.length).toBeGreaterThan(0);
    expect(codes[0]).toMatchObject({ label: `Memphis, TN ${codes[0].postalCode}`, city: 'Memphis', state: 'TN' });
    expect(codes.every((c) => c.city === 'Memphis' && c.state === 'TN')).toBe(true);
    // Cities first, then codes.
    expect(data.findIndex((s) => s.kind === 'PostalCode')).toBe(cities.length);
  });

  it('any case, "City, ST" narrows the state, and a postal code prefix answers codes in order', async () => {
    expect((await suggest('q=memphis'))[0].label).toBe('Memphis, TN');
    const inMissouri = await suggest(`q=${encodeURIComponent('Memphis, M')}&kinds=City`);
    expect(inMissouri.map((s) => s.label)).toEqual(expect.arrayContaining(['Memphis, MO']));
    expect(inMissouri.every((s) => s.state.startsWith('M'))).toBe(true);
    const codes = await suggest('q=3810&limit=5');
    expect(codes.map((s) => s.postalCode)).toEqual(['38101', '38103', '38104', '38105', '38106'].slice(0, codes.length));
    expect(codes.every((s) => s.kind === 'PostalCode' && s.city === 'Memphis')).toBe(true);
    // A ZIP+4 or a chosen suggestion typed on reads as its five-digit code.
    expect((await suggest('q=38103-1234')).map((s) => s.postalCode)).toEqual(['38103']);
    expect((await suggest(`q=${encodeURIComponent('Memphis, TN 38103')}`)).map((s) => s.postalCode)).toEqual(['38103']);
  });

  it('Canadian postal codes by their forward sortation area', async () => {
    const data = await suggest(`q=${encodeURIComponent('M5V 2T6')}`);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ kind: 'PostalCode', postalCode: 'M5V', state: 'ON', ianaTimezone: 'America/Toronto' });
  });

  it('kinds=PostalCode answers only codes, of the best cities (what an order stop needs)', async () => {
    const data = await suggest('q=Memph&kinds=PostalCode&limit=25');
    expect(data).toHaveLength(25);
    expect(data.every((s) => s.kind === 'PostalCode')).toBe(true);
    expect(data[0].city).toBe('Memphis');
    expect(data[0].state).toBe('TN');
    expect((await suggest('q=381&kinds=City')).length).toBe(0);
  });

  it('LIKE wildcards are text; unknown places answer nothing; bad input is a 400', async () => {
    expect(await suggest('q=%25')).toEqual([]);
    expect(await suggest('q=_emphis')).toEqual([]);
    expect(await suggest('q=Zzyzxqq')).toEqual([]);
    const headers = authHeaders(t.carrier);
    for (const url of ['/portal/api/places/suggestions', '/portal/api/places/suggestions?q=%20', '/portal/api/places/suggestions?q=Memph&limit=26', '/portal/api/places/suggestions?q=Memph&kinds=Town']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toBeTypeOf('object');
    }
    expect((await t.app.inject({ method: 'GET', url: '/portal/api/places/suggestions?q=Memph' })).statusCode).toBe(401);
  });

  it('every signed-in role may ask (reference data)', async () => {
    for (const email of [DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer]) {
      expect((await suggest('q=Memph&limit=1', await login(t.app, email)))[0].label).toBe('Memphis, TN');
    }
  });

  it('city and postal code prefixes walk the 0021 indexes (EXPLAIN)', async () => {
    const plan = async (query: string) => {
      await sql`set enable_seqscan = off`.execute(t.db);
      try {
        return (await sql.raw<{ 'QUERY PLAN': string }>(`explain ${query}`).execute(t.db)).rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await sql`set enable_seqscan = on`.execute(t.db);
      }
    };
    expect(await plan(`select state, count(*) from postal_codes where lower(city) collate "C" like 'memph%' group by lower(city) collate "C", state`)).toContain('postal_codes_city_prefix_idx');
    expect(await plan(`select postal_code from postal_codes where postal_code collate "C" like '381%' order by postal_code collate "C" limit 10`)).toContain('postal_codes_code_prefix_idx');
  });
});
