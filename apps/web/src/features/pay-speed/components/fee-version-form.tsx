import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NewFeeTableVersionBodySchema } from '@portal/domain/pay-speed/pay-speed-schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessages, notifySuccessOf } from '../../../lib/notify';
import { answerMessageOf } from '../../../lib/translate-message';
import { useAddQuickPayFeeVersion } from '../api/add-quick-pay-fee-version';

const EMPTY = { effectiveOn: '', good: '', atRisk: '', notRated: '' };
type Draft = typeof EMPTY;

/** Payables staff add a version of the fee table: the day it takes effect and a percent per priced tier. */
export function FeeVersionForm() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string[]>([]);
  const add = useAddQuickPayFeeVersion();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rate = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[%\s]/g, '')));
    const parsed = NewFeeTableVersionBodySchema.safeParse({ effectiveOn: draft.effectiveOn, rates: { good: rate(draft.good), atRisk: rate(draft.atRisk), notRated: rate(draft.notRated) } });
    if (!parsed.success) {
      setProblem(parsed.error.issues.map((issue) => t(issue.message)));
      return;
    }
    setProblem([]);
    const pending = add.mutateAsync(parsed.data);
    notifySuccessOf(pending, answerMessageOf);
    try {
      await pending;
      setDraft(EMPTY);
    } catch (error) {
      setProblem(errorMessages(error));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="fee-version-form-title" sx={{ p: 2 }}>
      <Typography id="fee-version-form-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('Add a fee table version')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {problem.length > 0 && (
          <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
            {problem.map((p) => (
              <div key={p}>{p}</div>
            ))}
          </Alert>
        )}
        <TextField size="small" type="date" label={t('Effective from')} value={draft.effectiveOn} onChange={set('effectiveOn')} required slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" label={t('Good standing (%)')} value={draft.good} onChange={set('good')} required inputMode="decimal" slotProps={{ htmlInput: { maxLength: 6 } }} sx={{ width: 170 }} />
        <TextField size="small" label={t('At risk (%)')} value={draft.atRisk} onChange={set('atRisk')} required inputMode="decimal" slotProps={{ htmlInput: { maxLength: 6 } }} sx={{ width: 170 }} />
        <TextField size="small" label={t('Not yet rated (%)')} value={draft.notRated} onChange={set('notRated')} required inputMode="decimal" slotProps={{ htmlInput: { maxLength: 6 } }} sx={{ width: 170 }} />
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {t('Add version')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('The top tier always has quick pay free. A version takes effect today or later.')}
      </Typography>
    </Paper>
  );
}
