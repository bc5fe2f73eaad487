import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WaterfallStep } from '@portal/domain/tenders/tendering-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useAutomaticTenderingStatus } from '../api/get-automatic-tendering-status';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

function StepLine({ step }: { step: WaterfallStep }) {
  const { t } = useTranslation();
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">
        {step.position}. {step.carrierName} · {formatDollars(step.rate)}
      </Typography>
      <Chip size="small" variant="outlined" label={t(step.status)} />
    </Stack>
  );
}

function StepList({ label, steps }: { label: string; steps: readonly WaterfallStep[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return null;
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="h3">
        {t(label)}
      </Typography>
      <Stack component="ol" aria-label={t(label)} spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step) => (
          <StepLine key={step.position} step={step} />
        ))}
      </Stack>
    </div>
  );
}

/** Where the (automatic) tendering stands: the carrier holding the tender, who is next, and who answered. */
export function TenderingStatus({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const status = useAutomaticTenderingStatus(shipmentId, true);
  if (status.isPending) return <Typography color="text.secondary">{t('Loading the tendering status…')}</Typography>;
  if (status.isError || !status.data) return null;
  const { current, remaining, history } = status.data;
  return (
    <Stack spacing={1} component="section" aria-label={t('Automatic tendering status')} data-testid="tendering-status">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h2">
          {status.data.isAutomatic ? t('Automatic tendering') : t('Tendering')}
        </Typography>
        <Chip size="small" color={status.data.status === 'Running' ? 'info' : 'default'} label={t(status.data.status)} />
      </Stack>
      {current ? (
        <Typography variant="body2">
          {t('Tendered to')} <strong>{current.carrierName}</strong> {t('at {{rate}}', { rate: formatDollars(current.rate) })}
          {current.expiresAt ? `, ${t('expires {{time}}', { time: formatDateTimeWithZone(current.expiresAt) })}` : ''}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('No carrier holds the tender now.')}
        </Typography>
      )}
      <StepList label={msg('Next in line')} steps={remaining} />
      <StepList label={msg('History')} steps={history} />
    </Stack>
  );
}
