import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { formatMoney } from '../lib/format-window';

/** The shipment's key facts as a definition list. */
export function ShipmentFacts({ shipment, title = 'Details' }: { shipment: Shipment; title?: string }) {
  const zone = shipment.stops[0]?.ianaTimezone;
  const facts: [string, string][] = [
    ['Customer', shipment.customer?.name ?? ''],
    ['Carrier', shipment.carrier?.name ?? ''],
    ['Order', shipment.orderNumber ?? ''],
    ['Rate', formatMoney(shipment.rate)],
    ['Weight', shipment.weight ? `${shipment.weight.toLocaleString('en-US')} lb` : ''],
    ['Truck / Trailer', [shipment.truckNumber, shipment.trailerNumber].filter(Boolean).join(' / ')],
    ['PRO Number', shipment.shippingProNumber ?? ''],
    ['Booked', formatDateTimeWithZone(shipment.bookedAt, zone)],
    ['Last Activity', formatDateTimeWithZone(shipment.lastActivityAt, zone)],
    ['References', shipment.referenceNumbers.join(', ')],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(0,1fr))' }, columnGap: 2, rowGap: 1.25, '& dt': { color: 'text.secondary', fontSize: 12, fontWeight: 600 }, '& dd': { m: 0, fontSize: 14, wordBreak: 'break-word' } }}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </Box>
    </Paper>
  );
}
