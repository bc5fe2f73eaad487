import ExploreOffOutlined from '@mui/icons-material/ExploreOffOutlined';
import Button from '@mui/material/Button';
import { ROUTE_NOT_FOUND } from '@portal/domain/common/messages';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { CenteredMessage } from './centered-message';

/** 'Route Not Found': the /not-found page and any unknown sub-path. */
export function RouteNotFound({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <CenteredMessage
      fullPage={fullPage}
      testId="route-not-found"
      icon={<ExploreOffOutlined />}
      eyebrow="404"
      title={ROUTE_NOT_FOUND}
      description="The address you followed does not match any page of the portal. It may have been mistyped or moved."
      actions={
        <Button component={Link} to={paths.root.getHref()} variant="contained">
          Go to my start page
        </Button>
      }
    />
  );
}
