import type { Contact } from '@portal/domain/contacts/contact-schemas';
import { UserAvatar } from '../../../components/user-avatar';
import { initials } from '../../../lib/format';

/** The contact's profile picture (its portal user's, read from the profile pictures) when it has one, its initials otherwise. */
export function ContactAvatar({ contact, size = 40 }: { contact: Pick<Contact, 'firstName' | 'lastName' | 'fileId'>; size?: number }) {
  return <UserAvatar fileId={contact.fileId} initials={initials(contact)} size={size} aria-hidden data-testid="contact-avatar" />;
}
