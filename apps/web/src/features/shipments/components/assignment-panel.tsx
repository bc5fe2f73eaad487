import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { useState } from 'react';
import { ProfileAvatar } from '../../../components/people/profile-avatar';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useShipmentDrivers } from '../api/get-shipment-drivers';
import { useSaveShipmentDrivers } from '../api/save-shipment-drivers';
import { useSaveShipmentEquipment } from '../api/save-shipment-equipment';
import { AppointmentForm } from './appointment-form';
import { EmptyLocationForm } from './empty-location-form';
import { LoadActions } from './load-actions';
import type { ShipmentPanels } from './shipment-panels';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * What dispatch sets on a booked load: drivers (with their sign-in links), truck and trailer from the
 * carrier's own fleet, stop appointments, the empty location, the PRO number, problems and the quick
 * closure. The pickers come from the drivers and equipment features through the route module.
 * Only users who run the carrier's fleet pick its drivers and units; the brokerage's staff read them.
 */
export function AssignmentPanel({ shipment, panels }: { shipment: Shipment; panels: ShipmentPanels }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const runsFleet = canAccess(user, ROUTE_ACCESS.drivers);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="assignments-title" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0, gap: 2 }} data-testid="assignment-panel">
      <Typography id="assignments-title" variant="h6" component="h2">
        {t('Assignments')}
      </Typography>
      <DriversSection shipment={shipment} panels={panels} runsFleet={runsFleet} />
      <Divider />
      {runsFleet ? <UnitsSection shipment={shipment} panels={panels} /> : <UnitsRead shipment={shipment} />}
      <Divider />
      <AppointmentForm shipment={shipment} />
      <Divider />
      <EmptyLocationForm shipmentId={shipment.id} />
      <Divider />
      <LoadActions shipment={shipment} />
    </Paper>
  );
}

function DriversSection({ shipment, panels, runsFleet }: { shipment: Shipment; panels: ShipmentPanels; runsFleet: boolean }) {
  const { t } = useTranslation();
  const drivers = useShipmentDrivers(shipment.id);
  const save = useSaveShipmentDrivers();
  // A new key empties the picker after each assignment.
  const [pickerKey, setPickerKey] = useState(0);
  const assigned = drivers.data?.data ?? [];
  const setDrivers = (driverIds: number[], message: string) =>
    save.mutate({ shipmentId: shipment.id, driverIds }, { onSuccess: () => notify.success(message) });
  return (
    <Box component="section" aria-labelledby="assigned-drivers-title">
      <Typography id="assigned-drivers-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('Drivers')}
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }} aria-label={t('Assigned drivers')}>
        {assigned.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            {drivers.isPending ? t('Loading drivers…') : drivers.isError ? t('Drivers could not be loaded') : t('No driver assigned')}
          </Typography>
        )}
        {assigned.map((d) => (
          <Box component="li" key={d.id} data-testid="assigned-driver">
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ProfileAvatar name={d.name} fileId={d.fileId} size={32} />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {d.name}
                </Typography>
              </Stack>
              {runsFleet && (
                <IconButton size="small" aria-label={t('Remove {{name}}', { name: d.name })} disabled={save.isPending} onClick={() => setDrivers(assigned.filter((a) => a.id !== d.id).map((a) => a.id), `${d.name} removed`)}>
                  <Close fontSize="small" />
                </IconButton>
              )}
            </Stack>
            {runsFleet && panels.driverSignInLink({ id: d.id, name: d.name })}
          </Box>
        ))}
      </Stack>
      {runsFleet && (
        <Box key={pickerKey}>
          {panels.driverPicker({
            label: t('Assign a driver'),
            onChange: (driverId) => {
              if (driverId === undefined || assigned.some((a) => a.id === driverId)) return;
              setDrivers([...assigned.map((a) => a.id), driverId], 'Driver assigned');
              setPickerKey((k) => k + 1);
            },
          })}
        </Box>
      )}
    </Box>
  );
}

/** The truck and trailer as the carrier set them, for readers who do not run its fleet. */
function UnitsRead({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="units-title">
      <Typography id="units-title" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('Truck and trailer')}
      </Typography>
      <Typography variant="body2" data-testid="units-read">
        {t('Truck')}: {shipment.truckNumber ?? '—'} · {t('Trailer')}: {shipment.trailerNumber ?? '—'}
      </Typography>
    </Box>
  );
}

function UnitsSection({ shipment, panels }: { shipment: Shipment; panels: ShipmentPanels }) {
  const { t } = useTranslation();
  const save = useSaveShipmentEquipment();
  const [truck, setTruck] = useState<{ id: number; unitNumber: string } | null>(null);
  const [trailer, setTrailer] = useState<{ id: number; unitNumber: string } | null>(null);
  const changed = truck !== null || trailer !== null;
  const submit = () =>
    save.mutate(
      {
        shipmentId: shipment.id,
        body: {
          ...(truck ? { truckId: truck.id } : { truckNumber: shipment.truckNumber }),
          ...(trailer ? { trailerId: trailer.id } : { trailerNumber: shipment.trailerNumber }),
        },
      },
      {
        onSuccess: (saved) => {
          notify.success(`Truck ${saved.truckNumber ?? 'none'}, trailer ${saved.trailerNumber ?? 'none'} assigned`);
          setTruck(null);
          setTrailer(null);
        },
      },
    );
  return (
    <Box component="section" aria-labelledby="units-title" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Typography id="units-title" variant="subtitle2" component="h3">
        {t('Truck and trailer')}
      </Typography>
      {panels.unitPicker({ kind: 'PowerUnit', label: t('Truck'), value: truck?.unitNumber ?? shipment.truckNumber, onChange: setTruck })}
      {panels.unitPicker({ kind: 'Trailer', label: t('Trailer'), value: trailer?.unitNumber ?? shipment.trailerNumber, onChange: setTrailer })}
      <Box>
        <Button variant="outlined" onClick={submit} disabled={!changed || save.isPending}>
          {t('Save truck and trailer')}
        </Button>
      </Box>
    </Box>
  );
}
