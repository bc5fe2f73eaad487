import { route } from '../api/route-contract';
import {
  CarrierIdParamsSchema,
  CertificateUploadBodySchema,
  ComplianceListAnswerSchema,
  ComplianceListQuerySchema,
  ComplianceRecordAnswerSchema,
  MinimumsAnswerSchema,
  MinimumsBodySchema,
} from './compliance-schemas';

const compliance = { service: 'portal', tags: ['compliance'] } as const;

/**
 * A carrier's compliance record (FMCSA authority and insurance, checked on a schedule): the carrier
 * reads its own and its admins upload certificates; the brokerage reads every carrier's, checks one
 * again, and its admins set the insurance minimums.
 */
export const complianceRoutes = {
  mine: route({
    ...compliance,
    method: 'GET',
    path: '/compliance',
    summary: "The caller's carrier's compliance record: authority, insurance certificates, expiry alerts and what blocks its bookings",
    answer: ComplianceRecordAnswerSchema,
  }),
  uploadCertificate: route({
    ...compliance,
    method: 'POST',
    path: '/compliance/certificates',
    summary: "A carrier admin uploads an insurance certificate (a PDF and its coverage, insurer, policy, amount and dates); the PDF is filed as a document of the carrier",
    body: CertificateUploadBodySchema,
    answer: ComplianceRecordAnswerSchema,
  }),
  list: route({
    ...compliance,
    method: 'GET',
    path: '/compliance/carriers',
    summary: "The brokerage's list of carriers with their compliance: blocked, expiring within 30 days, or compliant",
    query: ComplianceListQuerySchema,
    answer: ComplianceListAnswerSchema,
  }),
  carrier: route({
    ...compliance,
    method: 'GET',
    path: '/compliance/carriers/:carrierId',
    summary: "One carrier's compliance record (the brokerage, or the carrier itself)",
    params: CarrierIdParamsSchema,
    answer: ComplianceRecordAnswerSchema,
  }),
  check: route({
    ...compliance,
    method: 'POST',
    path: '/compliance/carriers/:carrierId/check',
    summary: 'The brokerage checks a carrier against FMCSA now, instead of waiting for the schedule',
    params: CarrierIdParamsSchema,
    answer: ComplianceRecordAnswerSchema,
  }),
  minimums: route({
    ...compliance,
    method: 'GET',
    path: '/compliance/minimums',
    summary: "The brokerage's insurance minimums (auto liability and cargo, in dollars)",
    answer: MinimumsAnswerSchema,
  }),
  setMinimums: route({
    ...compliance,
    method: 'PUT',
    path: '/compliance/minimums',
    summary: "The brokerage's admins change the insurance minimums (audited); carriers under them are blocked at once",
    body: MinimumsBodySchema,
    answer: MinimumsAnswerSchema,
  }),
} as const;
