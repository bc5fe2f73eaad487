import { ACCESSORIAL_CASE_TYPES, CaseModelSchema, type CaseModelInput } from '@portal/domain/cases/case-model';
import { CaseType } from '@portal/domain/cases/case-status';
import dayjs from '../../../lib/dayjs';
import { z } from 'zod';

/** What the create-case form edits: text as typed; the incident as a local date and time. */
const CaseFormValuesSchema = z.object({
  caseType: z.number(),
  amount: z.string(),
  description: z.string(),
  /** 'YYYY-MM-DDTHH:mm' in the user's time zone, or empty. */
  incidentAt: z.string(),
  documentIds: z.array(z.string()),
});
export type CaseFormValues = z.output<typeof CaseFormValuesSchema>;

export const CASE_FORM_DEFAULTS: CaseFormValues = {
  caseType: CaseType.Detention,
  amount: '',
  description: '',
  incidentAt: '',
  documentIds: [],
};

/** The form fields a problem can be shown on; anything else goes to the form's alert. */
export const CASE_FORM_FIELDS = ['caseType', 'amount', 'description', 'incidentAt', 'documentIds'] as const;
export type CaseFormField = (typeof CASE_FORM_FIELDS)[number];

export function needsAmount(caseType: number): boolean {
  return (ACCESSORIAL_CASE_TYPES as readonly number[]).includes(caseType);
}

/** The request body of the form (optional text fields that are empty are sent as absent). */
export function caseFormBody(shipmentId: number, values: CaseFormValues): CaseModelInput {
  const amount = values.amount.trim().replace(/^\$/, '').replace(/,/g, '');
  const incident = values.incidentAt ? dayjs(values.incidentAt) : null;
  return {
    shipmentId,
    caseType: values.caseType,
    amount: amount === '' ? undefined : amount,
    description: values.description.trim(),
    incidentAt: incident ? (incident.isValid() ? incident.toISOString() : values.incidentAt) : undefined,
    documentIds: values.documentIds.length > 0 ? values.documentIds : undefined,
  };
}

/**
 * The form's schema: the values become the request body, which the route's own body schema (the
 * caseModel) checks, so the form refuses exactly what the server would, with its messages.
 */
export function caseFormSchema(shipmentId: number) {
  return CaseFormValuesSchema.transform((values) => caseFormBody(shipmentId, values)).pipe(CaseModelSchema);
}

/** Problem-document field errors of the create call: each field's first message, by form field or 'form'. */
export function serverCaseFormErrors(errors: Record<string, string[] | string> | undefined): Partial<Record<CaseFormField | 'form', string>> {
  const result: Partial<Record<CaseFormField | 'form', string>> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (!message) continue;
    const key = (CASE_FORM_FIELDS as readonly string[]).includes(field) ? (field as CaseFormField) : 'form';
    result[key] ??= message;
  }
  return result;
}
