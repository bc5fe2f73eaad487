import { CarrierCaseResolutionType, CaseStatusGroup } from '@portal/domain/cases/case-status';
import { formatUsd, toCents } from '@portal/domain/common/money';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import type { PortalCase } from '@portal/domain/cases/case-schemas';

/** '$1,250.00', or an en dash while the case has no amount yet (damage, claims). */
export function formatCaseAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : formatUsd(toCents(amount));
}

/** 'Dallas, TX → Atlanta, GA' */
export function formatLane(lane: PortalCase['lane']): string {
  if (!lane) return '—';
  const place = (p: { city: string; state: string }) => [p.city, p.state].filter(Boolean).join(', ');
  return `${place(lane.origin)} → ${place(lane.destination)}`;
}

/** MM/DD/YYYY h:mm a z in the user's zone: a case's times belong to no stop. */
export function formatDateTime(value: string | null | undefined): string {
  return formatDateTimeWithZone(value);
}

export type ChipColor = 'default' | 'primary' | 'info' | 'warning' | 'success' | 'error';

/** Colours of the collapsed status; a declined or voided case is resolved without money, so grey. */
export function caseStatusColor(item: Pick<PortalCase, 'statusGroup' | 'isVoided' | 'carrierCaseResolutionType'>): ChipColor {
  switch (item.statusGroup) {
    case CaseStatusGroup.New:
      return 'primary';
    case CaseStatusGroup.InProgress:
      return 'info';
    case CaseStatusGroup.OnHold:
      return 'warning';
    case CaseStatusGroup.Resolved:
      return item.isVoided || item.carrierCaseResolutionType.value === CarrierCaseResolutionType.Declined ? 'default' : 'success';
    default:
      return 'default';
  }
}
