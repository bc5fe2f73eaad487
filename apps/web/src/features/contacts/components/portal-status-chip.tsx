import Chip from '@mui/material/Chip';
import type { Contact } from '@portal/domain/contacts/contact-schemas';

const LABELS = {
  Active: { label: 'Portal user', color: 'success' },
  Pending: { label: 'Invited', color: 'warning' },
  Disabled: { label: 'No portal access', color: 'default' },
} as const;

/** Whether the contact signs in to the portal: active, invited (activation pending), or not. */
export function PortalStatusChip({ contact }: { contact: Pick<Contact, 'isPortalEnabled' | 'portalStatus'> }) {
  const status = contact.isPortalEnabled && contact.portalStatus ? contact.portalStatus : 'Disabled';
  const { label, color } = LABELS[status];
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}
