import type { Contact } from '@portal/domain/contacts/contact-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/contacts/{contactId}. */
export async function getContact(contactId: number, signal?: AbortSignal): Promise<Contact> {
  return (await portal.get('/contacts/:contactId', { params: { contactId }, signal })).data;
}

export function contactQueryOptions(contactId: number) {
  return queryOptions({
    queryKey: queryKeys.contacts.detail(contactId),
    queryFn: ({ signal }) => getContact(contactId, signal),
    meta: { silent: true, context: 'contact' },
  });
}

export function useContact(contactId: number) {
  return useQuery(contactQueryOptions(contactId));
}
