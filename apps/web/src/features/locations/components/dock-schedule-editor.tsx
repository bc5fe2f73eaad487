import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LOCATION_NOTICE_MS } from '@portal/domain/common/constants';
import { MESSAGES } from '@portal/domain/common/messages';
import { DOCK_STOP_TYPES } from '@portal/domain/locations/dock-hours';
import { DockScheduleBodySchema, type DockScheduleBody, type DockScheduleInput, type LocationDetail } from '@portal/domain/locations/location-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DockStatusChip } from '../../../components/dock-status-chip';
import { errorMessages, notify } from '../../../lib/notify';
import { answerMessageOf } from '../../../lib/translate-message';
import { useUpdateDockSchedule } from '../api/update-dock-schedule';
import { dockScheduleFormValues } from '../lib/dock-schedule-form';
import { DockClosuresFields } from './dock-closures-fields';
import { DockDayRow } from './dock-day-row';
import { useTranslation } from '../../../i18n/use-translation';

const WEEK_OF = { Shipping: 'shipping', Receiving: 'receiving' } as const;

/** The dock hours of a location: a week per dock type and the dated closures, saved together. */
export function DockScheduleEditor({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();
  const [dock, setDock] = useState<(typeof DOCK_STOP_TYPES)[number]>('Shipping');
  const form = useForm<DockScheduleBody, unknown, DockScheduleInput>({
    resolver: zodResolver(DockScheduleBodySchema),
    defaultValues: dockScheduleFormValues(location.dockSchedule),
  });
  const save = useUpdateDockSchedule();
  const week = WEEK_OF[dock];
  const errors = form.formState.errors;
  const weekHasErrors = (name: 'shipping' | 'receiving') => !!errors[name];

  const submit = form.handleSubmit(
    async (body) => {
      try {
        const answer = await save.mutateAsync({ locationId: location.id, body });
        notify.success(answer.message ? answerMessageOf(answer) : MESSAGES.dockScheduleUpdated({ locationNumber: answer.data.locationNumber }), { durationMs: LOCATION_NOTICE_MS });
        form.reset(dockScheduleFormValues(answer.data.dockSchedule));
      } catch (error) {
        form.setError('root', { message: errorMessages(error).join(' ') });
      }
    },
    // Show the week that holds the first problem.
    (invalid) => {
      if (!invalid[week]) {
        if (invalid.shipping) setDock('Shipping');
        else if (invalid.receiving) setDock('Receiving');
      }
    },
  );

  return (
    <Box component="form" noValidate aria-label={t('Dock schedule')} onSubmit={(event) => void submit(event)}>
      {errors.root?.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errors.root.message)}
        </Alert>
      )}
      <Tabs value={dock} onChange={(_, next: typeof dock) => setDock(next)} aria-label={t('Dock type')} sx={{ mb: 1 }}>
        {DOCK_STOP_TYPES.map((type) => (
          <Tab key={type} value={type} label={weekHasErrors(WEEK_OF[type]) ? t('{{dockType}} (check)', { dockType: t(type) }) : t(type)} />
        ))}
      </Tabs>
      <Box sx={{ mb: 1 }}>
        <DockStatusChip label={t('{{dockType}} now', { dockType: t(dock) })} status={location.dockStatus?.[week]} />
      </Box>
      {/* Keyed by week: each week keeps its own rows. */}
      <Box key={week}>
        {Array.from({ length: 7 }, (_, index) => (
          <DockDayRow key={index} form={form} week={week} index={index} />
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <DockClosuresFields form={form} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={() => form.reset(dockScheduleFormValues(location.dockSchedule))} disabled={!form.formState.isDirty}>
          {t('Discard changes')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('Save dock hours')}
        </Button>
      </Box>
    </Box>
  );
}
