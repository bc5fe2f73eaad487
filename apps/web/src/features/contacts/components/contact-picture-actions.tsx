import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Contact } from '@portal/domain/contacts/contact-schemas';
import { useRef, type ChangeEvent } from 'react';
import { pictureOfChosenFile, PICTURE_TYPES } from '../../../lib/crop-square';
import { fullName } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { answerMessageOf } from '../../../lib/translate-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useRemoveContactPicture } from '../api/remove-contact-picture';
import { useSaveContactPicture } from '../api/save-contact-picture';

/**
 * An admin sets, replaces or removes the profile picture of a contact's portal user: a PNG or JPEG
 * cropped to a centred square, as on My Profile, saved as soon as it is chosen.
 */
export function ContactPictureActions({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveContactPicture();
  const remove = useRemoveContactPicture();
  const busy = save.isPending || remove.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const picture = await pictureOfChosenFile(file, t);
    if (!picture) return;
    save.mutate({ contactId: contact.id, body: picture }, { onSuccess: (answer) => notify.success(answerMessageOf(answer)) });
  };

  return (
    <Box role="group" aria-label={t('Profile picture of {{name}}', { name: fullName(contact) })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <input ref={input} type="file" accept={PICTURE_TYPES.join(',')} hidden onChange={(e) => void choose(e)} aria-label={t('Profile picture file')} data-testid="contact-picture-input" />
      <Button size="small" variant="outlined" startIcon={<UploadOutlined />} disabled={busy} loading={save.isPending} onClick={() => input.current?.click()}>
        {contact.fileId ? t('Change picture') : t('Choose picture')}
      </Button>
      {contact.fileId && (
        <Button size="small" color="error" startIcon={<DeleteOutline />} disabled={busy} loading={remove.isPending} onClick={() => remove.mutate(contact.id, { onSuccess: (answer) => notify.success(answerMessageOf(answer)) })}>
          {t('Remove picture')}
        </Button>
      )}
    </Box>
  );
}
