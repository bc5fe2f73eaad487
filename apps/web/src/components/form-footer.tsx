import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/use-translation';

interface FormFooterProps {
  onCancel: () => void;
  submitLabel: string;
  /** The submit button spins while the form is saved. */
  saving: boolean;
  /** Space above, in theme spacing units. */
  mt?: number;
}

/** The foot of a page's form: Cancel, and the button that submits it. */
export function FormFooter({ onCancel, submitLabel, saving, mt = 3 }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt }}>
      <Button onClick={onCancel}>{t('Cancel')}</Button>
      <Button type="submit" variant="contained" loading={saving}>
        {submitLabel}
      </Button>
    </Box>
  );
}
