import CheckCircle from '@mui/icons-material/CheckCircle';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';

interface CaseCreatedPanelProps {
  created: PortalCase;
  uploadedCount: number;
  onUpload: () => void;
  onClose: () => void;
}

/** After the case is opened: its number, uploads to it, and a way to the case. */
export function CaseCreatedPanel({ created, uploadedCount, onUpload, onClose }: CaseCreatedPanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CheckCircle color="success" sx={{ fontSize: 40 }} />
            <Box>
              <Typography variant="h6" component="p" data-testid="created-case-number">
                {created.caseNumber}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(created.caseType.displayName)} · {t(created.statusDescription)}
              </Typography>
            </Box>
          </Box>
          <Typography variant="body2">{t('Add receipts, signed in-and-out times or photos to support the request. Each upload is attached to the case.')}</Typography>
          {uploadedCount > 0 && (
            <Alert severity="success" variant="outlined">
              {uploadedCount === 1 ? t('1 document uploaded to the case.') : t('{{count}} documents uploaded to the case.', { count: uploadedCount })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<UploadFile />} onClick={onUpload}>
          {t('Upload document')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button component={Link} to={paths.cases.previewTab.getHref(created.caseNumber, 'notes')} onClick={onClose} color="inherit">
          {t('View case')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('Done')}
        </Button>
      </DialogActions>
    </>
  );
}
