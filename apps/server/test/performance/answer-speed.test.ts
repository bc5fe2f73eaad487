import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { shipmentListSchema } from '@portal/domain/shipments/shipment-schemas';
import { isoTimestampFromText, isoTimestamps } from '../../src/db/iso-timestamps';
import { z } from 'zod';
import { compileAnswerSerializer, compiledSerializerCompiler, type AnswerCheck } from '../../src/lib/serializer-compiler';
import { createBoardAnswerCache } from '../../src/modules/load-board/board-answer-cache';
import { iso } from '@portal/domain/common/iso';
import { authHeaders, buildTestApp, login } from '../helper';

/** What makes the hot answers cheaper (docs/decisions/0227-an-api-near-the-databases-own-speed-where-the-time-went-and.md) must not change a byte of them. */
describe('timestamps read as text', () => {
  it('writes what Date.toISOString() writes of the Date pg would make, fractions included', () => {
    for (const text of [
      '2026-11-24 18:50:02+00',
      '2026-11-24 18:50:02.5+00',
      '2026-11-24 18:50:02.57+00',
      '2026-11-24 18:50:02.035+00',
      '2026-11-24 18:50:02.001+00',
      '2026-11-24 18:50:02.287+00',
      '2026-11-24 18:50:02.123456+00',
      '2026-11-24 18:50:02.999999+00',
      '2026-11-24 13:50:02.25-05',
      '2026-11-24 20:20:00+05:30',
      '0999-01-01 00:00:00+00',
    ]) {
      // pg's own reading of the text, as the answers were made before.
      const date = (pg.types.getTypeParser(1184, 'text') as (value: string) => Date)(text);
      expect(isoTimestampFromText(text)).toBe(date.toISOString());
      expect(iso(isoTimestampFromText(text))).toBe(date.toISOString());
    }
  });

  it('reads marked queries as ISO strings and leaves the others Dates (embedded database)', async () => {
    const { db, close } = await buildTestApp();
    try {
      const at = sql<Date>`timestamptz '2026-11-24 18:50:02.123+00'`;
      const marked = await db.selectNoFrom(at.as('at')).modifyEnd(isoTimestamps).executeTakeFirstOrThrow();
      const plain = await db.selectNoFrom(at.as('at')).executeTakeFirstOrThrow();
      expect(marked.at).toBe('2026-11-24T18:50:02.123Z');
      expect(plain.at).toBeInstanceOf(Date);
      expect((plain.at as Date).toISOString()).toBe('2026-11-24T18:50:02.123Z');
    } finally {
      await close();
    }
  });
});

describe('compiled answer serializer', () => {
  it('writes the bytes zod parsing and JSON.stringify write, dropping keys the schema lacks', () => {
    const row = {
      id: 7,
      shipmentNumber: '4100001',
      status: { value: 3, displayName: 'Booked' },
      progress: 1,
      origin: { city: 'Chicago', state: 'IL', postalCode: '60601' },
      destination: { city: 'Dallas "Big D"', state: 'TX', postalCode: '75201' },
      originTimeZone: 'America/Chicago',
      destinationTimeZone: 'America/Chicago',
      pickupEarly: '2026-11-24T18:50:02.123Z',
      pickupLate: null,
      deliveryEarly: '2026-11-25T08:00:00.000Z',
      deliveryLate: null,
      shippingMode: 'TL',
      equipmentMode: 'Van',
      rate: 1234.5,
      referenceNumbers: ['PO-1', 'ü\u2028'],
      needsUpdate: false,
      isOnTime: null,
      nextStopDueAt: null,
      lastActivityAt: null,
      truckNumber: null,
      trailerNumber: 'T-9',
      shippingProNumber: null,
      tripId: null,
      carrierName: 'Blue Ridge',
      notInTheSchema: 'dropped',
    };
    const answer = { totalCount: 1, data: [row] };
    expect(compileAnswerSerializer(shipmentListSchema)(answer)).toBe(JSON.stringify(shipmentListSchema.parse(answer)));
  });

  // A compiled route's answers are checked against their schema: each one outside production (a
  // stray answer fails the call, so a test sees it), a share in production (logged, still sent).
  const counted = z.object({ status: z.enum(['Open', 'Closed']) });
  const serializerOf = (check: AnswerCheck) => compiledSerializerCompiler(check)({ schema: counted, method: 'GET', url: '/x', httpStatus: '200' });

  it('throws on an answer that strays from its schema when every answer is checked', () => {
    expect(() => serializerOf({ share: 1 })({ status: 'Lost' })).toThrow();
    expect(serializerOf({ share: 1 })({ status: 'Open' })).toBe('{"status":"Open"}');
  });

  it('logs a stray answer and still sends it when the check has somewhere to report', () => {
    const mismatches: unknown[] = [];
    const written = serializerOf({ share: 1, onMismatch: (error) => mismatches.push(error) })({ status: 'Lost' });
    expect(mismatches).toHaveLength(1);
    expect(written).toBe('{"status":"Lost"}');
  });

  it('checks about the share it is given', () => {
    let mismatches = 0;
    const serialize = serializerOf({ share: 0.1, onMismatch: () => mismatches++ });
    for (let i = 0; i < 2000; i++) serialize({ status: 'Lost' });
    expect(mismatches).toBeGreaterThan(100);
    expect(mismatches).toBeLessThan(320);
    let never = 0;
    const unchecked = serializerOf({ share: 0, onMismatch: () => never++ });
    unchecked({ status: 'Lost' });
    expect(never).toBe(0);
  });
});

