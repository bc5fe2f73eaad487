import { ThemeProvider } from '@mui/material/styles';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../app/theme';
import { endSession, startSession } from '../lib/session';

/** A JWT-shaped token (unsigned) whose payload the browser reads: exp and apiKey. */
export function makeToken(claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = { sub: 'user-1', apiKey: 'api-key-1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: 'carrier.admin@demo.test',
    userName: 'carrier.admin@demo.test',
    firstName: 'Casey',
    lastName: 'Carrier',
    roles: ['Admin'],
    permissions: ['CarrierPortal'],
    phoneNumbers: [],
    companyId: 10,
    companyName: 'Demo Carrier',
    contactId: null,
    fileId: null,
    isBroker: false,
    isBrokerage: false,
    isBookable: true,
    isOnHold: false,
    has3PLNetwork: false,
    hasAcceptedAccessTermsAndConditions: true,
    trackingIntegration: { samsaraIsExpired: false },
    language: null,
    theme: 'system',
    ...overrides,
  };
}

/** Signs the given user in, or (null) leaves the visitor without a session, for a test. */
export function signIn(user: CurrentUser | null, token = makeToken()): void {
  if (user) startSession({ accessToken: token, user });
  else endSession();
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}
