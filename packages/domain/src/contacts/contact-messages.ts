import { defineMessages } from '../common/message-codes';
import { ACCESS_REQUEST_RECEIVED, CONTACT_UPDATED } from './access-request-schemas';
import { LAST_ADMIN_DELETE, LAST_ADMIN_DEMOTE } from './contact-access';

/** What the server tells a company admin keeping contacts and deciding access requests (common/message-codes.ts). */
export const CONTACT_MESSAGES = defineMessages('contact', {
  updated: CONTACT_UPDATED,
  accessRequestReceived: ACCESS_REQUEST_RECEIVED,
  accessRequestApproved: 'Access approved: {{name}} will receive an activation e-mail',
  accessRequestDeclined: 'Access request from {{name}} declined',
  requestAlreadyApproved: 'This request was already approved',
  requestAlreadyDeclined: 'This request was already declined',
  requestAlreadyDecided: 'This request was already decided',
  permissionsRefused: 'These permissions cannot be given',
  choosePortal: 'Choose the portal the contact signs in to',
  permissionsNotGrantable: 'Permissions your company cannot give',
  /** `permissions`: the refused permission names, joined with ', '. */
  notAvailableToCompany: 'Not available to your company: {{permissions}}',
  chooseCompanyLocations: "Choose locations of your company's list",
  emailTaken: 'A portal user with the e-mail address {{email}} already exists',
  lastAdminDelete: LAST_ADMIN_DELETE,
  lastAdminDemote: LAST_ADMIN_DEMOTE,
  noPortalUserForPicture: '{{name}} has no portal user; a profile picture belongs to a portal user',
});
