import { CaseModelSchema, ACCESSORIAL_CASE_TYPES } from '@portal/domain/cases/case-model';
import { CaseType } from '@portal/domain/cases/case-status';
import dayjs from 'dayjs';
import type { CreateCaseBody } from '../types';

/** What the create-case form edits: text as typed; the incident as a local date and time. */
export interface CaseFormValues {
  caseType: number;
  amount: string;
  description: string;
  /** 'YYYY-MM-DDTHH:mm' in the user's time zone, or empty. */
  incidentAt: string;
  documentIds: string[];
}

export const CASE_FORM_DEFAULTS: CaseFormValues = {
  caseType: CaseType.Detention,
  amount: '',
  description: '',
  incidentAt: '',
  documentIds: [],
};

export function needsAmount(caseType: number): boolean {
  return (ACCESSORIAL_CASE_TYPES as readonly number[]).includes(caseType);
}

/** The request body of the form (optional text fields that are empty are sent as absent, spec section 5). */
export function caseFormBody(shipmentId: number, values: CaseFormValues): CreateCaseBody {
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

export type CaseFormErrors = Partial<Record<keyof CaseFormValues | 'form', string>>;

/** Validates the body with the create schema the server uses; the first message of each field. */
export function validateCaseForm(body: CreateCaseBody): CaseFormErrors {
  const result = CaseModelSchema.safeParse(body);
  if (result.success) return {};
  const errors: CaseFormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const key = (field === 'shipmentId' ? 'form' : field) as keyof CaseFormErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Problem-document field errors of the create call, by form field. */
export function serverCaseFormErrors(errors: Record<string, string[] | string> | undefined): CaseFormErrors {
  const result: CaseFormErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (!message) continue;
    const key = (['caseType', 'amount', 'description', 'incidentAt', 'documentIds'].includes(field) ? field : 'form') as keyof CaseFormErrors;
    result[key] ??= message;
  }
  return result;
}
