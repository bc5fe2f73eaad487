import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DriverPictureBody } from '@portal/domain/drivers/driver-schemas';
import { useId, useState } from 'react';
import { ProfileAvatar } from '../../../components/people/profile-avatar';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { readFileAsDataUrl } from '../../../lib/read-file';

/** What Save does to the picture: leave it, upload a chosen file, or remove it. */
export type PictureChoice = 'keep' | 'remove' | DriverPictureBody;

export const PICTURE_TYPES = ['image/png', 'image/jpeg'];
export const PICTURE_TYPE_MESSAGE = msg('A profile picture must be a PNG or JPEG image');
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** The driver's profile picture in the driver dialog: choose a PNG or JPEG (saved with the driver), or remove it. */
export function DriverPictureField({ name, fileId, value, onChange }: { name: string; fileId: string | null; value: PictureChoice; onChange: (choice: PictureChoice) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const hasPicture = typeof value === 'object' || (value === 'keep' && !!fileId);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return setError(PICTURE_TYPE_MESSAGE);
    if (file.size > MAX_PICTURE_BYTES) return setError(msg('A profile picture can be at most 5 MB'));
    setError(null);
    onChange({ name: file.name, data: await readFileAsDataUrl(file) });
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }} role="group" aria-label={t('Profile picture')}>
      {typeof value === 'object' ? (
        <Avatar src={value.data} alt="" sx={{ width: 56, height: 56 }} data-testid="picture-preview" />
      ) : (
        <ProfileAvatar name={name || '?'} fileId={value === 'keep' ? fileId : null} size={56} />
      )}
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('Profile picture')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <Button component="label" htmlFor={inputId} size="small" variant="outlined">
            {hasPicture ? t('Change picture') : t('Choose picture')}
            <input
              id={inputId}
              type="file"
              accept={PICTURE_TYPES.join(',')}
              hidden
              aria-label={t('Profile picture file')}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {hasPicture && (
            <Button size="small" color="error" onClick={() => onChange(fileId ? 'remove' : 'keep')}>
              {t('Remove picture')}
            </Button>
          )}
        </Stack>
        <FormHelperText error={!!error}>{error ? t(error) : t('PNG or JPEG, up to 5 MB')}</FormHelperText>
      </div>
    </Stack>
  );
}
