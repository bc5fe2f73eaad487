import { zodResolver } from '@hookform/resolvers/zod';
import { LOCATION_NOTICE_MS } from '@portal/domain/common/constants';
import { MESSAGES } from '@portal/domain/common/messages';
import { LocationBodySchema, type LocationBody, type LocationDetail, type LocationInput } from '@portal/domain/locations/location-schemas';
import { isCanadianPostalCode } from '@portal/domain/locations/postal-code';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { answerMessageOf, translatedFieldErrors } from '../../../lib/translate-message';
import { useCreateLocation } from '../api/create-location';
import { useUpdateLocation } from '../api/update-location';
import { LOCATION_FORM_DEFAULTS, locationFormValues, serverLocationErrors } from '../lib/location-form';

/**
 * The location form: checked by the route's body schema, saved by create or edit, with the
 * notice the spec gives (4000 ms) and the server's refusals placed on their fields.
 */
export function useLocationForm({ location, onSaved }: { location?: LocationDetail; onSaved: (saved: LocationDetail) => void }) {
  const form = useForm<LocationBody, unknown, LocationInput>({
    resolver: zodResolver(LocationBodySchema),
    defaultValues: location ? locationFormValues(location) : LOCATION_FORM_DEFAULTS,
  });
  const create = useCreateLocation();
  const update = useUpdateLocation();

  // A Canadian postal code makes the country CA.
  const postalCode = form.watch('postalCode');
  const { setValue } = form;
  useEffect(() => {
    if (isCanadianPostalCode(postalCode)) setValue('country', 'CA');
  }, [postalCode, setValue]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = location ? await update.mutateAsync({ locationId: location.id, body }) : await create.mutateAsync(body);
      notify.success(answer.message ? answerMessageOf(answer) : location ? MESSAGES.locationUpdated({ locationNumber: answer.data.locationNumber }) : MESSAGES.locationCreated, {
        durationMs: LOCATION_NOTICE_MS,
      });
      form.reset(locationFormValues(answer.data));
      onSaved(answer.data);
    } catch (error) {
      const problems = isApiError(error) ? serverLocationErrors(translatedFieldErrors(error)) : {};
      if (Object.keys(problems).length === 0) problems.root = errorMessages(error).join(' ');
      for (const [field, message] of Object.entries(problems)) form.setError(field as keyof LocationBody | 'root', { message });
    }
  });

  return { form, submit, saving: create.isPending || update.isPending, canadian: isCanadianPostalCode(postalCode) };
}

export type LocationFormState = ReturnType<typeof useLocationForm>;
