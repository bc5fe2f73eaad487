import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FAILED_TO_SAVE_COMMENT, REQUEST_NOT_SUCCESSFUL } from '@portal/domain/common/messages';
import { useMemo } from 'react';
import { useAddNote } from '../api/add-note';
import { useNotes } from '../api/get-notes';
import type { Note } from '@portal/domain/notes/note-schemas';
import type { NoteDraft, NoteEntity } from '../types';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { NoteCard } from './note-card';
import { NoteEditor } from './note-editor';
import { NotesErrorBoundary } from './notes-error-boundary';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { problemMessage, translateApiMessage, translatedFieldErrors } from '../../../lib/translate-message';

export interface NotesPanelProps extends NoteEntity {
  title?: string;
  /** Hide the new-comment editor (notes stay visible; each note's own rules decide edit and delete). */
  readOnly?: boolean;
  /** Shown when the record has no notes yet. */
  emptyText?: string;
}

/** Newest first, by creation time. */
export function sortNotesNewestFirst(notes: readonly Note[]): Note[] {
  const time = (note: Note) => Date.parse(note.createDateTime || note.timeStamp) || 0;
  return [...notes].sort((a, b) => time(b) - time(a));
}

/** A failed notes fetch: its message or 'Request not successful', plus model-state messages. */
export function noteFetchMessages(error: unknown): string[] {
  if (!isApiError(error)) return [error instanceof Error && error.message ? error.message : REQUEST_NOT_SUCCESSFUL];
  const message = error.message ? translateApiMessage(problemMessage(error)) : REQUEST_NOT_SUCCESSFUL;
  const extra = [error.modelState, translatedFieldErrors(error)].flatMap((map) => Object.values(map ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value])));
  return [message, ...extra.filter((text) => text && text !== message)];
}

/** Notes (comments) of a record: a new-comment editor and the notes, newest first. */
export function NotesPanel(props: NotesPanelProps) {
  return (
    <NotesErrorBoundary>
      <NotesArea {...props} />
    </NotesErrorBoundary>
  );
}

function NotesArea({ entityId, entityType, entityDescription, entityLink, title = msg('Comments'), readOnly = false, emptyText = msg('No comments yet') }: NotesPanelProps) {
  const { t } = useTranslation();
  const notes = useNotes(entityType, entityId);
  const add = useAddNote();
  const sorted = useMemo(() => sortNotesNewestFirst(notes.data ?? []), [notes.data]);

  const send = async (draft: NoteDraft) => {
    try {
      await add.mutateAsync({
        entityId,
        entityDescription: entityDescription ?? null,
        entityType,
        // Without one the server links mention e-mails to the record's own page.
        entityLink: entityLink ?? null,
        noteContent: draft.noteContent,
        noteHTML: draft.noteHTML,
        noteJSON: draft.noteJSON,
        notifyUsers: draft.notifyUsers,
        originatingApplication: 'CarrierPortal',
        allowPortalAccess: true,
      });
      return true;
    } catch {
      notify.error(FAILED_TO_SAVE_COMMENT);
      return false;
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="notes-panel-title" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Typography id="notes-panel-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t(title)}
        {notes.data && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 500 }}>
            ({notes.data.length})
          </Typography>
        )}
      </Typography>

      {!readOnly && (
        <Box sx={{ mb: 2.5 }}>
          <NoteEditor entityType={entityType} entityId={entityId} submitLabel="Send" saving={add.isPending} onSubmit={send} />
        </Box>
      )}

      {notes.error ? (
        <Alert
          severity="error"
          role="alert"
          data-testid="notes-error"
          action={
            <Button color="inherit" size="small" onClick={() => void notes.refetch()}>
              {t('Retry')}
            </Button>
          }
        >
          {noteFetchMessages(notes.error).map((message) => (
            <div key={message}>{t(message)}</div>
          ))}
        </Alert>
      ) : notes.isPending ? (
        <Stack spacing={1.5} role="status" aria-label={t('Loading comments')}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      ) : sorted.length === 0 ? (
        <Typography color="text.secondary" data-testid="notes-empty">
          {t(emptyText)}
        </Typography>
      ) : (
        <Stack spacing={1.5} component="div" role="feed" aria-label={t(title)} aria-busy={notes.isFetching}>
          {sorted.map((note) => (
            <NoteCard key={note.id} note={note} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
