import { $generateHtmlFromNodes } from '@lexical/html';
import { $getRoot, type LexicalEditor } from 'lexical';
import type { NotifyUser } from '@portal/domain/notes/note-schemas';
import type { NoteDraft } from '../../types';
import { $isMentionNode } from './mention-node';

/** The people mentioned, once each, in order of appearance: the note's notifyUsers. */
export function $mentionedUsers(): NotifyUser[] {
  const seen = new Map<number, NotifyUser>();
  for (const node of $getRoot().getAllTextNodes()) {
    if ($isMentionNode(node) && node.getUserId() > 0 && !seen.has(node.getUserId())) {
      seen.set(node.getUserId(), { id: node.getUserId(), email: node.getEmail() });
    }
  }
  return [...seen.values()];
}

/** Plain text, HTML and JSON of the editor's content, plus the mentioned users. */
export function readDraft(editor: LexicalEditor): NoteDraft {
  const state = editor.getEditorState();
  return state.read(() => ({
    noteContent: $getRoot().getTextContent(),
    noteHTML: $generateHtmlFromNodes(editor, null),
    noteJSON: JSON.stringify(state.toJSON()),
    notifyUsers: $mentionedUsers(),
  }));
}
