import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { CodeNode } from '@lexical/code';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { LIST_MAX_DEPTH } from '@portal/domain/common/constants';
import { isNoteSendable } from '@portal/domain/notes/note-rules';
import { $createParagraphNode, $getRoot, COMMAND_PRIORITY_HIGH, KEY_ENTER_COMMAND, type LexicalEditor } from 'lexical';
import { useEffect, useRef, useState } from 'react';
import type { NoteEditorProps } from '../note-editor';
import { InitialContentPlugin, ListDepthPlugin, LocalImagesPlugin } from './editor-plugins';
import { editorTheme } from './editor-theme';
import { ImageNode } from './image-node';
import { MentionNode } from './mention-node';
import { MentionsPlugin } from './mentions-plugin';
import { readDraft } from './read-draft';
import { ToolbarPlugin } from './toolbar-plugin';
import { useTranslation } from '../../../../i18n/use-translation';

const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, CodeNode, LinkNode, MentionNode, ImageNode];

/** The Lexical note editor (lazy chunk): rich text, toolbar, @mentions, Send or Update. */
export default function RichNoteEditor(props: NoteEditorProps) {
  const initialConfig: InitialConfigType = {
    namespace: 'note-editor',
    theme: editorTheme,
    nodes: NODES,
    onError: (error) => console.error('[note editor]', error),
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorFrame {...props} />
    </LexicalComposer>
  );
}

function EditorFrame({ entityType, entityId, initialContent, submitLabel = 'Send', saving = false, onSubmit, onCancel, placeholder, autoFocus = false }: NoteEditorProps) {
  const { t } = useTranslation();
  const hint = placeholder ?? t('Write a comment… Type @ to mention someone');
  const [editor] = useLexicalComposerContext();
  const [text, setText] = useState('');
  const sendable = isNoteSendable(text, saving);

  useEffect(() => editor.registerTextContentListener(setText), [editor]);
  useEffect(() => editor.setEditable(!saving), [editor, saving]);
  useEffect(() => {
    if (autoFocus) editor.focus();
  }, [editor, autoFocus]);

  const submit = async () => {
    if (!isNoteSendable(editor.getEditorState().read(() => $getRoot().getTextContent()), saving)) return;
    const cleared = await onSubmit(readDraft(editor));
    if (cleared) clearEditor(editor);
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  // Ctrl/Cmd+Enter sends, like most comment boxes.
  useEffect(
    () =>
      editor.registerCommand(
        KEY_ENTER_COMMAND,
        (event) => {
          if (!event || !(event.ctrlKey || event.metaKey)) return false;
          event.preventDefault();
          void submitRef.current();
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', overflow: 'hidden', '&:focus-within': { borderColor: 'primary.main' } }}>
      <ToolbarPlugin disabled={saving} />
      <Box sx={{ position: 'relative', ...contentStyles }}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="ne-content"
              aria-label={submitLabel === 'Update' ? t('Edit comment') : t('New comment')}
              aria-placeholder={hint}
              placeholder={<Box className="ne-placeholder">{hint}</Box>}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </Box>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin />
      <ListDepthPlugin maxDepth={LIST_MAX_DEPTH} />
      <LocalImagesPlugin />
      <MentionsPlugin entityType={entityType} entityId={entityId} />
      {initialContent && <InitialContentPlugin noteHTML={initialContent.noteHTML} noteJSON={initialContent.noteJSON} />}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
        {onCancel && (
          <Button color="inherit" onClick={onCancel} disabled={saving}>
            {t('Cancel')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!sendable}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {submitLabel === 'Update' ? t('Update') : t('Send')}
        </Button>
      </Box>
    </Box>
  );
}

function clearEditor(editor: LexicalEditor) {
  editor.update(() => {
    const root = $getRoot();
    root.clear();
    root.append($createParagraphNode());
  });
}

/** Looks of the editable area and the blocks of editorTheme. */
const contentStyles = {
  '& .ne-content': {
    minHeight: 96,
    maxHeight: 320,
    overflowY: 'auto',
    px: 1.5,
    py: 1.25,
    outline: 'none',
    fontSize: 15,
    lineHeight: 1.5,
  },
  // text.secondary: the disabled grey fails the AA contrast of a hint people read.
  '& .ne-placeholder': { position: 'absolute', top: 10, left: 12, color: 'text.secondary', pointerEvents: 'none', userSelect: 'none', fontSize: 15 },
  '& .ne-paragraph': { m: 0 },
  '& .ne-h1': { fontSize: '1.75rem', fontWeight: 700, m: '0.4em 0' },
  '& .ne-h2': { fontSize: '1.5rem', fontWeight: 700, m: '0.4em 0' },
  '& .ne-h3': { fontSize: '1.3rem', fontWeight: 600, m: '0.4em 0' },
  '& .ne-h4': { fontSize: '1.15rem', fontWeight: 600, m: '0.4em 0' },
  '& .ne-h5': { fontSize: '1rem', fontWeight: 600, m: '0.4em 0' },
  '& .ne-h6': { fontSize: '0.9rem', fontWeight: 600, m: '0.4em 0' },
  '& .ne-quote': { m: '0.5em 0', pl: 1.5, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
  '& .ne-code': { display: 'block', m: '0.5em 0', p: 1.25, bgcolor: 'surface.sunken', borderRadius: 1, fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13, whiteSpace: 'pre', overflowX: 'auto' },
  '& .ne-ul, & .ne-ol': { m: '0.25em 0', pl: 3 },
  '& .ne-nested-listitem': { listStyleType: 'none' },
  '& .ne-bold': { fontWeight: 700 },
  '& .ne-italic': { fontStyle: 'italic' },
  '& .ne-underline': { textDecoration: 'underline' },
  '& .ne-link': { color: 'primary.main' },
  '& .note-mention': { color: 'primary.main', bgcolor: (t: Theme) => alpha(t.palette.primary.main, 0.1), borderRadius: 0.5, px: 0.25, fontWeight: 600 },
} as const;
