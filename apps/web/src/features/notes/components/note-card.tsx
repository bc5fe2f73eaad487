import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CANT_DELETE_COMMENT, COMMENT_REMOVED, COMMENT_UPDATED, FAILED_TO_SAVE_CHANGES, INTERNAL_NOTE_TOOLTIP } from '@portal/domain/common/messages';
import { useState } from 'react';
import { useDeleteNote } from '../api/delete-note';
import { useUpdateNote } from '../api/update-note';
import type { Note } from '@portal/domain/notes/note-schemas';
import type { NoteDraft } from '../types';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { UserAvatar } from '../../../components/user-avatar';
import { fullName, initials } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { NoteContent } from './note-content';
import { NoteEditor } from './note-editor';
import { useTranslation } from '../../../i18n/use-translation';

/** Whether the user may edit and delete the note: never a read-only note. */
export function canChangeNote(note: Pick<Note, 'isReadonly' | 'canEdit'>): boolean {
  return !note.isReadonly && note.canEdit !== false;
}

/** One note: view mode, or edit mode through the edit button until cancel or update. */
export function NoteCard({ note }: { note: Note }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const internal = !note.allowPortalAccess;
  const changeable = canChangeNote(note);
  const author = note.creator ? fullName(note.creator) : t('Unknown user');

  const save = async (draft: NoteDraft) => {
    try {
      await update.mutateAsync({ noteId: note.id, body: { noteContent: draft.noteContent, noteHTML: draft.noteHTML, noteJSON: draft.noteJSON } });
      notify.success(COMMENT_UPDATED);
      setEditing(false);
    } catch {
      notify.error(FAILED_TO_SAVE_CHANGES);
    }
    return false;
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ id: note.id, entityType: note.entityType, entityId: note.entityId });
      notify.success(COMMENT_REMOVED);
    } catch {
      notify.error(CANT_DELETE_COMMENT);
    }
    setConfirmingDelete(false);
  };

  const card = (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${t('Comment by {{author}}', { author })}${internal ? ` (${t(INTERNAL_NOTE_TOOLTIP)})` : ''}`}
      data-internal={internal || undefined}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, bgcolor: internal ? 'surface.internalNote' : 'background.paper', borderColor: internal ? 'surface.internalNoteBorder' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 1 }}>
        <UserAvatar fileId={note.creator?.profilePictureId} initials={note.creator ? initials(note.creator) : '?'} size={34} aria-hidden />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" noWrap sx={{ lineHeight: 1.3 }}>
            {author}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={note.createDateTime}>
            {formatDateTimeWithZone(note.createDateTime || note.timeStamp)}
          </Typography>
        </Box>
        {internal && <LockOutlined fontSize="small" sx={{ color: 'warning.main' }} aria-label={t(INTERNAL_NOTE_TOOLTIP)} />}
        {changeable && !editing && (
          <>
            <Tooltip title={t('Edit')}>
              <IconButton size="small" aria-label={t('Edit comment')} onClick={() => setEditing(true)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('Delete')}>
              <IconButton size="small" aria-label={t('Delete comment')} onClick={() => setConfirmingDelete(true)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>

      {editing ? (
        <NoteEditor
          entityType={note.entityType}
          entityId={note.entityId}
          initialContent={{ noteHTML: note.noteHTML, noteJSON: note.noteJSON }}
          submitLabel="Update"
          saving={update.isPending}
          onSubmit={save}
          onCancel={() => setEditing(false)}
          autoFocus
        />
      ) : (
        <NoteContent html={note.noteHTML} text={note.noteContent || note.content} />
      )}

      <ConfirmDeleteDialog
        open={confirmingDelete}
        titleId={`delete-note-${note.id}`}
        title={t('Delete comment?')}
        text={t('The comment will be removed for everyone who can see this record.')}
        pending={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Paper>
  );

  return internal ? (
    <Tooltip title={t(INTERNAL_NOTE_TOOLTIP)} placement="top-start" followCursor describeChild>
      {card}
    </Tooltip>
  ) : (
    card
  );
}
