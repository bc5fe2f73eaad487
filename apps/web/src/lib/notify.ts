import { TOAST_DEFAULT_MS } from '@portal/domain/common/constants';
import { REQUEST_NOT_SUCCESSFUL, UNKNOWN_ERROR } from '@portal/domain/common/messages';
import { useCallback } from 'react';
import type { VariantType } from 'notistack';
import { ApiError } from './api-client';
import { codedTexts, fieldMessages, problemMessage, translateApiMessage, type ApiMessage } from './translate-message';

interface NotifyOptions {
  /** How long the toast stays; the spec's default is 5 s. */
  durationMs?: number;
}

/** Toasts asked for before the toast host (app/toasts.tsx) has mounted, shown once it has. */
const waiting: (() => void)[] = [];

/** Whether the toast host has mounted (its effect has run, so its SnackbarProvider has mounted too). */
let hostMounted = false;

/** Whether a toast has been asked for: the providers mount the toast host from then on. */
let toastAskedFor = false;
const toastListeners = new Set<() => void>();

export function toastsAskedFor(): boolean {
  return toastAskedFor;
}

export function subscribeToastRequests(listener: () => void): () => void {
  toastListeners.add(listener);
  return () => {
    toastListeners.delete(listener);
  };
}

/**
 * Toasts speak the portal's language: a known English message is shown in Spanish when chosen.
 * notistack and the toast host are downloaded with the first toast, not in the first load; the
 * toast waits for them.
 */
function show(variant: VariantType, message: string | ApiMessage, options: NotifyOptions = {}): void {
  // A server message (or a domain message the web builds) by its code; a plain text as its catalogue entry.
  const text = translateApiMessage(typeof message === 'string' ? { text: message } : message);
  if (!toastAskedFor) {
    toastAskedFor = true;
    for (const listener of toastListeners) listener();
  }
  void import('notistack').then((notistack) => {
    const toast = () => notistack.enqueueSnackbar(text, { variant, autoHideDuration: options.durationMs ?? TOAST_DEFAULT_MS });
    // notistack's enqueueSnackbar exists once a SnackbarProvider has been created, but a toast given
    // to a provider created and not yet mounted is dropped: the first toast after a page load was lost
    // when the host's lazy render paused between the two. Under the app's providers (which listen
    // for toast requests) the toast waits for the host's mount; elsewhere (a bare provider in a
    // component test) for the provider.
    const ready = toastListeners.size > 0 ? hostMounted : typeof notistack.enqueueSnackbar === 'function';
    if (ready) toast();
    else waiting.push(toast);
  });
}

/** Called by the toast host once mounted: shows the toasts asked for before it was there. */
export function showWaitingToasts(): void {
  hostMounted = true;
  for (const toast of waiting.splice(0)) toast();
}

/** The app's one notifier (notistack). Works outside React, before and after the toast host mounts. */
export const notify = {
  success: (message: string | ApiMessage, options?: NotifyOptions) => show('success', message, options),
  error: (message: string | ApiMessage, options?: NotifyOptions) => show('error', message, options),
  warning: (message: string | ApiMessage, options?: NotifyOptions) => show('warning', message, options),
  info: (message: string | ApiMessage, options?: NotifyOptions) => show('info', message, options),
};

/**
 * A success toast once `pending` (a mutation's mutateAsync) resolves. For a mutation started in a
 * component that its own success removes (a card, a row): React Query drops mutate()'s callbacks once
 * their component is gone, and the toast was lost now and then; this promise settles regardless. A
 * failure is the central handler's to show (lib/query-client.ts).
 */
export function notifySuccessOf<T>(pending: Promise<T>, message: (answer: T) => string | ApiMessage): void {
  pending.then((answer) => notify.success(message(answer)), () => undefined);
}

/**
 * The messages an error carries (central handler): each message of the problem's
 * errors map, then of a legacy modelState map, or else the error's own message; server messages
 * translated by their codes, in the portal's language.
 */
export function errorMessages(error: unknown): string[] {
  return sentErrorMessages(error).map((message) => translateApiMessage(message));
}

/** The messages as sent: a problem's with their codes and values (translate-message.ts). */
function sentErrorMessages(error: unknown): ApiMessage[] {
  if (error instanceof ApiError) {
    const fromMaps = [...Object.values(fieldMessages(error)).flat(), ...codedTexts(flatten(error.modelState), undefined)];
    if (fromMaps.length > 0) return fromMaps.filter((message) => message.text);
    return [error.message ? problemMessage(error) : { text: REQUEST_NOT_SUCCESSFUL }];
  }
  if (error instanceof Error && error.message) return [{ text: error.message }];
  if (typeof error === 'string' && error) return [{ text: error }];
  return [{ text: UNKNOWN_ERROR }];
}

/**
 * Central error handler: logs the error and shows each of its messages as an error notification.
 * A 401 is not shown: the API client has already ended the session and sent the user to sign-in.
 */
export function handleError(error: unknown, context?: string): void {
  console.error(context ? `[${context}]` : '[error]', error);
  if (error instanceof ApiError && error.status === 401) return;
  // The page that sets up the second factor says why: one notice, not one a call.
  if (error instanceof ApiError && error.problem?.twoFactorSetupRequired === true) return;
  for (const message of errorMessages(error)) notify.error(message);
}

/** The central handler for components; stable across renders. */
export function useErrorHandler(): (error: unknown, context?: string) => void {
  return useCallback((error: unknown, context?: string) => handleError(error, context), []);
}

function flatten(map: Record<string, string[] | string> | undefined): string[] {
  if (!map) return [];
  return Object.values(map).flatMap((messages) => (Array.isArray(messages) ? messages : [messages])).filter(Boolean);
}
