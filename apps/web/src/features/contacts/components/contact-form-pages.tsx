import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Contact } from '@portal/domain/contacts/contact-schemas';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message';
import { ListError } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { fullName } from '../../../lib/format';
import { useContact } from '../api/get-contact';
import { ContactForm } from './contact-form';
import type { PortalAccessCompany } from './portal-access-fields';
import { useContactForm } from './use-contact-form';
import { useTranslation } from '../../../i18n/use-translation';

function FormFrame({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1000 }}>
      <Button component={Link} to={back} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        {t('Back')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Paper>
    </Box>
  );
}

/** /contacts/create: a new contact, optionally invited to the portal. */
export function CreateContactPage({ company }: { company: PortalAccessCompany }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useContactForm({ onSaved: (saved) => void navigate(paths.contacts.preview.getHref(String(saved.id))) });
  return (
    <FormFrame title={t('New contact')} back={paths.contacts.getHref()}>
      <ContactForm state={state} company={company} submitLabel={t('Create contact')} onCancel={() => void navigate(paths.contacts.getHref())} />
    </FormFrame>
  );
}

/** Loads a contact for a page; 404 reads as not found (another company's contact is never shown). */
export function WithContact({ contactId, children }: { contactId: number; children: (contact: Contact) => ReactNode }) {
  const { t } = useTranslation();
  const contact = useContact(contactId);
  if (contact.isPending) return <Skeleton variant="rounded" height={420} sx={{ m: 3 }} role="progressbar" aria-label={t('Loading contact')} />;
  if (contact.error) {
    if (isApiError(contact.error) && contact.error.status === 404) return <CenteredMessage title={t('Contact not found')} description={t('It may have been deleted, or it belongs to another company.')} />;
    return <ListError error={contact.error} onRetry={() => void contact.refetch()} />;
  }
  return children(contact.data);
}

/** /contacts/{contactId}/edit. */
export function EditContactPage({ contactId, company }: { contactId: number; company: PortalAccessCompany }) {
  return <WithContact contactId={contactId}>{(contact) => <EditContact key={contact.id} contact={contact} company={company} />}</WithContact>;
}

function EditContact({ contact, company }: { contact: Contact; company: PortalAccessCompany }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preview = paths.contacts.preview.getHref(String(contact.id));
  const state = useContactForm({ contact, onSaved: () => void navigate(preview) });
  return (
    <FormFrame title={t('Edit {{name}}', { name: fullName(contact) })} back={preview}>
      <ContactForm state={state} company={company} submitLabel={t('Save contact')} onCancel={() => void navigate(preview)} />
    </FormFrame>
  );
}
