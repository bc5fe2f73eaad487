import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EquipmentKind, EquipmentList, EquipmentUnit } from '@portal/domain/equipment/equipment-schemas';
import { PagedList } from '../../../components/list-layout/paged-list';
import { formatDate } from '../../../lib/format';
import { notifySuccessOf } from '../../../lib/notify';
import { useRetireEquipmentUnit } from '../api/retire-equipment-unit';
import { useTranslation } from '../../../i18n/use-translation';

interface EquipmentTableProps {
  kind: EquipmentKind;
  list: EquipmentList | undefined;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (unit: EquipmentUnit) => void;
}

/** The units, 50 a page: a row of columns on wide screens, a card on phones. */
export function EquipmentTable({ kind, list, loading, page, onPageChange, onEdit }: EquipmentTableProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      label={kind === 'Trailer' ? t('Trailers') : t('Power units')}
      items={list?.data}
      totalCount={list?.totalCount ?? 0}
      page={page}
      onPageChange={onPageChange}
      loading={loading}
      emptyText={kind === 'Trailer' ? t('No trailers') : t('No power units')}
      getKey={(unit) => unit.id}
      renderItem={(unit) => <UnitRow unit={unit} onEdit={onEdit} />}
    />
  );
}

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

function UnitRow({ unit, onEdit }: { unit: EquipmentUnit; onEdit: (unit: EquipmentUnit) => void }) {
  const { t } = useTranslation();
  const retire = useRetireEquipmentUnit();
  const what = unit.kind === 'Trailer' ? [unit.trailerType && t(unit.trailerType), unit.lengthFeet ? t('{{feet}} ft', { feet: unit.lengthFeet }) : null].filter(Boolean).join(' · ') : t('Power unit');
  const vehicle = [unit.year, unit.make, unit.model].filter(Boolean).join(' ');
  const plate = unit.licensePlate ? `${unit.licensePlate}${unit.licenseState ? ` (${unit.licenseState})` : ''}` : null;
  const extra = unit.kind === 'Trailer' ? unit.reeferUnit : unit.eldVehicleId ? `ELD ${unit.eldVehicleId}` : null;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="equipment-unit">
      <Box sx={{ display: 'grid', gap: 1.5, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: 'minmax(0,1.2fr) minmax(0,1.6fr) minmax(0,1fr) minmax(0,1.4fr) 260px' } }}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {unit.unitNumber}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {what}
          </Typography>
        </Box>
        <Labelled label={t('VIN')} value={dash(unit.vin)} mono />
        <Labelled label={t('Plate')} value={dash(plate)} />
        <Labelled label={t('Vehicle')} value={dash(vehicle)} note={extra} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: { md: 'flex-end' }, flexWrap: 'wrap' }}>
          {unit.activeShipmentNumber && <Chip size="small" color="info" label={t('On {{shipmentNumber}}', { shipmentNumber: unit.activeShipmentNumber })} />}
          {!unit.isActive && <Chip size="small" label={t('Retired {{date}}', { date: formatDate(unit.retiredAt) })} />}
          {unit.isActive && (
            <>
              <Button size="small" onClick={() => onEdit(unit)} aria-label={t('Edit {{name}}', { name: unit.unitNumber })}>
                {t('Edit')}
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={t('Retire {{unitNumber}}', { unitNumber: unit.unitNumber })}
                disabled={retire.isPending || !!unit.activeShipmentNumber}
                title={unit.activeShipmentNumber ? t('On shipment {{shipmentNumber}}, an active load', { shipmentNumber: unit.activeShipmentNumber }) : undefined}
                onClick={() => notifySuccessOf(retire.mutateAsync(unit.id), () => `Unit ${unit.unitNumber} retired`)}
              >
                {t('Retire')}
              </Button>
            </>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}

function Labelled({ label, value, note, mono }: { label: string; value: string; note?: string | null; mono?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: mono ? 'monospace' : undefined, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}
