import type { OfferAction, OfferRoundKind, OfferStatus } from '@portal/domain/offers/offer-status';
import { msg } from '../../../i18n/msg';

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  Offered: msg('Waiting for the broker'),
  Countered: msg('Countered by the broker'),
  Accepted: msg('Accepted: confirm to book'),
  Booked: msg('Booked'),
  Declined: msg('Declined'),
  Expired: msg('Expired'),
  Closed: msg('Closed'),
};

/** The same statuses as the brokerage reads them (its turn is the carrier's rate). */
export const BROKER_STATUS_LABELS: Record<OfferStatus, string> = {
  ...OFFER_STATUS_LABELS,
  Offered: msg('Waiting for your answer'),
  Countered: msg('Countered: waiting for the carrier'),
  Accepted: msg('Accepted: waiting for the carrier to confirm'),
};

export const OFFER_STATUS_COLORS: Record<OfferStatus, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  Offered: 'info',
  Countered: 'warning',
  Accepted: 'primary',
  Booked: 'success',
  Declined: 'error',
  Expired: 'default',
  Closed: 'default',
};

export const ROUND_LABELS: Record<OfferRoundKind, string> = {
  Offer: msg('offered'),
  Counter: msg('countered'),
  Accept: msg('accepted'),
  Decline: msg('declined'),
  Confirm: msg('confirmed and booked'),
};

export const ACTION_LABELS: Record<OfferAction, string> = {
  accept: msg('Accept'),
  counter: msg('Counter'),
  decline: msg('Decline'),
  confirm: msg('Confirm and book'),
};

/** A date-time field's value ('2026-03-02T17:00', local time) some hours from now. */
export function localInputHoursAhead(hours: number, from = new Date()): string {
  const at = new Date(from.getTime() + hours * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
