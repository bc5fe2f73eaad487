import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-client';
import { errorMessages } from '../../lib/notify';
import { useTranslation } from '../../i18n/use-translation';

/** Centered grey text under or instead of a list ('No More Results', 'No Matching Invoices Found'). */
export function ListNote({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Typography data-testid={testId} role="status" color="text.secondary" sx={{ textAlign: 'center', py: 3, fontWeight: 500 }}>
      {t(text)}
    </Typography>
  );
}

export function ListSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress size={28} aria-label={label ?? t('Loading')} />
    </Box>
  );
}

/**
 * A failed load, with the error's messages and a retry. A record that is not there (404) is a state,
 * not a failure: retrying cannot bring it back, so it gets no Retry button.
 */
export function ListError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      severity={missing ? 'warning' : 'error'}
      data-testid={missing ? 'record-not-found' : undefined}
      sx={{ my: 2 }}
      action={
        onRetry &&
        !missing && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('Retry')}
          </Button>
        )
      }
    >
      {errorMessages(error).map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
