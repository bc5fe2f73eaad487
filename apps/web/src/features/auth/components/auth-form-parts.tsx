import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';

/** The pieces every sign-in form shares: the e-mail box, the submit button and the way back. */

/** The e-mail address box (the username browsers fill in); takes react-hook-form's register(). */
export const EmailField = forwardRef<HTMLInputElement, TextFieldProps>(function EmailField(props, ref) {
  const { t } = useTranslation();
  return <TextField {...props} inputRef={ref} label={t('Email address')} type="email" autoComplete="username" autoFocus fullWidth />;
});

/** The form's submit button: full width, with a spinner while its request runs. */
export function AuthSubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}

export function BackToSignInButton(props: Pick<ButtonProps, 'variant' | 'size'>) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.login.getHref()} fullWidth {...props}>
      {t('Back to sign in')}
    </Button>
  );
}
