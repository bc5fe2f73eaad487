import { defineMessages } from '../common/message-codes';

/** What the server tells a carrier keeping its drivers and sending them sign-in links (common/message-codes.ts). */
export const DRIVER_MESSAGES = defineMessages('driver', {
  portalUserInactive: "This driver's portal user is not active",
  inactive: '{{driverName}} is inactive',
  alreadyActive: '{{driverName}} is already active',
  alreadyInactive: '{{driverName}} is already inactive',
  noEmail: '{{driverName}} has no an e-mail address on file',
  noMobile: '{{driverName}} has no a mobile phone on file',
  addEmail: 'Add an e-mail address to the driver first',
  addMobile: 'Add a mobile phone to the driver first',
  noLinkYet: 'No sign-in link was sent to this driver yet; send one first',
  notOwnImage: 'Not an image uploaded by your company',
  driverLinksMinutes: '{{driverName}} was sent {{limit}} sign-in links in the last 24 hours, the most a driver gets; the next can be sent in about {{count}} minutes.',
  driverLinksMinute: '{{driverName}} was sent {{limit}} sign-in links in the last 24 hours, the most a driver gets; the next can be sent in about 1 minute.',
  driverLinksHours: '{{driverName}} was sent {{limit}} sign-in links in the last 24 hours, the most a driver gets; the next can be sent in about {{count}} hours.',
  driverLinksHour: '{{driverName}} was sent {{limit}} sign-in links in the last 24 hours, the most a driver gets; the next can be sent in about 1 hour.',
  companyLinksMinutes: 'Your company sent {{limit}} sign-in links in the last 24 hours, the most it may; the next can be sent in about {{count}} minutes.',
  companyLinksMinute: 'Your company sent {{limit}} sign-in links in the last 24 hours, the most it may; the next can be sent in about 1 minute.',
  companyLinksHours: 'Your company sent {{limit}} sign-in links in the last 24 hours, the most it may; the next can be sent in about {{count}} hours.',
  companyLinksHour: 'Your company sent {{limit}} sign-in links in the last 24 hours, the most it may; the next can be sent in about 1 hour.',
});
