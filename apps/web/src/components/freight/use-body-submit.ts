import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client';
import { errorMessages } from '../../lib/notify';
import { translatedFieldErrors } from '../../lib/translate-message';
import { bodyErrors, placeFieldErrors } from './body-errors';

interface BodySubmitOptions<V extends FieldValues, O, S extends z.ZodType> {
  form: UseFormReturn<V, unknown, O>;
  /** The route's own body schema. */
  bodySchema: S;
  /** The body the server reads from the form's values. */
  toBody: (values: O) => z.input<S>;
  /** The form box a body or server field (originCity, desiredDestinations.0.state...) belongs to. */
  formFieldOf: (field: string) => FieldPath<V> | null;
  send: (body: z.output<S>) => Promise<unknown>;
  /** After the server has taken the body. */
  onSent: () => void;
}

/**
 * A form's submit handler for a dialog that posts a body: the body is checked with the route's own
 * schema before anything is sent, and its problems, or the server's 400 field errors, land on the
 * boxes they name. What no box takes, and any other failure, is the form's error for its alert.
 */
export function useBodySubmit<V extends FieldValues, O, S extends z.ZodType>({ form, bodySchema, toBody, formFieldOf, send, onSent }: BodySubmitOptions<V, O, S>) {
  const [formError, setFormError] = useState<string | null>(null);
  const showFieldErrors = (fieldErrors: Record<string, string[]>) => {
    const unplaced = placeFieldErrors(fieldErrors, formFieldOf, form.setError);
    if (unplaced.length > 0) setFormError(unplaced.join(' '));
  };
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = bodySchema.safeParse(toBody(values));
    if (!body.success) return showFieldErrors(bodyErrors(body.error));
    try {
      await send(body.data);
      onSent();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors) showFieldErrors(translatedFieldErrors(error));
      else setFormError(errorMessages(error).join(' '));
    }
  });
  return { submit, formError };
}
