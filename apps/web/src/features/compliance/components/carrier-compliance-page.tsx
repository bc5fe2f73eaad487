import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router';
import { ListError } from '../../../components/list-layout/list-error';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { notifySuccessOf } from '../../../lib/notify';
import { useCheckCarrier } from '../api/change-compliance';
import { useCarrierCompliance } from '../api/get-compliance';
import { ComplianceRecordView } from './compliance-record-view';

/** /compliance/carriers/:carrierId: one carrier's record for the brokerage, checked again on demand. */
export function CarrierCompliancePage() {
  const { t } = useTranslation();
  const carrierId = Number(useParams().carrierId);
  const record = useCarrierCompliance(carrierId);
  const check = useCheckCarrier();

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200 }}>
      <Link component={RouterLink} to={paths.compliance.getHref()} sx={{ display: 'inline-block', mb: 2 }}>
        {t('All carriers')}
      </Link>
      {record.isPending ? (
        <CircularProgress aria-label={t('Loading compliance')} sx={{ m: 4 }} />
      ) : record.isError ? (
        <ListError error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <ComplianceRecordView
          record={record.data}
          actions={
            <Button variant="outlined" disabled={check.isPending} onClick={() => notifySuccessOf(check.mutateAsync(carrierId), () => t('Checked with FMCSA'))}>
              {t('Check now')}
            </Button>
          }
        />
      )}
    </Box>
  );
}
