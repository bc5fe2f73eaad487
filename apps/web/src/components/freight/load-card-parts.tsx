import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTimeWithZone } from '../../lib/date-time';
import { useTranslation } from '../../i18n/use-translation';

/** A load card's first line: the shipment number, then the chips the card puts beside it. */
export function ShipmentNumberLine({ shipmentNumber, children }: { shipmentNumber: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        #{shipmentNumber}
      </Typography>
      {children}
    </Stack>
  );
}

/** A load card's middle column: the pickup, read in the origin's zone, over a line of facts. */
export function PickupColumn({ load, facts }: { load: { pickupEarly: string; origin: { ianaTimezone: string } }; facts: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>{t('Pickup')} </Box>
        {formatDateTimeWithZone(load.pickupEarly, load.origin.ianaTimezone)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {facts}
      </Typography>
    </Box>
  );
}
