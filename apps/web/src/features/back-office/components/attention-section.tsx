import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AttentionLoad, AttentionReason } from '@portal/domain/back-office/back-office-desk-schemas';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { msg } from '../../../i18n/msg';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { formatPlace } from '../../../lib/format';
import { DeskList } from './desk-list';
import { DeskRow } from './desk-row';
import type { DeskSectionProps } from './desk-section-props';

const REASONS: Record<AttentionReason, { label: string; when: string; color: 'warning' | 'error' }> = {
  Uncovered: { label: msg('Not covered'), when: msg('Pickup {{time}}'), color: 'warning' },
  Overdue: { label: msg('Stop update overdue'), when: msg('Update was due {{time}}'), color: 'error' },
  Problem: { label: msg('Problem reported'), when: msg('Reported {{time}}'), color: 'error' },
};

function AttentionRow({ load }: { load: AttentionLoad }) {
  const { t } = useTranslation();
  const reason = REASONS[load.reason];
  return (
    <DeskRow
      label={t('Shipment {{number}}', { number: load.shipmentNumber })}
      testId="attention-load"
      aside={
        <>
          <Chip size="small" color={reason.color} label={t(reason.label)} data-testid="attention-reason" />
          <Chip size="small" variant="outlined" label={t(load.status.displayName)} />
        </>
      }
    >
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        <Link component={RouterLink} to={paths.allShipments.preview.getHref(load.shipmentNumber)}>
          {t('Shipment {{number}}', { number: load.shipmentNumber })}
        </Link>
      </Typography>
      <Typography variant="body2">
        {formatPlace(load.lane.origin)} → {formatPlace(load.lane.destination)} · {load.carrier ? load.carrier.name : t('No carrier booked')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="attention-when">
        {t(reason.when, { time: formatDateTimeWithZone(load.dueAt, load.timeZone) })}
        {load.problems.length > 0 && ` · ${load.problems.map((problem) => t(problem)).join(', ')}`}
      </Typography>
    </DeskRow>
  );
}

/** Loads needing attention: not covered near pickup, a stop update overdue, a problem unresolved; most overdue first. */
export function AttentionSection(props: DeskSectionProps) {
  const { t } = useTranslation();
  const renderItem = useCallback((load: AttentionLoad) => <AttentionRow load={load} />, []);
  return (
    <DeskList
      {...props}
      list="loads-needing-attention"
      renderItem={renderItem}
      getKey={(load) => `${load.shipmentId}-${load.reason}`}
      emptyText={t('No loads need attention')}
      label={t('Needs attention')}
    />
  );
}
