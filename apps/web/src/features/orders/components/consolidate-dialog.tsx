import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONSOLIDATION_DEFAULTS } from '@portal/domain/common/constants';
import { useState } from 'react';
import { ListSpinner } from '../../../components/list-layout/list-states';
import { errorMessages, notify } from '../../../lib/notify';
import { answerMessageOf } from '../../../lib/translate-message';
import { useTranslation } from '../../../i18n/use-translation';
import { PHONE_PAPER } from './dialog-paper';
import { useConsolidateOrders } from '../api/consolidate-orders';
import { useConsolidatableOrders } from '../api/get-consolidatable-orders';
import { ConsolidationCandidates, ConsolidationLimitFields, type ConsolidationLimitsInput } from './consolidation-candidates';

interface ConsolidateDialogProps {
  shipmentId: number;
  shipmentNumber: string;
  open: boolean;
  onClose: () => void;
}

const DEFAULT_LIMITS: ConsolidationLimitsInput = {
  maxWeight: CONSOLIDATION_DEFAULTS.maxWeightLbs,
  maxUnits: CONSOLIDATION_DEFAULTS.maxUnits,
  distance: CONSOLIDATION_DEFAULTS.distanceMiles,
  dateWindowDays: CONSOLIDATION_DEFAULTS.dateWindowDays,
};
const MAX_CHOSEN = 10;

/**
 * Finds the orders that could travel with this shipment under the limits (adjustable), lets the
 * broker tick up to ten and see the combined weight and units against the limits, then moves them
 * onto the shipment. The server checks everything again and names the order that no longer fits.
 */
export function ConsolidateDialog({ shipmentId, shipmentNumber, open, onClose }: ConsolidateDialogProps) {
  const { t } = useTranslation();
  const [limits, setLimits] = useState(DEFAULT_LIMITS);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const candidates = useConsolidatableOrders(shipmentId, limits, open);
  const consolidate = useConsolidateOrders(shipmentId);
  const list = candidates.data?.data ?? [];
  const picked = list.filter((c) => chosen.has(c.orderNumber));
  const base = candidates.data?.shipment ?? { weight: 0, units: 0 };
  const weight = picked.reduce((sum, c) => sum + c.weight, base.weight);
  const units = picked.reduce((sum, c) => sum + c.units, base.units);
  const over = weight > limits.maxWeight || units > limits.maxUnits;

  const close = () => {
    setLimits(DEFAULT_LIMITS);
    setChosen(new Set());
    setProblem(null);
    onClose();
  };
  const toggle = (orderNumber: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(orderNumber) && next.size < MAX_CHOSEN) next.add(orderNumber);
      return next;
    });

  const confirm = async () => {
    setProblem(null);
    try {
      const answer = await consolidate.mutateAsync({ orderNumbers: picked.map((c) => c.orderNumber), ...limits });
      notify.success(answerMessageOf(answer));
      close();
    } catch (error) {
      setProblem(errorMessages(error).join(' '));
      void candidates.refetch();
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="consolidate-title" fullWidth maxWidth="md" slotProps={{ paper: { sx: PHONE_PAPER } }}>
      <DialogTitle id="consolidate-title">{t('Consolidate orders into shipment {{shipmentNumber}}', { shipmentNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ConsolidationLimitFields limits={limits} onChange={setLimits} />
          {problem && <Alert severity="error">{problem}</Alert>}
          {candidates.error && <Alert severity="error">{errorMessages(candidates.error).join(' ')}</Alert>}
          {!candidates.data && !candidates.error ? <ListSpinner label={t('Loading orders')} /> : <ConsolidationCandidates candidates={list} chosen={chosen} onToggle={toggle} />}
          <Typography role="status" data-testid="consolidation-totals" color={over ? 'error' : 'text.primary'} sx={{ fontWeight: 600 }}>
            {t('Combined: {{weight}} of {{maxWeight}} lb, {{units}} of {{maxUnits}} units', {
              weight: weight.toLocaleString('en-US'),
              maxWeight: limits.maxWeight.toLocaleString('en-US'),
              units,
              maxUnits: limits.maxUnits,
            })}
            {over ? ` · ${t('Over the limit')}` : ''}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={picked.length === 0 || over || consolidate.isPending}>
          {t('Consolidate selected orders ({{number}})', { number: picked.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
