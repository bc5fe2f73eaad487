import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';
import { exampleOf } from './support/example-values';
import { listOperations, urlOf, type Operation } from './support/openapi-operations';
import { ENTITY_KINDS, ghostValue, keySlotsOf, victimValue, type KeySlot, type RecordKey } from './support/record-keys';
import { victimRecordsFor, type VictimRecords } from './support/victim-records';

/**
 * Tenant isolation, generated from the registered routes (the OpenAPI document): every operation
 * that takes a record key in its path, query or body is called by each demo role of another
 * company with a record that role must not reach, and must answer 404 (or 403 where the role is
 * refused the whole area), exactly as it answers for a key that names no record at all, so the
 * answer tells nothing about the record. A new route is covered as soon as it is registered; one
 * whose key this suite cannot name fails here until record-keys.ts learns it.
 */

const ATTACKERS = [DEMO.carrierAdmin, DEMO.broker, DEMO.driver, DEMO.factoring, DEMO.payer] as const;

/**
 * Searches where a record key is a filter, not the record asked for: a key the caller cannot see
 * matches nothing, so the right answer is an empty page (for the victim and the ghost alike), or
 * 403 for a role refused the area.
 */
const SEARCH_FILTERS = new Set(['GET /portal/api/cases', 'GET /trucks/api/v2/cases', 'GET /portal/api/offers']);

/** The file type an upload needs for the record key it carries: proof of delivery, AP invoice, third party. */
const UPLOAD_FILE_TYPES: Record<string, number> = { orderStopId: 1, apInvoiceId: 3, thirdPartyInvoiceId: 4 };

interface Sent {
  status: number;
  contentType: string;
  body: string;
}

interface Finding {
  attacker: string;
  request: string;
  problem: string;
}

let t: TestApp;
const sessions = new Map<string, TestSession>();
const victims = new Map<string, VictimRecords>();
beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ATTACKERS) {
    const session = await login(t.app, email);
    sessions.set(email, session);
    victims.set(email, await victimRecordsFor(t.db, session.user.companyId));
  }
}, 120_000);
afterAll(async () => t?.close());

/** The requests that probe one operation: one per optional key (required keys always set), per entity type. */
function probesOf(operation: Operation, slots: KeySlot[]) {
  const required = slots.filter((s) => s.required);
  const optional = slots.filter((s) => !s.required);
  const keySets = optional.length === 0 ? [required] : optional.map((slot) => [...required, slot]);
  const takesEntity = slots.some((s) => s.key === 'entityId');
  const entities = takesEntity ? ENTITY_KINDS.map((e) => e as { entityType: number; key: Exclude<RecordKey, 'entityId'> }) : [undefined];
  return keySets.flatMap((keys) => entities.map((entity) => ({ keys, entity })));
}

function buildRequest(operation: Operation, keys: KeySlot[], entity: { entityType: number; key: Exclude<RecordKey, 'entityId'> } | undefined, valueOf: (key: Exclude<RecordKey, 'entityId'>) => string | number) {
  const value = (slot: KeySlot) => {
    const v = valueOf(slot.key === 'entityId' ? entity!.key : slot.key);
    return slot.list ? [v] : v;
  };
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const param of operation.params) {
    if (param.in === 'query' && param.required && !keys.some((k) => k.name === param.name)) query[param.name] = String(exampleOf(param.schema, param.name));
  }
  const body = operation.body ? (exampleOf(operation.body) as Record<string, unknown>) : undefined;
  for (const slot of keys) {
    if (slot.in === 'path') pathValues[slot.name] = String(value(slot));
    else if (slot.in === 'query') query[slot.name] = String(value(slot));
    else if (body) body[slot.name] = value(slot);
  }
  // An upload goes to the record its file type names.
  if (body && 'fileType' in body) body.fileType = UPLOAD_FILE_TYPES[keys.find((k) => k.in === 'body' && k.name in UPLOAD_FILE_TYPES)?.name ?? ''] ?? body.fileType;
  if (entity) {
    if (operation.params.some((p) => p.name === 'entityType')) query.entityType = String(entity.entityType);
    if (body && operation.body?.properties?.entityType) body.entityType = entity.entityType;
  }
  return { url: urlOf(operation, pathValues, query), body };
}

