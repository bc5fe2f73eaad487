import { zodResolver } from '@hookform/resolvers/zod';
import type { CaseModel } from '@portal/domain/cases/case-model';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import { MESSAGES } from '@portal/domain/common/messages';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { answerMessageOf, translatedFieldErrors } from '../../../lib/translate-message';
import { useCreateCase } from '../api/create-case';
import { caseFormSchema, CASE_FORM_DEFAULTS, serverCaseFormErrors, type CaseFormField, type CaseFormValues } from '../lib/case-form';

interface CreateCaseFormOptions {
  open: boolean;
  shipmentId: number;
  onCreated?: (item: PortalCase) => void;
}

/**
 * The create-case form: values checked by the route's body schema before sending (caseFormSchema),
 * the create call, the server's refusals placed on their fields, and after success the new case and
 * the uploads made to it. Each opening starts a new case.
 */
export function useCreateCaseForm({ open, shipmentId, onCreated }: CreateCaseFormOptions) {
  const form = useForm<CaseFormValues, unknown, CaseModel>({
    resolver: zodResolver(caseFormSchema(shipmentId)),
    defaultValues: CASE_FORM_DEFAULTS,
    // A problem stays until the next submit, or until its field is edited (clearProblem).
    reValidateMode: 'onSubmit',
  });
  const create = useCreateCase();
  const [created, setCreated] = useState<PortalCase | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [uploadedCount, setUploadedCount] = useState(0);

  const { reset: resetForm } = form;
  const { reset: resetCreate } = create;
  useEffect(() => {
    if (!open) return;
    resetForm(CASE_FORM_DEFAULTS);
    setCreated(null);
    setUploadOpen(false);
    setUploadedCount(0);
    resetCreate();
  }, [open, resetForm, resetCreate]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await create.mutateAsync(body);
      notify.success(answer.message ? answerMessageOf(answer) : MESSAGES.caseCreated);
      setCreated(answer.data);
      onCreated?.(answer.data);
    } catch (error) {
      const problems = isApiError(error) ? serverCaseFormErrors(translatedFieldErrors(error)) : {};
      if (Object.keys(problems).length === 0) problems.form = errorMessages(error).join(' ');
      const { form: formProblem, ...fieldProblems } = problems;
      if (formProblem) form.setError('root', { message: formProblem });
      for (const [field, message] of Object.entries(fieldProblems)) form.setError(field as CaseFormField, { message });
    }
  });

  /** Editing a field clears its problem and the form's. */
  const clearProblem = (field: CaseFormField) => {
    form.clearErrors(field);
    form.clearErrors('root');
  };

  return {
    form,
    submit,
    clearProblem,
    saving: create.isPending,
    created,
    upload: { open: uploadOpen, setOpen: setUploadOpen, count: uploadedCount, added: () => setUploadedCount((count) => count + 1) },
  };
}

export type CreateCaseForm = ReturnType<typeof useCreateCaseForm>;
