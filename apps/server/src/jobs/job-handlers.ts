import { expireTenderJob, TENDER_EXPIRED_JOB } from '../modules/tenders/tendering.service';
import { expireOfferJob, OFFER_EXPIRED_JOB } from '../modules/offers/offer-notices';
import type { JobHandler } from './job-runner';

/** Every kind of background job and its (idempotent) handler. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [TENDER_EXPIRED_JOB]: expireTenderJob,
  [OFFER_EXPIRED_JOB]: expireOfferJob,
};
