import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FREIGHT_CLASSES } from '@portal/domain/orders/freight-class';
import { HAZMAT_CLASSES, HAZMAT_PACKING_GROUPS, PACKAGING_UNIT_TYPES } from '@portal/domain/orders/order-catalog';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { OrderFormValues } from '../lib/order-form';
import { errorAt } from './form-errors';
import { useTranslation } from '../../../i18n/use-translation';

interface LineItemFieldsProps {
  stopIndex: number;
  lineIndex: number;
  dropoffs: { stopNumber: number; label: string }[];
  onRemove: () => void;
}

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' } } as const;

/** One line item (the spec's Rate line item) with its hazmat fields when it is hazmat. */
export function OrderLineItemFields({ stopIndex, lineIndex, dropoffs, onRemove }: LineItemFieldsProps) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<OrderFormValues>();
  const base = `stops.${stopIndex}.lineItems.${lineIndex}` as const;
  const err = (field: string) => {
    const message = errorAt(formState.errors, `${base}.${field}`);
    return message === undefined ? undefined : t(message);
  };
  const hazmat = useWatch({ control, name: `${base}.isHazmat` });
  const text = (field: 'description' | 'packageCount' | 'palletCount' | 'totalWeight' | 'perPackageWeight' | 'length' | 'width' | 'height' | 'hazmatUnNumber', label: string, props: object = {}) => (
    <TextField {...register(`${base}.${field}`)} id={`${base}.${field}`} label={label} size="small" error={!!err(field)} helperText={err(field)} {...props} />
  );
  const select = (field: 'freightClass' | 'packagingUnitType' | 'hazmatClass' | 'hazmatPackingGroup' | 'dropoffStopNumber', label: string, options: { value: string; label: string }[], emptyLabel?: string) => (
    <Controller
      control={control}
      name={`${base}.${field}`}
      render={({ field: f }) => (
        <TextField select id={`${base}.${field}`} label={label} size="small" value={f.value ?? ''} onChange={f.onChange} onBlur={f.onBlur} error={!!err(field)} helperText={err(field)}>
          {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="fieldset" aria-label={t('Line item {{number}}', { number: lineIndex + 1 })}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="legend" sx={{ flex: 1 }}>
          {t('Line item {{number}}', { number: lineIndex + 1 })}
        </Typography>
        <IconButton aria-label={t('Remove line item {{number}}', { number: lineIndex + 1 })} onClick={onRemove} size="small">
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={grid}>
        <Box sx={{ gridColumn: { xs: 'span 2', md: 'span 3' } }}>{text('description', t('Description'), { fullWidth: true })}</Box>
        {text('packageCount', t('Pieces'), { inputMode: 'numeric' })}
        {select('packagingUnitType', t('Packaging'), PACKAGING_UNIT_TYPES.map((p) => ({ value: p, label: t(p) })), t('None'))}
        {text('palletCount', t('Pallets'), { inputMode: 'numeric' })}
        {text('totalWeight', t('Total weight (lb)'), { inputMode: 'decimal' })}
        {text('perPackageWeight', t('Weight per piece (lb)'), { inputMode: 'decimal' })}
        {select('freightClass', t('Freight class'), FREIGHT_CLASSES.map((c) => ({ value: c, label: c })), t('Suggest from density (LTL)'))}
        {text('length', t('Length (in)'), { inputMode: 'decimal' })}
        {text('width', t('Width (in)'), { inputMode: 'decimal' })}
        {text('height', t('Height (in)'), { inputMode: 'decimal' })}
        {select('dropoffStopNumber', t('Deliver at'), dropoffs.map((d) => ({ value: String(d.stopNumber), label: d.label })), t('Last stop'))}
      </Box>
      <Controller
        control={control}
        name={`${base}.isHazmat`}
        render={({ field }) => <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('Hazardous materials')} />}
      />
      {hazmat && (
        <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {text('hazmatUnNumber', t('UN number'), { placeholder: 'UN1133', required: true })}
          {select('hazmatClass', t('Hazard class'), HAZMAT_CLASSES.map((c) => ({ value: c, label: c })), t('Choose'))}
          {select('hazmatPackingGroup', t('Packing group'), HAZMAT_PACKING_GROUPS.map((g) => ({ value: g, label: g })), t('Choose'))}
        </Box>
      )}
    </Paper>
  );
}
