import ExploreOffOutlined from '@mui/icons-material/ExploreOffOutlined';
import Button from '@mui/material/Button';
import { ROUTE_NOT_FOUND } from '@portal/domain/common/messages';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { CenteredMessage } from './centered-message';
import { useTranslation } from '../i18n/use-translation';

/** 'Route Not Found': the /not-found page and any unknown sub-path. */
export function RouteNotFound({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      fullPage={fullPage}
      testId="route-not-found"
      icon={<ExploreOffOutlined />}
      eyebrow="404"
      title={t(ROUTE_NOT_FOUND)}
      description={t('The address you followed does not match any page of the portal. It may have been mistyped or moved.')}
      actions={
        <Button component={Link} to={paths.root.getHref()} variant="contained">
          {t('Go to my start page')}
        </Button>
      }
    />
  );
}
