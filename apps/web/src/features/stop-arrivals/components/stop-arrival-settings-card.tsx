import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { notify } from '../../../lib/notify';
import { useTranslation } from '../../../i18n/use-translation';
import { useStopArrivalSettings } from '../api/get-stop-arrival-settings';
import { useSaveStopArrivalSettings } from '../api/save-stop-arrival-settings';

/**
 * How arrivals and departures noticed from the trucks' tracks are recorded: proposed on the
 * shipment page for someone to confirm, or recorded at once. The company's admins choose.
 */
export function StopArrivalSettingsCard() {
  const { t } = useTranslation();
  const settings = useStopArrivalSettings();
  const save = useSaveStopArrivalSettings();
  if (!settings.data) return null;
  const { recordAutomatically, canChange, enterMiles, leaveMiles } = settings.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="stop-arrivals-title" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2 }}>
      <Typography id="stop-arrivals-title" variant="h6" component="h2">
        {t('Arrivals from the track')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('A truck within {{enter}} mi of a stop has arrived; it has left once beyond {{leave}} mi.', { enter: enterMiles, leave: leaveMiles })}
      </Typography>
      <RadioGroup
        aria-labelledby="stop-arrivals-title"
        value={recordAutomatically ? 'automatic' : 'confirm'}
        onChange={(event) =>
          save.mutate({ recordAutomatically: event.target.value === 'automatic' }, { onSuccess: () => notify.success(t('Arrival recording saved')) })
        }
      >
        <FormControlLabel value="confirm" disabled={!canChange || save.isPending} control={<Radio />} label={t('Propose them on the shipment page for us to confirm')} />
        <FormControlLabel value="automatic" disabled={!canChange || save.isPending} control={<Radio />} label={t('Record them automatically')} />
      </RadioGroup>
      {!canChange && (
        <Typography variant="body2" color="text.secondary">
          {t('Only your company admins can change this.')}
        </Typography>
      )}
    </Paper>
  );
}
