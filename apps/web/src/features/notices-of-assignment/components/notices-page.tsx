import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTICE_STATUS_LABELS, NOTICE_STATUSES, type NoticeStatus } from '@portal/domain/notices-of-assignment/notice-rules';
import { useState } from 'react';
import { ListError } from '../../../components/list-layout/list-error';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useFileNotice } from '../api/file-notice';
import { useNotices } from '../api/get-notices';
import { NoticeCard } from './notice-card';
import { NoticePdfDialog } from './notice-pdf-dialog';

/**
 * Notices of assignment: a factoring company files them (and their releases) and follows them; the
 * brokerage accepts or rejects what waits; a carrier reads those naming it.
 */
export function NoticesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [status, setStatus] = useState<NoticeStatus | ''>('');
  const [filing, setFiling] = useState(false);
  const list = useNotices(status || undefined);
  const fileNotice = useFileNotice();
  const isFactor = !!user && !user.isBrokerage && user.permissions.includes('FactoringCompanyPortal');
  const notices = list.data?.data ?? [];
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      <Typography variant="body2" color="text.secondary">
        {t('Once the brokerage accepts a notice, every unpaid invoice of the carrier, and every new one, is paid to the factoring company, and the carrier cannot change the payee until a release is accepted.')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label={t('Show')} value={status} onChange={(e) => setStatus(e.target.value as NoticeStatus | '')} sx={{ minWidth: 260 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">{t('All notices')}</MenuItem>
          {NOTICE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(NOTICE_STATUS_LABELS[s])}
            </MenuItem>
          ))}
        </TextField>
        {isFactor && (
          <Button variant="contained" onClick={() => setFiling(true)}>
            {t('File a notice of assignment')}
          </Button>
        )}
      </Box>
      {list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton height={120} />
      ) : notices.length === 0 ? (
        <Alert severity="info">{t('No notices of assignment.')}</Alert>
      ) : (
        notices.map((notice) => <NoticeCard key={notice.id} notice={notice} />)
      )}
      <NoticePdfDialog
        open={filing}
        onClose={() => setFiling(false)}
        title={t('File a notice of assignment')}
        asksCarrier
        pending={fileNotice.isPending}
        send={(pdf) => fileNotice.mutateAsync(pdf)}
      />
    </Box>
  );
}
