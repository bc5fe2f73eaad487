import { msg } from '../i18n/msg';
import type { ApiService, HttpMethod } from './api-client';

/** What a page says when its write was kept on the phone rather than sent. */
export const QUEUED_WRITE_MESSAGE = msg('Saved on this phone. It will be sent when the connection returns.');

/** The writes a driver may make with no connection: they wait on the phone and are sent later. */
export type OfflineWriteKind = 'arrival' | 'departure' | 'problem' | 'document';

/** One write as data: enough to send it after a reload, and to name it on screen. */
export interface OfflineWrite {
  kind: OfflineWriteKind;
  shipmentId: number;
  /** What it is about, as shown in the list of waiting writes: the stop's name, the file's name, the problem's type. */
  subject: string;
  service: ApiService;
  method: HttpMethod;
  /** The operation's path with its parameters filled in. */
  path: string;
  body: unknown;
}

/** The answer of a write kept on the phone: it is sent once the connection returns. */
export interface QueuedWrite {
  queued: true;
  entryId: string;
}

export interface OfflineOutbox {
  /**
   * Sends the write now when it may (online, nothing older waiting) and answers the server's answer;
   * else keeps it and answers a QueuedWrite. A refusal of a write sent now is thrown, as a direct call's.
   */
  submit<T>(write: OfflineWrite): Promise<T | QueuedWrite>;
}

let outbox: OfflineOutbox | null = null;

/**
 * The driver's pages register their outbox (features/driver-app); other pages have none, and their
 * writes go straight to the server as always.
 */
export function registerOfflineOutbox(next: OfflineOutbox): () => void {
  outbox = next;
  return () => {
    if (outbox === next) outbox = null;
  };
}

/** A write through the outbox when one is registered, else `sendNow()`. */
export function sendOrQueue<T>(write: OfflineWrite, sendNow: () => Promise<T>): Promise<T | QueuedWrite> {
  return outbox ? outbox.submit<T>(write) : sendNow();
}

export function isQueuedWrite(value: unknown): value is QueuedWrite {
  return typeof value === 'object' && value !== null && (value as Partial<QueuedWrite>).queued === true;
}
