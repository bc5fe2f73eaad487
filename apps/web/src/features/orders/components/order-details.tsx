import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { facilityLines } from '@portal/domain/orders/order-facility';
import { formatUsd, toCents } from '@portal/domain/common/money';
import type { Order } from '@portal/domain/orders/order-schemas';
import type { ReactNode } from 'react';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

function Item({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {t(label)}
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
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Item label={msg('Customer')}>{order.customerName}</Item>
          <Item label={msg('Shipping mode')}>{t(order.shippingMode)}</Item>
          <Item label={msg('Equipment')}>{[order.equipmentMode, ...order.equipmentTypes].map((name) => t(name)).join(', ')}</Item>
          <Item label={msg('Freight terms')}>{t(order.freightTermType === 'ThirdParty' ? 'Third Party' : order.freightTermType)}</Item>
          <Item label={msg('Freight value')}>{money(order.freightValue)}</Item>
          <Item label={msg('Markup')}>{money(order.markup)}</Item>
          <Item label={msg('Total weight')}>{order.totalWeight.toLocaleString('en-US')} lb</Item>
          <Item label={msg('Pieces')}>{order.totalPieces}</Item>
          {order.equipmentMode === 'Reefer' && <Item label={msg('Reefer')}>{`${order.reeferTemperature ?? '-'} °F, ${order.reeferMode ? t(order.reeferMode) : '-'}`}</Item>}
          {order.hazmatEmergencyContactInfo && <Item label={msg('Hazmat emergency contact')}>{order.hazmatEmergencyContactInfo}</Item>}
          <Item label={msg('References')}>{order.referenceNumbers.map((r) => `${r.label}: ${r.value}`).join(', ') || '-'}</Item>
          <Item label={msg('Special instructions')}>{order.specialInstructions ?? '-'}</Item>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {order.isJustInTime && <Chip size="small" label={t('Just in time')} />}
          {order.isTeamRequired && <Chip size="small" label={t('Team required')} />}
          {order.isBlind && <Chip size="small" label={t('Blind')} />}
          {[...order.accessorials, ...order.requirements].map((a) => (
            <Chip key={a} size="small" variant="outlined" label={t(a)} />
          ))}
        </Box>
      </Paper>
      {order.stops.map((stop, i) => (
        <Paper key={stop.id} sx={{ p: 2 }} component="section" aria-label={t('Stop {{number}}', { number: i + 1 })}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('Stop {{number}}', { number: i + 1 })}: {t(stop.stopType)} · {stop.location.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="stop-facility">
            {facilityLines({ ...stop.location, dockHours: null, contactName: null, contactPhone: null }).filter((line) => line !== stop.location.name).join(', ')}
          </Typography>
          {(stop.location.dockHours || stop.location.contactName || stop.location.contactPhone) && (
            <Typography variant="body2" color="text.secondary">
              {[
                stop.location.dockHours ? t('Dock hours: {{hours}}', { hours: stop.location.dockHours }) : '',
                stop.location.contactName || stop.location.contactPhone ? t('Contact: {{contact}}', { contact: [stop.location.contactName, stop.location.contactPhone].filter(Boolean).join(' ') }) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {formatDateTimeWithZone(stop.earlyDateTime, stop.location.ianaTimezone)}
            {stop.lateDateTime ? ` ${t('to')} ${formatDateTimeWithZone(stop.lateDateTime, stop.location.ianaTimezone)}` : ''}
            {stop.appointmentDateTime ? ` · ${t('Appointment')} ${formatDateTimeWithZone(stop.appointmentDateTime, stop.location.ianaTimezone)}` : ''}
          </Typography>
          {stop.lineItems.map((line) => (
            <Typography key={line.id} variant="body2" sx={{ mt: 1 }}>
              {line.packageCount ?? '-'} {line.packagingUnitType ? t(line.packagingUnitType) : t('pieces')} · {line.description ?? t('No description')} · {line.totalWeight ?? '-'} lb
              {line.freightClass ? ` · ${t('class {{freightClass}}', { freightClass: line.freightClass })}` : ''}
              {line.isHazmat ? ` · ${t('Hazmat {{unNumber}} class {{hazardClass}} PG {{packingGroup}}', { unNumber: line.hazmatUnNumber ?? '', hazardClass: line.hazmatClass ?? '', packingGroup: line.hazmatPackingGroup ?? '' })}` : ''}
            </Typography>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
