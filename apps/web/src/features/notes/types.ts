/** A person as notes show them. */
export interface NotePerson {
  id: number;
  firstName: string;
  lastName: string;
}

/** A note of any record (spec section 3, Note). noteHTML is sanitised by the server. */
export interface Note {
  id: number;
  content: string;
  noteContent: string;
  noteHTML: string | null;
  /** The editor's state, as an object or as its JSON text. */
  noteJSON: unknown;
  timeStamp: string;
  createDateTime: string;
  creator: (NotePerson & { profilePictureId: string | null }) | null;
  /** False: an internal note (tinted, 'Internal Note'). */
  allowPortalAccess: boolean;
  isReadonly: boolean;
  entityId: number;
  entityType: number;
  entityDescription: string | null;
  entityLink: string | null;
  mentions: NotePerson[];
  canEdit: boolean;
}

export interface NotifyUser {
  id: number;
  email: string | null;
}

/** What the editor hands over: plain text, HTML and JSON of the same content, plus the people mentioned. */
export interface NoteDraft {
  noteContent: string;
  noteHTML: string;
  noteJSON: string;
  notifyUsers: NotifyUser[];
}

/** The record a note belongs to. */
export interface NoteEntity {
  entityId: number | string;
  entityType: number;
  entityDescription?: string;
  /** The portal path of the record ('/shipments/4100123'); mention e-mails link to it. */
  entityLink?: string;
}

/** POST {portal}/notes: the spec's add command. */
export interface AddNoteBody {
  entityId: number | string;
  entityDescription: string | null;
  entityType: number;
  entityLink: string | null;
  noteContent: string;
  noteHTML: string;
  noteJSON: string;
  notifyUsers: NotifyUser[];
  originatingApplication: 'CarrierPortal';
  allowPortalAccess: true;
}

/** PUT {portal}/notes/{noteId}: the spec's update command. */
export interface UpdateNoteBody {
  noteContent: string;
  noteHTML: string;
  noteJSON: string;
}

/** Someone who may be @mentioned on a record (spec section 3, Mentionable user). */
export interface MentionableUser {
  id: number;
  firstName: string;
  lastName: string;
  profilePictureId: string | null;
  emailAddresses: { value: string }[];
  companyName: string;
}
