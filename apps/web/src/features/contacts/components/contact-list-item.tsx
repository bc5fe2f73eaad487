import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Contact } from '@portal/domain/contacts/contact-schemas';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { fullName } from '../../../lib/format';
import { formatPhone } from '../../../lib/phone';
import { ContactAvatar } from './contact-avatar';
import { PortalStatusChip } from './portal-status-chip';
import { roleLabel } from '../lib/role-labels';
import { useTranslation } from '../../../i18n/use-translation';

/** One contact in the list: picture, name and title, roles, how to reach them, portal access. */
export function ContactListItem({ contact, compact }: { contact: Contact; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <ListItemButton
      component={Link}
      to={paths.contacts.preview.getHref(String(contact.id))}
      sx={{ gap: 2, py: 1.25, px: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, alignItems: compact ? 'flex-start' : 'center' }}
      data-testid="contact-row"
    >
      <ContactAvatar contact={contact} />
      <Box sx={{ flex: compact ? 1 : '0 0 30%', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap={!compact}>
          {fullName(contact)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap={!compact}>
          {contact.functionTitle ?? '—'}
        </Typography>
        {compact && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {contact.emailAddresses[0] ?? formatPhone(contact.phoneNumbers[0])}
          </Typography>
        )}
        {compact && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {contact.roles.map((role) => (
              <Chip key={role} size="small" label={t(roleLabel(role))} />
            ))}
            <PortalStatusChip contact={contact} />
          </Box>
        )}
      </Box>
      {!compact && (
        <>
          <Box sx={{ flex: '0 0 22%', display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {contact.roles.map((role) => (
              <Chip key={role} size="small" label={t(roleLabel(role))} />
            ))}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {contact.emailAddresses[0] ?? '—'}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {formatPhone(contact.phoneNumbers[0])}
            </Typography>
          </Box>
        </>
      )}
      {!compact && <PortalStatusChip contact={contact} />}
    </ListItemButton>
  );
}
