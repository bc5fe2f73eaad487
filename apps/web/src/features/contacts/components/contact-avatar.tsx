import Avatar from '@mui/material/Avatar';
import type { Contact } from '@portal/domain/contacts/contact-schemas';
import { initials } from '../../../lib/format';
import { useContactPictureUrl } from '../api/get-contact-picture';

/** The contact's profile picture when it has one, its initials otherwise. */
export function ContactAvatar({ contact, size = 40 }: { contact: Pick<Contact, 'firstName' | 'lastName' | 'fileId'>; size?: number }) {
  const url = useContactPictureUrl(contact.fileId);
  return (
    <Avatar src={url} alt="" aria-hidden sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: 'primary.main' }}>
      {initials(contact)}
    </Avatar>
  );
}
