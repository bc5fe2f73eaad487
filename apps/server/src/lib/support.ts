/** Where carriers write with questions; shown in the Do Not Use message and the runtime config. */
export const SUPPORT_EMAIL = 'carriers@summitfreight.test';

/** Sender of the portal's own e-mails (reset and activation links, notifications). */
export const MAIL_FROM = 'Summit Freight Portal <no-reply@summitfreight.test>';
