import { route } from '../api/route-contract';
import { CountAnswerSchema } from '../common/query-schemas';
import {
  AccessRequestBodySchema,
  AccessRequestDecidedSchema,
  AccessRequestIdParamsSchema,
  AccessRequestListQuerySchema,
  AccessRequestListSchema,
  AccessRequestReceivedSchema,
  ApproveAccessRequestBodySchema,
  DeclineAccessRequestBodySchema,
} from './access-request-schemas';
import {
  ContactAnswerSchema,
  ContactBodySchema,
  ContactDeletedSchema,
  ContactIdParamsSchema,
  ContactListQuerySchema,
  ContactListSchema,
  ContactSavedAnswerSchema,
} from './contact-schemas';
import { ProfilePictureUploadSchema } from '../profile/my-profile-schemas';

const contacts = { service: 'portal', tags: ['contacts'] } as const;

/** A company's contacts, and the access requests its admins decide. */
export const contactRoutes = {
  openAccessRequestCount: route({
    ...contacts,
    method: 'GET',
    path: '/contacts/access-requests/open-count',
    summary: "Open portal access requests of the caller's company (admins only)",
    answer: CountAnswerSchema,
  }),
  list: route({
    ...contacts,
    method: 'GET',
    path: '/contacts',
    summary: "Find by roles: the company's contacts, fuzzy matched on names, title, e-mail and phone (50 a page)",
    query: ContactListQuerySchema,
    answer: ContactListSchema,
  }),
  current: route({ ...contacts, method: 'GET', path: '/contacts/current', summary: "The signed-in user's own contact", answer: ContactAnswerSchema }),
  create: route({
    ...contacts,
    method: 'POST',
    path: '/contacts',
    summary: "Creates a contact (admins); portal access creates its user and mails the activation link ('Contact Successfully Created')",
    body: ContactBodySchema,
    status: 201,
    answer: ContactSavedAnswerSchema,
  }),
  get: route({ ...contacts, method: 'GET', path: '/contacts/:contactId', summary: 'One contact of the company', params: ContactIdParamsSchema, answer: ContactAnswerSchema }),
  edit: route({
    ...contacts,
    method: 'PUT',
    path: '/contacts/:contactId',
    summary: 'Edits a contact and its portal access (admins); 409 when it would leave the company without an admin',
    params: ContactIdParamsSchema,
    body: ContactBodySchema,
    answer: ContactSavedAnswerSchema,
  }),
  remove: route({
    ...contacts,
    method: 'DELETE',
    path: '/contacts/:contactId',
    summary: "Deletes a contact and ends its portal access (admins); 409 for the company's last admin",
    params: ContactIdParamsSchema,
    answer: ContactDeletedSchema,
  }),
  saveContactPicture: route({
    ...contacts,
    method: 'PUT',
    path: '/contacts/:contactId/profile-picture',
    summary: "Sets or replaces the profile picture of a contact's portal user (admins of its company): a square PNG or JPEG, checked by content ('Profile Picture Saved')",
    params: ContactIdParamsSchema,
    body: ProfilePictureUploadSchema,
    answer: ContactSavedAnswerSchema,
  }),
  removeContactPicture: route({
    ...contacts,
    method: 'DELETE',
    path: '/contacts/:contactId/profile-picture',
    summary: "Removes the profile picture of a contact's portal user (admins of its company; 'Profile Picture Removed')",
    params: ContactIdParamsSchema,
    answer: ContactSavedAnswerSchema,
  }),
  requestAccess: route({
    ...contacts,
    method: 'POST',
    path: '/access-requests',
    summary: "Asks for portal access to a company by its MC or DOT number (public; the company's admins approve or decline)",
    public: true,
    body: AccessRequestBodySchema,
    status: 202,
    answer: AccessRequestReceivedSchema,
  }),
  accessRequests: route({
    ...contacts,
    method: 'GET',
    path: '/contacts/access-requests',
    summary: "The company's access requests, newest first (admins)",
    query: AccessRequestListQuerySchema,
    answer: AccessRequestListSchema,
  }),
  approveAccessRequest: route({
    ...contacts,
    method: 'POST',
    path: '/contacts/access-requests/:accessRequestId/approve',
    summary: 'Approves a request: the requester becomes a contact with a portal user and gets the activation e-mail (admins)',
    params: AccessRequestIdParamsSchema,
    body: ApproveAccessRequestBodySchema,
    answer: AccessRequestDecidedSchema,
  }),
  declineAccessRequest: route({
    ...contacts,
    method: 'POST',
    path: '/contacts/access-requests/:accessRequestId/decline',
    summary: 'Declines a request with a reason the requester is told by e-mail (admins)',
    params: AccessRequestIdParamsSchema,
    body: DeclineAccessRequestBodySchema,
    answer: AccessRequestDecidedSchema,
  }),
} as const;
