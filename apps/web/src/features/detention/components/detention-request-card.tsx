import type { DetentionRequest } from '@portal/domain/detention/detention-schemas';
import { DETENTION_NOTE_MAX_LENGTH } from '@portal/domain/detention/detention-schemas';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useTranslation } from '../../../i18n/use-translation';
import { useDiscardDetention } from '../api/discard-detention';
import { useSaveDetentionNote } from '../api/save-detention-note';
import { useSubmitDetention } from '../api/submit-detention';
import { EvidenceTable } from './evidence-table';

const STATUS_COLOR = { Running: 'info', Draft: 'warning', Submitted: 'success', Discarded: 'default' } as const;

function Figures({ request }: { request: DetentionRequest }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('Arrived'), formatDateTimeWithZone(request.arrivedAt)],
    [t('Departed'), request.departedAt ? formatDateTimeWithZone(request.departedAt) : t('Still at the stop')],
    [t('Detention from'), formatDateTimeWithZone(request.detentionFrom)],
    [t('Hours billed'), t('{{hours}} h at {{rate}}/h', { hours: request.hours.toFixed(2), rate: formatMoney(request.hourlyRate) })],
    [t('Amount'), formatMoney(request.amount)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0,1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function DraftActions({ request }: { request: DetentionRequest }) {
  const { t } = useTranslation();
  const [note, setNote] = useState(request.note);
  const save = useSaveDetentionNote();
  const submit = useSubmitDetention();
  const discard = useDiscardDetention();
  const target = { shipmentId: request.shipmentId, stopId: request.stopId };
  const busy = save.isPending || submit.isPending || discard.isPending;
  return (
    <Stack spacing={1.5}>
      <TextField
        label={t('Note to the brokerage')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: DETENTION_NOTE_MAX_LENGTH } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => submit.mutate({ ...target, body: { note } }, { onSuccess: (done) => notify.success(t('Detention request {{number}} submitted', { number: done.caseNumber ?? '' })) })}
        >
          {t('Submit detention request')}
        </Button>
        <Button disabled={busy || note === request.note} onClick={() => save.mutate({ ...target, body: { note } }, { onSuccess: () => notify.success(t('Note saved')) })}>
          {t('Save note')}
        </Button>
        <Button color="inherit" disabled={busy} onClick={() => discard.mutate(target, { onSuccess: () => notify.success(t('Detention draft discarded')) })}>
          {t('Discard')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** One stop's detention: the stay in figures, the track evidence and, for the carrier's draft, its note and actions. */
export function DetentionRequestCard({ request }: { request: DetentionRequest }) {
  const { t } = useTranslation();
  const evidenceLabel = t('Track evidence: {{count}} positions inside the geofence', { count: request.evidence.length });
  return (
    <Box component="article" aria-label={request.stop} sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5, display: 'grid', gap: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, minWidth: 0 }}>
          {request.stop}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[request.status]} label={t(request.status)} />
        {request.caseNumber && <Chip size="small" variant="outlined" label={t('Case {{number}}', { number: request.caseNumber })} />}
      </Stack>
      <Figures request={request} />
      {request.note && !request.canEdit && <Typography variant="body2">{request.note}</Typography>}
      <Accordion disableGutters variant="outlined">
        <AccordionSummary expandIcon={<ExpandMore />}>
          <Typography variant="body2">{evidenceLabel}</Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ p: 0 }}>
          <EvidenceTable points={request.evidence} label={evidenceLabel} />
        </AccordionDetails>
      </Accordion>
      {request.canEdit && <DraftActions request={request} />}
    </Box>
  );
}
