import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { NoteDraft } from '../types';
import { importWithReload } from '../../../lib/lazy-import';
import { useTranslation } from '../../../i18n/use-translation';

export interface NoteEditorProps {
  /** The record the note is on: mention suggestions are the people who may see it. */
  entityType: number;
  entityId: number | string;
  /** An existing note being edited: its JSON when the editor can read it, else its HTML. */
  initialContent?: { noteHTML?: string | null; noteJSON?: unknown };
  submitLabel?: 'Send' | 'Update';
  /** A save is running: the editor and its buttons wait. */
  saving?: boolean;
  /** Resolve true to empty the editor (a new note was sent). */
  onSubmit: (draft: NoteDraft) => Promise<boolean> | boolean;
  onCancel?: () => void;
  placeholder?: string;
  autoFocus?: boolean;
}

// Lexical comes with this chunk when a notes area first shows an editor, not with the shell.
const RichNoteEditor = lazy(importWithReload(() => import('./editor/rich-note-editor')));

/** The rich-text note editor (Lexical), loaded on first use. */
export function NoteEditor(props: NoteEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={186} role="progressbar" aria-label={t('Loading editor')} />}>
      <RichNoteEditor {...props} />
    </Suspense>
  );
}
