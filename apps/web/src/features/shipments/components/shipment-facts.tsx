import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { formatMoney } from '../lib/format-window';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** The shipment's key facts as a definition list. */
export function ShipmentFacts({ shipment, title = msg('Details') }: { shipment: Shipment; title?: string }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [msg('Customer'), shipment.customer?.name ?? ''],
    [msg('Carrier'), shipment.carrier?.name ?? ''],
    [msg('Order'), shipment.orderNumber ?? ''],
    [msg('Rate'), formatMoney(shipment.rate)],
    [msg('Weight'), shipment.weight ? `${shipment.weight.toLocaleString('en-US')} lb` : ''],
    [msg('Truck / Trailer'), [shipment.truckNumber, shipment.trailerNumber].filter(Boolean).join(' / ')],
    [msg('PRO Number'), shipment.shippingProNumber ?? ''],
    [msg('Booked'), formatDateTimeWithZone(shipment.bookedAt)],
    [msg('Last Activity'), formatDateTimeWithZone(shipment.lastActivityAt)],
    [msg('References'), shipment.referenceNumbers.join(', ')],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={t(title)} sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t(title)}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(0,1fr))' }, columnGap: 2, rowGap: 1.25, '& dt': { color: 'text.secondary', fontSize: 12, fontWeight: 600 }, '& dd': { m: 0, fontSize: 14, wordBreak: 'break-word' } }}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </Box>
    </Paper>
  );
}
