import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { authHeaders, login, type TestApp, type TestSession } from '../helper';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Shared by the accounting, payments and third-party invoice tests. */

export const ZONE = 'America/Chicago';
export const today = () => dayjs().tz(ZONE).format('YYYY-MM-DD');
export const daysAgo = (days: number) => dayjs().tz(ZONE).subtract(days, 'day').format('YYYY-MM-DD');
/** An instant at noon (Chicago) of a calendar day some days ago. */
export const noonDaysAgo = (days: number) => dayjs.tz(`${daysAgo(days)} 12:00`, ZONE).toDate();

/** Answers carry dollars with at most two decimals; back to cents exactly. */
export const cents = (dollars: number) => Math.round(dollars * 100);

/** A tiny file that passes the upload checks (PDF magic bytes). */
export const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

export type Api = 'carrier' | 'portal';

export function client(app: FastifyInstance, session: TestSession) {
  const headers = (carrierApi: boolean) => authHeaders(session, { carrierApi });
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: headers(url.startsWith('/carrier/')) }),
    patch: (url: string, payload: unknown) => app.inject({ method: 'PATCH', url, headers: headers(url.startsWith('/carrier/')), payload: payload as object }),
    post: (url: string, payload?: unknown) => app.inject({ method: 'POST', url, headers: headers(url.startsWith('/carrier/')), payload: (payload ?? {}) as object }),
  };
}
export type Client = ReturnType<typeof client>;

/** Signs each user in (a DEMO e-mail) and answers a client per name. */
export async function signIn<K extends string>(app: FastifyInstance, users: Record<K, string>): Promise<Record<K, Client>> {
  const clients = {} as Record<K, Client>;
  for (const [name, email] of Object.entries(users) as [K, string][]) clients[name] = client(app, await login(app, email));
  return clients;
}

/** Signs a user in (a DEMO e-mail) as a client, for `testAppForFile(users, signInClient)`. */
export const signInClient = async (t: TestApp, email: string) => client(t.app, await login(t.app, email));

/** Every row of a list, page by page (100 a page). */
export async function allPages<T>(c: Client, url: string): Promise<{ rows: T[]; totalCount: number }> {
  const rows: T[] = [];
  let totalCount = 0;
  for (let page = 1; page < 200; page++) {
    const response = await c.get(`${url}${url.includes('?') ? '&' : '?'}page=${page}&pageSize=100`);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    const answer = response.json() as { data: T[]; totalCount: number };
    rows.push(...answer.data);
    totalCount = answer.totalCount;
    if (answer.data.length < 100) break;
  }
  return { rows, totalCount };
}

export async function companyId(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** The carrier's seeded invoice in the status, `skip` of them passed over (oldest first). */
export function seededInvoice(db: Kysely<Database>, carrierId: number, status: number, skip = 0) {
  const invoices = db.selectFrom('ap_invoices').select(['id', 'invoice_number', 'shipment_id', 'invoice_amount_cents', 'fee_cents']);
  return invoices.where('carrier_id', '=', carrierId).where('status', '=', status).orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
}

export interface ChargeLine {
  description: string;
  charge_type_name: string;
  rate_cents: number;
  units: number;
}

/** Replaces the charges of a carrier's or a third party's invoice with the given lines. */
export async function replaceCharges(db: Kysely<Database>, invoice: { shipment_id: number } & ({ ap_invoice_id: number } | { third_party_invoice_id: number }), lines: ChargeLine[]) {
  if ('ap_invoice_id' in invoice) await db.deleteFrom('charges').where('ap_invoice_id', '=', invoice.ap_invoice_id).execute();
  else await db.deleteFrom('charges').where('third_party_invoice_id', '=', invoice.third_party_invoice_id).execute();
  await db.insertInto('charges').values(lines.map((line) => ({ ...invoice, ...line }))).execute();
}

export const BLUE_RIDGE = 'Blue Ridge Transport LLC';
export const CAPITAL = 'Capital Factoring Co';
export const KEYSTONE = 'Keystone Freight Audit';

/** Uploads a PDF through the documents area, as the portal's upload dialog does. */
export async function uploadPdf(c: Client, target: Record<string, number>, fileType: string) {
  const response = await c.post('/portal/api/documents', { name: 'paper.pdf', fileType, data: PDF_BASE64, ...target });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string };
}

/** The problem document of a refused call, with its `errors` map. */
export function problem(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
  return response.json() as { title: string; status: number; detail?: string; errors?: Record<string, string[]> };
}
