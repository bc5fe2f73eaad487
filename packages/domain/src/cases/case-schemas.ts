import { z } from 'zod';
import { ISO_INSTANT_MAX_LENGTH } from '../common/input-limits';
import { idParam, pagingQuery, queryArray, queryBoolean } from '../common/query-schemas';
import type { Coded } from '../common/enum';
import { isTimeZone } from '../common/iana-time-zone';
import { CASE_TIME_RANGES, DEFAULT_CASE_SORT, parseCaseSort, parseCaseStatusFilter, parseCoded } from './case-list-query';
import { dollarAmount } from './case-model';
import { CARRIER_CASE_RESOLUTION_TYPES, CASE_PRIORITIES, CASE_SOURCES, CASE_STATUSES, CASE_TYPES, CaseStatusGroup } from './case-status';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/**
 * The case routes' contract (Portal, Trucks and internal APIs): the list query, path keys, the
 * brokerage's update body and the answers. The create body is the caseModel (case-model.ts).
 */

// ---- shared pieces -----------------------------------------------------------------------------

/** A code of the list given as its number or its name; the output is the code. */
function coded<C extends number>(list: readonly Coded<C>[], what: string) {
  return z.union([z.number(), z.string().max(80)]).transform((value, ctx) => {
    const code = parseCoded(list, value);
    if (code === undefined) {
      ctx.addIssue({ code: 'custom', message: `Unknown ${what} '${value}'; use one of ${list.map((item) => `${item.code} (${item.name})`).join(', ')}` });
      return z.NEVER;
    }
    return code;
  });
}

/** A date without a time: a whole calendar day. */
export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' (a whole day in the request's time zone) or an ISO instant. */
const queryDate = z
  .string()
  .trim()
  .max(40)
  .refine((value) => (DATE_ONLY.test(value) ? !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) : z.iso.datetime({ offset: true }).safeParse(value).success), {
    message: 'Use a date (YYYY-MM-DD) or an ISO date and time',
  });

const timeRange = z.preprocess(
  (value) => (typeof value === 'string' ? (CASE_TIME_RANGES.find((r) => r.toLowerCase() === value.trim().toLowerCase()) ?? value) : value),
  z.enum(CASE_TIME_RANGES, { error: `Use one of ${CASE_TIME_RANGES.join(', ')}` }),
);

const codedArray = <C extends number>(list: readonly Coded<C>[], what: string) => queryArray(coded(list, what));
const idArray = queryArray(idParam);
const statusArray = queryArray(z.string().max(80));

// ---- the case list query -----------------------------------------------------------------------

/**
 * Every filter of the spec. Array filters take repeated keys, bracketed keys (caseTypes[]=0)
 * or comma lists. Enumerations take codes or names.
 */
export const CaseSearchQuerySchema = z
  .object({
    shipmentId: idParam.optional(),
    orderId: idParam.optional(),
    caseSources: codedArray(CASE_SOURCES, 'case source'),
    'caseSources[]': codedArray(CASE_SOURCES, 'case source'),
    caseTypes: codedArray(CASE_TYPES, 'case type'),
    'caseTypes[]': codedArray(CASE_TYPES, 'case type'),
    /** Collapsed group names (New, In Progress, On Hold, Resolved) and/or detailed status codes or names. */
    caseStatuses: statusArray,
    'caseStatuses[]': statusArray,
    casePriority: codedArray(CASE_PRIORITIES, 'case priority'),
    'casePriority[]': codedArray(CASE_PRIORITIES, 'case priority'),
    involvedPartyIds: idArray,
    'involvedPartyIds[]': idArray,
    customerIds: idArray,
    'customerIds[]': idArray,
    carrierIds: idArray,
    'carrierIds[]': idArray,
    /** User ids of brokerage staff the cases are assigned to. */
    assignees: idArray,
    'assignees[]': idArray,
    activeOnly: queryBoolean.optional(),
    unassignedOnly: queryBoolean.optional(),
    incidentTimeRange: timeRange.optional(),
    incidentFromDate: queryDate.optional(),
    incidentToDate: queryDate.optional(),
    followUpTimeRange: timeRange.optional(),
    followUpFromDate: queryDate.optional(),
    followUpToDate: queryDate.optional(),
    /** IANA zone whose calendar days the time ranges use; UTC when absent. */
    timeZone: z.string().trim().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
    /** Case number, shipment number or description text. */
    search: z.string().trim().max(100).optional(),
    sort: z
      .string()
      .max(60)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') return DEFAULT_CASE_SORT;
        const sort = parseCaseSort(value);
        if (!sort) {
          ctx.addIssue({ code: 'custom', message: "Sort by a field and a direction, e.g. 'createdAt desc' or 'caseNumber asc'" });
          return z.NEVER;
        }
        return sort;
      }),
    ...pagingQuery(100),
  })
  .superRefine((query, ctx) => {
    const statuses = parseCaseStatusFilter([...(query.caseStatuses ?? []), ...(query['caseStatuses[]'] ?? [])]);
    if (statuses.invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['caseStatuses'],
        message: `Unknown case status ${statuses.invalid.map((s) => `'${s}'`).join(', ')}; use ${Object.values(CaseStatusGroup).join(', ')} or a detailed status ${CASE_STATUSES.map((s) => s.code).join(', ')}`,
      });
    }
    for (const prefix of ['incident', 'followUp'] as const) {
      const range = query[`${prefix}TimeRange`];
      const from = query[`${prefix}FromDate`];
      const to = query[`${prefix}ToDate`];
      if (range === 'Custom' && from === undefined && to === undefined) {
        ctx.addIssue({ code: 'custom', path: [`${prefix}FromDate`], message: 'A custom range needs a from date, a to date or both' });
      }
      if (from !== undefined && to !== undefined && DATE_ONLY.test(from) === DATE_ONLY.test(to) && from > to) {
        ctx.addIssue({ code: 'custom', path: [`${prefix}ToDate`], message: 'The to date is before the from date' });
      }
    }
  });
