import { defineMessages } from '../common/message-codes';

/** What the Risk page's server answers say (common/message-codes.ts). */
export const RISK_MESSAGES = defineMessages('risk', {
  signalNotOpen: 'This signal is {{status}} already; only an open signal is acknowledged',
  signalAcknowledged: 'Signal acknowledged',
});
