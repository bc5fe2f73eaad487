import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { IntegrationPowerUnit } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { formatAge } from './position-age';
import { useTranslation } from '../../../i18n/use-translation';

/** The company's power units and the ELD vehicle each is matched to (by VIN or unit number), with its last position. */
export function PowerUnitsTable({ units, providerName, vehiclesKnown }: { units: readonly IntegrationPowerUnit[]; providerName: string; vehiclesKnown: boolean }) {
  const { t } = useTranslation();
  // Without a vehicle list (never connected, or the grant was lost) a unit's stored link cannot be checked.
  const unmatched = (unit: IntegrationPowerUnit) =>
    unit.eldVehicleId ? (vehiclesKnown ? t('Truck not found in your ELD') : t('Linked to vehicle {{vehicle}}', { vehicle: unit.eldVehicleId })) : t('Not matched');
  // The heading counts what the rows show: vehicles found in the ELD when its list is known, else the stored links.
  const matched = units.filter((u) => u.eldVehicleName !== null).length;
  const linked = units.filter((u) => u.eldVehicleId).length;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }} data-testid="power-units-summary">
        {vehiclesKnown
          ? t('Power units matched to {{provider}} vehicles: {{matched}} of {{total}}', { provider: providerName, matched, total: units.length })
          : t('Power units linked to {{provider}} vehicles (not checked while disconnected): {{linked}} of {{total}}', { provider: providerName, linked, total: units.length })}
      </Typography>
      {/* The table scrolls on its own (long fleets, narrow phones): focusable so a keyboard can scroll it. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('Power units and {{provider}} vehicles', { provider: providerName })} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={t('Power units matched to {{provider}} vehicles', { provider: providerName })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Power unit')}</TableCell>
              <TableCell>{t('ELD vehicle')}</TableCell>
              <TableCell>{t('Last position')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {units.map((unit) => (
              <TableRow key={unit.equipmentId}>
                <TableCell>{unit.unitNumber}</TableCell>
                <TableCell>
                  {unit.eldVehicleName ?? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {unmatched(unit)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{unit.lastPositionAt ? `${unit.lastLocation ?? t('Position')} (${formatAge(unit.lastPositionAt)})` : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
