import { API_KEY_HEADER } from '@portal/domain/auth/access-token';
import { decodeJwtPayload, isTokenExpired } from '@portal/domain/auth/session-rules';
import { RUNTIME_CONFIG_ELEMENT_ID, type ProblemDocument, type RuntimeConfig } from '@portal/domain/common/api';
import { TOKEN_EXPIRED_WARNING, UNKNOWN_ERROR, REQUEST_NOT_SUCCESSFUL } from '@portal/domain/common/messages';
import { withQuery, type QueryParams } from '@portal/domain/common/query-string';
import { fillPath, type RouteAnswer, type RouteInput } from '@portal/domain/api/route-contract';
import type { ApiRoute } from '@portal/domain/api/route-table';
import { paths } from '../config/paths';
import { parkEarlyResponse, takeEarlyResponse } from './early-responses';
import { currentLocationPath, navigateTo } from './navigation';
import { getRuntimeConfig, RUNTIME_CONFIG_URL, setRuntimeConfig } from './runtime-config';
import type { SessionAnswer } from '@portal/domain/auth/current-user';
import { endSession, getSession, startSession } from './session';
import type { MessageParams } from '@portal/domain/common/message-codes';

/**
 * The app's one HTTP client: the only place that calls fetch. It adds the base URL of the service,
 * the bearer token and (for the Carrier API) the API-key header, cleans query strings, reads
 * problem documents into ApiError, and ends the session on a 401 or an expired token.
 */
export type ApiService = 'portal' | 'carrier' | 'trucks';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON unless it is FormData or a Blob. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * False for the sign-in calls: no token is sent, and a 401 belongs to the caller
   * ('Wrong username or password.') instead of ending a session.
   */
  authenticated?: boolean;
  responseType?: 'json' | 'blob';
  headers?: Record<string, string>;
}

