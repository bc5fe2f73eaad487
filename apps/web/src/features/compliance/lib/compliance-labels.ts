import type { Coverage } from '@portal/domain/compliance/compliance-rules';
import { msg } from '../../../i18n/msg';

/** The coverages by name, marked for translation. */
export const COVERAGE_LABELS: Record<Coverage, string> = {
  AutoLiability: msg('Auto liability'),
  Cargo: msg('Cargo'),
  General: msg('General liability'),
};

export const AUTHORITY_LABELS: Record<string, string> = {
  Active: msg('Active'),
  Inactive: msg('Inactive'),
  Pending: msg('Pending'),
  Revoked: msg('Revoked'),
};

export const SOURCE_LABELS: Record<'Filing' | 'Certificate', string> = {
  Filing: msg('On file at FMCSA'),
  Certificate: msg('Uploaded certificate'),
};
