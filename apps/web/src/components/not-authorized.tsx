import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { CenteredMessage } from './centered-message';
import { useTranslation } from '../i18n/use-translation';

/** A signed-in user without the roles or permissions a route needs. */
export function NotAuthorized() {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      testId="not-authorized"
      icon={<LockOutlined />}
      title={t(NOT_AUTHORIZED)}
      description={t('Your account does not include access to this area. If you think it should, ask your company administrator.')}
      actions={
        <Button component={Link} to={paths.root.getHref()} variant="contained">
          {t('Go to my start page')}
        </Button>
      }
    />
  );
}
