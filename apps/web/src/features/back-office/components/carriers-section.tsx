import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DeskCarrier } from '@portal/domain/back-office/back-office-desk-schemas';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPlace } from '../../../lib/format';
import { formatPhone, phoneHref } from '../../../lib/phone';
import { DeskList } from './desk-list';
import { DeskRow } from './desk-row';
import type { DeskSectionProps } from './desk-section-props';

function CarrierRow({ carrier }: { carrier: DeskCarrier }) {
  const { t } = useTranslation();
  const numbers = [carrier.mcNumber && t('MC {{number}}', { number: carrier.mcNumber }), carrier.dotNumber && t('DOT {{number}}', { number: carrier.dotNumber })].filter(Boolean).join(' · ');
  return (
    <DeskRow
      label={carrier.name}
      testId="desk-carrier"
      aside={
        <>
          {carrier.doNotUse && <Chip size="small" color="error" label={t('Do not use')} />}
          {carrier.isOnHold && <Chip size="small" color="warning" label={t('On hold')} />}
          <Chip size="small" variant="outlined" label={t('Active loads: {{count}}', { count: carrier.activeLoads })} data-testid="carrier-active-loads" />
          {carrier.invoicesToApprove > 0 ? (
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              clickable
              component={RouterLink}
              to={`${paths.backOffice.section.getHref('approve')}?q=${encodeURIComponent(carrier.name)}`}
              label={t('Invoices to approve: {{count}}', { count: carrier.invoicesToApprove })}
            />
          ) : (
            <Chip size="small" variant="outlined" label={t('Invoices to approve: {{count}}', { count: 0 })} />
          )}
          {carrier.portalAdmins === 0 && <Chip size="small" color="warning" variant="outlined" label={t('No portal admin')} />}
        </>
      }
    >
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {carrier.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[numbers, formatPlace(carrier)].filter(Boolean).join(' · ')}
        {carrier.phone && (
          <>
            {' · '}
            <Link href={phoneHref(carrier.phone)}>{formatPhone(carrier.phone)}</Link>
          </>
        )}
      </Typography>
    </DeskRow>
  );
}

/** The carriers by name, with their numbers, standing and the work open with each. */
export function CarriersSection(props: DeskSectionProps) {
  const { t } = useTranslation();
  const renderItem = useCallback((carrier: DeskCarrier) => <CarrierRow carrier={carrier} />, []);
  return <DeskList {...props} list="carriers" renderItem={renderItem} getKey={(carrier) => carrier.id} emptyText={t('No carriers yet')} label={t('Carriers')} />;
}
