import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingAccessRequest } from '@portal/domain/back-office/back-office-desk-schemas';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { fullName } from '../../../lib/format';
import { DeskList } from './desk-list';
import { DeskRow } from './desk-row';
import type { DeskSectionProps } from './desk-section-props';

function AccessRequestRow({ request }: { request: PendingAccessRequest }) {
  const { t } = useTranslation();
  const name = fullName(request);
  return (
    <DeskRow
      label={t('{{name}} asks to join {{company}}', { name, company: request.company.name })}
      testId="desk-access-request"
      aside={
        request.companyAdmins === 0 ? (
          <Chip size="small" color="warning" label={t('No admin can answer')} data-testid="request-admins" />
        ) : (
          <Chip size="small" variant="outlined" label={t('Admins who can answer: {{count}}', { count: request.companyAdmins })} data-testid="request-admins" />
        )
      }
    >
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {t('{{name}} asks to join {{company}}', { name, company: request.company.name })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Link href={`mailto:${request.email}`}>{request.email}</Link>
        {request.companyNumber ? ` · ${t('Gave number {{number}}', { number: request.companyNumber })}` : ''}
        {` · ${t('Asked {{time}}', { time: formatDateTimeWithZone(request.createdAt) })}`}
      </Typography>
    </DeskRow>
  );
}

/**
 * The access requests waiting at every company, oldest first. The company's own admins answer them;
 * the desk sees the ones that wait, and the ones nobody can answer.
 */
export function AccessRequestsSection(props: DeskSectionProps) {
  const { t } = useTranslation();
  const renderItem = useCallback((request: PendingAccessRequest) => <AccessRequestRow request={request} />, []);
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t("Each company's own admins approve or decline its requests. Call the company before anyone is let in on a request nobody there can answer.")}</Alert>
      <DeskList
        {...props}
        list="access-requests"
        renderItem={renderItem}
        getKey={(request) => request.id}
        emptyText={t('No access requests waiting')}
        label={t('Access requests')}
      />
    </Stack>
  );
}
