import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccessRequest, AccessRequestStatus } from '@portal/domain/contacts/access-request-schemas';
import { useState } from 'react';
import { PagedList } from '../../../components/list-layout/paged-list';
import { formatDate } from '../../../lib/format';
import { useAccessRequests } from '../api/get-access-requests';
import { ApproveDialog } from './approve-dialog';
import { DeclineDialog } from './decline-dialog';
import type { PortalAccessCompany } from './portal-access-fields';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

const STATUS_LABELS: Record<AccessRequestStatus | 'All', string> = { Open: msg('Open'), Approved: msg('Approved'), Denied: msg('Declined'), All: msg('All') };

/** The admins' list of access requests: approve with the access given (the requester is invited) or decline with a reason. */
export function AccessRequestsPanel({ company }: { company: PortalAccessCompany }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AccessRequestStatus | 'All'>('Open');
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<AccessRequest | null>(null);
  const [approving, setApproving] = useState<AccessRequest | null>(null);
  const requests = useAccessRequests({ status, page }, true);
  return (
    <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {t('People at your company ask for portal access from the sign-in page. Approving invites them by e-mail; declining tells them your reason.')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('Status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as AccessRequestStatus | 'All');
            setPage(1);
          }}
          sx={{ minWidth: 150 }}
        >
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {t(label)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <PagedList<AccessRequest>
        label={t('Access requests')}
        items={requests.data?.data}
        totalCount={requests.data?.totalCount ?? 0}
        page={page}
        onPageChange={setPage}
        loading={requests.isFetching}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        emptyText={status === 'Open' ? t('No open access requests') : t('No access requests')}
        getKey={(item) => item.id}
        renderItem={(item) => <AccessRequestCard request={item} onApprove={() => setApproving(item)} onDecline={() => setDeclining(item)} />}
      />
      <ApproveDialog request={approving} company={company} onClose={() => setApproving(null)} />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
    </Box>
  );
}

function AccessRequestCard({ request, onApprove, onDecline }: { request: AccessRequest; onApprove: () => void; onDecline: () => void }) {
  const { t } = useTranslation();
  const name = `${request.firstName} ${request.lastName}`;
  const decision =
    request.status === 'Open'
      ? null
      : `${t(STATUS_LABELS[request.status])} ${request.decidedAt ? formatDate(request.decidedAt) : ''}${request.decidedBy ? ` ${t('by {{name}}', { name: request.decidedBy })}` : ''}`;
  return (
    <Paper component="article" variant="outlined" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }} data-testid="access-request" aria-label={t('Access request from {{name}}', { name })}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" noWrap>
          {request.email}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('Asked {{date}}', { date: formatDate(request.createdAt) })}
          {request.companyNumber ? ` · ${request.companyNumber}` : ''}
        </Typography>
        {decision && (
          <Typography variant="body2" color="text.secondary">
            {decision}
            {request.declineReason ? `: ${request.declineReason}` : ''}
          </Typography>
        )}
      </Box>
      {request.status === 'Open' ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" color="error" onClick={onDecline} aria-label={t('Decline {{name}}', { name })}>
            {t('Decline')}
          </Button>
          <Button variant="contained" aria-label={t('Approve {{name}}', { name })} onClick={onApprove}>
            {t('Approve')}
          </Button>
        </Box>
      ) : (
        <Chip size="small" label={t(STATUS_LABELS[request.status])} color={request.status === 'Approved' ? 'success' : 'default'} variant="outlined" />
      )}
    </Paper>
  );
}
