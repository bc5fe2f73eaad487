import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Contact } from '@portal/domain/contacts/contact-schemas';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { fullName } from '../../../lib/format';
import { formatPhone, phoneHref } from '../../../lib/phone';
import { PERMISSION_LABELS, roleLabel } from '../lib/role-labels';
import { ContactAvatar } from './contact-avatar';
import { ContactPictureActions } from './contact-picture-actions';
import { WithContact } from './contact-form-pages';
import { DeleteContactButton } from './delete-contact-button';
import { PortalStatusChip } from './portal-status-chip';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography variant="overline" component="h2" color="text.secondary">
        {t(title)}
      </Typography>
      {children}
    </Box>
  );
}

function NoneText() {
  const { t } = useTranslation();
  return <Typography color="text.secondary">{t('None')}</Typography>;
}
const none = <NoneText />;
const chips = (items: readonly string[]) => (items.length ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>{items.map((i) => <Chip key={i} size="small" label={i} />)}</Box> : none);

/** /contacts/{contactId}/preview: the contact's details, roles, locations and portal access; admins also set its user's picture. */
export function ContactPreviewPage({ contactId, canManage }: { contactId: number; canManage: boolean }) {
  return <WithContact contactId={contactId}>{(contact) => <ContactPreview contact={contact} canManage={canManage} />}</WithContact>;
}

function ContactPreview({ contact, canManage }: { contact: Contact; canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1000 }}>
      <Button component={RouterLink} to={paths.contacts.getHref()} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        {t('Contacts')}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <ContactAvatar contact={contact} size={64} />
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {fullName(contact)}
          </Typography>
          <Typography color="text.secondary">{[contact.functionTitle, contact.companyName].filter(Boolean).join(' · ')}</Typography>
          {canManage && contact.portalStatus !== null && (
            <Box sx={{ mt: 1 }}>
              <ContactPictureActions contact={contact} />
            </Box>
          )}
        </Box>
        <PortalStatusChip contact={contact} />
        {canManage && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <DeleteContactButton contact={contact} />
            <Button component={RouterLink} to={paths.contacts.edit.getHref(String(contact.id))} variant="contained" startIcon={<Edit />}>
              {t('Edit')}
            </Button>
          </Box>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
        <Box>
          <Section title={msg('Roles')}>{chips(contact.roles.map((role) => t(roleLabel(role))))}</Section>
          <Section title={msg('E-mail addresses')}>
            {contact.emailAddresses.length ? contact.emailAddresses.map((e) => <Link key={e} href={`mailto:${e}`} sx={{ display: 'block' }}>{e}</Link>) : none}
          </Section>
          <Section title={msg('Phone numbers')}>
            {contact.phoneNumbers.length ? contact.phoneNumbers.map((p) => <Link key={p} href={phoneHref(p)} sx={{ display: 'block' }}>{formatPhone(p)}</Link>) : none}
          </Section>
          <Section title={msg('LinkedIn')}>
            {contact.linkedInProfileUrl ? <Link href={contact.linkedInProfileUrl} target="_blank" rel="noopener noreferrer">{contact.linkedInProfileUrl.replace(/^https:\/\/(www\.)?/, '')}</Link> : none}
          </Section>
        </Box>
        <Box>
          <Section title={msg('Works at')}>
            {contact.locations.length ? contact.locations.map((l) => <Typography key={l.id}>{l.name} <Typography component="span" color="text.secondary">({l.city}, {l.province})</Typography></Typography>) : none}
          </Section>
          <Section title={msg('Portal access')}>
            <Typography>{contact.userName && contact.isPortalEnabled ? t('Signs in as {{userName}}', { userName: contact.userName }) : t('Cannot sign in')}</Typography>
            {contact.isPortalEnabled && contact.portalStatus === 'Pending' && <Typography color="text.secondary">{t('Invited: the activation e-mail is waiting to be used.')}</Typography>}
          </Section>
          <Section title={msg('Permissions')}>{chips(contact.permissions.map((p) => (PERMISSION_LABELS[p] ? t(PERMISSION_LABELS[p]) : p)))}</Section>
          <Section title={msg('Access levels')}>{chips(contact.accessLevels)}</Section>
        </Box>
      </Paper>
    </Box>
  );
}
