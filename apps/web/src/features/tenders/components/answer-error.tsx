import Alert from '@mui/material/Alert';
import { isApiError } from '../../../lib/api-client';
import { errorMessages } from '../../../lib/notify';
import { useTranslation } from '../../../i18n/use-translation';

/** A refusal of the server (409: the tender moved on) shown inside the dialog. */
export function AnswerError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const conflict = isApiError(error) && error.status === 409;
  return (
    <Alert severity={conflict ? 'warning' : 'error'} data-testid="tender-answer-error">
      {conflict && <strong>{t('This tender can no longer be answered.')} </strong>}
      {errorMessages(error).join(' ')}
    </Alert>
  );
}
