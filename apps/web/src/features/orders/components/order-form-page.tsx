import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain/common/messages';
import { OrderCreateBodySchema, OrderUpdateBodySchema, type Order, type OrderCreateValues } from '@portal/domain/orders/order-schemas';
import { newFacilityIssues } from '@portal/domain/orders/order-facility';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldError, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { useCreateOrder } from '../api/create-order';
import { useUpdateOrder } from '../api/update-order';
import { orderFormDefaults, orderToFormValues, type OrderFormValues } from '../lib/order-form';
import { OrderForm } from './order-form';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { answerMessageOf, problemMessage, translateApiMessage, translatedFieldErrors } from '../../../lib/translate-message';
import { ORDER_MESSAGES } from '@portal/domain/orders/order-messages';

interface OrderFormPageProps {
  customerName: string;
  /** The order being edited; none to create one. */
  order?: Order;
  /** A new order's starting values (one filled from a quote); the blank form when absent. */
  initialValues?: OrderFormValues;
  /** Shown under the title (what a filled form came from). */
  notice?: ReactNode;
}

const STALE_ORDER = msg('Someone else changed this order after you opened it. Reload the page to see their changes, then make yours again.');

// The create and update bodies are the same fields (update adds the version), read from the same form.
type SavedValues = OrderCreateValues & { version?: number };
const baseCreateResolver = zodResolver(OrderCreateBodySchema) as unknown as Resolver<OrderFormValues, unknown, SavedValues>;
const baseUpdateResolver = zodResolver(OrderUpdateBodySchema) as unknown as Resolver<OrderFormValues, unknown, SavedValues>;

/** Puts an error at a dotted path of the nested errors object, making arrays for numeric steps. */
function setError(errors: Record<string, unknown>, path: readonly (string | number)[], error: FieldError) {
  let node: Record<string | number, unknown> = errors;
  path.slice(0, -1).forEach((step, i) => {
    node[step] ??= typeof path[i + 1] === 'number' ? [] : {};
    node = node[step] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]] = error;
}

/**
 * The form also asks for a street on each new facility (a carrier cannot find a dock by its city),
 * checked beside the schema's rules so it shows with the other messages of the same submit.
 */
function withFacilityStreets(base: Resolver<OrderFormValues, unknown, SavedValues>): Resolver<OrderFormValues, unknown, SavedValues> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const issues = newFacilityIssues((values.stops ?? []) as Parameters<typeof newFacilityIssues>[0]);
    if (issues.length === 0) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    for (const issue of issues) setError(errors, issue.path, { type: 'custom', message: issue.message });
    return { values: {}, errors: errors as FieldErrors<OrderFormValues> };
  };
}
const createResolver = withFacilityStreets(baseCreateResolver);
const updateResolver = withFacilityStreets(baseUpdateResolver);

/** /orders/create and /orders/{orderNumber}/edit: the order form, validated by the routes' own schemas. */
export function OrderFormPage({ customerName, order, initialValues, notice }: OrderFormPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<OrderFormValues, unknown, SavedValues>({ resolver: order ? updateResolver : createResolver, defaultValues: order ? orderToFormValues(order) : (initialValues ?? orderFormDefaults()), mode: 'onSubmit' });
  const create = useCreateOrder();
  const update = useUpdateOrder(order?.orderNumber ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const canSaveDraft = !order || order.status.value === 0;

  const refused = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      setProblem(error.code === ORDER_MESSAGES.stale.code || !error.detail ? t(STALE_ORDER) : translateApiMessage(problemMessage(error)));
      return;
    }
    if (isApiError(error) && error.errors) {
      for (const [field, messages] of Object.entries(translatedFieldErrors(error))) form.setError(field as FieldPath<OrderFormValues>, { message: messages[0] });
    }
    setProblem(errorMessages(error).join(' '));
  };

  const save = (submit: boolean) => {
    setProblem(null);
    form.setValue('submit', submit);
    void form.handleSubmit(
      async (values) => {
        try {
          if (order) {
            const answer = await update.mutateAsync({ ...values, version: values.version ?? order.version });
            notify.success(answerMessageOf(answer));
            void navigate(paths.orders.previewTab.getHref(answer.data.orderNumber, 'details'));
          } else {
            const answer = await create.mutateAsync(values);
            notify.success(MESSAGES.orderCreated({ orderNumber: answer.data.orderNumber }));
            void navigate(paths.orders.previewTab.getHref(answer.data.orderNumber, 'details'));
          }
        } catch (error) {
          refused(error);
        }
      },
      () => setProblem(t('Some fields need attention; they are marked below.')),
    )();
  };

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {order ? t('Edit order {{orderNumber}}', { orderNumber: order.orderNumber }) : t('Create order')}
      </Typography>
      {notice}
      <FormProvider {...form}>
        <OrderForm customerName={customerName} problem={problem} saving={create.isPending || update.isPending} onSubmit={save} canSaveDraft={canSaveDraft} />
      </FormProvider>
    </Box>
  );
}
