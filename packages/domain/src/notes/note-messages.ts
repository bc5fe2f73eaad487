import { defineMessages } from '../common/message-codes';

/** What the server tells a person writing, changing or deleting a note (common/message-codes.ts). */
export const NOTE_MESSAGES = defineMessages('note', {
  needsText: 'A note needs some text',
  required: 'Required',
  tooLarge: 'The note is too large',
  tooLargeField: 'Too large',
  authorOnly: 'Only the author of a note can change or delete it',
  readOnly: 'This note is read-only',
  /** `userId`: a user named by id whose e-mail address the request did not give. */
  userById: 'User {{userId}}',
});
