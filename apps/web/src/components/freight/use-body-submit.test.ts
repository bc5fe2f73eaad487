import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { useBodySubmit } from './use-body-submit';

const bodySchema = z.object({ city: z.string().min(2, 'Too short'), miles: z.number().max(500, 'Too far') });
type Values = { where: string; miles: number };
const formFieldOf = (field: string) => (field === 'city' ? 'where' : field === 'miles' ? 'miles' : null);

function renderSubmit(values: Values, send: (body: z.output<typeof bodySchema>) => Promise<unknown>, onSent = vi.fn()) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: values });
    const { submit, formError } = useBodySubmit({ form, bodySchema, toBody: (v) => ({ city: v.where, miles: v.miles }), formFieldOf, send, onSent });
    // Reading the errors while rendering subscribes to them, as the dialogs do.
    return { errors: form.formState.errors, submit, formError };
  });
}

describe('useBodySubmit', () => {
  it('sends the checked body, then calls onSent', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const onSent = vi.fn();
    const { result } = renderSubmit({ where: 'Chicago', miles: 100 }, send, onSent);
    await act(() => result.current.submit());
    expect(send).toHaveBeenCalledWith({ city: 'Chicago', miles: 100 });
    expect(onSent).toHaveBeenCalledOnce();
    expect(result.current.formError).toBeNull();
  });

  it("puts the body schema's problems on the boxes they name and sends nothing", async () => {
    const send = vi.fn();
    const { result } = renderSubmit({ where: 'C', miles: 900 }, send);
    await act(() => result.current.submit());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors.where?.message).toBe('Too short');
    expect(result.current.errors.miles?.message).toBe('Too far');
  });

  it("places the server's 400 field errors and shows what no box takes in the form's error", async () => {
    const problem = { type: 'about:blank', title: 'Invalid', status: 400, errors: { city: ['Unknown city'], rate: ['No rate'] } };
    const onSent = vi.fn();
    const { result } = renderSubmit({ where: 'Chicago', miles: 100 }, () => Promise.reject(new ApiError({ status: 400, title: problem.title, problem })), onSent);
    await act(() => result.current.submit());
    expect(onSent).not.toHaveBeenCalled();
    expect(result.current.errors.where?.message).toBe('Unknown city');
    expect(result.current.formError).toBe('No rate');
  });

  it("shows any other failure in the form's error", async () => {
    const { result } = renderSubmit({ where: 'Chicago', miles: 100 }, () => Promise.reject(new ApiError({ status: 409, title: '', detail: 'Locked' })));
    await act(() => result.current.submit());
    expect(result.current.formError).toBe('Locked');
  });
});
