import type { Coded } from '../common/enum';

/**
 * Detailed case statuses kept by the TMS. The spec names the families (on-hold and in-progress
 * variants, Resolved, Voided) but not the codes; these codes are ours (docs/decisions.md).
 */
export const CaseStatus = {
  New: 0,
  InitialRequestSentToCustomer: 1,
  FollowUpSentToCustomer: 2,
  OnHoldBrokerUpdatePending: 3,
  OnHoldCarrierDocumentsPending: 4,
  OnHoldCarrierTrackingInfoPending: 5,
  Resolved: 6,
  Voided: 7,
} as const;
export type CaseStatus = (typeof CaseStatus)[keyof typeof CaseStatus];

export const CASE_STATUSES: readonly Coded<CaseStatus>[] = [
  { code: 0, name: 'New' },
  { code: 1, name: 'Initial Request Sent To Customer' },
  { code: 2, name: 'Follow Up Sent To Customer' },
  { code: 3, name: 'On Hold - Broker Update Pending' },
  { code: 4, name: 'On Hold - Carrier Documents Pending' },
  { code: 5, name: 'On Hold - Carrier Tracking Info Pending' },
  { code: 6, name: 'Resolved' },
  { code: 7, name: 'Voided' },
];

/** How the brokerage settled the carrier's request. */
export const CarrierCaseResolutionType = { None: 0, Paid: 1, Declined: 2 } as const;
export type CarrierCaseResolutionType = (typeof CarrierCaseResolutionType)[keyof typeof CarrierCaseResolutionType];

export const CARRIER_CASE_RESOLUTION_TYPES: readonly Coded<CarrierCaseResolutionType>[] = [
  { code: 0, name: 'None' },
  { code: 1, name: 'Paid' },
  { code: 2, name: 'Declined' },
];

/** The four statuses users see. */
export const CaseStatusGroup = { New: 'New', InProgress: 'In Progress', OnHold: 'On Hold', Resolved: 'Resolved' } as const;
export type CaseStatusGroup = (typeof CaseStatusGroup)[keyof typeof CaseStatusGroup];

export const CaseType = { Detention: 0, Lumper: 1, Layover: 2, TruckOrderNotUsed: 3, Damage: 4, Claim: 5, Dispute: 6, Other: 7 } as const;
export type CaseType = (typeof CaseType)[keyof typeof CaseType];
export const CASE_TYPES: readonly Coded<CaseType>[] = [
  { code: 0, name: 'Detention' },
  { code: 1, name: 'Lumper' },
  { code: 2, name: 'Layover' },
  { code: 3, name: 'TONU' },
  { code: 4, name: 'Damage' },
  { code: 5, name: 'Claim' },
  { code: 6, name: 'Dispute' },
  { code: 7, name: 'Other' },
];

export const CaseSource = { CarrierPortal: 0, Broker: 1, Customer: 2, System: 3 } as const;
export type CaseSource = (typeof CaseSource)[keyof typeof CaseSource];
export const CASE_SOURCES: readonly Coded<CaseSource>[] = [
  { code: 0, name: 'Carrier Portal' },
  { code: 1, name: 'Broker' },
  { code: 2, name: 'Customer' },
  { code: 3, name: 'System' },
];

export const CasePriority = { Low: 0, Normal: 1, High: 2, Urgent: 3 } as const;
export type CasePriority = (typeof CasePriority)[keyof typeof CasePriority];
export const CASE_PRIORITIES: readonly Coded<CasePriority>[] = [
  { code: 0, name: 'Low' },
  { code: 1, name: 'Normal' },
  { code: 2, name: 'High' },
  { code: 3, name: 'Urgent' },
];
