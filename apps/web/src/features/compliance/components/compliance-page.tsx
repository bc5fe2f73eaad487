import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListError } from '../../../components/list-layout/list-error';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useMyCompliance } from '../api/get-compliance';
import { CarrierComplianceList } from './carrier-compliance-list';
import { ComplianceRecordView } from './compliance-record-view';
import { UploadCertificateDialog } from './upload-certificate-dialog';

/** /compliance: a carrier's own record (its admins upload certificates); the brokerage's list of every carrier. */
export function CompliancePage() {
  const { user } = useSession();
  return user?.isBrokerage ? <CarrierComplianceList /> : <MyCompliance isAdmin={!!user?.roles.includes('Admin')} />;
}

function MyCompliance({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const record = useMyCompliance();
  const [uploading, setUploading] = useState(false);

  if (record.isPending) return <CircularProgress aria-label={t('Loading compliance')} sx={{ m: 4 }} />;
  if (record.isError) return <ListError error={record.error} onRetry={() => void record.refetch()} />;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('The brokerage checks your operating authority and insurance with FMCSA on a schedule; a carrier that fails cannot be tendered or book loads.')}
      </Typography>
      <ComplianceRecordView
        record={record.data}
        actions={
          isAdmin ? (
            <Button variant="contained" onClick={() => setUploading(true)}>
              {t('Upload certificate')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t("Your company's admins upload insurance certificates.")}
            </Typography>
          )
        }
      />
      {isAdmin && <UploadCertificateDialog open={uploading} onClose={() => setUploading(false)} />}
    </Box>
  );
}