describe('load board answers kept against the board version', () => {
  it('answers a changed board at once', async () => {
    const { app, db, close } = await buildTestApp();
    try {
      const session = await login(app, 'dispatch@demo.test');
      const search = async () => {
        const res = await app.inject({ method: 'GET', url: '/portal/api/available-shipments?originCity=Chicago&originState=IL&originRadius=500', headers: authHeaders(session) });
        expect(res.statusCode).toBe(200);
        return res.json() as { totalCount: number; data: { id: number }[] };
      };
      const first = await search();
      expect(first.totalCount).toBeGreaterThan(0);
      expect(await search()).toEqual(first);
      // Another process books the first load: the next search must not show it.
      await db.updateTable('shipments').set({ status: 2 }).where('id', '=', first.data[0]!.id).execute();
      const after = await search();
      expect(after.totalCount).toBe(first.totalCount - 1);
      expect(after.data.map((r) => r.id)).not.toContain(first.data[0]!.id);
    } finally {
      await close();
    }
  });
});

describe('load board answers made once for callers asking together', () => {
  it('keeps nothing when the board cache is set to 0 seconds (BOARD_CACHE_SECONDS=0)', async () => {
    const { db, close } = await buildTestApp();
    try {
      const answer = createBoardAnswerCache<number>(0);
      let made = 0;
      const make = async () => ++made;
      expect(await answer(db, 'chicago', make)).toBe(1);
      expect(await answer(db, 'chicago', make)).toBe(2);
    } finally {
      await close();
    }
  });

  it('runs one search for concurrent misses of the same question, and one per different question', async () => {
    const { db, close } = await buildTestApp();
    try {
      const answer = createBoardAnswerCache<string>(5);
      let made = 0;
      const make = (value: string) => async () => {
        made += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return value;
      };
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => answer(db, 'chicago', make('chicago answer'))),
        answer(db, 'dallas', make('dallas answer')),
      ]);
      expect(answers.slice(0, 10)).toEqual(Array(10).fill('chicago answer'));
      expect(answers[10]).toBe('dallas answer');
      expect(made).toBe(2);
      // Kept now: asked again, nothing is made.
      expect(await answer(db, 'chicago', make('not used'))).toBe('chicago answer');
      expect(made).toBe(2);
    } finally {
      await close();
    }
  });

  it('passes a failed search to every waiting caller, and tries again on the next call', async () => {
    const { db, close } = await buildTestApp();
    try {
      const answer = createBoardAnswerCache<string>(5);
      const failing = async (): Promise<string> => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new Error('database gone');
      };
      const results = await Promise.allSettled([answer(db, 'k', failing), answer(db, 'k', failing)]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(await answer(db, 'k', async () => 'fresh')).toBe('fresh');
    } finally {
      await close();
    }
  });
});
