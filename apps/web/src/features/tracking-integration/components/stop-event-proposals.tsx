import SatelliteAltOutlined from '@mui/icons-material/SatelliteAltOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { useDecideStopEventProposal } from '../api/decide-stop-event-proposal';
import { useStopEventProposals } from '../api/get-stop-event-proposals';
import { useTranslation } from '../../../i18n/use-translation';
import type { StopEventProposal } from '@portal/domain/tracking-integration/tracking-integration-schemas';

function recordedText(proposal: StopEventProposal, t: (text: string) => string): string {
  if (proposal.source === 'DriverLink') return proposal.kind === 'Arrival' ? t('Arrival recorded from the driver’s phone') : t('Departure recorded from the driver’s phone');
  return proposal.kind === 'Arrival' ? t('Arrival recorded from the ELD') : t('Departure recorded from the ELD');
}

/**
 * The ELD's (or the driver's phone's) open proposals on a load: the truck entered or left a stop's geofence. Accepting records
 * the arrival or departure at the time the ELD saw it, with source ELD; nothing shows when none is open.
 */
export function StopEventProposals({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const proposals = useStopEventProposals(shipmentId);
  const decide = useDecideStopEventProposal();
  const open = (proposals.data ?? []).filter((p) => p.status === 'Proposed');
  if (open.length === 0) return null;
  // The driver's phone proposes too (a sign-in link with tracking consent): the title says whose track it was.
  const fromPhone = open.some((p) => p.source === 'DriverLink');
  const fromEld = open.some((p) => p.source === 'ELD');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="eld-proposals-title" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2, borderColor: 'info.main' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <SatelliteAltOutlined color="info" aria-hidden />
        <Typography id="eld-proposals-title" variant="h6" component="h2">
          {fromPhone ? (fromEld ? t('Proposed from the truck’s track') : t('Proposed from the driver’s phone')) : t('Proposed by your ELD')}
        </Typography>
      </Stack>
      <List dense disablePadding>
        {open.map((proposal) => (
          <ListItem key={proposal.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText primary={proposal.description} secondary={formatDateTimeWithZone(proposal.occurredAt)} sx={{ minWidth: 220 }} />
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                disabled={decide.isPending}
                onClick={() =>
                  decide.mutate(
                    { shipmentId, proposalId: proposal.id, decision: 'accept' },
                    { onSuccess: () => notify.success(recordedText(proposal, t)) },
                  )
                }
              >
                {proposal.kind === 'Arrival' ? t('Record arrival') : t('Record departure')}
              </Button>
              <Button size="small" disabled={decide.isPending} onClick={() => decide.mutate({ shipmentId, proposalId: proposal.id, decision: 'dismiss' })}>
                {t('Dismiss')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
