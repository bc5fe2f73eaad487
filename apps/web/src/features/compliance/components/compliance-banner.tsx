import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { translateApiMessage } from '../../../lib/translate-message';
import { useMyCompliance } from '../api/get-compliance';

/**
 * Above every page of a carrier that may not be tendered or book loads: what is wrong, each reason
 * saying what fixes it, and the way to the Compliance page where certificates are uploaded. Nothing
 * shows while the carrier is in good standing.
 */
export function ComplianceBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const carrierUser = !!user && !user.isBrokerage && canAccess(user, ROUTE_ACCESS.compliance);
  const record = useMyCompliance(carrierUser);
  const reasons = record.data?.reasons ?? [];
  if (!carrierUser || reasons.length === 0) return null;
  const onCompliancePage = location.pathname === paths.compliance.getHref();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="compliance-banner"
      sx={{ borderRadius: 0, alignItems: 'flex-start' }}
    >
      <AlertTitle>{t('Your company cannot be tendered or book loads until this is fixed')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {reasons.map((reason) => (
          <li key={reason.code + JSON.stringify(reason.params)}>{translateApiMessage(reason)}</li>
        ))}
      </ul>
      {t('Upload insurance certificates on the Compliance page; authority and out-of-service orders are fixed with FMCSA, and the portal sees the change at its next check.')}
      {!onCompliancePage && (
        <Box sx={{ mt: 1 }}>
          <Button component={RouterLink} to={paths.compliance.getHref()} color="inherit" size="small" variant="outlined">
            {t('Open Compliance')}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