async function send(operation: Operation, session: TestSession, request: { url: string; body?: Record<string, unknown> }): Promise<Sent> {
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url: request.url,
    headers: { ...authHeaders(session, { carrierApi: operation.path.startsWith('/carrier/api') }), ...(request.body ? { 'content-type': 'application/json' } : {}) },
    ...(request.body ? { payload: JSON.stringify(request.body) } : {}),
  });
  return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body };
}

/**
 * A create that names a related record in its body (the driver of a posted truck) may refuse an
 * unknown one as a 400 naming that field, as long as a key naming no record gets the same answer.
 */
function isUnknownReference(answer: Sent, ghost: Sent, keys: KeySlot[]): boolean {
  if (ghost.status !== 400) return false;
  const fields = (sent: Sent) => Object.keys((JSON.parse(sent.body) as { errors?: object }).errors ?? {}).sort().join();
  const bodyKeys = keys.filter((k) => k.in === 'body').map((k) => k.name);
  return fields(answer) === fields(ghost) && fields(answer).split(',').every((f) => bodyKeys.includes(f));
}

function isEmptyPage(sent: Sent): boolean {
  if (sent.status !== 200) return false;
  const body = JSON.parse(sent.body) as { data?: unknown; totalCount?: unknown };
  return Array.isArray(body.data) && body.data.length === 0 && (body.totalCount === undefined || body.totalCount === 0);
}

describe('tenant isolation on every operation that takes a record key', () => {
  it('answers another company\'s record exactly like a missing one: 404, or 403 where the area is refused', async () => {
    const operations = listOperations(t.app).filter((o) => !o.isPublic);
    const findings: Finding[] = [];
    let covered = 0;
    let requests = 0;
    for (const operation of operations) {
      const slots = keySlotsOf(operation);
      if (slots.length === 0) continue;
      covered++;
      const name = `${operation.method} ${operation.path}`;
      for (const attacker of ATTACKERS) {
        const session = sessions.get(attacker)!;
        const records = victims.get(attacker)!;
        for (const probe of probesOf(operation, slots)) {
          const asked = buildRequest(operation, probe.keys, probe.entity, (key) => victimValue(key, records));
          const ghost = buildRequest(operation, probe.keys, probe.entity, (key) => ghostValue(key));
          const [answer, ghostAnswer] = [await send(operation, session, asked), await send(operation, session, ghost)];
          requests += 2;
          const where = `${operation.method} ${asked.url}${asked.body ? ` ${JSON.stringify(asked.body)}` : ''}`;
          const report = (problem: string) => findings.push({ attacker, request: where, problem });
          if (SEARCH_FILTERS.has(name) && (isEmptyPage(answer) || answer.status === 403)) {
            if (answer.status !== ghostAnswer.status || (answer.status === 200 && !isEmptyPage(ghostAnswer))) report(`tells the record apart: ${answer.status} for it, ${ghostAnswer.status} for no record`);
            continue;
          }
          if (answer.status === 400 && isUnknownReference(answer, ghostAnswer, probe.keys)) continue;
          if (answer.status === 400) report(`not reached: the request was refused as invalid (${answer.body.slice(0, 200)}); teach example-values.ts or record-keys.ts`);
          else if (answer.status !== 404 && answer.status !== 403) report(`LEAK? answered ${answer.status}: ${answer.body.slice(0, 200)}`);
          else if (answer.status !== ghostAnswer.status) report(`tells the record apart: ${answer.status} for it, ${ghostAnswer.status} for no record`);
          else if (!answer.contentType.startsWith('application/problem+json')) report(`answered ${answer.status} without a problem document`);
        }
      }
    }
    console.log(`isolation: ${covered} operations with record keys, ${ATTACKERS.length} roles, ${requests} requests, ${findings.length} findings`);
    expect(covered).toBeGreaterThan(80);
    expect(findings, findings.map((f) => `${f.attacker}: ${f.request}\n    ${f.problem}`).join('\n')).toEqual([]);
  }, 300_000);
});
