import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiError } from '../../lib/api-client';
import { errorMessages } from '../../lib/notify';
import { useTranslation } from '../../i18n/use-translation';

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
