import { codedEnum, type CodeOf } from '../common/coded-enum';

/**
 * Detailed case statuses kept by the TMS. The spec names the families (on-hold and in-progress
 * variants, Resolved, Voided) but not the codes; these codes are ours (docs/decisions/0016-case-groups.md).
 */
export const { codes: CaseStatus, list: CASE_STATUSES } = codedEnum({
  New: [0, 'New'],
  InitialRequestSentToCustomer: [1, 'Initial Request Sent To Customer'],
  FollowUpSentToCustomer: [2, 'Follow Up Sent To Customer'],
  OnHoldBrokerUpdatePending: [3, 'On Hold - Broker Update Pending'],
  OnHoldCarrierDocumentsPending: [4, 'On Hold - Carrier Documents Pending'],
  OnHoldCarrierTrackingInfoPending: [5, 'On Hold - Carrier Tracking Info Pending'],
  Resolved: [6, 'Resolved'],
  Voided: [7, 'Voided'],
});
export type CaseStatus = CodeOf<typeof CaseStatus>;

/** How the brokerage settled the carrier's request. */
export const { codes: CarrierCaseResolutionType, list: CARRIER_CASE_RESOLUTION_TYPES } = codedEnum({ None: [0, 'None'], Paid: [1, 'Paid'], Declined: [2, 'Declined'] });
export type CarrierCaseResolutionType = CodeOf<typeof CarrierCaseResolutionType>;

/** The four statuses users see. */
export const CaseStatusGroup = { New: 'New', InProgress: 'In Progress', OnHold: 'On Hold', Resolved: 'Resolved' } as const;
export type CaseStatusGroup = (typeof CaseStatusGroup)[keyof typeof CaseStatusGroup];

export const { codes: CaseType, list: CASE_TYPES } = codedEnum({
  Detention: [0, 'Detention'],
  Lumper: [1, 'Lumper'],
  Layover: [2, 'Layover'],
  TruckOrderNotUsed: [3, 'TONU'],
  Damage: [4, 'Damage'],
  Claim: [5, 'Claim'],
  Dispute: [6, 'Dispute'],
  Other: [7, 'Other'],
});
export type CaseType = CodeOf<typeof CaseType>;

export const { codes: CaseSource, list: CASE_SOURCES } = codedEnum({ CarrierPortal: [0, 'Carrier Portal'], Broker: [1, 'Broker'], Customer: [2, 'Customer'], System: [3, 'System'] });
export type CaseSource = CodeOf<typeof CaseSource>;

export const { codes: CasePriority, list: CASE_PRIORITIES } = codedEnum({ Low: [0, 'Low'], Normal: [1, 'Normal'], High: [2, 'High'], Urgent: [3, 'Urgent'] });
export type CasePriority = CodeOf<typeof CasePriority>;
