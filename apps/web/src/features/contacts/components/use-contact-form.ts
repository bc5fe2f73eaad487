import { zodResolver } from '@hookform/resolvers/zod';
import { ContactBodySchema, type Contact, type ContactBody, type ContactInput } from '@portal/domain/contacts/contact-schemas';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import { CONTACT_FORM_DEFAULTS, contactFormValues, serverContactErrors } from '../lib/contact-form';
import { answerMessageOf, translatedFieldErrors } from '../../../lib/translate-message';

/**
 * The contact form: checked by the route's body schema (role names normalised as the server
 * will), saved by create ('Contact Successfully Created') or edit, refusals placed on their fields.
 */
export function useContactForm({ contact, onSaved }: { contact?: Contact; onSaved: (saved: Contact) => void }) {
  const form = useForm<ContactBody, unknown, ContactInput>({
    resolver: zodResolver(ContactBodySchema),
    defaultValues: contact ? contactFormValues(contact) : CONTACT_FORM_DEFAULTS,
  });
  const create = useCreateContact();
  const update = useUpdateContact();

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = contact ? await update.mutateAsync({ contactId: contact.id, body }) : await create.mutateAsync(body);
      notify.success(answerMessageOf(answer));
      form.reset(contactFormValues(answer.data));
      onSaved(answer.data);
    } catch (error) {
      const problems = isApiError(error) ? serverContactErrors(translatedFieldErrors(error)) : {};
      if (Object.keys(problems).length === 0) problems.root = errorMessages(error).join(' ');
      for (const [field, message] of Object.entries(problems)) form.setError(field as keyof ContactBody | 'root', { message });
    }
  });

  return { form, submit, saving: create.isPending || update.isPending };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