/** An error answer of the API (or no answer at all, status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail?: string;
  readonly errors?: Record<string, string[]>;
  readonly modelState?: Record<string, string[]>;
  /** The code and values of the detail (or of the title): what the web translates (lib/api-messages.ts). */
  readonly code?: string;
  readonly params?: MessageParams;
  /** Beside errors: the code and values of each field's messages, in the same order. */
  readonly errorCodes?: Record<string, { code: string; params: MessageParams }[]>;
  /** The whole problem document, for extensions such as supportEmail. */
  readonly problem?: ProblemDocument;

  constructor(init: { status: number; title: string; detail?: string; problem?: ProblemDocument; cause?: unknown }) {
    super(init.detail || init.title, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.problem = init.problem;
    this.errors = init.problem?.errors;
    this.modelState = init.problem?.modelState;
    this.code = init.problem?.code;
    this.params = init.problem?.params;
    this.errorCodes = init.problem?.errorCodes;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const BASE_URL_KEY: Record<ApiService, keyof Pick<RuntimeConfig, 'portalApiUrl' | 'carrierApiUrl' | 'trucksApiUrl'>> = {
  portal: 'portalApiUrl',
  carrier: 'carrierApiUrl',
  trucks: 'trucksApiUrl',
};

export function serviceUrl(service: ApiService, path: string, query?: QueryParams): string {
  const base = getRuntimeConfig()[BASE_URL_KEY[service]].replace(/\/+$/, '');
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  return query ? withQuery(url, query) : url;
}

function redirectToSignIn(): void {
  navigateTo(paths.root.getHref());
}

function authHeaders(service: ApiService, token: string): Record<string, string> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (service === 'carrier') {
    const apiKey = decodeJwtPayload(token)?.apiKey;
    if (typeof apiKey === 'string' && apiKey) headers[API_KEY_HEADER] = apiKey;
  }
  return headers;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

const ACCEPT = 'application/json, application/problem+json';

let refreshing: Promise<string | null> | null = null;

/** Asks the person to confirm who they are (password or code); true once the server accepted it. */
export type IdentityConfirmer = () => Promise<boolean>;
let confirmIdentity: IdentityConfirmer | null = null;

/**
 * The signed-in frame registers the dialog that asks for the password when a sensitive change
 * answers that the session must prove itself again; the change is then sent once more.
 */
export function registerIdentityConfirmer(confirmer: IdentityConfirmer): () => void {
  confirmIdentity = confirmer;
  return () => {
    if (confirmIdentity === confirmer) confirmIdentity = null;
  };
}

/**
 * A new access token for the session, from the refresh cookie the server set at sign-in (scripts
 * cannot read it; the browser sends it to the sign-in routes). One refresh at a time: every call
 * that finds the token expired waits for the same answer. Null when the session has ended.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(serviceUrl('portal', '/auth/refresh'), { method: 'POST', headers: { Accept: ACCEPT }, credentials: 'include' });
      if (!response.ok) return null;
      const answer = (await response.json()) as SessionAnswer;
      startSession(answer.data);
      return answer.data.accessToken;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * The token of an expired session, renewed; null (and the session ended) when it cannot be. Only an
 * expired token waits for this: a live one is sent at once, in the same tick as the call.
 */
async function renewedToken(token: string): Promise<string | null> {
  const renewed = await refreshAccessToken();
  if (renewed) return renewed;
  // Only the session that expired ends: another tab may have signed in meanwhile.
  if (getSession().token === token) {
    console.warn(TOKEN_EXPIRED_WARNING);
    endSession({ savePath: currentLocationPath() });
    redirectToSignIn();
  }
  return null;
}

/** Called on each navigation: an expired token is renewed now rather than on the next call. */
export function renewSessionIfExpired(): void {
  const { token } = getSession();
  if (token && isTokenExpired(token, Date.now())) void renewedToken(token);
}

/**
 * Signs out on the server (the session ends there, its tokens are refused and the cookie is
 * cleared), then here. The server is told with the token and the cookie as they are now; the
 * answer is not waited for, so signing out never hangs on the network.
 */
export function signOut(): void {
  const { token } = getSession();
  const headers: Record<string, string> = { Accept: ACCEPT };
  if (token && !isTokenExpired(token, Date.now())) headers.Authorization = `Bearer ${token}`;
  fetch(serviceUrl('portal', '/auth/logout'), { method: 'POST', headers, credentials: 'include', keepalive: true }).catch(() => undefined);
  endSession({ explicit: true });
}

export async function apiRequest<T>(service: ApiService, path: string, options: RequestOptions = {}): Promise<T> {
  return sendRequest<T>(service, path, options, false);
}

async function sendRequest<T>(service: ApiService, path: string, options: RequestOptions, isRetry: boolean): Promise<T> {
  const { method = 'GET', query, body, signal, authenticated = true, responseType = 'json' } = options;
  const headers: Record<string, string> = { Accept: ACCEPT, ...options.headers };

  const stored = authenticated ? getSession().token : null;
  const token = stored && isTokenExpired(stored, Date.now()) ? await renewedToken(stored) : stored;
  if (stored && !token) throw new ApiError({ status: 401, title: TOKEN_EXPIRED_WARNING });
  if (token) Object.assign(headers, authHeaders(service, token));

  const url = serviceUrl(service, path, query);
  // The entry may have asked already (startEarlyGet): the same plain GET takes that answer.
  const early = token && method === 'GET' && !options.headers && responseType === 'json' ? takeEarlyResponse(url, token) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(url, { method, headers, body: encodeBody(body, headers), signal }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, title: UNKNOWN_ERROR, cause });
  }

  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) {
      // The token may have been refused early (its session renewed elsewhere): one renewal and one retry.
      if (!isRetry && (await refreshAccessToken())) return sendRequest<T>(service, path, options, true);
      if (getSession().token === token) {
        endSession({ savePath: currentLocationPath() });
        redirectToSignIn();
      }
    }
    if (response.status === 403 && error.problem?.twoFactorSetupRequired === true && !currentLocationPath().startsWith(paths.profile.path)) {
      navigateTo(paths.profile.twoFactorSetup.getHref());
    }
    if (response.status === 403 && error.problem?.stepUpRequired === true && !isRetry && confirmIdentity && (await confirmIdentity())) {
      return sendRequest<T>(service, path, options, true);
    }
    throw error;
  }

  if (responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A GET request as a value: what a fetcher sends, and what the entry can start early. */
export interface ApiGet {
  service: ApiService;
  path: string;
  query?: QueryParams;
}

export function apiGet<T>({ service, path, query }: ApiGet, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(service, path, { query, signal });
}

/**
 * Starts a GET before the code that reads it has downloaded (app/first-page.ts). Its answer is
 * parked (early-responses.ts) for the first apiRequest of the same address with the same token, so
 * the page's data downloads beside the page's modules. Nothing is asked without a live session.
 */
export function startEarlyGet({ service, path, query }: ApiGet): void {
  const { token } = getSession();
  if (!token || isTokenExpired(token, Date.now())) return;
  const url = serviceUrl(service, path, query);
  parkEarlyResponse(url, token, fetch(url, { headers: { Accept: ACCEPT, ...authHeaders(service, token) } }));
}

async function readError(response: Response): Promise<ApiError> {
  if (!response.status) return new ApiError({ status: 0, title: UNKNOWN_ERROR });
  const text = await response.text().catch(() => '');
  let problem: ProblemDocument | undefined;
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (parsed && typeof parsed === 'object') problem = normaliseProblem(parsed as Record<string, unknown>, response.status);
  } catch {
    // Not JSON (a proxy's error page): fall back to the status text.
  }
  return new ApiError({
    status: response.status,
    title: problem?.title || response.statusText || REQUEST_NOT_SUCCESSFUL,
    detail: problem?.detail,
    problem,
  });
}

