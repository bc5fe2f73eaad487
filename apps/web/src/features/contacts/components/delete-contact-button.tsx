import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Contact } from '@portal/domain/contacts/contact-schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { fullName } from '../../../lib/format';
import { errorMessages, notify } from '../../../lib/notify';
import { useDeleteContact } from '../api/delete-contact';
import { useTranslation } from '../../../i18n/use-translation';

/** Deletes the contact after a confirmation; the server refuses the company's last admin and the dialog says why. */
export function DeleteContactButton({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const remove = useDeleteContact();
  const navigate = useNavigate();
  const name = fullName(contact);
  const confirm = () =>
    remove.mutate(contact.id, {
      onSuccess: () => {
        notify.success(t('{{name}} deleted', { name }));
        void navigate(paths.contacts.getHref());
      },
      onError: (e) => setError(errorMessages(e).join(' ')),
    });
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setOpen(true)}>
        {t('Delete')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-contact-title">
        <DialogTitle id="delete-contact-title">{t('Delete {{name}}?', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {contact.isPortalEnabled ? t('{{name}} will no longer be able to sign in to the portal.', { name }) : t('{{name}} will be removed from your contacts.', { name })}
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('Cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
            {t('Delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
