import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod and the form's schema) is downloaded the first time the form
 * validates, not with the page: the sign-in page must render within its first-load budget
 * (DESIGN.md, Budgets) and validates only on submit. A failed download is tried again next time.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
