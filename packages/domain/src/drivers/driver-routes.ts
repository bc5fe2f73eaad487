import { route } from '../api/route-contract';
import {
  DriverAnswerSchema,
  DriverBodySchema,
  DriverEntryLinkAnswerSchema,
  DriverIdParamsSchema,
  DriverListSchema,
  DriverPictureBodySchema,
  DriverSearchQuerySchema,
  SendSignInLinkBodySchema,
  SignInLinkAnswerSchema,
} from './driver-schemas';

const drivers = { service: 'portal', tags: ['drivers'] } as const;

/** The company's drivers: search, add, read, edit, picture, (de)activate, sign-in links and the mobile entry link. */
export const driverRoutes = {
  search: route({
    ...drivers,
    method: 'GET',
    path: '/drivers',
    summary: "Search drivers: the caller's company's drivers by name, e-mail or phone (active ones unless status says otherwise)",
    query: DriverSearchQuerySchema,
    answer: DriverListSchema,
  }),
  create: route({ ...drivers, method: 'POST', path: '/drivers', summary: 'Adds a driver', body: DriverBodySchema, status: 201, answer: DriverAnswerSchema }),
  get: route({ ...drivers, method: 'GET', path: '/drivers/:driverId', summary: 'One driver with the state of their sign-in link', params: DriverIdParamsSchema, answer: DriverAnswerSchema }),
  update: route({ ...drivers, method: 'PUT', path: '/drivers/:driverId', summary: 'Edits a driver', params: DriverIdParamsSchema, body: DriverBodySchema, answer: DriverAnswerSchema }),
  uploadPicture: route({
    ...drivers,
    method: 'PUT',
    path: '/drivers/:driverId/picture',
    summary: "Uploads the driver's profile picture (PNG or JPEG, checked by content like document uploads); it replaces the previous one",
    params: DriverIdParamsSchema,
    body: DriverPictureBodySchema,
    answer: DriverAnswerSchema,
  }),
  removePicture: route({ ...drivers, method: 'DELETE', path: '/drivers/:driverId/picture', summary: "Removes the driver's profile picture", params: DriverIdParamsSchema, answer: DriverAnswerSchema }),
  deactivate: route({
    ...drivers,
    method: 'POST',
    path: '/drivers/:driverId/deactivate',
    summary: 'Deactivates a driver; their sign-in links and sessions end',
    params: DriverIdParamsSchema,
    answer: DriverAnswerSchema,
  }),
  activate: route({ ...drivers, method: 'POST', path: '/drivers/:driverId/activate', summary: 'Reactivates a driver', params: DriverIdParamsSchema, answer: DriverAnswerSchema }),
  signInLink: route({
    ...drivers,
    method: 'GET',
    path: '/drivers/:driverId/sign-in-link',
    summary: "The driver's latest sign-in link (never the link itself)",
    params: DriverIdParamsSchema,
    answer: SignInLinkAnswerSchema,
  }),
  sendSignInLink: route({
    ...drivers,
    method: 'POST',
    path: '/drivers/:driverId/sign-in-link',
    summary: 'Sends the driver a sign-in link for their loads by e-mail or text message; older links stop working',
    params: DriverIdParamsSchema,
    body: SendSignInLinkBodySchema,
    answer: SignInLinkAnswerSchema,
  }),
  resendSignInLink: route({
    ...drivers,
    method: 'POST',
    path: '/drivers/:driverId/sign-in-link/resend',
    summary: 'Sends a fresh link the way the last one went; 409 when none was sent',
    params: DriverIdParamsSchema,
    answer: SignInLinkAnswerSchema,
  }),
  revokeSignInLink: route({
    ...drivers,
    method: 'DELETE',
    path: '/drivers/:driverId/sign-in-link',
    summary: "Revokes the driver's sign-in links and ends sessions started with them",
    params: DriverIdParamsSchema,
    answer: SignInLinkAnswerSchema,
  }),
  entryLink: route({
    ...drivers,
    method: 'POST',
    path: '/drivers/:driverId/entry-link',
    summary: 'Issues a driver mobile entry link and answers it (carrier admins; ends older links of the driver)',
    params: DriverIdParamsSchema,
    answer: DriverEntryLinkAnswerSchema,
  }),
} as const;
