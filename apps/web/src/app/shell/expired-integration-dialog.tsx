import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { EXPIRED_TRACKING_TOKEN_TITLE } from '@portal/domain/common/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { storage } from '../../lib/storage';
import { useTranslation } from '../../i18n/use-translation';

const TITLE_ID = 'expired-tracking-token-title';

/**
 * 'Expired tracking-integration token', with a link to the profile's integrations tab. Mounted by
 * the shell only when needsExpiredIntegrationNotice(user) holds.
 */
export function ExpiredIntegrationDialog() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed;
  const close = () => {
    storage.setExpiredIntegrationNoticeShown(true);
    setDismissed(true);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={TITLE_ID} maxWidth="xs" fullWidth>
      <DialogTitle id={TITLE_ID} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box component="span" sx={{ color: 'warning.main', display: 'flex' }}>
          <LinkOffOutlined />
        </Box>
        {t(EXPIRED_TRACKING_TOKEN_TITLE)}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">
          {t(
            "The access token of your company's tracking integration has expired, so location updates from your trucks are no longer reaching us. Reconnect the integration from your profile.",
          )}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('Later')}</Button>
        <Button component={Link} to={paths.profile.integrations.getHref()} variant="contained" onClick={close}>
          {t('Open Integrations')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
