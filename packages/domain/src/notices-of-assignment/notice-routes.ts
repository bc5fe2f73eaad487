import { route } from '../api/route-contract';
import {
  FileNoticeBodySchema,
  FileReleaseBodySchema,
  NoticeAnswerSchema,
  NoticeChangeAnswerSchema,
  NoticeDecisionBodySchema,
  NoticeListAnswerSchema,
  NoticeListQuerySchema,
  NoticeParamsSchema,
} from './notice-schemas';

const notices = { service: 'portal', tags: ['notices-of-assignment'] } as const;

/**
 * Notices of assignment: a factoring company files one (and later its release) for a carrier; the
 * brokerage's payables staff accept or reject it. The carrier reads those naming it.
 */
export const noticeOfAssignmentRoutes = {
  list: route({
    ...notices,
    method: 'GET',
    path: '/notices-of-assignment',
    summary: "Notices of assignment the caller takes part in (the brokerage: all), newest first",
    query: NoticeListQuerySchema,
    answer: NoticeListAnswerSchema,
  }),
  get: route({
    ...notices,
    method: 'GET',
    path: '/notices-of-assignment/:noticeId',
    summary: 'One notice of assignment with its release, if any',
    params: NoticeParamsSchema,
    answer: NoticeAnswerSchema,
  }),
  file: route({
    ...notices,
    method: 'POST',
    path: '/notices-of-assignment',
    summary: 'A factoring company files a notice of assignment for a carrier (MC or USDOT number, effective date, signed PDF)',
    body: FileNoticeBodySchema,
    status: 201,
    answer: NoticeChangeAnswerSchema,
  }),
  fileRelease: route({
    ...notices,
    method: 'POST',
    path: '/notices-of-assignment/:noticeId/release',
    summary: 'The factoring company files the release of its active notice (effective date, signed PDF)',
    params: NoticeParamsSchema,
    body: FileReleaseBodySchema,
    answer: NoticeChangeAnswerSchema,
  }),
  decide: route({
    ...notices,
    method: 'POST',
    path: '/notices-of-assignment/:noticeId/decision',
    summary: "The brokerage's payables staff accept or reject a filed notice or release (needs a fresh proof of identity; audited; the carrier, the factor and accounting are told)",
    params: NoticeParamsSchema,
    body: NoticeDecisionBodySchema,
    answer: NoticeChangeAnswerSchema,
  }),
} as const;
