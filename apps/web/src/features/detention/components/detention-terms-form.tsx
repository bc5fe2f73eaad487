import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DETENTION_RATES_MAX, DetentionTermsBodySchema, EQUIPMENT_TYPE_MAX_LENGTH, type DetentionTerms } from '@portal/domain/detention/detention-schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessages, notifySuccessOf } from '../../../lib/notify';
import { useSaveDetentionTerms } from '../api/save-detention-terms';

interface RateDraft {
  key: number;
  equipmentType: string;
  hourlyRate: string;
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[$,\s]/g, '')));

/** The brokerage's admins change the free time and the rate table (a rate for any equipment stays). */
export function DetentionTermsForm({ terms }: { terms: DetentionTerms }) {
  const { t } = useTranslation();
  const [freeMinutes, setFreeMinutes] = useState(String(terms.freeMinutes));
  const [rates, setRates] = useState<RateDraft[]>(terms.rates.map((r, key) => ({ key, equipmentType: r.equipmentType, hourlyRate: String(r.hourlyRate) })));
  const [problem, setProblem] = useState<string[]>([]);
  const save = useSaveDetentionTerms();
  const change = (key: number, field: 'equipmentType' | 'hourlyRate', value: string) => setRates((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const nextKey = () => Math.max(-1, ...rates.map((r) => r.key)) + 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DetentionTermsBodySchema.safeParse({ freeMinutes: number(freeMinutes), rates: rates.map((r) => ({ equipmentType: r.equipmentType, hourlyRate: number(r.hourlyRate) })) });
    if (!parsed.success) {
      setProblem([...new Set(parsed.error.issues.map((issue) => t(issue.message)))]);
      return;
    }
    setProblem([]);
    const pending = save.mutateAsync(parsed.data);
    notifySuccessOf(pending, () => t('Detention terms saved'));
    try {
      await pending;
    } catch (error) {
      setProblem(errorMessages(error));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="detention-terms-form-title" sx={{ p: 2 }}>
      <Typography id="detention-terms-form-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('Change the detention terms')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        {problem.length > 0 && (
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {problem.map((p) => (
              <div key={p}>{p}</div>
            ))}
          </Alert>
        )}
        <TextField size="small" label={t('Free time (minutes)')} value={freeMinutes} onChange={(e) => setFreeMinutes(e.target.value)} required inputMode="numeric" slotProps={{ htmlInput: { maxLength: 4 } }} sx={{ width: 200 }} />
        {rates.map((rate, index) => (
          <Box key={rate.key} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField size="small" label={t('Equipment type {{n}}', { n: index + 1 })} value={rate.equipmentType} onChange={(e) => change(rate.key, 'equipmentType', e.target.value)} required slotProps={{ htmlInput: { maxLength: EQUIPMENT_TYPE_MAX_LENGTH } }} sx={{ width: 200 }} />
            <TextField size="small" label={t('Rate per hour {{n}} ($)', { n: index + 1 })} value={rate.hourlyRate} onChange={(e) => change(rate.key, 'hourlyRate', e.target.value)} required inputMode="decimal" slotProps={{ htmlInput: { maxLength: 8 } }} sx={{ width: 180 }} />
            <IconButton aria-label={t('Remove rate {{n}}', { n: index + 1 })} onClick={() => setRates((all) => all.filter((r) => r.key !== rate.key))} disabled={rates.length === 1}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<AddIcon />} onClick={() => setRates((all) => [...all, { key: nextKey(), equipmentType: '', hourlyRate: '' }])} disabled={rates.length >= DETENTION_RATES_MAX}>
            {t('Add a rate')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('Save terms')}
          </Button>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('Keep a rate for any equipment: it prices the loads whose equipment type has no rate of its own.')}
      </Typography>
    </Paper>
  );
}
