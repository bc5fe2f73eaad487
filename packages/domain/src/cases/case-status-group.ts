import { CarrierCaseResolutionType, CaseStatus, CaseStatusGroup } from './case-status';

/** A carrier resolution of Paid or Declined resolves the case whatever its detailed status. */
export const RESOLVING_RESOLUTION_TYPES: readonly CarrierCaseResolutionType[] = [
  CarrierCaseResolutionType.Paid,
  CarrierCaseResolutionType.Declined,
];

/** Detailed statuses of each group. Statuses outside the list (unknown codes) count as New. */
export const CASE_STATUSES_BY_GROUP: Readonly<Record<CaseStatusGroup, readonly CaseStatus[]>> = {
  [CaseStatusGroup.New]: [CaseStatus.New],
  [CaseStatusGroup.InProgress]: [CaseStatus.InitialRequestSentToCustomer, CaseStatus.FollowUpSentToCustomer],
  [CaseStatusGroup.OnHold]: [
    CaseStatus.OnHoldBrokerUpdatePending,
    CaseStatus.OnHoldCarrierDocumentsPending,
    CaseStatus.OnHoldCarrierTrackingInfoPending,
  ],
  [CaseStatusGroup.Resolved]: [CaseStatus.Resolved, CaseStatus.Voided],
};

/** The key of each group in the status counts answer (new, inProgress, onHold, resolved). */
export const CASE_STATUS_COUNT_KEYS = {
  [CaseStatusGroup.New]: 'new',
  [CaseStatusGroup.InProgress]: 'inProgress',
  [CaseStatusGroup.OnHold]: 'onHold',
  [CaseStatusGroup.Resolved]: 'resolved',
} as const satisfies Record<CaseStatusGroup, string>;

export interface CaseStatusSource {
  status: number;
  carrierCaseResolutionType?: number | null;
}

/** The status users see; the resolution type wins over the detailed status. */
export function collapseCaseStatus(source: CaseStatusSource): CaseStatusGroup {
  if (source.carrierCaseResolutionType != null && (RESOLVING_RESOLUTION_TYPES as readonly number[]).includes(source.carrierCaseResolutionType)) {
    return CaseStatusGroup.Resolved;
  }
  for (const group of [CaseStatusGroup.Resolved, CaseStatusGroup.OnHold, CaseStatusGroup.InProgress] as const) {
    if ((CASE_STATUSES_BY_GROUP[group] as readonly number[]).includes(source.status)) return group;
  }
  return CaseStatusGroup.New;
}

/**
 * How to filter one group in SQL, because the group is not a function of the status alone:
 * `(status IN statuses OR resolution IN orResolutionTypes) AND resolution NOT IN notResolutionTypes`,
 * where a null resolution is in neither list. (collapseCaseStatus puts unknown status codes in New;
 * stored cases only carry the codes of CASE_STATUSES, so the filter does not need that case.)
 */
export interface CaseGroupFilter {
  statuses: readonly CaseStatus[];
  orResolutionTypes: readonly CarrierCaseResolutionType[];
  notResolutionTypes: readonly CarrierCaseResolutionType[];
}

export function caseGroupFilter(group: CaseStatusGroup): CaseGroupFilter {
  const statuses = CASE_STATUSES_BY_GROUP[group];
  return group === CaseStatusGroup.Resolved
    ? { statuses, orResolutionTypes: RESOLVING_RESOLUTION_TYPES, notResolutionTypes: [] }
    : { statuses, orResolutionTypes: [], notResolutionTypes: RESOLVING_RESOLUTION_TYPES };
}
