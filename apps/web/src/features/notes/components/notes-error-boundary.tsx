import Alert from '@mui/material/Alert';
import { UNABLE_TO_RETRIEVE_NOTES } from '@portal/domain/common/messages';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { canReloadFor, reloadOnce } from '../../../lib/lazy-import';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * A crash inside the notes area shows 'Unable to retrieve notes' in its place; the
 * rest of the page keeps working. A module that failed to load (a release replaced it) reloads the
 * page once instead.
 */
export class NotesErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[notes]', error, info.componentStack);
    if (canReloadFor(error)) reloadOnce();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <NotesFailed />;
  }
}

function NotesFailed() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert" data-testid="notes-failed">
      {t(UNABLE_TO_RETRIEVE_NOTES)}
    </Alert>
  );
}
