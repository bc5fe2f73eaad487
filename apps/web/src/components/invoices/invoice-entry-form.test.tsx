import '@testing-library/jest-dom/vitest';
import { REQUEST_NOT_SUCCESSFUL } from '@portal/domain/common/messages';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { InvoiceEntryForm, updateFailure } from './invoice-entry-form';

afterEach(cleanup);

function renderForm(props: Partial<Parameters<typeof InvoiceEntryForm>[0]> = {}) {
  const onSave = vi.fn();
  render(
    <InvoiceEntryForm externalInvoiceNumber={null} externalInvoiceAmount={null} status={PayablesInvoiceStatus.Draft} saving={false} onSave={onSave} {...props} />,
  );
  return { onSave };
}

const number = () => screen.getByRole('textbox', { name: 'Invoice Number' });
const amount = () => screen.getByRole('textbox', { name: 'Invoice Amount' });
const save = () => screen.getByRole('button', { name: 'Save Invoice' });

describe('InvoiceEntryForm', () => {
  it('marks both fields required and keeps Save disabled until one is filled', () => {
    renderForm();
    expect(number()).toBeRequired();
    expect(amount()).toBeRequired();
    expect(save()).toBeDisabled();
    fireEvent.change(number(), { target: { value: 'INV-1' } });
    expect(save()).toBeEnabled();
  });

  it('empties a non-numeric amount and keeps whole cents', () => {
    renderForm();
    fireEvent.change(amount(), { target: { value: '12a' } });
    expect(amount()).toHaveValue('');
    fireEvent.change(amount(), { target: { value: '1234.567' } });
    expect(amount()).toHaveValue('1234.56');
  });

  it('sends the trimmed values', async () => {
    const { onSave } = renderForm();
    fireEvent.change(number(), { target: { value: '  INV-9 ' } });
    fireEvent.change(amount(), { target: { value: '99.5' } });
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ externalInvoiceNumber: 'INV-9', externalInvoiceAmount: '99.5' }));
  });

  it('shows the stored values and is locked once settled', () => {
    renderForm({ externalInvoiceNumber: 'INV-7', externalInvoiceAmount: 1500, status: PayablesInvoiceStatus.Settled });
    expect(number()).toHaveValue('INV-7');
    expect(amount()).toHaveValue('1500.00');
    expect(number()).toBeDisabled();
    expect(save()).toBeDisabled();
  });

  it('is disabled while a save runs', () => {
    renderForm({ externalInvoiceNumber: 'INV-7', saving: true });
    expect(save()).toBeDisabled();
  });

  it('lists the failure: title or detail or the default, plus the errors', () => {
    const problem = { type: 'about:blank', title: 'Invalid externalInvoiceAmount', status: 400, errors: { externalInvoiceAmount: ['Must be a number'] } };
    renderForm({ error: new ApiError({ status: 400, title: problem.title, problem }) });
    const failure = screen.getByTestId('invoice-update-failure');
    expect(failure).toHaveTextContent('Invalid externalInvoiceAmount');
    expect(failure).toHaveTextContent('Must be a number');
    expect(updateFailure(new ApiError({ status: 500, title: '' })).headline).toBe(REQUEST_NOT_SUCCESSFUL);
    expect(updateFailure(new ApiError({ status: 409, title: '', detail: 'Locked' })).headline).toBe('Locked');
  });
});
