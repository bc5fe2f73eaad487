import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EQUIPMENT_MODES, SHIPPING_MODES } from '@portal/domain/orders/modes';
import { ACCESSORIALS, EQUIPMENT_TYPES, FREIGHT_TERM_TYPES, ORDER_TYPES, REEFER_MODES, REQUIREMENTS } from '@portal/domain/orders/order-catalog';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { blankStop, type OrderFormValues } from '../lib/order-form';
import { errorAt } from './form-errors';
import { OrderStopCard } from './order-stop-card';
import { ReferenceNumberFields } from './reference-number-fields';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  // The id stays the English title's, whatever the language.
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 2 }}>
        {t(title)}
      </Typography>
      {children}
    </Paper>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } } as const;

interface OrderFormProps {
  customerName: string;
  /** A message above the form (a refused save). */
  problem?: string | null;
  saving: boolean;
  onSubmit: (submit: boolean) => void;
  /** Edits of a submitted order save it as it is (no draft button). */
  canSaveDraft: boolean;
}

/** The order form: general, stops with their line items, references, services, hazmat and money. */
export function OrderForm({ customerName, problem, saving, onSubmit, canSaveDraft }: OrderFormProps) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<OrderFormValues>();
  const stops = useFieldArray({ control, name: 'stops' });
  const equipmentMode = useWatch({ control, name: 'equipmentMode' });
  const err = (path: string) => {
    const message = errorAt(formState.errors, path);
    return message === undefined ? undefined : t(message);
  };

  const select = (name: 'orderType' | 'freightTermType' | 'shippingMode' | 'equipmentMode' | 'reeferMode', label: string, options: readonly string[], required = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField select id={name} label={label} size="small" required={required} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={!!err(name)} helperText={err(name)}>
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {t(o === 'ThirdParty' ? 'Third Party' : o)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const flag = (name: 'isJustInTime' | 'isTeamRequired' | 'isBlind', label: string) => (
    <Controller control={control} name={name} render={({ field }) => <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />} />
  );
  const multi = (name: 'accessorials' | 'requirements' | 'equipmentTypes', label: string, options: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Autocomplete
          multiple
          id={name}
          options={[...options]}
          getOptionLabel={(option) => t(option)}
          value={(field.value ?? []) as string[]}
          onChange={(_e, value) => field.onChange(value)}
          renderInput={(params) => <TextField {...params} label={label} size="small" error={!!err(name)} helperText={err(name)} />}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => e.preventDefault()} aria-label={t('Order')}>
      <Stack spacing={2}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Section title={msg('General')}>
          <Box sx={grid}>
            <TextField id="customer" label={t('Customer')} size="small" value={customerName} slotProps={{ input: { readOnly: true } }} />
            {select('orderType', t('Order type'), ORDER_TYPES)}
            {select('freightTermType', t('Freight terms'), FREIGHT_TERM_TYPES)}
            {select('shippingMode', t('Shipping mode'), SHIPPING_MODES, true)}
            {select('equipmentMode', t('Equipment mode'), EQUIPMENT_MODES, true)}
            <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 3' } }}>{multi('equipmentTypes', t('Equipment types'), EQUIPMENT_TYPES)}</Box>
          </Box>
          <FormGroup row sx={{ mt: 1 }}>
            {flag('isJustInTime', t('Just in time'))}
            {flag('isTeamRequired', t('Team required'))}
            {flag('isBlind', t('Blind (hide the customer from carriers)'))}
          </FormGroup>
          {equipmentMode === 'Reefer' && (
            <Box sx={{ ...grid, mt: 1 }}>
              <TextField {...register('reeferTemperature')} id="reeferTemperature" label={t('Reefer temperature (°F)')} size="small" required inputMode="decimal" error={!!err('reeferTemperature')} helperText={err('reeferTemperature')} />
              {select('reeferMode', t('Reefer mode'), REEFER_MODES, true)}
            </Box>
          )}
        </Section>

        <Section title={msg('Stops')}>
          <Stack spacing={2}>
            {err('stops') && (
              <Typography color="error" role="alert">
                {err('stops')}
              </Typography>
            )}
            {stops.fields.map((stop, index) => (
              <OrderStopCard key={stop.id} index={index} count={stops.fields.length} onMove={stops.move} onRemove={() => stops.remove(index)} />
            ))}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button startIcon={<Add />} onClick={() => stops.insert(Math.max(1, stops.fields.length - 1), blankStop('Pickup'))}>
                {t('Add pickup')}
              </Button>
              <Button startIcon={<Add />} onClick={() => stops.append(blankStop('Dropoff'))}>
                {t('Add dropoff')}
              </Button>
            </Box>
          </Stack>
        </Section>

        <Section title={msg('Reference numbers')}>
          <ReferenceNumberFields />
        </Section>

        <Section title={msg('Services and instructions')}>
          <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {multi('accessorials', t('Accessorials'), ACCESSORIALS)}
            {multi('requirements', t('Requirements'), REQUIREMENTS)}
            <TextField {...register('hazmatEmergencyContactInfo')} id="hazmatEmergencyContactInfo" label={t('Hazmat emergency contact')} size="small" placeholder="CHEMTREC 1-800-424-9300" error={!!err('hazmatEmergencyContactInfo')} helperText={err('hazmatEmergencyContactInfo') ?? t('Required when a line is hazmat')} />
            <TextField {...register('chemtracAccountNumber')} id="chemtracAccountNumber" label={t('Chemtrec account number')} size="small" />
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              <TextField {...register('specialInstructions')} id="specialInstructions" label={t('Special instructions')} size="small" multiline minRows={2} fullWidth error={!!err('specialInstructions')} helperText={err('specialInstructions')} />
            </Box>
          </Box>
        </Section>

        <Section title={msg('Money')}>
          <Box sx={grid}>
            <TextField {...register('freightValue')} id="freightValue" label={t('Freight value ($)')} size="small" inputMode="decimal" error={!!err('freightValue')} helperText={err('freightValue')} />
            <TextField {...register('markup')} id="markup" label={t('Markup ($)')} size="small" inputMode="decimal" error={!!err('markup')} helperText={err('markup')} />
          </Box>
        </Section>

        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {canSaveDraft && (
            <Button variant="outlined" disabled={saving} onClick={() => onSubmit(false)}>
              {t('Save as draft')}
            </Button>
          )}
          <Button variant="contained" disabled={saving} onClick={() => onSubmit(true)}>
            {canSaveDraft ? t('Submit') : t('Save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