/** Problem documents, plus the legacy shapes {message} and {Message, ModelState}. */
function normaliseProblem(raw: Record<string, unknown>, status: number): ProblemDocument {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const problem = { ...raw } as ProblemDocument;
  problem.status = typeof raw.status === 'number' ? raw.status : status;
  problem.title = text(raw.title) ?? text(raw.message) ?? text(raw.Message) ?? REQUEST_NOT_SUCCESSFUL;
  problem.detail = text(raw.detail) ?? text(raw.message) ?? text(raw.Message);
  const modelState = raw.modelState ?? raw.ModelState;
  if (modelState && typeof modelState === 'object') problem.modelState = modelState as Record<string, string[]>;
  // The code and values of the detail (of the title when there is none): lib/api-messages.ts.
  problem.code = typeof raw.code === 'string' ? raw.code : undefined;
  problem.params = raw.params && typeof raw.params === 'object' ? (raw.params as MessageParams) : undefined;
  problem.errorCodes = raw.errorCodes && typeof raw.errorCodes === 'object' ? (raw.errorCodes as ProblemDocument['errorCodes']) : undefined;
  return problem;
}

/** The operations of one service and method, and the one at a path. */
type RoutesOf<S extends ApiService, M extends HttpMethod> = Extract<ApiRoute, { service: S; method: M }>;
type RouteAt<S extends ApiService, M extends HttpMethod, P> = Extract<RoutesOf<S, M>, { path: P }>;
/** Downloads: the GET operations whose answer is a file. */
type FileRoutesOf<S extends ApiService> = Extract<ApiRoute, { service: S; method: 'GET'; answer: 'file' }>;

/**
 * What a call sends: the operation's input, plus the call's own signal and headers (an Idempotency-Key, say).
 * A public operation (sign-in, a mailed link) may be sent without the session: `authenticated: false`
 * sends no token, and its 401 belongs to the caller instead of ending a session.
 */
export type CallOptions<C extends ApiRoute> = RouteInput<C> & { signal?: AbortSignal; headers?: Record<string, string> } & ([C] extends [{ public: true }] ? { authenticated?: false } : unknown);
/** The options argument, optional when the operation needs nothing. */
type CallArgs<C extends ApiRoute> = object extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

function callRoute(
  service: ApiService,
  method: HttpMethod,
  path: string,
  options: { params?: Record<string, string | number>; query?: unknown; body?: unknown; signal?: AbortSignal; headers?: Record<string, string>; authenticated?: false } = {},
  responseType: RequestOptions['responseType'] = 'json',
) {
  return apiRequest<unknown>(service, fillPath(path, options.params), {
    method,
    // The route table's query schemas hold plain values (text, numbers, booleans, dates and lists of them).
    query: options.query as QueryParams | undefined,
    body: options.body,
    signal: options.signal,
    headers: options.headers,
    authenticated: options.authenticated,
    responseType,
  });
}

/**
 * A service's typed client: the path names the operation in the route table, which gives the
 * parameters, query and body it takes and the answer it gives. No call declares an answer type.
 */
function typedClient<S extends ApiService>(service: S) {
  const method =
    <M extends HttpMethod>(verb: M) =>
    <P extends RoutesOf<S, M>['path']>(path: P, ...[options]: CallArgs<RouteAt<S, M, P>>) =>
      callRoute(service, verb, path, options) as Promise<RouteAnswer<RouteAt<S, M, P>>>;
  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
    /** A file the operation answers (PDF, image, CSV), as a Blob. */
    download: <P extends FileRoutesOf<S>['path']>(path: P, ...[options]: CallArgs<Extract<FileRoutesOf<S>, { path: P }>>) =>
      callRoute(service, 'GET', path, options, 'blob') as Promise<Blob>,
  };
}

/** Portal API, typed by the route table. */
export const portal = typedClient('portal');
/** Carrier API, typed by the route table. */
export const carrier = typedClient('carrier');
/** Trucks API, typed by the route table. */
export const trucks = typedClient('trucks');

let runtimeConfigLoad: Promise<void> | undefined;

/**
 * Reads the runtime configuration once per load of the page: from the page itself, else from
 * /config.json; same-origin defaults stay when it cannot be read. main.tsx starts it beside the
 * app's download, so the app finds it read instead of asking then.
 */
export function loadRuntimeConfig(): Promise<void> {
  runtimeConfigLoad ??= readRuntimeConfig();
  return runtimeConfigLoad;
}

async function readRuntimeConfig(): Promise<void> {
  // The server writes it into the page it sends (apps/server/src/web-app/runtime-config.ts); the
  // development server's page has none, and a page that cannot be read falls back to asking.
  const inPage = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inPage) {
    try {
      setRuntimeConfig(JSON.parse(inPage) as Partial<RuntimeConfig>);
      return;
    } catch (error) {
      console.error('The runtime configuration in the page could not be read; asking for it.', error);
    }
  }
  try {
    const response = await fetch(RUNTIME_CONFIG_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
    setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch (error) {
    console.error('Runtime configuration could not be read; using same-origin defaults.', error);
  }
}
