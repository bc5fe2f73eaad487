import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsolidatableOrders } from '@portal/domain/orders/order-shipment-schemas';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

export interface ConsolidationLimitsInput {
  maxWeight: number;
  maxUnits: number;
  distance: number;
  dateWindowDays: number;
}

const LIMIT_FIELDS = [
  { key: 'maxWeight', label: msg('Max weight (lb)'), min: 1, max: 200_000 },
  { key: 'maxUnits', label: msg('Max units'), min: 1, max: 1000 },
  { key: 'distance', label: msg('Distance (miles)'), min: 0, max: 500 },
  { key: 'dateWindowDays', label: msg('Pickup ± days'), min: 0, max: 30 },
] as const;

/** The limits the candidates are found under (the spec's defaults until changed). */
export function ConsolidationLimitFields({ limits, onChange }: { limits: ConsolidationLimitsInput; onChange: (limits: ConsolidationLimitsInput) => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {LIMIT_FIELDS.map((field) => (
        <TextField
          key={field.key}
          id={`consolidation-${field.key}`}
          label={t(field.label)}
          type="number"
          size="small"
          value={limits[field.key]}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (event.target.value !== '' && Number.isFinite(value)) onChange({ ...limits, [field.key]: Math.min(field.max, Math.max(field.min, value)) });
          }}
          slotProps={{ htmlInput: { min: field.min, max: field.max } }}
        />
      ))}
    </Box>
  );
}

/** The orders that could join, each a checkbox with its lane, pickup, weight, units and distances. */
export function ConsolidationCandidates({ candidates, chosen, onToggle }: { candidates: ConsolidatableOrders['data']; chosen: ReadonlySet<string>; onToggle: (orderNumber: string) => void }) {
  const { t } = useTranslation();
  if (candidates.length === 0) return <Typography color="text.secondary">{t('No orders can travel with this shipment under these limits.')}</Typography>;
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('Orders that can travel with this shipment')}>
      {candidates.map((c) => (
        <Paper key={c.orderNumber} component="li" variant="outlined" sx={{ px: 1.5, py: 0.5 }}>
          <FormControlLabel
            sx={{ width: '100%', m: 0, alignItems: 'flex-start' }}
            control={<Checkbox checked={chosen.has(c.orderNumber)} onChange={() => onToggle(c.orderNumber)} sx={{ mt: -0.5 }} />}
            label={
              <Box sx={{ py: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('Order {{orderNumber}}', { orderNumber: c.orderNumber })} · {t('Shipment {{shipmentNumber}}', { shipmentNumber: c.shipmentNumber })} · {t(c.status.displayName)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('{{origin}} to {{destination}}', { origin: `${c.origin.city}, ${c.origin.state}`, destination: `${c.destination.city}, ${c.destination.state}` })} · {formatDateTimeWithZone(c.pickupDate)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('{{weight}} lb, {{units}} units, {{originMiles}} mi from the origin, {{destinationMiles}} mi from the destination', {
                    weight: c.weight.toLocaleString('en-US'),
                    units: c.units,
                    originMiles: c.originMiles,
                    destinationMiles: c.destinationMiles,
                  })}
                </Typography>
              </Box>
            }
          />
        </Paper>
      ))}
    </Stack>
  );
}
