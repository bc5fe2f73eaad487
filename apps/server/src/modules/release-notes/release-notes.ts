import type { ReleaseNote } from '@portal/domain/release-notes/release-note-schemas';

/**
 * What the "application updates" button in the top bar shows, newest first. Kept in code so a
 * release note ships with the release it describes; add an entry when a release changes what
 * users see.
 */
export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    version: '1.3.0',
    date: '2026-11-22',
    title: 'Driver mobile entry',
    items: [
      'Carrier admins can send a driver a sign-in link; the driver opens it on a phone and sees only the loads assigned to them.',
      'A driver link works for seven days. Sending a new link ends the older ones.',
    ],
  },
  {
    version: '1.2.0',
    date: '2026-11-15',
    title: 'Badges and shipment search',
    items: [
      'The navigation shows red badges: shipments needing an update, open tenders, open rate requests, invoices needing action and new accessorial requests.',
      'Search shipments from the top bar by shipment number. Brokers can also search by reference number.',
      'A tender that has expired no longer counts as open.',
    ],
  },
  {
    version: '1.1.0',
    date: '2026-11-08',
    title: 'Accounting overview',
    items: [
      'Accounting groups your invoices into Action Required, Pending, In Progress and Paid (last 60 days), with the amount and number of shipments in each.',
      'Factoring companies see the invoices remitted to them.',
    ],
  },
  {
    version: '1.0.0',
    date: '2026-11-01',
    title: 'Sign-in and account security',
    items: [
      'Sign in with your e-mail address and password. Reset a forgotten password from the sign-in page; the link in the e-mail works once, for one hour.',
      'After repeated failed sign-ins an account waits longer between attempts and is locked for 15 minutes after ten; resetting the password unlocks it.',
      'New users activate their account from the invitation e-mail by choosing a password.',
    ],
  },
];
