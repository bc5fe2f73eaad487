import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pendingStep } from '@portal/domain/notices-of-assignment/notice-rules';
import type { Notice } from '@portal/domain/notices-of-assignment/notice-schemas';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { notifySuccessOf } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { answerMessageOf } from '../../../lib/translate-message';
import { useDecideNotice } from '../api/decide-notice';
import { useFileRelease } from '../api/file-release';
import { NoticePdfDialog } from './notice-pdf-dialog';
import { RejectNoticeDialog } from './reject-notice-dialog';

const CHIP_COLOR = { Filed: 'warning', ReleaseFiled: 'warning', Active: 'success', Rejected: 'default', Released: 'default' } as const;
const day = (value: string) => formatDate(`${value}T12:00:00Z`);

/** One notice: who assigns whose payments to whom, from when, its decision and release; the actions the reader may take. */
export function NoticeCard({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const carrierNumbers = [notice.carrier.mcNumber && `MC ${notice.carrier.mcNumber}`, notice.carrier.dotNumber && `USDOT ${notice.carrier.dotNumber}`].filter(Boolean).join(' · ');
  return (
    <Paper variant="outlined" component="article" aria-labelledby={`notice-${notice.id}-title`} sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="notice-card">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={`notice-${notice.id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('{{carrier}} assigned to {{factor}}', { carrier: notice.carrier.name, factor: notice.factoringCompany.name })}
        </Typography>
        <Chip size="small" color={CHIP_COLOR[notice.status]} label={t(notice.statusLabel)} data-testid="notice-status" />
      </Box>
      {carrierNumbers && <Typography variant="body2" color="text.secondary">{carrierNumbers}</Typography>}
      <Typography variant="body2">
        {t('Effective {{date}}; filed by {{name}} on {{filedAt}}', { date: day(notice.effectiveOn), name: notice.filedBy ?? notice.factoringCompany.name, filedAt: formatDate(notice.filedAt) })}
      </Typography>
      {notice.decidedAt && (
        <Typography variant="body2">
          {t('Decided by {{name}} on {{date}}', { name: notice.decidedBy ?? '', date: formatDate(notice.decidedAt) })}
          {notice.rejectReason ? ` — ${notice.rejectReason}` : ''}
        </Typography>
      )}
      {notice.release && (
        <Typography variant="body2">
          {t('Release effective {{date}}', { date: day(notice.release.effectiveOn) })}
          {notice.release.rejectReason ? ` — ${t('rejected')}: ${notice.release.rejectReason}` : ''}
        </Typography>
      )}
      {notice.routesPayments && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('Payments for {{carrier}} go to {{factor}}.', { carrier: notice.carrier.name, factor: notice.factoringCompany.name })}
        </Typography>
      )}
      <NoticeActions notice={notice} />
    </Paper>
  );
}

function NoticeActions({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [dialog, setDialog] = useState<'release' | 'reject' | null>(null);
  const decide = useDecideNotice(notice.id);
  const release = useFileRelease(notice.id);
  const step = pendingStep(notice.status);
  const mayDecide = !!user?.isBrokerage && step !== null;
  const mayRelease = !!user && !user.isBrokerage && user.companyId === notice.factoringCompany.id && notice.status === 'Active';
  if (!mayDecide && !mayRelease) return null;
  const run = (body: { decision: 'accept' } | { decision: 'reject'; reason: string }) => notifySuccessOf(decide.mutateAsync(body), answerMessageOf);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {mayDecide && (
        <>
          <Button variant="contained" onClick={() => run({ decision: 'accept' })} disabled={decide.isPending}>
            {step === 'release' ? t('Accept release') : t('Accept notice')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDialog('reject')} disabled={decide.isPending}>
            {step === 'release' ? t('Reject release') : t('Reject notice')}
          </Button>
        </>
      )}
      {mayRelease && (
        <Button variant="outlined" onClick={() => setDialog('release')}>
          {t('File release')}
        </Button>
      )}
      <RejectNoticeDialog
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        onReject={(reason) => {
          setDialog(null);
          run({ decision: 'reject', reason });
        }}
      />
      <NoticePdfDialog
        open={dialog === 'release'}
        onClose={() => setDialog(null)}
        title={t('File the release of this notice')}
        asksCarrier={false}
        pending={release.isPending}
        send={({ effectiveOn, fileName, data }) => release.mutateAsync({ effectiveOn, fileName, data })}
      />
    </Box>
  );
}
