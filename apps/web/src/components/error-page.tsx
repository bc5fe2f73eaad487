import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Button from '@mui/material/Button';
import { ERROR_PAGE_TITLE, RETURN_TO_HOME_PAGE } from '@portal/domain/common/messages';
import { paths } from '../config/paths';
import { CenteredMessage } from './centered-message';
import { useTranslation } from '../i18n/use-translation';

/**
 * 'Whoops! Something Went Wrong' (error page). Returning home is a full page load,
 * so whatever state broke the page is gone.
 */
export function ErrorPage({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      fullPage={fullPage}
      testId="error-page"
      icon={<ReportProblemOutlined />}
      title={t(ERROR_PAGE_TITLE)}
      description={t('An unexpected error stopped this page. Return to the home page and try again; if it keeps happening, contact support.')}
      actions={
        <Button variant="contained" onClick={() => window.location.assign(paths.root.getHref())}>
          {t(RETURN_TO_HOME_PAGE)}
        </Button>
      }
    />
  );
}
