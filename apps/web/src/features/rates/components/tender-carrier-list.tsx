import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import type { TenderShipmentInput } from '@portal/domain/tenders/tendering-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import type { TenderCarrierOption, TenderFormValues } from './tender-carriers';
import { useTranslation } from '../../../i18n/use-translation';

interface TenderCarrierListProps {
  form: UseFormReturn<TenderFormValues, unknown, TenderShipmentInput>;
  carriers: UseFieldArrayReturn<TenderFormValues, 'carriers'>;
  options: readonly TenderCarrierOption[];
  /** 1 for one carrier, 10 for a ranked list. */
  max: number;
}

/** The chosen carriers in tender order, each with its rate; a field adds the next (or, for one carrier, picks it). */
export function TenderCarrierList({ form, carriers, options, max }: TenderCarrierListProps) {
  const { t } = useTranslation();
  const chosen = new Set(carriers.fields.map((field) => Number(field.carrierId)));
  const left = options.filter((option) => !chosen.has(option.carrierId));
  const nameOf = (carrierId: unknown) => options.find((option) => option.carrierId === Number(carrierId))?.carrierName ?? t('Carrier {{id}}', { id: String(carrierId) });
  const add = (carrierId: number) => {
    const option = options.find((o) => o.carrierId === carrierId);
    if (!option) return;
    const entry = { carrierId: option.carrierId, rate: option.price.toFixed(2) };
    if (max === 1) carriers.replace([entry]);
    else carriers.append(entry);
  };
  const errors = form.formState.errors.carriers;

  return (
    <Stack spacing={1.5}>
      {(max === 1 || carriers.fields.length < max) && (
        <TextField
          select
          label={max === 1 ? t('Carrier') : t('Add a carrier')}
          value={max === 1 && carriers.fields[0] ? String(carriers.fields[0].carrierId) : ''}
          onChange={(event) => add(Number(event.target.value))}
          helperText={t('Carriers with rates on this lane, cheapest first')}
        >
          {(max === 1 ? options : left).map((option) => (
            <MenuItem key={option.carrierId} value={String(option.carrierId)}>
              {option.carrierName} · {formatDollars(option.price)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {carriers.fields.length > 0 && (
        <Stack component="ol" aria-label={t('Carriers to tender')} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {carriers.fields.map((field, index) => (
            <Stack component="li" key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography sx={{ pt: 1, minWidth: 20, fontWeight: 600 }}>{index + 1}.</Typography>
              <Typography sx={{ pt: 1, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{nameOf(field.carrierId)}</Typography>
              <TextField
                size="small"
                inputMode="decimal"
                {...form.register(`carriers.${index}.rate`)}
                error={!!errors?.[index]?.rate}
                helperText={errors?.[index]?.rate?.message && t(errors[index].rate.message)}
                sx={{ width: 140 }}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  htmlInput: { 'aria-label': t('Tender rate for {{carrier}}', { carrier: nameOf(field.carrierId) }) },
                }}
              />
              {max > 1 && (
                <>
                  <IconButton aria-label={t('Move {{carrier}} up', { carrier: nameOf(field.carrierId) })} disabled={index === 0} onClick={() => carriers.move(index, index - 1)}>
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t('Move {{carrier}} down', { carrier: nameOf(field.carrierId) })} disabled={index === carriers.fields.length - 1} onClick={() => carriers.move(index, index + 1)}>
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                </>
              )}
              <IconButton aria-label={t('Remove {{carrier}}', { carrier: nameOf(field.carrierId) })} onClick={() => carriers.remove(index)}>
                <Close fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
