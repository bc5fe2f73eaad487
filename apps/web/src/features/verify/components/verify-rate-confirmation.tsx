import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import type { RateConfirmationCheck } from '@portal/domain/rate-confirmations/rate-confirmation-schemas';
import { VERIFY_FILE_MAX_BYTES } from '@portal/domain/rate-confirmations/rate-confirmation-schemas';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { readFileAsBase64 } from '../../../lib/read-file';
import { useCheckRateConfirmationFile, useRateConfirmationCheck } from '../api/check-rate-confirmation';

const MONOSPACE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' } as const;

/**
 * /verify/{code}: what was issued under a rate confirmation's code, whether it still stands, and a
 * check of a PDF somebody was handed against the bytes issued. Open to anyone holding the code.
 */
export function VerifyRateConfirmation({ code }: { code: string }) {
  const { t } = useTranslation();
  const check = useRateConfirmationCheck(code);

  if (check.isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('Looking up the code…')}</Typography>
      </Stack>
    );
  }
  if (check.isError) return <UnknownCode code={code} error={check.error} />;
  return <Issued confirmation={check.data.data} />;
}

function UnknownCode({ code, error }: { code: string; error: unknown }) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : 0;
  return (
    <Stack spacing={2}>
      <Alert severity="error">
        {status === 404
          ? t('No rate confirmation was issued with the code {{code}}.', { code })
          : status === 400
            ? t('{{code}} is not a verification code: a code has 12 letters and digits, printed beside the square code on the confirmation.', { code })
            : t('The code could not be checked just now. Try again in a moment.')}
      </Alert>
      {status === 404 || status === 400 ? (
        <Typography color="text.secondary">
          {t('Compare the code with the one printed on the PDF. If it is typed right, the PDF did not come from the portal: do not rely on it, and call the broker on a number you already know.')}
        </Typography>
      ) : null}
      <Button component={Link} to={paths.root.getHref()} variant="outlined">
        {t('Go to the portal')}
      </Button>
    </Stack>
  );
}

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, columnGap: 2, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600, ...(mono ? MONOSPACE : {}) }}>
        {value}
      </Typography>
    </Box>
  );
}

function Issued({ confirmation }: { confirmation: RateConfirmationCheck }) {
  const { t } = useTranslation();
  const current = confirmation.standing === 'Current';
  return (
    <Stack spacing={2.5}>
      <Alert severity={current ? 'success' : 'warning'}>
        {current
          ? t('This rate confirmation is current: it was issued through the portal and its terms still stand.')
          : t('This rate confirmation has been superseded: the carrier or the rate of the load changed after it was issued. Ask for the current one in the portal.')}
      </Alert>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={t('Verification code')} value={confirmation.code} mono />
        <Fact label={t('Carrier')} value={confirmation.carrierName} />
        <Fact label={t('Load number')} value={confirmation.loadNumber} />
        <Fact label={t('Pickup date')} value={formatDate(confirmation.pickupDate)} />
        <Fact label={t('Rate fingerprint')} value={confirmation.rateFingerprint} mono />
        <Fact label={t('Version')} value={String(confirmation.version)} />
        <Fact label={t('Issued')} value={formatDate(confirmation.issuedAt)} />
        {confirmation.supersededAt ? <Fact label={t('Superseded')} value={formatDate(confirmation.supersededAt)} /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('The amount is not shown here. The rate fingerprint printed on the PDF must be the one above; to know the whole document is genuine, check the file itself.')}
      </Typography>
      <Divider />
      <FileCheck code={confirmation.code} issuedFingerprint={confirmation.fileFingerprint} />
    </Stack>
  );
}

/** The PDF someone was handed, hashed by the server and compared with the bytes issued. */
function FileCheck({ code, issuedFingerprint }: { code: string; issuedFingerprint: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const checkFile = useCheckRateConfirmationFile();
  const [fileName, setFileName] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    checkFile.reset();
    setTooLarge(file.size > VERIFY_FILE_MAX_BYTES);
    if (file.size > VERIFY_FILE_MAX_BYTES) return;
    checkFile.mutate({ code, data: await readFileAsBase64(file) });
  };

  const result = checkFile.data?.data;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="verify-file-heading">
      <Typography id="verify-file-heading" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {t('Check a PDF you received')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('Choose the PDF. It is compared byte for byte with the one issued under this code: a change of a single character does not pass.')}
      </Typography>
      <input ref={input} type="file" accept="application/pdf,.pdf" hidden aria-hidden onChange={(event) => void chosen(event)} data-testid="verify-file-input" />
      <Box>
        <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()} disabled={checkFile.isPending}>
          {checkFile.isPending ? t('Checking…') : t('Choose a PDF')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {tooLarge ? <Alert severity="error">{t('The PDF is larger than 1 MB; an issued rate confirmation is much smaller.')}</Alert> : null}
        {checkFile.isError ? <Alert severity="error">{t('The file could not be checked just now. Try again in a moment.')}</Alert> : null}
        {result ? (
          <Stack spacing={1}>
            <Alert severity={result.matches ? 'success' : 'error'}>
              {result.matches
                ? t('{{fileName}} is the rate confirmation issued under this code, byte for byte.', { fileName: fileName ?? '' })
                : t('{{fileName}} is not the rate confirmation issued under this code. It may have been changed, even slightly: do not rely on it.', { fileName: fileName ?? '' })}
            </Alert>
            <Typography variant="body2" color="text.secondary">
              {t('SHA-256 of your file')}: <Box component="span" sx={MONOSPACE}>{result.fileFingerprint}</Box>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('SHA-256 of the issued PDF')}: <Box component="span" sx={MONOSPACE}>{issuedFingerprint}</Box>
            </Typography>
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}
