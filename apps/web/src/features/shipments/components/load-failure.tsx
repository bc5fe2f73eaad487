import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { SHIPMENT_LOAD_FAILURE_REDIRECT_MS } from '@portal/domain/common/constants';
import { SHIPMENT_LOAD_FAILURE } from '@portal/domain/common/messages';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message';
import { useTranslation } from '../../../i18n/use-translation';

/** A shipment that cannot be loaded: the spec's message, then back one page after 3 s. */
export function ShipmentLoadFailure() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(-1), SHIPMENT_LOAD_FAILURE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="alert">
      <CenteredMessage testId="shipment-load-failure" icon={<ErrorOutline color="error" sx={{ fontSize: 48 }} />} title={t(SHIPMENT_LOAD_FAILURE)} />
    </div>
  );
}
