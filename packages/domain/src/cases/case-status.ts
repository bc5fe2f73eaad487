import { codedEnum } from '../common/coded-enum';
import type { Coded } from '../common/enum';

/**
 * Detailed case statuses kept by the TMS. The spec names the families (on-hold and in-progress
 * variants, Resolved, Voided) but not the codes; these codes are ours (docs/decisions/0016-case-groups.md).
 */
const caseStatuses = codedEnum({
  New: [0, 'New'],
  InitialRequestSentToCustomer: [1, 'Initial Request Sent To Customer'],
  FollowUpSentToCustomer: [2, 'Follow Up Sent To Customer'],
  OnHoldBrokerUpdatePending: [3, 'On Hold - Broker Update Pending'],
  OnHoldCarrierDocumentsPending: [4, 'On Hold - Carrier Documents Pending'],
  OnHoldCarrierTrackingInfoPending: [5, 'On Hold - Carrier Tracking Info Pending'],
  Resolved: [6, 'Resolved'],
  Voided: [7, 'Voided'],
});
export const CaseStatus = caseStatuses.codes;
export type CaseStatus = (typeof CaseStatus)[keyof typeof CaseStatus];
export const CASE_STATUSES: readonly Coded<CaseStatus>[] = caseStatuses.list;

/** How the brokerage settled the carrier's request. */
const resolutionTypes = codedEnum({ None: [0, 'None'], Paid: [1, 'Paid'], Declined: [2, 'Declined'] });
export const CarrierCaseResolutionType = resolutionTypes.codes;
export type CarrierCaseResolutionType = (typeof CarrierCaseResolutionType)[keyof typeof CarrierCaseResolutionType];
export const CARRIER_CASE_RESOLUTION_TYPES: readonly Coded<CarrierCaseResolutionType>[] = resolutionTypes.list;

/** The four statuses users see. */
export const CaseStatusGroup = { New: 'New', InProgress: 'In Progress', OnHold: 'On Hold', Resolved: 'Resolved' } as const;
export type CaseStatusGroup = (typeof CaseStatusGroup)[keyof typeof CaseStatusGroup];

const caseTypes = codedEnum({
  Detention: [0, 'Detention'],
  Lumper: [1, 'Lumper'],
  Layover: [2, 'Layover'],
  TruckOrderNotUsed: [3, 'TONU'],
  Damage: [4, 'Damage'],
  Claim: [5, 'Claim'],
  Dispute: [6, 'Dispute'],
  Other: [7, 'Other'],
});
export const CaseType = caseTypes.codes;
export type CaseType = (typeof CaseType)[keyof typeof CaseType];
export const CASE_TYPES: readonly Coded<CaseType>[] = caseTypes.list;

const caseSources = codedEnum({ CarrierPortal: [0, 'Carrier Portal'], Broker: [1, 'Broker'], Customer: [2, 'Customer'], System: [3, 'System'] });
export const CaseSource = caseSources.codes;
export type CaseSource = (typeof CaseSource)[keyof typeof CaseSource];
export const CASE_SOURCES: readonly Coded<CaseSource>[] = caseSources.list;

const casePriorities = codedEnum({ Low: [0, 'Low'], Normal: [1, 'Normal'], High: [2, 'High'], Urgent: [3, 'Urgent'] });
export const CasePriority = casePriorities.codes;
export type CasePriority = (typeof CasePriority)[keyof typeof CasePriority];
export const CASE_PRIORITIES: readonly Coded<CasePriority>[] = casePriorities.list;
