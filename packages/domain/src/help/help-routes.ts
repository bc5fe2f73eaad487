import { route } from '../api/route-contract';
import { SupportContactsAnswerSchema } from './support-contacts';

/** The help page: how to reach the brokerage's carrier support. */
export const helpRoutes = {
  supportContacts: route({
    service: 'portal',
    tags: ['help'],
    method: 'GET',
    path: '/support-contacts',
    summary: "How to reach the brokerage's carrier support: e-mail, phone and address",
    answer: SupportContactsAnswerSchema,
  }),
} as const;
