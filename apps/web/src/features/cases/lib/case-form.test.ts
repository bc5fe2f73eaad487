import { describe, expect, it } from 'vitest';
import { caseFormBody, caseFormSchema, CASE_FORM_DEFAULTS, serverCaseFormErrors, type CaseFormValues } from './case-form';

/** Each field's first problem, as the form shows them. */
function problems(values: CaseFormValues): Record<string, string> {
  const result = caseFormSchema(12).safeParse(values);
  const found: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('create case form', () => {
  it('needs an amount for an accessorial request and a description', () => {
    expect(problems(CASE_FORM_DEFAULTS)).toEqual({ amount: 'An accessorial request needs an amount', description: 'A description is required' });
  });

  it('lets a damage claim wait for its amount, and answers the body the route takes', () => {
    const result = caseFormSchema(12).safeParse({ ...CASE_FORM_DEFAULTS, caseType: 4, description: ' Pallet crushed ' });
    expect(result.success && result.data).toEqual({ shipmentId: 12, caseType: 4, description: 'Pallet crushed' });
  });

  it('refuses more than two decimals and sends clean values', () => {
    expect(problems({ ...CASE_FORM_DEFAULTS, amount: '10.005', description: 'x' }).amount).toBe('Enter an amount in dollars with at most two decimals');
    const body = caseFormBody(12, { ...CASE_FORM_DEFAULTS, amount: '$1,250.50', description: '  Held at dock  ', incidentAt: '2026-11-10T08:30' });
    expect(body).toMatchObject({ shipmentId: 12, caseType: 0, amount: '1250.50', description: 'Held at dock', documentIds: undefined });
    expect(body.incidentAt).toMatch(/^2026-11-10T\d\d:30:00\.000Z$/);
  });

  it('refuses an incident in the future', () => {
    expect(problems({ ...CASE_FORM_DEFAULTS, amount: '5', description: 'x', incidentAt: '2099-01-01T00:00' }).incidentAt).toBe('The incident cannot be in the future');
  });

  it('maps server field errors to the form', () => {
    expect(serverCaseFormErrors({ documentIds: ['Document is on another case'], shipmentId: ['Nope'] })).toEqual({
      documentIds: 'Document is on another case',
      form: 'Nope',
    });
  });
});