export type CaseSearchQuery = z.output<typeof CaseSearchQuerySchema>;

export const CaseKeyParamsSchema = z.object({
  /** A case number ('CS-100001') or a case id. */
  caseNumber: z.string().trim().min(1).max(40),
});
export const CaseIdKeyParamsSchema = z.object({ id: z.string().trim().min(1).max(40) });
export const CaseIdParamsSchema = z.object({ id: idParam });

export const CaseHistoryQuerySchema = z.object({ ...pagingQuery(100) });

// ---- the brokerage's case update ----------------------------------------------------------------

const nullableInstant = z.iso.datetime({ offset: true, error: 'Use an ISO date and time' }).max(ISO_INSTANT_MAX_LENGTH, 'Use an ISO date and time').nullable();

export const CaseUpdateBodySchema = z
  .object({
    status: coded(CASE_STATUSES, 'case status').optional(),
    carrierCaseResolutionType: coded(CARRIER_CASE_RESOLUTION_TYPES, 'resolution').optional(),
    assigneeUserId: idParam.nullable().optional(),
    priority: coded(CASE_PRIORITIES, 'case priority').optional(),
    followUpAt: nullableInstant.optional(),
    approvedAmount: dollarAmount({ allowZero: true }).nullable().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Give at least one field to change' });
export type CaseUpdate = z.output<typeof CaseUpdateBodySchema>;
export type CaseUpdateBody = z.input<typeof CaseUpdateBodySchema>;

// ---- answers -----------------------------------------------------------------------------------

/** A code with the name users read ({value: 0, displayName: 'Detention'}). */
const ValueName = z.object({ value: z.number().int(), displayName: z.string() });
const CompanyRef = z.object({ id: z.number().int(), name: z.string() });
const CasePlace = z.object({ city: z.string(), state: z.string() });

/** A case as the Portal and Trucks APIs answer it (the spec's Case). Amounts are dollars. */
export const CaseSchema = z.object({
  id: z.number().int(),
  caseNumber: z.string(),
  shipmentId: z.number().int().nullable(),
  shipmentNumber: z.string().nullable(),
  orderId: z.number().int().nullable(),
  caseType: ValueName,
  caseSource: ValueName,
  status: ValueName,
  /** The detailed status as users read it, with the resolution when there is one ('Resolved - Paid'). */
  statusDescription: z.string(),
  /** The collapsed status users see. */
  statusGroup: z.enum(CaseStatusGroup),
  carrierCaseResolutionType: ValueName,
  isVoided: z.boolean(),
  priority: ValueName,
  /** Requested amount in dollars. */
  amount: z.number().nullable(),
  /** Amount the brokerage approved, in dollars. */
  approvedAmount: z.number().nullable(),
  description: z.string().nullable(),
  involvedParties: z.array(z.object({ companyId: z.number().int(), companyName: z.string() })),
  carrier: CompanyRef.nullable(),
  customer: CompanyRef.nullable(),
  assignee: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  incidentAt: z.string().nullable(),
  followUpAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lane: z.object({ origin: CasePlace, destination: CasePlace }).nullable(),
});
export type PortalCase = z.output<typeof CaseSchema>;

export const CaseAnswerSchema = z.object({ data: CaseSchema });
export type CaseAnswer = z.output<typeof CaseAnswerSchema>;
export const CaseCreatedAnswerSchema = z.object({ data: CaseSchema, ...ANSWER_MESSAGE_FIELDS });
export type CaseCreatedAnswer = z.output<typeof CaseCreatedAnswerSchema>;
export const CaseListSchema = z.object({ data: z.array(CaseSchema), totalCount: z.number().int() });
export type CaseList = z.output<typeof CaseListSchema>;

export const CaseHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  description: z.string(),
  /** Who made the change; 'System' with an empty last name for changes nobody made by hand. */
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  timeStamp: z.string(),
});
export type CaseHistoryEntry = z.output<typeof CaseHistoryEntrySchema>;
export const CaseHistorySchema = z.object({ data: z.array(CaseHistoryEntrySchema), totalCount: z.number().int() });
export type CaseHistory = z.output<typeof CaseHistorySchema>;

/** Visible cases per collapsed status, plus the cases the system opened (which count in their group too). */
export const CaseStatusCountsSchema = z.object({
  new: z.number().int(),
  inProgress: z.number().int(),
  onHold: z.number().int(),
  resolved: z.number().int(),
  system: z.number().int(),
});
export type CaseStatusCounts = z.output<typeof CaseStatusCountsSchema>;
export const CaseStatusCountsAnswerSchema = z.object({ data: CaseStatusCountsSchema });
export type CaseStatusCountsAnswer = z.output<typeof CaseStatusCountsAnswerSchema>;
