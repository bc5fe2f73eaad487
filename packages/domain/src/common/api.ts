import type { MessageParams } from './message-codes';

/** List answers: a page of rows and the count of all rows matching the query. */
export interface ListAnswer<T> {
  data: T[];
  totalCount: number;
}

/** A count answer (badges, totals). */
export interface CountAnswer {
  totalCount: number;
}

/** RFC 9457 problem details, as every API answers errors. */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  /** The code and values of the detail (of the title when there is none): common/message-codes.ts. */
  code?: string;
  params?: MessageParams;
  /** Validation errors by field. */
  errors?: Record<string, string[]>;
  /** Beside errors: the code and values of each of its messages, in the same order. */
  errorCodes?: Record<string, { code: string; params: MessageParams }[]>;
  /** Legacy services answer modelState; the web reads both. */
  modelState?: Record<string, string[]>;
  [extension: string]: unknown;
}

/**
 * The id of the element in which the server writes the runtime configuration into the pages it
 * sends (a JSON script, which does not run), so the app starts without asking /config.json.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** Runtime configuration the web reads from the page (RUNTIME_CONFIG_ELEMENT_ID) or /config.json. */
export interface RuntimeConfig {
  portalApiUrl: string;
  carrierApiUrl: string;
  trucksApiUrl: string;
  appEnv: 'production' | 'uat' | 'local' | 'test';
  supportEmail: string;
  helpDeskUrl: string;
  supportUrl: string;
}
