import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { DEMO, testAppForFile } from '../helper';
import { APEX, BLUE_RIDGE, companyId, createShipment, LONE_STAR_DISPATCH, pdfText, signInActor, type Actor, type CreatedShipment } from '../shipments/fixtures';

const t = testAppForFile<'carrier' | 'customer' | 'brokerage' | 'driver' | 'otherCarrier', Actor>(
  { carrier: DEMO.dispatcher, customer: DEMO.broker, brokerage: DEMO.ops, driver: DEMO.driver, otherCarrier: LONE_STAR_DISPATCH },
  signInActor,
);

/** RFC 4180 fields: quoted fields may hold commas, doubled quotes and line breaks; records end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const TRICKY = 'Lumper, "rush" fee\nat dock 4';
const FORMULA = '=HYPERLINK("http://x.test")';

let load: CreatedShipment;
let blueRidge: number;
let apex: number;

beforeAll(async () => {
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  apex = await companyId(t.db, APEX);
  const driverId = (await t.db.selectFrom('users').select('driver_id').where('email', '=', DEMO.driver).executeTakeFirstOrThrow()).driver_id!;
  load = await createShipment(t.db, { carrierId: blueRidge, customerId: apex, status: ShipmentStatus.Delivered, rateCents: 185000, maxBuyCents: 209900, driverIds: [driverId] });
  await t.db.updateTable('orders').set({ markup_cents: 24900 }).where('id', '=', load.orderId).execute();
  await t.db
    .insertInto('charges')
    .values([
      { shipment_id: load.id, description: 'Line haul', charge_type_name: 'Line Haul', rate_cents: 185000, units: 1 },
      { shipment_id: load.id, description: TRICKY, charge_type_name: 'Lumper', rate_cents: 7500, units: 2 },
      { shipment_id: load.id, description: FORMULA, charge_type_name: 'Detention', rate_cents: 5000, units: 1 },
    ])
    .execute();
  const payment = await t.db
    .insertInto('payments')
    .values({ check_number: 'CHK-77120', carrier_id: blueRidge, paid_to_company_id: blueRidge, payment_date: '2026-11-20', amount_cents: 205000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('ap_invoices')
    .values({
      invoice_number: `TR-${load.number}`,
      shipment_id: load.id,
      carrier_id: blueRidge,
      status: 4,
      invoice_amount_cents: 205000,
      paid_amount_cents: 205000,
      invoice_date: '2026-11-02',
      due_date: '2026-12-02',
      payment_id: payment.id,
      paid_at: new Date('2026-11-20T15:00:00Z'),
    })
    .execute();
});

const pdfOf = (who: Actor, id = load.id) => who.request('GET', `/portal/api/shipments/${id}/transaction-record.pdf`);
const csvOf = (who: Actor, id = load.id) => who.request('GET', `/portal/api/shipments/${id}/transaction-record.csv`);

describe('the transaction record', () => {
  it('the booked carrier downloads the PDF: parties with MC/DOT, stops, the rates agreed and billed, charges, invoice and payment dates', async () => {
    const response = await pdfOf(t.carrier);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="transaction-record-${load.number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Transaction Record',
      load.number,
      load.orderNumber,
      BLUE_RIDGE,
      'MC 812345',
      APEX,
      'Summit Freight Logistics',
      'Shenandoah Mill',
      'Peachtree Grocers',
      '$1,850.00',
      // Carrier pay: 1,850 + 2 x 75 + 50.
      '$2,050.00',
      'Broker compensation',
      '$249.00',
      'Billed to the customer',
      '$2,299.00',
      `TR-${load.number}`,
      '2026-11-02',
      '2026-11-20',
      'CHK-77120',
    ])
      expect(text).toContain(expected);
    // The maximum the brokerage would have paid is not part of the transaction.
    expect(text).not.toContain('$2,099.00');
    expect((await PDFDocument.load(response.rawPayload)).getTitle()).toBe(`Transaction Record ${load.number}`);
  });

  it('the CSV carries the same facts, one a line, quoting commas, quotes and line breaks and defusing formulas', async () => {
    const response = await csvOf(t.carrier);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="transaction-record-${load.number}.csv"`);
    expect(response.body).toContain('"Lumper, ""rush"" fee\nat dock 4"');
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Section', 'Item', 'Detail', 'Amount (USD)', 'Date', 'Paid on']);
    expect(rows.every((row) => row.length === 6)).toBe(true);
    const find = (section: string, item: string) => rows.find((r) => r[0] === section && r[1] === item);
    expect(find('Record', 'Shipment')?.[2]).toBe(load.number);
    expect(find('Party', 'Carrier')?.[2]).toContain('MC 812345');
    expect(find('Party', 'Shipper (customer)')?.[2]).toContain(APEX);
    expect(find('Amount', 'Carrier pay')?.[3]).toBe('2050.00');
    expect(find('Amount', 'Broker compensation')?.[3]).toBe('249.00');
    expect(find('Amount', 'Billed to the customer')?.[3]).toBe('2299.00');
    expect(find('Charge', TRICKY)?.[3]).toBe('150.00');
    expect(find('Charge', `'${FORMULA}`)?.[3]).toBe('50.00');
    const invoice = find('Invoice', `Carrier invoice TR-${load.number}`);
    expect(invoice?.slice(3)).toEqual(['2050.00', '2026-11-02', '2026-11-20']);
    expect(rows.filter((r) => r[0] === 'Stop').map((r) => r[1])).toEqual(['1 Pickup', '2 Dropoff', '3 Dropoff']);
  });

  it('the customer and the brokerage read the same record, the compensation included', async () => {
    const carrierRows = parseCsv((await csvOf(t.carrier)).body).filter((r) => r[0] !== 'Record' || r[1] !== 'Generated');
    for (const who of [t.customer, t.brokerage]) {
      const response = await csvOf(who);
      expect(response.statusCode).toBe(200);
      expect(parseCsv(response.body).filter((r) => r[0] !== 'Record' || r[1] !== 'Generated')).toEqual(carrierRows);
      expect((await pdfOf(who)).statusCode).toBe(200);
    }
  });

  it("a blind order keeps the customer's name from the carrier's copy only", async () => {
    const blind = await createShipment(t.db, { carrierId: blueRidge, customerId: apex, status: ShipmentStatus.Booked });
    await t.db.updateTable('orders').set({ is_blind: true }).where('id', '=', blind.orderId).execute();
    const shipper = async (who: Actor) => parseCsv((await csvOf(who, blind.id)).body).find((r) => r[0] === 'Party' && r[1] === 'Shipper (customer)')?.[2];
    expect(await shipper(t.carrier)).toMatch(/^Withheld: blind shipment/);
    expect(await shipper(t.customer)).toContain(APEX);
    expect(await shipper(t.brokerage)).toContain(APEX);
    expect(await pdfText((await pdfOf(t.carrier, blind.id)).rawPayload)).not.toContain(APEX);
  });

  it('answers 404 to anyone else: another carrier, the driver, a carrier that only sees the load on the board, an unknown load', async () => {
    const board = await createShipment(t.db, { carrierId: null, customerId: apex, status: ShipmentStatus.ReadyToBook });
    const refusals = [
      [t.otherCarrier, load.id],
      [t.driver, load.id],
      [t.carrier, board.id],
      [t.carrier, 2_000_000_000],
    ] as const;
    for (const [who, id] of refusals) {
      for (const response of [await pdfOf(who, id), await csvOf(who, id)]) {
        expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
        expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: `/portal/api/shipments/${load.id}/transaction-record.csv` })).statusCode).toBe(401);
    expect((await t.carrier.request('GET', '/portal/api/shipments/abc/transaction-record.pdf')).statusCode).toBe(400);
  });
});
