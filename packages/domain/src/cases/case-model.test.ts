import { describe, expect, it } from 'vitest';
import { CaseType } from './case-status';
import { CaseModelSchema, isDollarAmount } from './case-model';

const valid = { shipmentId: 12, caseType: 'Detention', amount: '125.50', description: 'Waited 4 hours at the receiver' };

function errorsOf(input: unknown): Record<string, string[]> {
  const result = CaseModelSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('isDollarAmount', () => {
  it.each(['125', '125.5', '125.55', 0.1, 19.99, '.5', ' 7.00 '])('accepts %j', (value) => expect(isDollarAmount(value)).toBe(true));
  it.each(['125.555', '-5', '1e3', 'abc', '', '1,000.00', Number.NaN, Number.POSITIVE_INFINITY, 1e-7])('refuses %j', (value) => expect(isDollarAmount(value)).toBe(false));
});

describe('CaseModelSchema', () => {
  it('reads a valid model and turns the case type name into its code', () => {
    const parsed = CaseModelSchema.parse(valid);
    expect(parsed.caseType).toBe(CaseType.Detention);
    expect(parsed.description).toBe('Waited 4 hours at the receiver');
  });

  it('accepts a case type code and no amount for a dispute', () => {
    expect(CaseModelSchema.parse({ shipmentId: 12, caseType: CaseType.Dispute, description: 'Rate differs' }).amount).toBeUndefined();
  });

  it('needs an amount for an accessorial request', () => {
    expect(errorsOf({ ...valid, amount: undefined })).toEqual({ amount: ['An accessorial request needs an amount'] });
  });

  it('names every bad field', () => {
    const errors = errorsOf({ shipmentId: 'abc', caseType: 'Teleport', amount: '12.345', description: '   ', incidentAt: 'yesterday', documentIds: ['nope'] });
    expect(Object.keys(errors).sort()).toEqual(['amount', 'caseType', 'description', 'documentIds.0', 'incidentAt', 'shipmentId']);
  });

  it('refuses zero, negative and too large amounts', () => {
    expect(errorsOf({ ...valid, amount: 0 })).toHaveProperty('amount');
    expect(errorsOf({ ...valid, amount: -5 })).toHaveProperty('amount');
    expect(errorsOf({ ...valid, amount: '1000000.01' })).toHaveProperty('amount');
    expect(errorsOf({ ...valid, amount: '1000000.00' })).toEqual({});
  });

  it('refuses an incident in the future', () => {
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    expect(errorsOf({ ...valid, incidentAt: nextWeek })).toEqual({ incidentAt: ['The incident cannot be in the future'] });
    expect(errorsOf({ ...valid, incidentAt: new Date(Date.now() - 3600 * 1000).toISOString() })).toEqual({});
  });
});
