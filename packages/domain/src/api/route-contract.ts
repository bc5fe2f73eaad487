import type { z, ZodType } from 'zod';

/** The three APIs the server answers, each under its own base URL. */
export type ApiService = 'portal' | 'carrier' | 'trucks';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A success status an operation answers with. */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/**
 * One operation of the APIs, the contract both sides hold: the server registers its route (and its
 * OpenAPI entry) from it, the web's client takes its input and answer types from it. Nothing else
 * declares an address or an answer shape.
 */
export interface RouteContract {
  readonly service: ApiService;
  readonly method: HttpMethod;
  /** Under the service's base URL, parameters written `:name` (Fastify's form). */
  readonly path: string;
  /** One line for the API's reader (OpenAPI summary). */
  readonly summary: string;
  /** More for the API's reader, when one line is not enough (OpenAPI description). */
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: ZodType;
  readonly query?: ZodType;
  readonly headers?: ZodType;
  /** A JSON body. */
  readonly body?: ZodType;
  /** The body is multipart/form-data (a file and its fields), read by the handler itself. */
  readonly upload?: true;
  /** 200 unless said. */
  readonly status?: SuccessStatus;
  /** A second success status answered with the same schema (a change held for confirmation: 202 beside 200). */
  readonly alsoStatus?: SuccessStatus;
  /** The JSON answer; 'file' for a download (PDF, image, video); none for 204 and redirects. */
  readonly answer?: ZodType | 'file';
  /** Answered without a session (sign-in, mailed links, callbacks). */
  readonly public?: true;
  /**
   * The answer is written by a serializer compiled from its schema rather than checked by zod on
   * every call: for the hot lists and searches, whose answers are large and frequent.
   */
  readonly compiledAnswer?: true;
  /** Kept out of the OpenAPI document (a browser redirect target, say). */
  readonly hidden?: true;
  /** The media types of a 'file' answer, for the OpenAPI document ('application/pdf', 'video/mp4'...). */
  readonly produces?: readonly string[];
  /** A 'file' answer that serves Range requests: 206 with one byte range (416 beyond the end). */
  readonly ranges?: true;
}

/** Declares an operation, keeping its literal path, method and schemas in the type. */
export function route<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** The names of a path's `:name` parameters: '/orders/:orderNumber/copies' gives 'orderNumber'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * What the caller of an operation sends: its path parameters, query and body, each when it has one.
 * The checks are not distributive ([C] extends [...]): over a union of operations (the client's
 * generic signature) they stay one type each instead of multiplying into every combination.
 */
/** A multipart body as the browser builds it (FormData), named without the DOM's types the domain does not hold. */
export interface MultipartBody {
  append(name: string, value: unknown, fileName?: string): void;
}

/** A downloaded file as the browser holds it (Blob). */
export interface DownloadedFile {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type RouteInput<C extends RouteContract> = ([PathParamNames<C['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<C['path']>, string | number> }) &
  ([C] extends [{ query: infer Q extends ZodType }] ? { query?: z.input<Q> } : { query?: undefined }) &
  ([C] extends [{ body: infer B extends ZodType }] ? { body: z.input<B> } : [C] extends [{ upload: true }] ? { body: MultipartBody } : { body?: undefined });

/** What an operation answers, as JSON read by the caller: a file as a Blob, nothing for 204. */
export type RouteAnswer<C extends RouteContract> = C extends { answer: 'file' } ? DownloadedFile : C extends { answer: infer A extends ZodType } ? z.output<A> : void;

/** Fills a path's parameters: '/orders/:orderNumber' with {orderNumber: 'A 1'} gives '/orders/A%201'. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`No value for the path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
