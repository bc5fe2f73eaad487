import Chip from '@mui/material/Chip';
import type { Contact } from '@portal/domain/contacts/contact-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

const LABELS = {
  Active: { label: msg('Portal user'), color: 'success' },
  Pending: { label: msg('Invited'), color: 'warning' },
  Disabled: { label: msg('No portal access'), color: 'default' },
} as const;

/** Whether the contact signs in to the portal: active, invited (activation pending), or not. */
export function PortalStatusChip({ contact }: { contact: Pick<Contact, 'isPortalEnabled' | 'portalStatus'> }) {
  const { t } = useTranslation();
  const status = contact.isPortalEnabled && contact.portalStatus ? contact.portalStatus : 'Disabled';
  const { label, color } = LABELS[status];
  return <Chip size="small" variant="outlined" color={color} label={t(label)} />;
}
