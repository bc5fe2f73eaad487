import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import { notifySuccessOf } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSetMinimums } from '../api/change-compliance';

/** The brokerage's insurance minimums; its admins change them (an audited change that blocks carriers under them at once). */
export function MinimumsCard({ minimums }: { minimums: { autoLiability: number; cargo: number } | undefined }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const mayChange = !!user?.roles.includes('Admin');
  const [editing, setEditing] = useState<{ autoLiability: string; cargo: string } | null>(null);
  const save = useSetMinimums();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const pending = save.mutateAsync({ autoLiability: Number(editing.autoLiability.replace(/[$,\s]/g, '')), cargo: Number(editing.cargo.replace(/[$,\s]/g, '')) });
    notifySuccessOf(pending, () => t('Insurance minimums saved'));
    pending.then(() => setEditing(null), () => undefined);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="minimums-title" sx={{ p: 2 }}>
      <Typography id="minimums-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('Insurance minimums')}
      </Typography>
      {editing ? (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField size="small" label={t('Auto liability (USD)')} value={editing.autoLiability} onChange={(e) => setEditing({ ...editing, autoLiability: e.target.value })} inputMode="numeric" slotProps={{ htmlInput: { maxLength: 16 } }} />
          <TextField size="small" label={t('Cargo (USD)')} value={editing.cargo} onChange={(e) => setEditing({ ...editing, cargo: e.target.value })} inputMode="numeric" slotProps={{ htmlInput: { maxLength: 16 } }} />
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('Save')}
          </Button>
          <Button onClick={() => setEditing(null)}>{t('Cancel')}</Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 220 }}>
            {minimums
              ? t('Auto liability at least {{autoLiability}}; cargo at least {{cargo}}.', { autoLiability: formatMoney(minimums.autoLiability), cargo: formatMoney(minimums.cargo) })
              : '…'}
          </Typography>
          {mayChange && minimums && (
            <Button variant="outlined" onClick={() => setEditing({ autoLiability: String(minimums.autoLiability), cargo: String(minimums.cargo) })}>
              {t('Change minimums')}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
