import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@portal/domain/common/money';
import type { Order } from '@portal/domain/orders/order-schemas';
import type { ReactNode } from 'react';
import { formatDateTimeWithZone } from '../../../lib/date-time';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

const money = (value: number | null) => (value === null ? '-' : formatUsd(toCents(value)));

/** The details tab: the order's terms, services, references, and each stop with its line items. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Item label="Customer">{order.customerName}</Item>
          <Item label="Shipping mode">{order.shippingMode}</Item>
          <Item label="Equipment">{[order.equipmentMode, ...order.equipmentTypes].join(', ')}</Item>
          <Item label="Freight terms">{order.freightTermType}</Item>
          <Item label="Freight value">{money(order.freightValue)}</Item>
          <Item label="Markup">{money(order.markup)}</Item>
          <Item label="Total weight">{order.totalWeight.toLocaleString('en-US')} lb</Item>
          <Item label="Pieces">{order.totalPieces}</Item>
          {order.equipmentMode === 'Reefer' && <Item label="Reefer">{`${order.reeferTemperature ?? '-'} °F, ${order.reeferMode ?? '-'}`}</Item>}
          {order.hazmatEmergencyContactInfo && <Item label="Hazmat emergency contact">{order.hazmatEmergencyContactInfo}</Item>}
          <Item label="References">{order.referenceNumbers.map((r) => `${r.label}: ${r.value}`).join(', ') || '-'}</Item>
          <Item label="Special instructions">{order.specialInstructions ?? '-'}</Item>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {order.isJustInTime && <Chip size="small" label="Just in time" />}
          {order.isTeamRequired && <Chip size="small" label="Team required" />}
          {order.isBlind && <Chip size="small" label="Blind" />}
          {[...order.accessorials, ...order.requirements].map((a) => (
            <Chip key={a} size="small" variant="outlined" label={a} />
          ))}
        </Box>
      </Paper>
      {order.stops.map((stop, i) => (
        <Paper key={stop.id} sx={{ p: 2 }} component="section" aria-label={`Stop ${i + 1}`}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Stop {i + 1}: {stop.stopType} · {stop.location.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[stop.location.addressLine1, `${stop.location.city}, ${stop.location.state} ${stop.location.postalCode}`].filter(Boolean).join(', ')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {formatDateTimeWithZone(stop.earlyDateTime, stop.location.ianaTimezone)}
            {stop.lateDateTime ? ` to ${formatDateTimeWithZone(stop.lateDateTime, stop.location.ianaTimezone)}` : ''}
            {stop.appointmentDateTime ? ` · Appointment ${formatDateTimeWithZone(stop.appointmentDateTime, stop.location.ianaTimezone)}` : ''}
          </Typography>
          {stop.lineItems.map((line) => (
            <Typography key={line.id} variant="body2" sx={{ mt: 1 }}>
              {line.packageCount ?? '-'} {line.packagingUnitType ?? 'pieces'} · {line.description ?? 'No description'} · {line.totalWeight ?? '-'} lb
              {line.freightClass ? ` · class ${line.freightClass}` : ''}
              {line.isHazmat ? ` · Hazmat ${line.hazmatUnNumber ?? ''} class ${line.hazmatClass ?? ''} PG ${line.hazmatPackingGroup ?? ''}` : ''}
            </Typography>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
