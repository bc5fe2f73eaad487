import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { UserAvatar } from '../../../components/user-avatar';
import { initials } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { useSaveProfilePicture } from '../api/save-profile-picture';
import { pictureOfChosenFile, PICTURE_TYPES } from '../../../lib/crop-square';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf } from '../../../lib/translate-message';

/** The profile picture tab: upload a PNG or JPEG (cropped to a centred square), or remove it. */
export function PictureTab() {
  const { t } = useTranslation();
  const { user } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveProfilePicture();
  const remove = useRemoveProfilePicture();
  const [preview, setPreview] = useState<{ name: string; data: string } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const picture = await pictureOfChosenFile(file, t);
    if (picture) setPreview(picture);
  };

  if (!user) return null;
  const busy = save.isPending || remove.isPending;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        {preview ? (
          <Box component="img" src={preview.data} alt={t('New profile picture preview')} sx={{ width: 128, height: 128, borderRadius: '50%', objectFit: 'cover' }} />
        ) : (
          <UserAvatar fileId={user.fileId} initials={initials(user)} size={128} />
        )}
        <Stack spacing={1.5} sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {t('Profile Picture')}
          </Typography>
          <Typography color="text.secondary">
            {t('A PNG or JPEG image, cropped to a square. It shows in the top bar, on your notes and when someone mentions you.')}
          </Typography>
          <input ref={input} type="file" accept={PICTURE_TYPES.join(',')} hidden onChange={(e) => void choose(e)} aria-label={t('Profile picture file')} data-testid="profile-picture-input" />
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {preview ? (
              <>
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() =>
                    save.mutate(preview, {
                      onSuccess: (answer) => {
                        setPreview(null);
                        notify.success(answerMessageOf(answer));
                      },
                    })
                  }
                >
                  {save.isPending ? t('Saving…') : t('Save Picture')}
                </Button>
                <Button onClick={() => setPreview(null)} disabled={busy}>
                  {t('Cancel')}
                </Button>
              </>
            ) : (
              <Button variant="contained" startIcon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={busy}>
                {t('Upload Picture')}
              </Button>
            )}
            {user.fileId && !preview && (
              <Button color="error" startIcon={<DeleteOutline />} disabled={busy} onClick={() => remove.mutate(undefined, { onSuccess: (answer) => notify.success(answerMessageOf(answer)) })}>
                {t('Remove Picture')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
