import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EdiLocationBodySchema, type EdiLocationBody, type EdiLocationInput } from '@portal/domain/locations/edi-location-schemas';
import type { LocationDetail } from '@portal/domain/locations/location-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { errorMessages } from '../../../lib/notify';
import { useCreateEdiLocation } from '../api/create-edi-location';
import { useDeleteEdiLocation } from '../api/delete-edi-location';
import { useEdiCustomers } from '../api/get-edi-customers';
import { useEdiLocations } from '../api/get-edi-locations';
import { useTranslation } from '../../../i18n/use-translation';
import { problemMessage, translateApiMessage } from '../../../lib/translate-message';

type Customer = { id: number; name: string };

/** The codes a customer's EDI tenders use for this location: pick the customer, then add or remove codes. */
export function EdiCodesSection({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();
  const customers = useEdiCustomers();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const codes = useEdiLocations(customer?.id ?? null);
  const remove = useDeleteEdiLocation();
  const mine = (codes.data?.data ?? []).filter((mapping) => mapping.location.id === location.id);

  return (
    <Stack spacing={2}>
      <Autocomplete<Customer>
        options={customers.data?.data ?? []}
        loading={customers.isPending}
        value={customer}
        onChange={(_, next) => setCustomer(next)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={t('No customers you have hauled for')}
        renderInput={(params) => <TextField {...params} label={t('Customer')} helperText={t('Customers you have hauled for')} />}
        sx={{ maxWidth: 420 }}
      />
      {customer && (
        <>
          <Box aria-label={t('EDI codes of {{customer}}', { customer: customer.name })} role="list">
            {codes.isPending && <Typography variant="body2">{t('Loading codes…')}</Typography>}
            {codes.data && mine.length === 0 && <Typography variant="body2">{t('No codes from {{customer}} for this location.', { customer: customer.name })}</Typography>}
            {mine.map((mapping) => (
              <Box role="listitem" key={mapping.id} sx={{ display: 'inline-flex', alignItems: 'center', mr: 1, mb: 1 }}>
                <Chip label={mapping.code} variant="outlined" />
                <IconButton size="small" aria-label={t('Remove code {{code}}', { code: mapping.code })} disabled={remove.isPending} onClick={() => remove.mutate({ id: mapping.id, customerId: mapping.customerId })}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
          <AddEdiCode key={customer.id} customerId={customer.id} locationId={location.id} />
        </>
      )}
    </Stack>
  );
}

function AddEdiCode({ customerId, locationId }: { customerId: number; locationId: number }) {
  const { t } = useTranslation();
  const form = useForm<EdiLocationBody, unknown, EdiLocationInput>({ resolver: zodResolver(EdiLocationBodySchema), defaultValues: { customerId, locationId, code: '' } });
  const create = useCreateEdiLocation();
  const [conflict, setConflict] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setConflict(null);
    try {
      await create.mutateAsync(body);
      form.reset({ customerId, locationId, code: '' });
    } catch (error) {
      // A 409 names the location that already holds the code for this customer.
      setConflict(isApiError(error) && error.detail ? translateApiMessage(problemMessage(error)) : errorMessages(error).join(' '));
    }
  });
  const codeError = form.formState.errors.code?.message;
  return (
    <Box component="form" noValidate aria-label={t('Add EDI code')} onSubmit={(event) => void submit(event)}>
      {conflict && (
        <Alert severity="error" sx={{ mb: 1.5 }} onClose={() => setConflict(null)}>
          {conflict}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField {...form.register('code')} size="small" label={t('EDI code')} error={!!codeError} helperText={codeError && t(codeError)} />
        <Button type="submit" variant="outlined" loading={create.isPending} sx={{ mt: 0.25 }}>
          {t('Add code')}
        </Button>
      </Box>
    </Box>
  );
}
