import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REFERENCE_NUMBER_TYPES } from '@portal/domain/orders/order-catalog';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import type { OrderFormValues } from '../lib/order-form';
import { useTranslation } from '../../../i18n/use-translation';

/** Reference numbers (label, value, type): purchase, sales, transfer and return order numbers among them. Empty ones are dropped on save. */
export function ReferenceNumberFields() {
  const { t } = useTranslation();
  const { control, register } = useFormContext<OrderFormValues>();
  const references = useFieldArray({ control, name: 'referenceNumbers' });
  return (
    <Stack spacing={1.5}>
      {references.fields.map((ref, index) => (
        <Box key={ref.id} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr auto', md: '200px 1fr 1fr auto' }, alignItems: 'start' }}>
          <Controller
            control={control}
            name={`referenceNumbers.${index}.typeId`}
            render={({ field }) => (
              <TextField select id={`referenceNumbers.${index}.typeId`} label={t('Type')} size="small" value={field.value ?? ''} onChange={field.onChange} sx={{ gridColumn: { xs: 'span 3', md: 'auto' } }}>
                {REFERENCE_NUMBER_TYPES.map((type) => (
                  <MenuItem key={type.code} value={type.code}>
                    {t(type.name)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField {...register(`referenceNumbers.${index}.label`)} id={`referenceNumbers.${index}.label`} label={t('Label')} size="small" />
          <TextField {...register(`referenceNumbers.${index}.value`)} id={`referenceNumbers.${index}.value`} label={t('Value')} size="small" />
          <IconButton aria-label={t('Remove reference {{number}}', { number: index + 1 })} onClick={() => references.remove(index)}>
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<Add />} onClick={() => references.append({ label: '', value: '', typeId: 1 })}>
          {t('Add reference number')}
        </Button>
      </Box>
    </Stack>
  );
}
